import { sql } from 'kysely';
import type { TAuditListQuery, TAuditLogEntry, TPaged } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, keysetPlan, type TSortKey } from '../../db/keyset.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';

/** The firm's local day boundaries: the firms work in Hong Kong time. */
const HK_OFFSET = '+08:00';

// The expression of the index on it (migration 20261127090000); rows count up, so the id is a bigint.
const NEWEST: TSortKey = { name: 'createdDate', expression: sql`audit_log.created_at`, type: 'timestamptz' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose rows the caller reads: their firm's (SYSTEM_ADMIN), any firm's or all (SMOOOTH, null). */
function firmOf(auth: Pick<TAuthContext, 'userType' | 'firmId'>, asked: string | undefined): string | null {
  if (auth.userType === 'SMOOOTH') return asked ?? null;
  if (auth.userType === 'SYSTEM_ADMIN' && auth.firmId) {
    if (asked && asked !== auth.firmId) throw new AppError('NOT_FOUND');
    return auth.firmId;
  }
  throw new AppError('FORBIDDEN');
}

/** The queries of one page of the log: its filtered rows (counted) and the page itself. */
export function auditListQueries(db: TDb, firmId: string | null, query: TAuditListQuery) {
  let filtered = db.selectFrom('audit_log');
  if (firmId) filtered = filtered.where('audit_log.firm_id', '=', firmId);
  if (query.action) filtered = filtered.where('audit_log.action', '=', query.action);
  if (query.from)
    filtered = filtered.where(
      'audit_log.created_at',
      '>=',
      sql<Date>`${`${query.from}T00:00:00${HK_OFFSET}`}::timestamptz`,
    );
  if (query.to)
    filtered = filtered.where(
      'audit_log.created_at',
      '<',
      sql<Date>`${`${query.to}T00:00:00${HK_OFFSET}`}::timestamptz + interval '1 day'`,
    );
  const plan = keysetPlan({ ...query, sort: NEWEST, order: 'desc', id: sql`audit_log.id`, idType: 'bigint' });
  let page = filtered.selectAll('audit_log').select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}

/**
 * A page of the audit log, newest first (issue 23: by a cursor over the index in that order, the
 * total counted up to the cap): a SYSTEM_ADMIN reads their firm's rows, SMOOOTH any firm's (or all).
 * Read-only: the product has no call that changes or deletes a row.
 */
export async function listAuditLog(
  db: TDb,
  auth: TAuthContext,
  query: TAuditListQuery,
): Promise<{ items: TAuditLogEntry[] } & TPaged> {
  const { filtered, page, plan } = auditListQueries(db, firmOf(auth, query.firmID), query);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  // The names of the page's actors and user targets, in one read by primary key.
  const userIds = new Set<string>();
  for (const row of rows) {
    if (row.actor_user_id) userIds.add(row.actor_user_id);
    if (row.target_type === 'user' && row.target_id && UUID.test(row.target_id)) userIds.add(row.target_id);
  }
  const users = userIds.size
    ? await db
        .selectFrom('users')
        .select(['id', 'eng_first_name', 'eng_last_name', 'username'])
        .where('id', 'in', [...userIds])
        .execute()
    : [];
  // The full name, or the username when there is none.
  const names = new Map(
    users.map((u) => [
      u.id,
      [u.eng_first_name, u.eng_last_name].join(' ').trim()
        ? `${u.eng_first_name} ${u.eng_last_name}`
        : u.username || null,
    ]),
  );
  return {
    items: rows.map((row) => ({
      auditID: String(row.id),
      action: row.action,
      createdDate: row.created_at.toISOString(),
      actorUserID: row.actor_user_id,
      actorName: (row.actor_user_id && names.get(row.actor_user_id)) || null,
      targetType: row.target_type,
      targetID: row.target_id,
      targetName: (row.target_type === 'user' && row.target_id && names.get(row.target_id)) || null,
      ip: row.ip,
      details: row.details,
    })),
    ...counted,
    nextCursor,
    prevCursor,
  };
}
