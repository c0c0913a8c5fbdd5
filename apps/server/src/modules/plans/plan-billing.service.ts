import { sql } from 'kysely';
import {
  excessesOn,
  PLAN_CODES,
  PLAN_NAMES,
  PLANS,
  type TPlanCode,
  type TStripeRedirect,
  type TSubscriptionState,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import type { TPlanPrice, TPlanSubscription, TStripeGateway } from '../billing/stripe-gateway.js';
import { firmUsage, usageOver } from './plan-usage.js';

/**
 * The firm pays for the portal itself through Stripe Billing (issue 21 point 3, ADR 0026): its
 * administrator subscribes through Stripe Checkout, moves between paid plans at once (prorated), and
 * manages the card, invoices and cancelling in Stripe's billing portal. The plan is set from Stripe's
 * notifications, each read back from Stripe so that an old one arriving late changes nothing; a plan
 * below what the firm uses is refused before Stripe is asked (PLAN_USAGE_OVER).
 */

export interface TPlanBillingDeps {
  db: TDb;
  publicUrl: string;
  stripe: TStripeGateway | undefined;
}

const priceOf = (planCode: TPlanCode): TPlanPrice => {
  const cents = PLANS[planCode].monthlyPriceCents;
  if (!cents) throw new AppError('PLAN_BILLING_UNAVAILABLE');
  return { planCode, planName: PLAN_NAMES[planCode], amountCents: cents };
};

function requireBilling(deps: TPlanBillingDeps, auth: TAuthContext) {
  if (auth.userType !== 'SYSTEM_ADMIN' || !auth.firmId) throw new AppError('FORBIDDEN');
  if (!deps.stripe) throw new AppError('PLAN_BILLING_UNAVAILABLE');
  return { stripe: deps.stripe, firmId: auth.firmId };
}

/** Stripe's word on a subscription, in the portal's terms. */
export function subscriptionState(status: string): TSubscriptionState {
  if (status === 'active' || status === 'trialing') return 'ACTIVE';
  if (status === 'past_due' || status === 'unpaid') return 'PAST_DUE';
  if (status === 'incomplete' || status === 'paused') return 'INCOMPLETE';
  return 'CANCELED';
}

/**
 * POST /api/firm/subscription/checkout (the firm's SYSTEM_ADMIN): a paid plan. Without a live
 * subscription, Stripe Checkout's page to subscribe; with one, the subscription moves to the plan at
 * once. Either way a plan the firm's usage is over is refused first, with every excess.
 */
export async function startPlanCheckout(
  deps: TPlanBillingDeps,
  auth: TAuthContext & { email: string },
  planCode: TPlanCode,
  meta: TRequestMeta,
): Promise<TStripeRedirect> {
  const { stripe, firmId } = requireBilling(deps, auth);
  const price = priceOf(planCode);
  return deps.db.transaction().execute(async (trx) => {
    // Locked as lockFirmPlan locks it, so no case or colleague is added between the check and the change.
    const firm = await trx
      .selectFrom('firms')
      .select(['stripe_customer_id', 'stripe_subscription_id', 'subscription_status'])
      .where('id', '=', firmId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const excesses = excessesOn(planCode, await firmUsage(trx, firmId));
    if (excesses.length > 0) throw usageOver(planCode, excesses);
    const live =
      firm.stripe_subscription_id && firm.subscription_status !== 'CANCELED'
        ? firm.stripe_subscription_id
        : null;
    if (!live) {
      const back = `${deps.publicUrl}/subscription-plan`;
      const url = await stripe.planCheckout({
        firmId,
        price,
        customerId: firm.stripe_customer_id,
        email: auth.email,
        successUrl: `${back}?billing=done`,
        cancelUrl: `${back}?billing=cancelled`,
      });
      return { url };
    }
    const subscription = await stripe.changeSubscriptionPlan(live, firmId, price);
    await applySubscription(trx, subscription, { actorUserId: auth.userId, meta });
    return { url: null };
  });
}

/** POST /api/firm/subscription/portal (the firm's SYSTEM_ADMIN): Stripe's billing portal for the firm. */
export async function openBillingPortal(
  deps: TPlanBillingDeps,
  auth: TAuthContext,
): Promise<TStripeRedirect> {
  const { stripe, firmId } = requireBilling(deps, auth);
  const firm = await deps.db
    .selectFrom('firms')
    .select('stripe_customer_id')
    .where('id', '=', firmId)
    .executeTakeFirstOrThrow();
  if (!firm.stripe_customer_id) throw new AppError('PLAN_BILLING_UNAVAILABLE');
  return { url: await stripe.billingPortal(firm.stripe_customer_id, `${deps.publicUrl}/subscription-plan`) };
}

const isPlanCode = (code: string | null): code is TPlanCode =>
  code !== null && (PLAN_CODES as readonly string[]).includes(code);

/**
 * The subscription as Stripe has it now, onto its firm: state, period end, and the plan while it is paid
 * up (a renewal that failed keeps the plan while Stripe retries; an ended one puts the firm on Free).
 * A subscription of another customer than the firm's is none of the firm's.
 */
export async function applySubscription(
  trx: TDb,
  subscription: TPlanSubscription,
  by: { actorUserId: string | null; meta: TRequestMeta | null },
): Promise<boolean> {
  const firmId = subscription.firmId;
  if (!firmId) return false;
  const firm = await trx
    .selectFrom('firms')
    .select(['id', 'plan_code', 'stripe_customer_id', 'stripe_subscription_id'])
    .where('id', '=', firmId)
    .forUpdate()
    .executeTakeFirst();
  if (!firm) return false;
  if (firm.stripe_customer_id && firm.stripe_customer_id !== subscription.customerId) return false;
  const state = subscriptionState(subscription.status);
  // An older subscription ending, after the firm subscribed again, changes nothing.
  if (firm.stripe_subscription_id && firm.stripe_subscription_id !== subscription.id && state === 'CANCELED')
    return false;
  const plan: TPlanCode =
    state === 'CANCELED'
      ? 'FREE'
      : state === 'INCOMPLETE' || !isPlanCode(subscription.planCode)
        ? firm.plan_code
        : subscription.planCode;
  await trx
    .updateTable('firms')
    .set({
      stripe_customer_id: subscription.customerId,
      stripe_subscription_id: subscription.id,
      subscription_status: state,
      subscription_period_end: subscription.periodEnd,
      plan_code: plan,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', firm.id)
    .execute();
  if (plan !== firm.plan_code)
    await writeAudit(trx, {
      action: 'firm.plan_changed',
      firmId: firm.id,
      actorUserId: by.actorUserId,
      targetType: 'firm',
      targetId: firm.id,
      ip: by.meta?.ip ?? null,
      requestId: by.meta?.requestId ?? null,
      details: { from: firm.plan_code, to: plan, by: 'STRIPE', subscription: subscription.id, state },
    });
  return true;
}
