import type Stripe from 'stripe';
import type { TCardPaymentStart } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { lockCaseRow } from '../cases/cases.repository.js';
import { AppError } from '../../plugins/errors.js';
import { removingWrittenOnFailure } from '../files/files.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import type { TFileStore } from '../files/file-store.js';
import { applySubscription } from '../plans/plan-billing.service.js';
import { assertPlanFeature } from '../plans/plan-usage.js';
import type { TCaller } from './billing-access.js';
import { requirePayableInvoice, settlePayment } from './payments.service.js';
import { refundChanged } from './refunds.service.js';
import type { TStripeGateway } from './stripe-gateway.js';

/**
 * Card payment of an invoice (issue 21 point 1, ADR 0026). The client asks for a payment intent of the
 * invoice's exact total on the firm's connected Stripe account and pays it in the browser with Stripe's
 * Payment Element; only Stripe's signed notification settles the invoice, never the browser's word.
 * Each event is acted on once (its id stored in the transaction that acts on it); a repeat, an event
 * about someone else's payment, or one that arrives after the payment it would move has moved on
 * changes nothing.
 */

export interface TCardDeps {
  db: TDb;
  store: TFileStore;
  publicUrl: string;
  stripe: TStripeGateway | undefined;
}

/** A payment intent that can still be paid (the Payment Element confirms it). */
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function firmAccount(db: TDb, firmId: string): Promise<string> {
  const firm = await db
    .selectFrom('firms')
    .select(['stripe_account_id', 'stripe_charges_enabled'])
    .where('id', '=', firmId)
    .executeTakeFirstOrThrow();
  if (!firm.stripe_account_id || !firm.stripe_charges_enabled)
    throw new AppError('CARD_PAYMENTS_UNAVAILABLE');
  return firm.stripe_account_id;
}

/**
 * POST /api/invoices/:invoiceID/card-payments: the case's client, holding the payment task, starts (or
 * takes up again) a card payment of the whole invoice. One intent per invoice at a time: while one is
 * still open it is handed back rather than a second made; a bank transfer waiting for the firm's check
 * blocks a card payment (PAYMENT_PENDING), as it blocks a second transfer.
 */
export async function startCardPayment(
  deps: TCardDeps,
  auth: TCaller,
  meta: TRequestMeta,
  invoiceId: string,
): Promise<TCardPaymentStart> {
  const stripe = deps.stripe;
  if (!stripe) throw new AppError('CARD_PAYMENTS_UNAVAILABLE');
  return deps.db.transaction().execute(async (trx) => {
    const { row, invoice } = await requirePayableInvoice(trx, auth, invoiceId);
    await assertPlanFeature(trx, row.firm_id, 'CARD_PAYMENTS');
    const account = await firmAccount(trx, row.firm_id);
    const amountCents = Number(invoice.total_cents);
    const earlier = await trx
      .selectFrom('payments')
      .select(['id', 'provider', 'provider_ref', 'status'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('submitted_at', 'desc')
      .execute();
    const pending = earlier.find((p) => p.status === 'SUBMITTED');
    if (pending && pending.provider !== 'STRIPE') throw new AppError('PAYMENT_PENDING');
    if (pending?.provider_ref) {
      const intent = await stripe.retrievePaymentIntent(account, pending.provider_ref);
      if (OPEN_INTENT.has(intent.status) && intent.amountCents === amountCents)
        return {
          paymentID: pending.id,
          amountCents,
          clientSecret: intent.clientSecret,
          publishableKey: stripe.publishableKey,
          stripeAccount: account,
        };
      // Succeeded or processing: its notification settles it; nothing else may be started meanwhile.
      if (intent.status === 'succeeded' || intent.status === 'processing')
        throw new AppError('PAYMENT_PENDING');
    }
    const intent = await stripe.createPaymentIntent({
      account,
      amountCents,
      description: `${invoice.invoice_number} (${row.case_ref})`,
      metadata: {
        invoice_id: invoice.id,
        invoice_number: invoice.invoice_number,
        case_id: row.id,
        firm_id: row.firm_id,
      },
      // The same attempt asked twice (a double click, a retry) gets the same intent.
      idempotencyKey: `invoice-${invoice.id}-card-${earlier.filter((p) => p.provider === 'STRIPE').length}`,
    });
    if (pending)
      await trx
        .updateTable('payments')
        .set({ status: 'REJECTED', decided_at: new Date(), decision_note: 'Replaced by a new card payment' })
        .where('id', '=', pending.id)
        .where('status', '=', 'SUBMITTED')
        .execute();
    const payment = await trx
      .insertInto('payments')
      .values({
        firm_id: row.firm_id,
        case_id: row.id,
        invoice_id: invoice.id,
        provider: 'STRIPE',
        method: 'CARD',
        amount_cents: amountCents,
        reference: invoice.invoice_number,
        provider_ref: intent.id,
        submitted_by: auth.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      action: 'billing.payment_submitted',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'payment',
      targetId: payment.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: {
        caseRef: row.case_ref,
        invoiceNumber: invoice.invoice_number,
        method: 'CARD',
        intent: intent.id,
      },
    });
    return {
      paymentID: payment.id,
      amountCents,
      clientSecret: intent.clientSecret,
      publishableKey: stripe.publishableKey,
      stripeAccount: account,
    };
  });
}

/**
 * A card payment the client started and left (the client now pays by transfer): its intent is
 * cancelled at Stripe first, so no later confirmation can take money for it, and the payment is
 * closed. An intent Stripe has already taken or is taking cannot be withdrawn: PAYMENT_PENDING.
 */
export async function withdrawCardPayment(
  trx: TDb,
  stripe: TStripeGateway | undefined,
  payment: { id: string; firm_id: string; provider_ref: string | null },
): Promise<void> {
  if (!stripe || !payment.provider_ref) throw new AppError('PAYMENT_PENDING');
  const firm = await trx
    .selectFrom('firms')
    .select('stripe_account_id')
    .where('id', '=', payment.firm_id)
    .executeTakeFirstOrThrow();
  if (!firm.stripe_account_id) throw new AppError('PAYMENT_PENDING');
  const intent = await stripe.retrievePaymentIntent(firm.stripe_account_id, payment.provider_ref);
  if (OPEN_INTENT.has(intent.status)) {
    const cancelled = await stripe.cancelPaymentIntent(firm.stripe_account_id, intent.id);
    if (cancelled.status !== 'canceled') throw new AppError('PAYMENT_PENDING');
  } else if (intent.status !== 'canceled') throw new AppError('PAYMENT_PENDING');
  await trx
    .updateTable('payments')
    .set({ status: 'REJECTED', decided_at: new Date(), decision_note: 'Card payment left: paid by transfer' })
    .where('id', '=', payment.id)
    .where('status', '=', 'SUBMITTED')
    .execute();
}

/** What the portal did with a Stripe notification (the webhook's answer, kept with the event). */
export const STRIPE_EVENT_OUTCOMES = [
  'SETTLED',
  'FAILED',
  'ACCOUNT_UPDATED',
  'PLAN_UPDATED',
  'REFUND_UPDATED',
  'REFUND_FAILED',
  'DUPLICATE',
  'IGNORED',
] as const;
type TOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

/**
 * POST /api/payments/stripe/webhook: Stripe's notification, its signature checked against the raw
 * body before anything is read; a forged or altered one is refused (WEBHOOK_SIGNATURE_INVALID).
 */
export async function receiveStripeEvent(
  deps: TCardDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean; outcome: TOutcome }> {
  const stripe = deps.stripe;
  if (!stripe) throw new AppError('NOT_FOUND');
  let event: Stripe.Event;
  try {
    event = stripe.verifyEvent(rawBody, signature ?? '');
  } catch {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  return removingWrittenOnFailure(deps.store, (written) =>
    deps.db.transaction().execute(async (trx) => {
      // Stored first, so a repeat (or the same event delivered twice at once) waits here and finds it.
      const stored = await trx
        .insertInto('payment_events')
        .values({ id: event.id, provider: 'STRIPE', type: event.type, outcome: 'IGNORED' })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) return { received: true as const, duplicate: true, outcome: 'IGNORED' as const };
      const { outcome, paymentId } = await actOn(trx, deps, event, written);
      await trx
        .updateTable('payment_events')
        .set({ outcome, payment_id: paymentId })
        .where('id', '=', event.id)
        .execute();
      return { received: true as const, duplicate: false, outcome };
    }),
  );
}

async function actOn(
  trx: TDb,
  deps: TCardDeps,
  event: Stripe.Event,
  written: string[],
): Promise<{ outcome: TOutcome; paymentId: string | null }> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return intentSucceeded(trx, deps, event.data.object, event.account ?? null, written);
    case 'payment_intent.payment_failed':
      return intentFailed(trx, event.data.object, event.account ?? null);
    // A refund Stripe took on and later reports on (the card closed, the charge disputed).
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return refundChanged(trx, deps, event.data.object.id, event.account ?? null);
    // The portal's own billing of the firms (Stripe Billing on the platform account, no `account`).
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (event.account || session.mode !== 'subscription' || typeof session.subscription !== 'string')
        return { outcome: 'IGNORED', paymentId: null };
      return planEvent(trx, deps, session.subscription);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      if (event.account) return { outcome: 'IGNORED', paymentId: null };
      return planEvent(trx, deps, event.data.object.id);
    case 'account.updated': {
      const account = event.data.object;
      const updated = await trx
        .updateTable('firms')
        .set({ stripe_charges_enabled: account.charges_enabled })
        .where('stripe_account_id', '=', account.id)
        .executeTakeFirst();
      return { outcome: updated.numUpdatedRows > 0n ? 'ACCOUNT_UPDATED' : 'IGNORED', paymentId: null };
    }
    default:
      return { outcome: 'IGNORED', paymentId: null };
  }
}

/**
 * A firm's subscription changed at Stripe: read back from Stripe as it is now (so an old notification
 * arriving late says nothing stale) and applied to its firm.
 */
async function planEvent(
  trx: TDb,
  deps: TCardDeps,
  subscriptionId: string,
): Promise<{ outcome: TOutcome; paymentId: null }> {
  if (!deps.stripe) return { outcome: 'IGNORED', paymentId: null };
  const subscription = await deps.stripe.retrieveSubscription(subscriptionId);
  const applied = await applySubscription(trx, subscription, { actorUserId: null, meta: null });
  return { outcome: applied ? 'PLAN_UPDATED' : 'IGNORED', paymentId: null };
}

/** The card payment of an intent with its case, invoice and firm, locked; null when it is none of ours. */
async function lockedCardPayment(trx: TDb, intentId: string, account: string | null) {
  const found = await trx
    .selectFrom('payments')
    .innerJoin('firms', 'firms.id', 'payments.firm_id')
    .select(['payments.id', 'payments.case_id', 'firms.stripe_account_id'])
    .where('payments.provider', '=', 'STRIPE')
    .where('payments.provider_ref', '=', intentId)
    .executeTakeFirst();
  // The event must come from the firm's own account, the one the intent was made on.
  if (!found || !account || found.stripe_account_id !== account) return null;
  const row = await lockCaseRow(trx, found.case_id);
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', found.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', payment.invoice_id)
    .executeTakeFirstOrThrow();
  return { row, payment, invoice };
}

/** Stripe's word on a payment, in the audit log (no person acted). */
function auditStripeDecision(
  trx: TDb,
  action: 'billing.payment_confirmed' | 'billing.payment_rejected',
  { row, invoice, payment }: NonNullable<Awaited<ReturnType<typeof lockedCardPayment>>>,
  intentId: string,
): Promise<void> {
  return writeAudit(trx, {
    action,
    firmId: row.firm_id,
    actorUserId: null,
    targetType: 'payment',
    targetId: payment.id,
    details: { caseRef: row.case_ref, invoiceNumber: invoice.invoice_number, by: 'STRIPE', intent: intentId },
  });
}

async function intentSucceeded(
  trx: TDb,
  deps: TCardDeps,
  intent: Stripe.PaymentIntent,
  account: string | null,
  written: string[],
): Promise<{ outcome: TOutcome; paymentId: string | null }> {
  const found = await lockedCardPayment(trx, intent.id, account);
  if (!found) return { outcome: 'IGNORED', paymentId: null };
  const { row, payment, invoice } = found;
  if (intent.currency !== 'hkd' || intent.amount_received !== Number(payment.amount_cents))
    return { outcome: 'IGNORED', paymentId: payment.id };
  if (payment.status === 'CONFIRMED') return { outcome: 'IGNORED', paymentId: payment.id };
  // A failure reported before this success (out of order, or a retry of the same intent): reopened.
  if (payment.status === 'REJECTED')
    await trx
      .updateTable('payments')
      .set({ status: 'SUBMITTED', decided_at: null, decided_by: null, decision_note: null })
      .where('id', '=', payment.id)
      .execute();
  const settles = invoice.status === 'ISSUED' && row.status === 'OPEN';
  if (settles) {
    await settlePayment(
      trx,
      row,
      invoice,
      { ...payment, status: 'SUBMITTED' },
      { by: null, note: null },
      { meta: null, publicUrl: deps.publicUrl, language: 'en', store: deps.store, written },
    );
  } else {
    // Money taken for an invoice already paid or voided: kept as received, for the firm to refund.
    await trx
      .updateTable('payments')
      .set({
        status: 'CONFIRMED',
        decided_at: new Date(),
        decision_note: 'Received after the invoice was settled: to refund',
      })
      .where('id', '=', payment.id)
      .execute();
  }
  await auditStripeDecision(trx, 'billing.payment_confirmed', found, intent.id);
  return { outcome: settles ? 'SETTLED' : 'DUPLICATE', paymentId: payment.id };
}

async function intentFailed(
  trx: TDb,
  intent: Stripe.PaymentIntent,
  account: string | null,
): Promise<{ outcome: TOutcome; paymentId: string | null }> {
  const found = await lockedCardPayment(trx, intent.id, account);
  if (!found) return { outcome: 'IGNORED', paymentId: null };
  const { payment } = found;
  // After its success (a late failure of an earlier attempt) a failure changes nothing.
  if (payment.status !== 'SUBMITTED') return { outcome: 'IGNORED', paymentId: payment.id };
  await trx
    .updateTable('payments')
    .set({
      status: 'REJECTED',
      decided_at: new Date(),
      decision_note: (intent.last_payment_error?.message ?? 'The card payment failed').slice(0, 500),
    })
    .where('id', '=', payment.id)
    .execute();
  await auditStripeDecision(trx, 'billing.payment_rejected', found, intent.id);
  return { outcome: 'FAILED', paymentId: payment.id };
}
