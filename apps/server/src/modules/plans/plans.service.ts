import { sql } from 'kysely';
import {
  excessesOn,
  PLAN_CODES,
  PLAN_NAMES,
  PLANS,
  type TCreateFirmRequest,
  type TFirmOverview,
  type TFirmSubscription,
  type TInvitation,
  type TPlanCode,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { listFirms } from '../accounts/accounts.service.js';
import { invitationById, inviteFirstAdmin, type TInvitationDeps } from '../accounts/invitations.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { createFirm } from '../users/users.service.js';
import { firmUsage, hkMonthStart, lockFirmPlan, usageOver } from './plan-usage.js';

/**
 * The firm's subscription (issue 21 points 3–4): what its plan allows against what it uses, and
 * SMOOOTH's hand on every firm — a new firm with its first administrator, a plan set by hand (an
 * Enterprise deal, or any firm while card billing is not configured), suspension and restoring.
 */

const ALL_PLANS = PLAN_CODES.map((code) => ({
  planCode: code,
  planName: PLAN_NAMES[code],
  monthlyPriceCents: PLANS[code].monthlyPriceCents,
  limits: PLANS[code].limits,
  features: [...PLANS[code].features],
}));

/** GET /api/firm/subscription: the caller's firm's plan and usage, with every plan to compare. */
export async function firmSubscription(
  db: TDb,
  auth: TAuthContext,
  billingAvailable: boolean,
): Promise<TFirmSubscription> {
  const firmId = auth.firmId;
  if (!firmId) throw new AppError('FORBIDDEN');
  const firm = await db
    .selectFrom('firms')
    .select([
      'id',
      'name',
      'plan_code',
      'suspended_at',
      'subscription_status',
      'subscription_period_end',
      'stripe_customer_id',
    ])
    .where('id', '=', firmId)
    .executeTakeFirstOrThrow();
  return {
    firmID: firm.id,
    firmName: firm.name,
    planCode: firm.plan_code,
    suspended: firm.suspended_at !== null,
    usage: await firmUsage(db, firm.id),
    monthStart: hkMonthStart().toISOString(),
    plans: ALL_PLANS,
    // With Stripe keys the firm subscribes itself; an Enterprise deal stays with SMOOOTH either way.
    changeBy: billingAvailable && firm.plan_code !== 'ENTERPRISE' ? 'STRIPE' : 'SMOOOTH',
    billing: {
      status: firm.subscription_status,
      periodEnd: firm.subscription_period_end?.toISOString() ?? null,
      hasCustomer: firm.stripe_customer_id !== null,
    },
  };
}

async function overviewOf(db: TDb, firmId: string): Promise<TFirmOverview> {
  const [firm] = await listFirms(db, firmId);
  if (!firm) throw new AppError('NOT_FOUND');
  return firm;
}

/** Locks a firm's row and reads what a change needs; an unknown id is not found. */
async function lockFirm(trx: TDb, firmId: string) {
  const firm = await trx
    .selectFrom('firms')
    .select(['id', 'name', 'plan_code', 'suspended_at'])
    .where('id', '=', firmId)
    .forUpdate()
    .executeTakeFirst();
  if (!firm) throw new AppError('NOT_FOUND');
  return firm;
}

/**
 * PUT /api/firms/:firmID/plan (SMOOOTH): the firm's plan, at once. A plan the firm's usage is over
 * is refused with every excess listed (PLAN_USAGE_OVER), and nothing changes.
 */
export async function setFirmPlan(
  db: TDb,
  auth: TAuthContext,
  firmId: string,
  planCode: TPlanCode,
  meta: TRequestMeta,
): Promise<TFirmOverview> {
  await db.transaction().execute(async (trx) => {
    const firm = await lockFirm(trx, firmId);
    if (firm.plan_code === planCode) return;
    await lockFirmPlan(trx, firmId);
    const excesses = excessesOn(planCode, await firmUsage(trx, firmId));
    if (excesses.length > 0) throw usageOver(planCode, excesses);
    await trx
      .updateTable('firms')
      .set({ plan_code: planCode, updated_at: sql<Date>`now()` })
      .where('id', '=', firmId)
      .execute();
    await writeAudit(trx, {
      action: 'firm.plan_changed',
      firmId,
      actorUserId: auth.userId,
      targetType: 'firm',
      targetId: firmId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { from: firm.plan_code, to: planCode, by: 'SMOOOTH' },
    });
  });
  return overviewOf(db, firmId);
}

/** POST /api/firms/:firmID/suspend and …/restore (SMOOOTH): the firm's people read only, or again fully. */
export async function setFirmSuspended(
  db: TDb,
  auth: TAuthContext,
  firmId: string,
  suspend: { reason: string } | null,
  meta: TRequestMeta,
): Promise<TFirmOverview> {
  await db.transaction().execute(async (trx) => {
    const firm = await lockFirm(trx, firmId);
    if ((firm.suspended_at !== null) === (suspend !== null)) return;
    await trx
      .updateTable('firms')
      .set({
        suspended_at: suspend ? sql<Date>`now()` : null,
        suspended_reason: suspend?.reason ?? null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', firmId)
      .execute();
    await writeAudit(trx, {
      action: suspend ? 'firm.suspended' : 'firm.restored',
      firmId,
      actorUserId: auth.userId,
      targetType: 'firm',
      targetId: firmId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: suspend ? { reason: suspend.reason } : {},
    });
  });
  return overviewOf(db, firmId);
}

/**
 * POST /api/firms (SMOOOTH): a new firm on its plan and the invitation of its first system
 * administrator, together or not at all (an address that already has an account refuses both).
 */
export async function createFirmWithAdmin(
  deps: TInvitationDeps,
  auth: TAuthContext,
  input: TCreateFirmRequest,
  meta: TRequestMeta,
): Promise<{ firm: TFirmOverview; invitation: TInvitation }> {
  const created = await deps.db
    .transaction()
    .execute(async (trx) => {
      const firmId = await createFirm(
        trx,
        { name: input.name, planCode: input.planCode, tcspLicenceNo: input.tcspLicenceNo ?? null },
        { actorUserId: auth.userId, ip: meta.ip, requestId: meta.requestId },
      );
      const invitationId = await inviteFirstAdmin(
        trx,
        deps,
        auth,
        { id: firmId, name: input.name.trim() },
        { email: input.adminEmail, language: input.adminLanguage ?? auth.language },
        meta,
      );
      return { firmId, invitationId };
    })
    .catch((error: unknown) => {
      // The address is this request's adminEmail.
      if (error instanceof AppError && error.code === 'ALREADY_EXISTS')
        throw new AppError('ALREADY_EXISTS', { field: 'adminEmail' }, { field: 'adminEmail' });
      throw error;
    });
  return {
    firm: await overviewOf(deps.db, created.firmId),
    invitation: await invitationById(deps.db, created.invitationId),
  };
}
