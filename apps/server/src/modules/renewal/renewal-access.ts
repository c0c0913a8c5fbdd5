import type { TTaskActionKey } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

/** The case is the firm's own (its staff, not SMOOOTH, who only reads). */
export const isCaseStaff = (row: TCaseRow, auth: TCaller): boolean =>
  isFirmStaff(auth) && auth.firmId === row.firm_id;

/**
 * An annual renewal the caller may read as a whole: the firm's staff, SMOOOTH, and the case's client.
 * A stakeholder sees only their own proof-of-address task (need to know); anything else is not found.
 */
export async function requireRenewalReader(
  db: TDb,
  auth: TCaller,
  caseId: string,
  forUpdate = false,
): Promise<TCaseRow> {
  const row = await requireVisibleCase(db, auth, caseId, forUpdate);
  if (row.case_type !== 'AR') throw new AppError('NOT_FOUND');
  if (isCaseStaff(row, auth) || auth.userType === 'SMOOOTH' || row.client_user_id === auth.userId) return row;
  throw new AppError('FORBIDDEN');
}

/** The caller's in-progress task of `actionKey` on the case, if they hold one. */
export async function heldTask(db: TDb, row: TCaseRow, auth: TCaller, actionKey: TTaskActionKey) {
  if (row.status !== 'OPEN') return undefined;
  return db
    .selectFrom('tasks')
    .select(['id', 'holder_id'])
    .where('case_id', '=', row.id)
    .where('action_key', '=', actionKey)
    .where('status', '=', 'IN_PROGRESS')
    .where('task_user_id', '=', auth.userId)
    .executeTakeFirst();
}
