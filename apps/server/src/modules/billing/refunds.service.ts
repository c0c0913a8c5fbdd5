import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  hongKongDate,
  mayManageBilling,
  refundRefusal,
  type TPayment,
  type TRefundRequest,
  type TRefundStatus,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { lockCaseRow } from '../cases/cases.repository.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { removingWrittenOnFailure, storeServerFile } from '../files/files.service.js';
import { mailRefundFailed } from './billing-mail.js';
import { actorOf, billingCaseOf, requirePayment, type TBillingDeps, type TCaller } from './billing-access.js';
import { countedRefunds, paymentView } from './billing-view.js';
import type { TStripeGateway } from './stripe-gateway.js';

/**
 * POST /api/payments/:paymentID/refunds (issue 21 point 2): the officer in charge or a SYSTEM_ADMIN
 * refunds part or all of a received payment. A card payment is refunded through Stripe on the firm's
 * account; a transfer is recorded as paid back by the firm. Either way a credit note is issued —
 * numbered per firm and year (CN-2026-0001), a bilingual PDF the firm and the client read — and no
 * refund ever passes what is left of the payment (integer cents, checked with the case locked).
 */
export async function refundPayment(
  deps: TBillingDeps & { stripe: TStripeGateway | undefined },
  auth: TCaller,
  meta: TRequestMeta,
  paymentId: string,
  body: TRefundRequest,
): Promise<TPayment> {
  await removingWrittenOnFailure(deps.store, (written) =>
    deps.db.transaction().execute(async (trx) => {
      const { row, invoice, payment } = await requirePayment(trx, auth, paymentId, true);
      if (!mayManageBilling(actorOf(auth), billingCaseOf(row))) throw new AppError('FORBIDDEN');
      if (payment.status !== 'CONFIRMED') throw new AppError('PAYMENT_NOT_RECEIVED');
      const earlier = await trx
        .selectFrom('credit_notes')
        .select(['amount_cents', 'refund_status'])
        .where('payment_id', '=', payment.id)
        .execute();
      // A refund Stripe failed returned nothing: it does not count against what is left.
      const refunded = countedRefunds(earlier);
      const refusal = refundRefusal(body.amountCents, Number(payment.amount_cents), refunded);
      if (refusal) throw fieldError('amountCents', refusal);

      let providerRef: string | null = null;
      let refundStatus: TRefundStatus = 'SUCCEEDED';
      if (payment.provider === 'STRIPE') {
        const firm = await trx
          .selectFrom('firms')
          .select('stripe_account_id')
          .where('id', '=', row.firm_id)
          .executeTakeFirstOrThrow();
        if (!deps.stripe || !firm.stripe_account_id || !payment.provider_ref)
          throw new AppError('CARD_PAYMENTS_UNAVAILABLE');
        const refund = await deps.stripe.refund({
          account: firm.stripe_account_id,
          intentId: payment.provider_ref,
          amountCents: body.amountCents,
          idempotencyKey: `payment-${payment.id}-refund-${earlier.length}`,
        });
        // Refused on the spot: nothing went back, so no credit note either.
        if (refund.status === 'FAILED') throw new AppError('CARD_REFUND_FAILED');
        providerRef = refund.id;
        refundStatus = refund.status;
      }

      const issueDate = hongKongDate(new Date());
      const year = Number(issueDate.slice(0, 4));
      const counter = await trx
        .insertInto('credit_note_counters')
        .values({ firm_id: row.firm_id, year, last_number: 1 })
        .onConflict((oc) =>
          oc
            .columns(['firm_id', 'year'])
            .doUpdateSet({ last_number: sql`credit_note_counters.last_number + 1` }),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      const creditNoteNumber = `CN-${year}-${String(counter.last_number).padStart(4, '0')}`;
      const [firm, receipt] = await Promise.all([
        trx
          .selectFrom('firms')
          .select('tcsp_licence_no')
          .where('id', '=', row.firm_id)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('receipts')
          .select('receipt_number')
          .where('payment_id', '=', payment.id)
          .executeTakeFirst(),
      ]);
      const id = randomUUID();
      const method = payment.provider === 'STRIPE' ? 'CARD' : 'RECORDED';
      const { renderCreditNotePdf } = await import('./credit-note-pdf.js');
      const bytes = await renderCreditNotePdf({
        creditNoteID: id,
        creditNoteNumber,
        issueDate,
        invoiceNumber: invoice.invoice_number,
        receiptNumber: receipt?.receipt_number ?? null,
        caseRef: row.case_ref,
        firmName: invoice.firm_name,
        tcspLicenceNo: firm.tcsp_licence_no,
        issuedTo: {
          companyEngName: invoice.bill_to.companyEngName,
          companyChiName: invoice.bill_to.companyChiName,
          clientName: invoice.bill_to.clientName,
        },
        amountCents: body.amountCents,
        paymentCents: Number(payment.amount_cents),
        refundedBeforeCents: refunded.reduce((sum, cents) => sum + cents, 0),
        reason: body.reason,
        method,
      });
      const pdf = await storeServerFile(trx, deps.store, {
        firmId: row.firm_id,
        caseId: row.id,
        fileName: `${creditNoteNumber}.pdf`,
        mimeType: 'application/pdf',
        extension: 'pdf',
        bytes,
        origin: 'INVOICE',
        visibleHolderIds: [],
      });
      written.push(pdf.storageKey);
      await trx
        .insertInto('credit_notes')
        .values({
          id,
          firm_id: row.firm_id,
          case_id: row.id,
          invoice_id: invoice.id,
          payment_id: payment.id,
          credit_note_number: creditNoteNumber,
          amount_cents: body.amountCents,
          reason: body.reason,
          method,
          provider_ref: providerRef,
          issue_date: issueDate,
          issued_by: auth.userId,
          pdf_file_id: pdf.id,
          refund_status: refundStatus,
          refund_status_at: new Date(),
        })
        .execute();
      await writeAudit(trx, {
        action: 'billing.refunded',
        firmId: row.firm_id,
        actorUserId: auth.userId,
        targetType: 'payment',
        targetId: payment.id,
        ip: meta.ip,
        requestId: meta.requestId,
        details: {
          caseRef: row.case_ref,
          invoiceNumber: invoice.invoice_number,
          creditNoteNumber,
          amountCents: body.amountCents,
          method,
          ...(providerRef ? { refund: providerRef } : {}),
        },
      });
    }),
  );
  const payment = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return paymentView(deps.db, payment);
}

/**
 * Stripe's notification that a card refund moved (refund.updated, refund.failed, charge.refund.updated).
 * The refund is read back from Stripe, so a late or repeated notification applies where it stands now.
 * A refund Stripe failed after it was issued returned nothing: its credit note is marked FAILED (void),
 * stops counting against the payment, so the amount can be refunded again another way, and the person
 * who issued it and the officer in charge are told why.
 */
export async function refundChanged(
  trx: TDb,
  deps: { stripe: TStripeGateway | undefined; publicUrl: string },
  refundId: string,
  account: string | null,
): Promise<{ outcome: 'REFUND_UPDATED' | 'REFUND_FAILED' | 'IGNORED'; paymentId: string | null }> {
  const found = await trx
    .selectFrom('credit_notes')
    .innerJoin('firms', 'firms.id', 'credit_notes.firm_id')
    .select(['credit_notes.id', 'credit_notes.case_id', 'credit_notes.payment_id', 'firms.stripe_account_id'])
    .where('credit_notes.provider_ref', '=', refundId)
    .executeTakeFirst();
  // Ours only, and from the firm's own account, the one the refund was made on.
  if (!deps.stripe || !found || !account || found.stripe_account_id !== account)
    return { outcome: 'IGNORED', paymentId: null };
  const refund = await deps.stripe.retrieveRefund(account, refundId);
  const row = await lockCaseRow(trx, found.case_id);
  const note = await trx
    .selectFrom('credit_notes')
    .selectAll()
    .where('id', '=', found.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // Nothing moved, or a failed refund (which stays failed whatever a late notification says).
  if (note.refund_status === refund.status || note.refund_status === 'FAILED')
    return { outcome: 'IGNORED', paymentId: note.payment_id };
  await trx
    .updateTable('credit_notes')
    .set({
      refund_status: refund.status,
      refund_failure: refund.status === 'FAILED' ? (refund.failureReason ?? 'unknown') : null,
      refund_status_at: new Date(),
    })
    .where('id', '=', note.id)
    .execute();
  if (refund.status !== 'FAILED') return { outcome: 'REFUND_UPDATED', paymentId: note.payment_id };

  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', note.invoice_id)
    .executeTakeFirstOrThrow();
  await writeAudit(trx, {
    action: 'billing.refund_failed',
    firmId: row.firm_id,
    actorUserId: null,
    targetType: 'payment',
    targetId: note.payment_id,
    details: {
      caseRef: row.case_ref,
      invoiceNumber: invoice.invoice_number,
      creditNoteNumber: note.credit_note_number,
      amountCents: Number(note.amount_cents),
      by: 'STRIPE',
      refund: refundId,
      reason: refund.failureReason ?? 'unknown',
    },
  });
  await mailRefundFailed(
    trx,
    row,
    invoice,
    {
      creditNoteNumber: note.credit_note_number,
      amountCents: Number(note.amount_cents),
      issuedBy: note.issued_by,
      reason: refund.failureReason,
    },
    deps.publicUrl,
  );
  return { outcome: 'REFUND_FAILED', paymentId: note.payment_id };
}
