import { sql } from 'kysely';
import type { TAccountSummary, TFirmOverview } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TUserRow } from '../users/users.repository.js';
import { AppError } from '../../plugins/errors.js';
import { assertWithinPlan, usageByFirm } from '../plans/plan-usage.js';
import { writeAudit, type TAuditAction } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { revokeOtherSessions } from '../auth/sessions.repository.js';
import { firmScopeOf } from './account-scope.js';

export function toAccountSummary(row: TUserRow & { two_factor_enabled?: boolean }): TAccountSummary {
  return {
    userID: row.id,
    username: row.username,
    email: row.email,
    engFirstName: row.eng_first_name,
    engLastName: row.eng_last_name,
    chiName: row.chi_name,
    userType: row.user_type,
    status: row.status,
    emailVerified: row.email_verified_at !== null,
    isFirstTimeLogin: row.is_first_time_login,
    firmID: row.firm_id,
    lastLoginDate: row.last_login_at ? row.last_login_at.toISOString() : null,
    createdDate: row.created_at.toISOString(),
    ...(row.two_factor_enabled === undefined ? {} : { twoFactorEnabled: row.two_factor_enabled }),
  };
}

/** `%` and `_` typed by a person are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A firm's staff or clients, one page at a time, ordered by name. Clients are the people linked to
 * the firm; a client linked to several firms shows in each of their lists.
 */
export async function listAccounts(
  db: TDb,
  auth: TAuthContext,
  filter: {
    group: 'staff' | 'clients';
    firmID?: string;
    search?: string;
    status?: 'ACTIVE' | 'DEACTIVATED';
    page: number;
    pageSize: number;
  },
): Promise<{ rows: (TUserRow & { two_factor_enabled: boolean })[]; total: number }> {
  const { firmId } = firmScopeOf(auth, filter.firmID);
  let query = db.selectFrom('users');
  if (filter.group === 'staff') {
    query = firmId
      ? query.where('users.firm_id', '=', firmId).where('users.user_type', 'in', ['SYSTEM_ADMIN', 'COM_SEC'])
      : query.where('users.user_type', 'in', ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH']);
  } else {
    query = query.where('users.user_type', '=', 'GU');
    if (firmId)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('client_firm_links')
            .select('client_firm_links.user_id')
            .whereRef('client_firm_links.user_id', '=', 'users.id')
            .where('client_firm_links.firm_id', '=', firmId),
        ),
      );
  }
  if (filter.status) query = query.where('users.status', '=', filter.status);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or(
        (
          [
            'users.username',
            'users.email',
            'users.eng_first_name',
            'users.eng_last_name',
            'users.chi_name',
          ] as const
        ).map((column) => eb(column, 'ilike', pattern)),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('users')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('user_second_factors as f')
              .select('f.user_id')
              .whereRef('f.user_id', '=', 'users.id')
              .where('f.confirmed_at', 'is not', null),
          )
          .as('two_factor_enabled'),
      )
      .orderBy(sql`lower(users.eng_first_name || ' ' || users.eng_last_name)`)
      .orderBy('users.username')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, two_factor_enabled: Boolean(row.two_factor_enabled) })),
    total: Number(count.n),
  };
}

/** One change to a staff account: what it sets, and what it records. */
interface TStaffChange {
  /** The account is already so: nothing is changed or recorded. */
  alreadyDone: (target: TUserRow) => boolean;
  set: { user_type?: 'COM_SEC' | 'SYSTEM_ADMIN'; status?: 'ACTIVE' | 'DEACTIVATED' };
  /** The change may take an active administrator away (see keepOneAdmin). */
  mayRemoveAdmin: boolean;
  /** The change gives the person a seat of the plan again (reactivation). */
  takesSeat?: boolean;
  /** Why the person's sessions end, when they must. */
  endSessionsReason: string | null;
  action: TAuditAction;
  details: (target: TUserRow) => Record<string, unknown>;
}

/**
 * Applies a change to one staff account of the caller's firm in a transaction that holds the firm's
 * row, so two administrators acting at once cannot both remove the other (the second sees the
 * first's change). The caller must still be an active SYSTEM_ADMIN of the firm when it runs.
 */
async function changeStaffAccount(
  db: TDb,
  auth: TAuthContext,
  userId: string,
  meta: TRequestMeta,
  change: TStaffChange,
): Promise<TAccountSummary> {
  const firmId = auth.firmId;
  if (auth.userType !== 'SYSTEM_ADMIN' || !firmId) throw new AppError('FORBIDDEN');
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('firms').select('id').where('id', '=', firmId).forUpdate().executeTakeFirst();
    const actor = await trx
      .selectFrom('users')
      .select(['status', 'user_type'])
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    if (actor?.status !== 'ACTIVE' || actor.user_type !== 'SYSTEM_ADMIN') throw new AppError('FORBIDDEN');
    const target = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('firm_id', '=', firmId)
      .where('user_type', 'in', ['SYSTEM_ADMIN', 'COM_SEC'])
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw new AppError('NOT_FOUND');
    if (change.alreadyDone(target)) return toAccountSummary(target);
    if (change.mayRemoveAdmin) await keepOneAdmin(trx, target, firmId);
    if (change.takesSeat) await assertWithinPlan(trx, firmId, 'staffSeats');
    const updated = await trx
      .updateTable('users')
      .set({ ...change.set, updated_at: sql<Date>`now()` })
      .where('id', '=', target.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (change.endSessionsReason) await endSessions(trx, target.id, change.endSessionsReason);
    await writeAudit(trx, {
      action: change.action,
      firmId,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { username: target.username, ...change.details(target) },
    });
    return toAccountSummary(updated);
  });
}

/** Refuses a change that would leave the firm without an active SYSTEM_ADMIN. */
async function keepOneAdmin(trx: TDb, target: TUserRow, firmId: string): Promise<void> {
  if (target.user_type !== 'SYSTEM_ADMIN' || target.status !== 'ACTIVE') return;
  const others = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('firm_id', '=', firmId)
    .where('user_type', '=', 'SYSTEM_ADMIN')
    .where('status', '=', 'ACTIVE')
    .where('id', '!=', target.id)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0) throw new AppError('LAST_SYSTEM_ADMIN');
}

/** Ends every session of the account at once (token version and sessions). */
async function endSessions(trx: TDb, userId: string, reason: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .execute();
  await revokeOtherSessions(trx, userId, null, reason);
}

export function changeRole(
  db: TDb,
  auth: TAuthContext,
  userId: string,
  userType: 'COM_SEC' | 'SYSTEM_ADMIN',
  meta: TRequestMeta,
): Promise<TAccountSummary> {
  return changeStaffAccount(db, auth, userId, meta, {
    alreadyDone: (target) => target.user_type === userType,
    set: { user_type: userType },
    mayRemoveAdmin: true,
    // A session must not keep the rights of the old role: the person signs in again.
    endSessionsReason: 'role_changed',
    action: 'user.role_changed',
    details: (target) => ({ from: target.user_type, to: userType }),
  });
}

export function deactivateAccount(
  db: TDb,
  auth: TAuthContext,
  userId: string,
  meta: TRequestMeta,
): Promise<TAccountSummary> {
  return changeStaffAccount(db, auth, userId, meta, {
    alreadyDone: (target) => target.status === 'DEACTIVATED',
    set: { status: 'DEACTIVATED' },
    mayRemoveAdmin: true,
    endSessionsReason: 'deactivated',
    action: 'user.deactivated',
    details: (target) => ({ userType: target.user_type }),
  });
}

export function reactivateAccount(
  db: TDb,
  auth: TAuthContext,
  userId: string,
  meta: TRequestMeta,
): Promise<TAccountSummary> {
  return changeStaffAccount(db, auth, userId, meta, {
    alreadyDone: (target) => target.status === 'ACTIVE',
    set: { status: 'ACTIVE' },
    mayRemoveAdmin: false,
    takesSeat: true,
    endSessionsReason: null,
    action: 'user.reactivated',
    details: (target) => ({ userType: target.user_type }),
  });
}

/** Every firm (or the one named) with its head counts, usage of its plan and suspension (SMOOOTH). */
export async function listFirms(db: TDb, onlyFirmId?: string): Promise<TFirmOverview[]> {
  const rows = await db
    .selectFrom('firms')
    .$if(onlyFirmId !== undefined, (q) => q.where('firms.id', '=', onlyFirmId ?? ''))
    .select((eb) => [
      'firms.suspended_at',
      'firms.suspended_reason',
      'firms.subscription_status',
      'firms.id',
      'firms.name',
      'firms.plan_code',
      'firms.tcsp_licence_no',
      'firms.created_at',
      eb
        .selectFrom('users')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('users.firm_id', '=', 'firms.id')
        .where('users.user_type', 'in', ['SYSTEM_ADMIN', 'COM_SEC'])
        .as('staff_count'),
      eb
        .selectFrom('users')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('users.firm_id', '=', 'firms.id')
        .where('users.user_type', '=', 'SYSTEM_ADMIN')
        .where('users.status', '=', 'ACTIVE')
        .as('admin_count'),
      eb
        .selectFrom('client_firm_links')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('client_firm_links.firm_id', '=', 'firms.id')
        .as('client_count'),
    ])
    .orderBy('firms.name')
    .execute();
  const usageOf = await usageByFirm(db, onlyFirmId === undefined ? null : [onlyFirmId]);
  return rows.map((row) => ({
    firmID: row.id,
    name: row.name,
    planCode: row.plan_code,
    tcspLicenceNo: row.tcsp_licence_no,
    staffCount: Number(row.staff_count ?? 0),
    activeAdminCount: Number(row.admin_count ?? 0),
    clientCount: Number(row.client_count ?? 0),
    usage: usageOf(row.id),
    suspendedDate: row.suspended_at ? row.suspended_at.toISOString() : null,
    suspendedReason: row.suspended_reason,
    billingStatus: row.subscription_status,
    createdDate: row.created_at.toISOString(),
  }));
}

/** The firms a client is linked with. */
export async function listLinkedFirms(db: TDb, userId: string): Promise<{ firmID: string; name: string }[]> {
  const rows = await db
    .selectFrom('client_firm_links')
    .innerJoin('firms', 'firms.id', 'client_firm_links.firm_id')
    .select(['firms.id', 'firms.name'])
    .where('client_firm_links.user_id', '=', userId)
    .orderBy('firms.name')
    .execute();
  return rows.map((row) => ({ firmID: row.id, name: row.name }));
}
