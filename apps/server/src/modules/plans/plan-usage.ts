import { sql } from 'kysely';
import {
  checkLimit,
  excessLine,
  limitExcessValues,
  PLAN_FEATURE_NAMES,
  PLAN_NAMES,
  planAllows,
  PLANS,
  smallestPlanWith,
  type TLanguage,
  type TLimitExcess,
  type TPlanCode,
  type TPlanFeature,
  type TPlanLimitKey,
  type TPlanUsage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { LocalisedError, type AppError } from '../../plugins/errors.js';

/**
 * A firm's usage of its plan and the checks that keep an action within it (issue 21 point 3). A check
 * runs inside the transaction of the action, after `lockFirmPlan` has locked the firm's row, so two
 * actions of one firm at the same moment are counted one after the other and the limit holds exactly;
 * a refusal rolls the whole action back — never half of it.
 */

const STAFF_TYPES = ['SYSTEM_ADMIN', 'COM_SEC'] as const;
const HK_OFFSET_MS = 8 * 3600_000;

/** The start of the Hong Kong calendar month `now` falls in (HKT has no daylight saving). */
export function hkMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + HK_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - HK_OFFSET_MS);
}

/** Locks the firm's row for the rest of the transaction and reads its plan. */
export async function lockFirmPlan(trx: TDb, firmId: string): Promise<TPlanCode> {
  const firm = await trx
    .selectFrom('firms')
    .select('plan_code')
    .where('id', '=', firmId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return firm.plan_code;
}

/** Counts one limit for the firms named (all firms for null), grouped by firm. */
type TCounter = (db: TDb, firmIds: readonly string[] | null) => Promise<Map<string, number>>;

/** A grouped count: `query` selects `firm_id` and `n` for the firms asked about. */
async function grouped(
  rows: Promise<{ firm_id: string | null; n: string | number | bigint | null }[]>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const row of await rows) if (row.firm_id) counts.set(row.firm_id, Number(row.n ?? 0));
  return counts;
}

const add = (a: Map<string, number>, b: Map<string, number>) => {
  for (const [firmId, n] of b) a.set(firmId, (a.get(firmId) ?? 0) + n);
  return a;
};

/** How each limit is counted now. */
const COUNTERS: Record<TPlanLimitKey, TCounter> = {
  // Active staff and the staff invitations still open (each may become a seat).
  staffSeats: async (db, firmIds) => {
    const [users, invitations] = await Promise.all([
      grouped(
        db
          .selectFrom('users')
          .select((eb) => ['firm_id', eb.fn.countAll<string>().as('n')])
          .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
          .where('user_type', 'in', STAFF_TYPES)
          .where('status', '=', 'ACTIVE')
          .groupBy('firm_id')
          .execute(),
      ),
      grouped(
        db
          .selectFrom('invitations')
          .select((eb) => ['firm_id', eb.fn.countAll<string>().as('n')])
          .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
          .where('user_type', 'in', STAFF_TYPES)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .groupBy('firm_id')
          .execute(),
      ),
    ]);
    return add(users, invitations);
  },
  activeEntities: (db, firmIds) =>
    grouped(
      db
        .selectFrom('entities')
        .select((eb) => ['firm_id', eb.fn.countAll<string>().as('n')])
        .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
        .where('status', '=', 'ACTIVE')
        .groupBy('firm_id')
        .execute(),
    ),
  openCases: (db, firmIds) =>
    grouped(
      db
        .selectFrom('cases')
        .select((eb) => ['firm_id', eb.fn.countAll<string>().as('n')])
        .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
        .where('status', '=', 'OPEN')
        .groupBy('firm_id')
        .execute(),
    ),
  storageBytes: (db, firmIds) =>
    grouped(
      db
        .selectFrom('files')
        .select((eb) => ['firm_id', eb.fn.sum<string>('file_size').as('n')])
        .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
        .groupBy('firm_id')
        .execute(),
    ),
  // Searches people ran (ongoing monitoring is the portal's own and not counted).
  nameSearchesPerMonth: (db, firmIds) =>
    grouped(
      db
        .selectFrom('name_searches')
        .select((eb) => ['firm_id', eb.fn.countAll<string>().as('n')])
        .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
        .where('origin', '<>', 'MONITORING')
        .where('created_at', '>=', hkMonthStart())
        .groupBy('firm_id')
        .execute(),
    ),
  recognitionsPerMonth: (db, firmIds) =>
    grouped(
      db
        .selectFrom('plan_usage_events')
        .select((eb) => ['firm_id', eb.fn.countAll<string>().as('n')])
        .$if(firmIds !== null, (q) => q.where('firm_id', 'in', firmIds ?? []))
        .where('kind', '=', 'RECOGNITION')
        .where('created_at', '>=', hkMonthStart())
        .groupBy('firm_id')
        .execute(),
    ),
};

/** One limit's usage by one firm now. */
export const countUsage = async (db: TDb, firmId: string, key: TPlanLimitKey): Promise<number> =>
  (await COUNTERS[key](db, [firmId])).get(firmId) ?? 0;

/** What each firm named (every firm for null) uses now: SMOOOTH's list of firms. */
export async function usageByFirm(
  db: TDb,
  firmIds: readonly string[] | null,
): Promise<(firmId: string) => TPlanUsage> {
  const keys = Object.keys(COUNTERS) as TPlanLimitKey[];
  const counts = await Promise.all(keys.map((key) => COUNTERS[key](db, firmIds)));
  return (firmId) =>
    Object.fromEntries(keys.map((key, i) => [key, counts[i]?.get(firmId) ?? 0])) as TPlanUsage;
}

/** Everything the firm uses now, for the subscription page. */
export async function firmUsage(db: TDb, firmId: string): Promise<TPlanUsage> {
  return (await usageByFirm(db, [firmId]))(firmId);
}

/** PLAN_LIMIT_REACHED for one excess, its message and detail in the caller's language. */
export function limitReached(plan: TPlanCode, excess: TLimitExcess): AppError {
  return new LocalisedError('PLAN_LIMIT_REACHED', (language: TLanguage) => ({
    values: limitExcessValues(plan, excess, language),
    details: [{ field: excess.key, reason: 'planLimit', message: excessLine(excess, language) }],
  }));
}

/** PLAN_USAGE_OVER: a change to `plan` would leave every excess listed. */
export function usageOver(plan: TPlanCode, excesses: TLimitExcess[]): AppError {
  return new LocalisedError('PLAN_USAGE_OVER', (language: TLanguage) => ({
    values: {
      plan: PLAN_NAMES[plan],
      excesses: excesses.map((excess) => excessLine(excess, language)).join(language === 'en' ? '; ' : '；'),
    },
    details: excesses.map((excess) => ({
      field: excess.key,
      reason: 'planLimit',
      message: excessLine(excess, language),
    })),
  }));
}

/**
 * Refuses with PLAN_LIMIT_REACHED when adding `adding` to the firm's usage of `key` would pass its
 * plan's limit. Locks the firm's row first (see the module note); `counted` adds what the caller
 * counts on top (e.g. open incorporations that will each become a company).
 */
export async function assertWithinPlan(
  trx: TDb,
  firmId: string,
  key: TPlanLimitKey,
  adding = 1,
  counted: (trx: TDb) => Promise<number> = async () => 0,
): Promise<void> {
  const plan = await lockFirmPlan(trx, firmId);
  // No limit (Enterprise): nothing to count.
  if (PLANS[plan].limits[key] === null) return;
  const usage = (await countUsage(trx, firmId, key)) + (await counted(trx));
  const excess = checkLimit(plan, key, usage, adding);
  if (excess) throw limitReached(plan, excess);
}

/** Refuses with PLAN_FEATURE_NOT_INCLUDED when the firm's plan does not unlock `feature`. */
export async function assertPlanFeature(db: TDb, firmId: string, feature: TPlanFeature): Promise<void> {
  const firm = await db.selectFrom('firms').select('plan_code').where('id', '=', firmId).executeTakeFirst();
  if (!firm || planAllows(firm.plan_code, feature)) return;
  const plan = firm.plan_code;
  throw new LocalisedError('PLAN_FEATURE_NOT_INCLUDED', (language) => ({
    values: {
      plan: PLAN_NAMES[plan],
      feature: PLAN_FEATURE_NAMES[language][feature],
      raiseTo: PLAN_NAMES[smallestPlanWith(feature)],
    },
  }));
}
