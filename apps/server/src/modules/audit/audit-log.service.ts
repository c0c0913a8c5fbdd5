import { sql } from 'kysely';
import type { TAuditLogEntry } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';

/** The firm's local day boundaries: the firms work in Hong Kong time. */
const HK_OFFSET = '+08:00';

/**
 * A page of the audit log, newest first: a SYSTEM_ADMIN reads their firm's rows, SMOOOTH any firm's
 * (or all). Read-only: the product has no call that changes or deletes a row.
 */
export async function listAuditLog(
  db: TDb,
  auth: TAuthContext,
  filter: { firmID?: string; action?: string; from?: string; to?: string; page: number; pageSize: number },
): Promise<{ items: TAuditLogEntry[]; total: number }> {
  let firmId: string | null;
  if (auth.userType === 'SMOOOTH') firmId = filter.firmID ?? null;
  else if (auth.userType === 'SYSTEM_ADMIN' && auth.firmId) {
    if (filter.firmID && filter.firmID !== auth.firmId) throw new AppError('NOT_FOUND');
    firmId = auth.firmId;
  } else throw new AppError('FORBIDDEN');

  let query = db.selectFrom('audit_log');
  if (firmId) query = query.where('audit_log.firm_id', '=', firmId);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from)
    query = query.where(
      'audit_log.created_at',
      '>=',
      sql<Date>`${`${filter.from}T00:00:00${HK_OFFSET}`}::timestamptz`,
    );
  if (filter.to)
    query = query.where(
      'audit_log.created_at',
      '<',
      sql<Date>`${`${filter.to}T00:00:00${HK_OFFSET}`}::timestamptz + interval '1 day'`,
    );

  const name = (alias: 'actor' | 'target') =>
    sql<string | null>`nullif(coalesce(nullif(concat_ws(' ', ${sql.ref(`${alias}.eng_first_name`)}, ${sql.ref(
      `${alias}.eng_last_name`,
    )}), ''), ${sql.ref(`${alias}.username`)}), '')`;
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
      .leftJoin('users as target', (join) =>
        join.on('audit_log.target_type', '=', 'user').on(sql<boolean>`target.id::text = audit_log.target_id`),
      )
      .selectAll('audit_log')
      .select([name('actor').as('actor_name'), name('target').as('target_name')])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      auditID: String(row.id),
      action: row.action,
      createdDate: row.created_at.toISOString(),
      actorUserID: row.actor_user_id,
      actorName: row.actor_name,
      targetType: row.target_type,
      targetID: row.target_id,
      targetName: row.target_name,
      ip: row.ip,
      details: row.details,
    })),
    total: Number(count.n),
  };
}
