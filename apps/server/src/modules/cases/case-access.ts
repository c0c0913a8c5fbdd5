import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';

/**
 * Which cases a caller may see, as a condition inside the query that reads them (DESIGN §1): a firm's
 * staff their firm's cases, a client the cases they are a member of, SMOOOTH every case (read only).
 * Every query that takes a case id from a request adds this condition (on the `cases` table of the
 * query), so another firm's or another client's case is simply not found.
 */
export function caseVisibleTo(
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
): RawBuilder<SqlBool> {
  if (auth.userType === 'SMOOOTH') return sql<SqlBool>`true`;
  if ((auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId) {
    return sql<SqlBool>`cases.firm_id = ${auth.firmId}`;
  }
  if (auth.userType === 'GU') {
    return sql<SqlBool>`exists (select 1 from case_members where case_members.case_id = cases.id and case_members.user_id = ${auth.userId})`;
  }
  return sql<SqlBool>`false`;
}

/**
 * Which tasks a caller may see, on the `tasks` table alone (the lists read it without their cases): those
 * of the cases they may see, except that a stakeholder (a case member who is not its client) sees only
 * their own tasks — not the client's, not other stakeholders' (issue 24, point 4). A task's firm is its
 * case's.
 */
export function taskVisibleTo(
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
): RawBuilder<SqlBool> {
  if (auth.userType === 'SMOOOTH') return sql<SqlBool>`true`;
  if ((auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId) {
    return sql<SqlBool>`tasks.firm_id = ${auth.firmId}`;
  }
  if (auth.userType === 'GU') {
    return sql<SqlBool>`(exists (select 1 from case_members where case_members.case_id = tasks.case_id and case_members.user_id = ${auth.userId})
      and (tasks.task_user_id = ${auth.userId} or exists (select 1 from cases as own where own.id = tasks.case_id and own.client_user_id = ${auth.userId})))`;
  }
  return sql<SqlBool>`false`;
}

/**
 * Which entities (companies) a caller may see, on the `entities` table of the query: the firm's staff
 * their firm's, a client those they are linked to, SMOOOTH every one (read only).
 */
export function entityVisibleTo(
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
): RawBuilder<SqlBool> {
  if (auth.userType === 'SMOOOTH') return sql<SqlBool>`true`;
  if ((auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId) {
    return sql<SqlBool>`entities.firm_id = ${auth.firmId}`;
  }
  if (auth.userType === 'GU') {
    return sql<SqlBool>`exists (select 1 from entity_members where entity_members.entity_id = entities.id and entity_members.user_id = ${auth.userId})`;
  }
  return sql<SqlBool>`false`;
}

/** Staff of a firm who act on its cases (not SMOOOTH, who only reads). */
export function isFirmStaff(auth: Pick<TAuthContext, 'userType' | 'firmId'>): auth is Pick<
  TAuthContext,
  'userType' | 'firmId'
> & {
  userType: 'COM_SEC' | 'SYSTEM_ADMIN';
  firmId: string;
} {
  return (auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId !== null;
}

/**
 * Working records of a case (cross-check, filing, completion) are the firm's: its staff and SMOOOTH
 * read them; anyone else, the case's own clients included, is told the case is not found.
 */
export function requireFirmReader(
  row: { firm_id: string },
  auth: Pick<TAuthContext, 'userType' | 'firmId'>,
): void {
  const firm = isFirmStaff(auth) && auth.firmId === row.firm_id;
  if (!firm && auth.userType !== 'SMOOOTH') throw new AppError('NOT_FOUND');
}
