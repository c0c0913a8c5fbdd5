import { planAllows, type TFirmStripeStatus } from '@portal/domain';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { assertPlanFeature } from '../plans/plan-usage.js';
import type { TCaller } from './billing-access.js';
import type { TCardDeps } from './card-payments.service.js';

/**
 * The firm's own Stripe account (issue 21 point 1, ADR 0026): a Standard Connect account the firm
 * owns, made once and finished on Stripe's hosted pages; the portal keeps only its id.
 */

/** GET /api/firm/stripe: whether cards can be offered, and the firm's Stripe account as Stripe has it. */
export async function firmStripeStatus(deps: TCardDeps, auth: TCaller): Promise<TFirmStripeStatus> {
  const firmId = auth.firmId;
  if (!firmId) throw new AppError('FORBIDDEN');
  const firm = await deps.db
    .selectFrom('firms')
    .select(['stripe_account_id', 'stripe_charges_enabled', 'plan_code'])
    .where('id', '=', firmId)
    .executeTakeFirstOrThrow();
  let chargesEnabled = firm.stripe_charges_enabled;
  // Back from Stripe's onboarding before its notification: ask Stripe, and keep what it says.
  if (deps.stripe && firm.stripe_account_id && !chargesEnabled) {
    const account = await deps.stripe.retrieveAccount(firm.stripe_account_id);
    chargesEnabled = account.chargesEnabled;
    if (chargesEnabled)
      await deps.db
        .updateTable('firms')
        .set({ stripe_charges_enabled: true })
        .where('id', '=', firmId)
        .execute();
  }
  return {
    available: deps.stripe !== undefined,
    planAllows: planAllows(firm.plan_code, 'CARD_PAYMENTS'),
    accountID: firm.stripe_account_id,
    chargesEnabled,
  };
}

/**
 * POST /api/firm/stripe/connect (the firm's SYSTEM_ADMIN): the firm's own Stripe account — made once,
 * as a Standard account the firm owns — and a fresh link to finish it on Stripe's pages. The portal
 * keeps only the account's id; no key of the firm's is ever held.
 */
export async function connectFirmStripe(
  deps: TCardDeps,
  auth: TCaller & { email: string },
  meta: TRequestMeta,
): Promise<{ url: string }> {
  const stripe = deps.stripe;
  const firmId = auth.firmId;
  if (!firmId || auth.userType !== 'SYSTEM_ADMIN') throw new AppError('FORBIDDEN');
  if (!stripe) throw new AppError('CARD_PAYMENTS_UNAVAILABLE');
  await assertPlanFeature(deps.db, firmId, 'CARD_PAYMENTS');
  const account = await deps.db.transaction().execute(async (trx) => {
    const firm = await trx
      .selectFrom('firms')
      .select(['name', 'stripe_account_id'])
      .where('id', '=', firmId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (firm.stripe_account_id) return firm.stripe_account_id;
    const created = await stripe.createAccount({
      email: auth.email,
      firmName: firm.name,
      idempotencyKey: `firm-${firmId}-account`,
    });
    await trx.updateTable('firms').set({ stripe_account_id: created.id }).where('id', '=', firmId).execute();
    await writeAudit(trx, {
      action: 'firm.stripe_connected',
      firmId,
      actorUserId: auth.userId,
      targetType: 'firm',
      targetId: firmId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { account: created.id },
    });
    return created.id;
  });
  const back = `${deps.publicUrl}/subscription-plan`;
  return {
    url: await stripe.onboardingLink(account, {
      returnUrl: `${back}?stripe=return`,
      refreshUrl: `${back}?stripe=refresh`,
    }),
  };
}
