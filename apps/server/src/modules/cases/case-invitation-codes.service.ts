// The firm's side of a case's invitation codes: listing them, mailing one again, replacing one.
// Clients use a code in case-linking.service.ts; codes are made and mailed in case-invitations.ts.
import type { TCaseInvitation } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import {
  createCaseInvitation,
  invitationStatusOf,
  sendCaseInvitation,
  toCaseInvitation,
} from './case-invitations.js';
import { isFirmStaff } from './case-access.js';
import { addEvent } from './case-moves.js';
import { loadPeople } from './cases.repository.js';
import { requireVisibleCase, type TCaller, type TCaseDeps } from './cases.service.js';

/** GET /api/cases/:caseID/invitations: the firm's staff (and SMOOOTH) see the codes and their state. */
export async function listCaseInvitations(
  db: TDb,
  auth: TCaller,
  caseId: string,
): Promise<TCaseInvitation[]> {
  if (auth.userType === 'GU') throw new AppError('FORBIDDEN');
  await requireVisibleCase(db, auth, caseId);
  const rows = await db
    .selectFrom('case_invitations')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .execute();
  const people = await loadPeople(
    db,
    rows.map((r) => r.used_by),
  );
  return rows.map((r) => toCaseInvitation(r, people));
}

async function lockedInvitation(trx: TDb, auth: TCaller, caseId: string, invitationId: string) {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const row = await requireVisibleCase(trx, auth, caseId, true);
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  const invitation = await trx
    .selectFrom('case_invitations')
    .selectAll()
    .where('id', '=', invitationId)
    .where('case_id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
  if (!invitation) throw new AppError('NOT_FOUND');
  return { row, invitation };
}

/** Mails the same code again (and gives it 14 more days); a used, withdrawn or locked code needs a new one. */
export async function resendCaseInvitation(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  invitationId: string,
): Promise<TCaseInvitation> {
  const updated = await deps.db.transaction().execute(async (trx) => {
    const { row, invitation } = await lockedInvitation(trx, auth, caseId, invitationId);
    const status = invitationStatusOf(invitation);
    if (status === 'USED' || status === 'REVOKED' || status === 'LOCKED') throw new AppError('CONFLICT');
    const sent = await sendCaseInvitation(trx, row, invitation, deps.publicUrl);
    await addEvent(trx, caseId, { type: 'INVITATION_SENT', actorUserId: auth.userId });
    await writeAudit(trx, {
      action: 'case.invitation_sent',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: caseId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { invitationId, resend: true },
    });
    return sent;
  });
  return toCaseInvitation(updated, new Map());
}

/** Withdraws the code and mails a new one, to a corrected address or name when given. */
export async function newCaseInvitationCode(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  invitationId: string,
  changes: {
    email?: string | undefined;
    engFirstName?: string | undefined;
    engLastName?: string | undefined;
  },
): Promise<TCaseInvitation> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const { row, invitation } = await lockedInvitation(trx, auth, caseId, invitationId);
    if (invitation.used_at) throw new AppError('CONFLICT');
    await trx
      .updateTable('case_invitations')
      .set({ revoked_at: new Date() })
      .where('id', '=', invitation.id)
      .where('revoked_at', 'is', null)
      .execute();
    const waitForEntityForm = row.case_type === 'EM' && row.step === 'EN_FORM' && !invitation.sent_at;
    const fresh = await createCaseInvitation(
      trx,
      row,
      {
        email: changes.email ?? invitation.email,
        engFirstName: changes.engFirstName ?? invitation.eng_first_name,
        engLastName: changes.engLastName ?? invitation.eng_last_name,
        holderId: invitation.holder_id,
        language: invitation.language,
        invitedBy: auth.userId,
      },
      { send: !waitForEntityForm, publicUrl: deps.publicUrl },
    );
    await addEvent(trx, caseId, { type: 'INVITATION_REVOKED', actorUserId: auth.userId });
    if (!waitForEntityForm)
      await addEvent(trx, caseId, { type: 'INVITATION_SENT', actorUserId: auth.userId });
    await writeAudit(trx, {
      action: 'case.invitation_revoked',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: caseId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { invitationId, replacedBy: fresh.id },
    });
    return fresh;
  });
  return toCaseInvitation(created, new Map());
}
