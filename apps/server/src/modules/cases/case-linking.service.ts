import { sql } from 'kysely';
import {
  linkClient,
  type TLinkCaseRequest,
  type TLinkCaseResponse,
  LINK_CASE_WRONG_CODES_PER_HOUR,
} from '@portal/domain';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { invitationStatusOf, normaliseCode } from './case-invitations.js';
import { applyMove, loadEngineCase, refusalError } from './case-moves.js';
import { lockCaseRow, type TCaseRow } from './cases.repository.js';
import type { TCaller, TCaseDeps } from './cases.service.js';

/** Names compare without case, extra spaces or accents' width: 'chan  tai man' matches 'Chan Tai Man'. */
function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

const LINK_FAIL_SCOPE = 'case.link.fail';

/**
 * POST /api/case/link: a client links to a case with the code the firm mailed them and their names
 * as the firm invited them. A wrong code or name counts against the code (5 wrong names lock it)
 * and against the client (10 failures an hour); both answer the same 'linkCaseFail'.
 */
export async function linkCase(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  body: TLinkCaseRequest,
): Promise<TLinkCaseResponse> {
  if (auth.userType !== 'GU') throw new AppError('FORBIDDEN');
  const failures = await deps.db
    .selectFrom('request_events')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('scope', '=', LINK_FAIL_SCOPE)
    .where('key', '=', auth.userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(failures.n) >= LINK_CASE_WRONG_CODES_PER_HOUR) {
    const oldest = failures.oldest ? new Date(failures.oldest).getTime() : Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + 3600_000 - Date.now()) / 1000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      { minutes: Math.ceil(retryAfterSeconds / 60) },
      { retryAfterSeconds },
    );
  }
  const code = normaliseCode(body.invitationCode);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('case_invitations')
      .selectAll()
      .where('code', '=', code)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!invitation || !invitation.sent_at || invitationStatusOf(invitation) === 'LOCKED') {
      return { ok: false as const, caseId: invitation?.case_id ?? null, firmId: invitation?.firm_id ?? null };
    }
    if (
      !sameName(body.firstName, invitation.eng_first_name) ||
      !sameName(body.lastName, invitation.eng_last_name)
    ) {
      await trx
        .updateTable('case_invitations')
        .set({ failed_attempts: sql`failed_attempts + 1` })
        .where('id', '=', invitation.id)
        .execute();
      return { ok: false as const, caseId: invitation.case_id, firmId: invitation.firm_id };
    }
    if (invitationStatusOf(invitation) === 'EXPIRED') throw new AppError('LINK_EXPIRED');
    const current = await lockCaseRow(trx, invitation.case_id);
    if (current.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const already = await trx
      .selectFrom('case_members')
      .select('user_id')
      .where('case_id', '=', current.id)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    if (already || current.client_user_id === auth.userId) throw new AppError('ALREADY_LINKED');

    const asContact = invitation.holder_id === null && current.client_user_id === null;
    const asStakeholder = invitation.holder_id !== null;
    if (!asContact && !asStakeholder) {
      // The case has its contact already (someone else linked first with another code).
      throw new AppError('LINK_USED');
    }
    await trx
      .updateTable('case_invitations')
      .set({ used_at: new Date(), used_by: auth.userId })
      .where('id', '=', invitation.id)
      .execute();
    await trx
      .insertInto('case_members')
      .values({
        case_id: current.id,
        user_id: auth.userId,
        role: asContact ? 'CLIENT' : 'STAKEHOLDER',
        holder_id: invitation.holder_id,
      })
      .execute();
    await trx
      .insertInto('client_firm_links')
      .values({ user_id: auth.userId, firm_id: current.firm_id })
      .onConflict((oc) => oc.columns(['user_id', 'firm_id']).doNothing())
      .execute();
    const loaded = await loadEngineCase(trx, current);
    const move = linkClient(
      loaded.engine,
      { userID: auth.userId, holderID: invitation.holder_id },
      loaded.ctx,
    );
    if (!move.ok) throw refusalError(move);
    if (asContact) {
      await trx
        .updateTable('cases')
        .set({ client_user_id: auth.userId })
        .where('id', '=', current.id)
        .execute();
      // The contact is found: other contact codes of the case are withdrawn.
      await trx
        .updateTable('case_invitations')
        .set({ revoked_at: new Date() })
        .where('case_id', '=', current.id)
        .where('holder_id', 'is', null)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      if (current.entity_id) {
        await trx
          .insertInto('entity_members')
          .values({ entity_id: current.entity_id, user_id: auth.userId, role: 'CLIENT', holder_id: null })
          .onConflict((oc) => oc.columns(['entity_id', 'user_id']).doNothing())
          .execute();
      }
    }
    const withClient: TCaseRow = asContact ? { ...current, client_user_id: auth.userId } : current;
    const after = await applyMove(trx, withClient, await loadEngineCase(trx, withClient), move, {
      actorUserId: auth.userId,
      meta,
      publicUrl: deps.publicUrl,
      language: auth.language,
      event: { type: 'LINKED' },
      audit: 'case.linked',
    });
    return { ok: true as const, row: after };
  });
  if (!outcome.ok) {
    await deps.db.insertInto('request_events').values({ scope: LINK_FAIL_SCOPE, key: auth.userId }).execute();
    await writeAudit(deps.db, {
      action: 'case.link_failed',
      firmId: outcome.firmId,
      actorUserId: auth.userId,
      targetType: outcome.caseId ? 'case' : undefined,
      targetId: outcome.caseId ?? undefined,
      ip: meta.ip,
      requestId: meta.requestId,
    });
    throw new AppError('LINK_CASE_FAIL');
  }
  return {
    companyEngName: outcome.row.company_eng_name,
    companyChiName: outcome.row.company_chi_name,
    caseType: outcome.row.case_type,
    caseID: outcome.row.id,
  };
}
