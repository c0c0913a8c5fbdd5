import { holderViews, type THolder, type THolderViews } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TAuthContext } from '../auth/auth.service.js';

type TViewer = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/**
 * The holder entries of a case that are the caller themselves: the one their account linked to (a
 * stakeholder's invitation code), and those whose identification task is theirs (the engine gives it
 * to the holder's own account, the client's when the client is that holder). Only clients have any.
 */
export async function ownHolderIDsOf(db: TDb, caseId: string, auth: TViewer): Promise<Set<string>> {
  if (auth.userType !== 'GU') return new Set();
  const rows = await db
    .selectFrom('case_members')
    .select('holder_id')
    .where('case_id', '=', caseId)
    .where('user_id', '=', auth.userId)
    .where('holder_id', 'is not', null)
    .unionAll(
      db
        .selectFrom('tasks')
        .select('holder_id')
        .where('case_id', '=', caseId)
        .where('task_user_id', '=', auth.userId)
        .where('action_key', 'in', ['SH_I_FORM', 'SH_C_FORM'])
        .where('holder_id', 'is not', null),
    )
    .execute();
  return new Set(rows.flatMap((r) => (r.holder_id ? [r.holder_id] : [])));
}

/**
 * What the caller sees of each holder's identity data in a case (policies/identity-data.policy.ts):
 * whole for the staff of the firm that owns it and for the person themselves, the Registry's partial
 * view for anyone else.
 */
export async function caseIdentityViews(
  db: TDb,
  row: { id: string; firm_id: string },
  auth: TViewer,
  holders: readonly THolder[],
): Promise<THolderViews> {
  const viewer = {
    userType: auth.userType,
    firmID: auth.firmId,
    ownHolderIDs: await ownHolderIDsOf(db, row.id, auth),
  };
  return holderViews(viewer, row.firm_id, holders);
}
