// The case itself: who may see it, what the caller may do with it, cancelling and the officer in charge.
// Opening, linking, invitation codes and the information form are in the case-*.service.ts files beside.
import { assignOfficer, cancelCase, type TCancelRelation, type TCaseDetail } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { isFirmStaff } from './case-access.js';
import { applyMove, loadEngineCase, refusalError, type TMoveContext } from './case-moves.js';
import { findVisibleCase, loadCaseDetail, type TCaseRow } from './cases.repository.js';

export interface TCaseDeps {
  db: TDb;
  publicUrl: string;
}

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

/** What the caller may do with the case, for the case page's buttons (the handlers check again). */
export function permissionsOf(row: TCaseRow, auth: TCaller): { mayCancel: boolean; mayTakeCharge: boolean } {
  const open = row.status === 'OPEN';
  const staffHere = isFirmStaff(auth) && auth.firmId === row.firm_id;
  const relation = cancelRelationOf(row, auth);
  return {
    mayCancel:
      open &&
      (relation === 'officer' ||
        relation === 'firmAdmin' ||
        (relation === 'client' && row.requested_by_client && row.officer_user_id === null)),
    mayTakeCharge: open && staffHere && row.officer_user_id === null,
  };
}

function cancelRelationOf(row: TCaseRow, auth: TCaller): TCancelRelation {
  if (isFirmStaff(auth) && auth.firmId === row.firm_id) {
    if (row.officer_user_id === auth.userId) return 'officer';
    return auth.userType === 'SYSTEM_ADMIN' ? 'firmAdmin' : 'firmStaff';
  }
  if (auth.userType === 'GU' && row.client_user_id === auth.userId) return 'client';
  return 'other';
}

export async function caseDetailFor(db: TDb, row: TCaseRow, auth: TCaller): Promise<TCaseDetail> {
  const stakeholder = auth.userType === 'GU' && row.client_user_id !== auth.userId;
  return loadCaseDetail(db, row, auth.userType, permissionsOf(row, auth), stakeholder ? auth.userId : null);
}

/** The case, or 404 for one the caller may not see (no difference between "not yours" and "none"). */
export async function requireVisibleCase(
  db: TDb,
  auth: TCaller,
  caseId: string,
  forUpdate = false,
): Promise<TCaseRow> {
  const row = await findVisibleCase(db, auth, caseId, { forUpdate });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The user is an active staff member of the firm, or `field` is invalid. Kept here rather than with
 * opening a case because handing a case over checks the new officer the same way.
 */
export async function requireFirmStaffMember(
  db: TDb,
  firmId: string,
  userId: string,
  field: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('firm_id', '=', firmId)
    .where('status', '=', 'ACTIVE')
    .where('user_type', 'in', ['COM_SEC', 'SYSTEM_ADMIN'])
    .executeTakeFirst();
  if (!user) throw fieldError(field, 'invalid');
}

function moveContext(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta | null,
  rest: Pick<TMoveContext, 'event' | 'audit'>,
): TMoveContext {
  return { actorUserId: auth.userId, meta, publicUrl: deps.publicUrl, language: auth.language, ...rest };
}

/** POST /api/cases/:caseID/cancel. */
export async function cancelCaseById(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  reason: string,
): Promise<TCaseDetail> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await requireVisibleCase(trx, auth, caseId, true);
    const loaded = await loadEngineCase(trx, current);
    const move = cancelCase(loaded.engine, cancelRelationOf(current, auth));
    if (!move.ok) throw refusalError(move);
    const after = await applyMove(
      trx,
      current,
      loaded,
      move,
      moveContext(deps, auth, meta, {
        event: { type: 'CANCELLED', remarks: reason },
        audit: 'case.cancelled',
      }),
    );
    await trx.updateTable('cases').set({ cancel_reason: reason }).where('id', '=', caseId).execute();
    await trx
      .updateTable('case_invitations')
      .set({ revoked_at: new Date() })
      .where('case_id', '=', caseId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    return { ...after, cancel_reason: reason };
  });
  return caseDetailFor(deps.db, row, auth);
}

/**
 * POST /api/cases/:caseID/staff-in-charge: a colleague takes charge of a case nobody has, or the
 * officer or a SYSTEM_ADMIN hands it over. Open officer tasks follow the new officer.
 */
export async function setStaffInCharge(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  userId: string,
): Promise<TCaseDetail> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await requireVisibleCase(trx, auth, caseId, true);
    if (current.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const mayHandOver = auth.userType === 'SYSTEM_ADMIN' || current.officer_user_id === auth.userId;
    const takingFree = current.officer_user_id === null && userId === auth.userId;
    if (!mayHandOver && !takingFree) throw new AppError('FORBIDDEN');
    if (current.officer_user_id === userId) return current;
    await requireFirmStaffMember(trx, current.firm_id, userId, 'userID');
    const officer = await trx
      .selectFrom('users')
      .select(['id', 'user_type'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const loaded = await loadEngineCase(trx, current);
    const move = assignOfficer(loaded.engine, { userID: officer.id, userType: officer.user_type });
    if (!move.ok) throw refusalError(move);
    await trx.updateTable('cases').set({ officer_user_id: userId }).where('id', '=', caseId).execute();
    const after = await applyMove(
      trx,
      { ...current, officer_user_id: userId },
      loaded,
      move,
      moveContext(deps, auth, meta, { event: { type: 'STAFF_IN_CHARGE' }, audit: 'case.staff_in_charge' }),
    );
    return after;
  });
  return caseDetailFor(deps.db, row, auth);
}
