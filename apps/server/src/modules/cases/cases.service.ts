import { sql } from 'kysely';
import {
  assignOfficer,
  cancelCase,
  checkCaseInformation,
  entityInformationProblems,
  formMessage,
  type TFormIssue,
  linkClient,
  startCase,
  ZCaseInformation,
  type TCancelRelation,
  type TCaseDetail,
  type TCaseInformation,
  type TCaseInvitation,
  type TCaseRequestRequest,
  type TCaseType,
  type TCreateCaseRequest,
  type TLanguage,
  type TLinkCaseRequest,
  type TLinkCaseResponse,
  type TNewTask,
  LINK_CASE_WRONG_CODES_PER_HOUR,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { queueMail } from '../mail/mail.service.js';
import {
  caseTypeName,
  createCaseInvitation,
  invitationStatusOf,
  normaliseCode,
  sendCaseInvitation,
  toCaseInvitation,
} from './case-invitations.js';
import { isFirmStaff } from './case-access.js';
import {
  addEvent,
  applyMove,
  informationOf,
  loadEngineCase,
  refusalError,
  type TMoveContext,
} from './case-moves.js';
import { findVisibleCase, loadCaseDetail, loadPeople, type TCaseRow } from './cases.repository.js';
import { returnedReview } from '../review/review.service.js';

export interface TCaseDeps {
  db: TDb;
  publicUrl: string;
}

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

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
  return loadCaseDetail(db, row, auth.userType, permissionsOf(row, auth));
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

/** The firm's next reference for a case type this year: MVP-2026-0007. */
async function nextCaseRef(trx: TDb, firmId: string, caseType: TCaseType): Promise<string> {
  const year = new Date().getUTCFullYear();
  const row = await trx
    .insertInto('case_ref_counters')
    .values({ firm_id: firmId, case_type: caseType, year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['firm_id', 'case_type', 'year'])
        .doUpdateSet({ last_number: sql`case_ref_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${caseType}-${year}-${String(row.last_number).padStart(4, '0')}`;
}

async function requireFirmStaffMember(db: TDb, firmId: string, userId: string, field: string): Promise<void> {
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

async function activeEntityOf(db: TDb, firmId: string, companyId: string | undefined) {
  if (!companyId) throw fieldError('companyID', 'required');
  const entity = await db
    .selectFrom('entities')
    .selectAll()
    .where('id', '=', companyId)
    .where('firm_id', '=', firmId)
    .where('status', '=', 'ACTIVE')
    // Shared lock: archiving the entity (which counts its open cases under an update lock) waits.
    .forShare()
    .executeTakeFirst();
  if (!entity) throw fieldError('companyID', 'invalid');
  return entity;
}

function needsEntity(caseType: TCaseType): boolean {
  return caseType === 'AR' || caseType === 'AMENDMENT';
}

interface TNewCase {
  firmId: string;
  caseType: TCaseType;
  entityId: string | null;
  companyEngName: string | null;
  companyChiName: string | null;
  brn: string | null;
  officerUserId: string | null;
  clientUserId: string | null;
  requestedByClient: boolean;
  information: TCaseInformation;
  remarks: string | null;
  createdBy: string;
  /** Stakeholders with accounts carried over from the entity (holderId → user). */
  stakeholderMembers: { userId: string; holderId: string | null }[];
}

/** Inserts the case, its members and first tasks (the engine's start), and its first history entry. */
async function insertCase(trx: TDb, input: TNewCase, event: 'OPENED' | 'REQUESTED'): Promise<TCaseRow> {
  const caseRef = await nextCaseRef(trx, input.firmId, input.caseType);
  const firm = await trx
    .selectFrom('firms')
    .select('name')
    .where('id', '=', input.firmId)
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('cases')
    .values({
      firm_id: input.firmId,
      case_ref: caseRef,
      case_type: input.caseType,
      step: 'MVP_FORM', // replaced below by the engine's first step
      entity_id: input.entityId,
      company_eng_name: input.companyEngName,
      company_chi_name: input.companyChiName,
      brn: input.brn,
      officer_user_id: input.officerUserId,
      client_user_id: input.clientUserId,
      requested_by_client: input.requestedByClient,
      information: JSON.stringify(input.information),
      remarks: input.remarks,
      created_by: input.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (input.clientUserId) {
    await trx
      .insertInto('case_members')
      .values({ case_id: inserted.id, user_id: input.clientUserId, role: 'CLIENT', holder_id: null })
      .execute();
  }
  for (const m of input.stakeholderMembers) {
    if (m.userId === input.clientUserId) continue;
    await trx
      .insertInto('case_members')
      .values({ case_id: inserted.id, user_id: m.userId, role: 'STAKEHOLDER', holder_id: m.holderId })
      .onConflict((oc) => oc.columns(['case_id', 'user_id']).doNothing())
      .execute();
  }
  const row: TCaseRow = { ...inserted, firm_name: firm.name };
  const loaded = await loadEngineCase(trx, row);
  const started = startCase(
    input.caseType,
    { officerUserID: input.officerUserId, clientUserID: input.clientUserId },
    loaded.ctx,
  );
  await insertTasks(trx, row, started.newTasks, 0);
  const updated = await trx
    .updateTable('cases')
    .set({ step: started.step, status: started.status })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await addEvent(trx, row.id, {
    type: event,
    toStep: started.step,
    actorUserId: input.createdBy,
    remarks: input.remarks,
  });
  return { ...updated, firm_name: firm.name };
}

async function insertTasks(trx: TDb, row: TCaseRow, tasks: TNewTask[], afterSeq: number): Promise<void> {
  let seq = afterSeq;
  for (const task of tasks) {
    seq += 1;
    await trx
      .insertInto('tasks')
      .values({
        case_id: row.id,
        firm_id: row.firm_id,
        action_key: task.actionKey,
        step: task.step,
        status: task.status,
        assignee_role: task.assigneeRole,
        task_user_id: task.taskUserID,
        holder_id: task.holderID,
        seq,
      })
      .execute();
  }
}

async function entityPeople(db: TDb, entityId: string) {
  const members = await db
    .selectFrom('entity_members')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .execute();
  const client = members.find((m) => m.role === 'CLIENT');
  return {
    clientUserId: client?.user_id ?? null,
    stakeholderMembers: members
      .filter((m) => m.role === 'STAKEHOLDER')
      .map((m) => ({ userId: m.user_id, holderId: m.holder_id })),
  };
}

function companyNames(body: { companyEngName?: string | undefined; companyChiName?: string | undefined }) {
  const eng = body.companyEngName?.trim() || null;
  const chi = body.companyChiName?.trim() || null;
  if (!eng && !chi) throw fieldError('companyEngName', 'required');
  return { eng, chi };
}

/** POST /api/cases: staff open a case for a client, who is invited by e-mail with a code. */
export async function openCase(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  body: TCreateCaseRequest,
): Promise<TCaseDetail> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const firmId = auth.firmId;
  const officerUserId = body.staffInChargeUserID ?? auth.userId;
  if (officerUserId !== auth.userId) {
    if (auth.userType !== 'SYSTEM_ADMIN') throw fieldError('staffInChargeUserID', 'invalid');
    await requireFirmStaffMember(deps.db, firmId, officerUserId, 'staffInChargeUserID');
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    let entityId: string | null = null;
    let names: { eng: string | null; chi: string | null };
    let brn: string | null = null;
    let information: TCaseInformation;
    let clientUserId: string | null = null;
    let stakeholderMembers: TNewCase['stakeholderMembers'] = [];
    if (needsEntity(body.caseType)) {
      const entity = await activeEntityOf(trx, firmId, body.companyID);
      entityId = entity.id;
      names = { eng: entity.company_eng_name, chi: entity.company_chi_name };
      brn = entity.brn;
      information = informationOf(entity);
      ({ clientUserId, stakeholderMembers } = await entityPeople(trx, entity.id));
    } else {
      names = companyNames(body);
      information = ZCaseInformation.parse({
        companyEngName: names.eng ?? undefined,
        companyChiName: names.chi ?? undefined,
      });
    }
    if (!clientUserId && !body.client) throw fieldError('client', 'required');
    const created = await insertCase(
      trx,
      {
        firmId,
        caseType: body.caseType,
        entityId,
        companyEngName: names.eng,
        companyChiName: names.chi,
        brn,
        officerUserId,
        clientUserId,
        requestedByClient: false,
        information,
        remarks: null,
        createdBy: auth.userId,
        stakeholderMembers,
      },
      'OPENED',
    );
    if (!clientUserId && body.client) {
      // Entity migration mails the code once the officer has filled in the entity form.
      await createCaseInvitation(
        trx,
        created,
        {
          email: body.client.email,
          engFirstName: body.client.engFirstName,
          engLastName: body.client.engLastName,
          holderId: null,
          language: body.client.language ?? auth.language,
          invitedBy: auth.userId,
        },
        { send: body.caseType !== 'EM', publicUrl: deps.publicUrl },
      );
      if (body.caseType !== 'EM')
        await addEvent(trx, created.id, { type: 'INVITATION_SENT', actorUserId: auth.userId });
    }
    await writeAudit(trx, {
      action: 'case.opened',
      firmId,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: created.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { caseRef: created.case_ref, caseType: created.case_type, step: created.step },
    });
    return created;
  });
  return caseDetailFor(deps.db, row, auth);
}

/** POST /api/cases/requests: a client asks one of their firms for a service; the firm's staff are told. */
export async function requestCase(
  deps: TCaseDeps,
  auth: TCaller,
  meta: TRequestMeta,
  body: TCaseRequestRequest,
): Promise<TCaseDetail> {
  if (auth.userType !== 'GU') throw new AppError('FORBIDDEN');
  const row = await deps.db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('client_firm_links')
      .select('firm_id')
      .where('user_id', '=', auth.userId)
      .where('firm_id', '=', body.firmID)
      .executeTakeFirst();
    if (!link) throw fieldError('firmID', 'invalid');
    let entityId: string | null = null;
    let names: { eng: string | null; chi: string | null };
    let brn: string | null = null;
    let information: TCaseInformation;
    let stakeholderMembers: TNewCase['stakeholderMembers'] = [];
    if (needsEntity(body.caseType)) {
      const entity = await activeEntityOf(trx, body.firmID, body.companyID);
      const member = await trx
        .selectFrom('entity_members')
        .select('user_id')
        .where('entity_id', '=', entity.id)
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      if (!member) throw fieldError('companyID', 'invalid');
      entityId = entity.id;
      names = { eng: entity.company_eng_name, chi: entity.company_chi_name };
      brn = entity.brn;
      information = informationOf(entity);
      stakeholderMembers = (await entityPeople(trx, entity.id)).stakeholderMembers;
    } else {
      names = companyNames(body);
      information = ZCaseInformation.parse({
        companyEngName: names.eng ?? undefined,
        companyChiName: names.chi ?? undefined,
      });
    }
    const created = await insertCase(
      trx,
      {
        firmId: body.firmID,
        caseType: body.caseType,
        entityId,
        companyEngName: names.eng,
        companyChiName: names.chi,
        brn,
        officerUserId: null,
        clientUserId: auth.userId,
        requestedByClient: true,
        information,
        remarks: body.remarks?.trim() || null,
        createdBy: auth.userId,
        stakeholderMembers,
      },
      'REQUESTED',
    );
    await notifyFirmStaff(trx, deps, created, auth.userId);
    await writeAudit(trx, {
      action: 'case.requested',
      firmId: body.firmID,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: created.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { caseRef: created.case_ref, caseType: created.case_type },
    });
    return created;
  });
  return caseDetailFor(deps.db, row, auth);
}

async function notifyFirmStaff(
  trx: TDb,
  deps: TCaseDeps,
  row: TCaseRow,
  clientUserId: string,
): Promise<void> {
  const [staff, people] = await Promise.all([
    trx
      .selectFrom('users')
      .select(['email', 'language'])
      .where('firm_id', '=', row.firm_id)
      .where('status', '=', 'ACTIVE')
      .where('user_type', 'in', ['COM_SEC', 'SYSTEM_ADMIN'])
      .execute(),
    loadPeople(trx, [clientUserId]),
  ]);
  const clientName = people.get(clientUserId)?.name ?? '';
  for (const person of staff) {
    const language: TLanguage = person.language;
    await queueMail(trx, {
      firmId: row.firm_id,
      to: person.email,
      language,
      template: 'caseRequested',
      values: {
        clientName,
        firmName: row.firm_name,
        caseTypeName: caseTypeName(row.case_type, language),
        companyName: row.company_eng_name ?? row.company_chi_name ?? row.case_ref,
        caseRef: row.case_ref,
        url: `${deps.publicUrl.replace(/\/$/, '')}/view-cases/ongoing/${row.id}`,
      },
    });
  }
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
    const current = await trx
      .selectFrom('cases')
      .innerJoin('firms', 'firms.id', 'cases.firm_id')
      .selectAll('cases')
      .select('firms.name as firm_name')
      .where('cases.id', '=', invitation.case_id)
      .forUpdate('cases')
      .executeTakeFirstOrThrow();
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

/**
 * What still stops the case's information from going on, each with its rule: the entity form's
 * particulars for a migration, the case information form's rules (spec §5) otherwise.
 */
export function informationIssuesOf(row: Pick<TCaseRow, 'case_type' | 'information'>): TFormIssue[] {
  const info = informationOf(row);
  return row.case_type === 'EM'
    ? entityInformationProblems(info).map((path) => ({ path, key: 'required' as const }))
    : checkCaseInformation(info);
}

/** The information's answer: the saved draft and its problems, messages in the caller's language. */
export async function informationResponse(db: TDb, row: TCaseRow, language: TLanguage) {
  const issues = informationIssuesOf(row);
  return {
    returned: await returnedReview(db, row),
    caseID: row.id,
    information: informationOf(row),
    problems: [...new Set(issues.map((i) => i.path))],
    issues: issues.map((i) => ({ path: i.path, key: i.key, message: formMessage(i.key, language) })),
    updatedDate: row.updated_at.toISOString(),
  };
}

const INFORMATION_TASKS = ['POC_FORM', 'T_AR_A_POC', 'EN_FORM'] as const;

/**
 * PUT /api/cases/:caseID/information: saves the case information while the caller has the task that
 * fills it in (the client's case form, the officer's entity form). Company names follow it.
 */
export async function saveCaseInformation(
  db: TDb,
  auth: TCaller,
  caseId: string,
  information: TCaseInformation,
): Promise<TCaseRow> {
  return db.transaction().execute(async (trx) => {
    const row = await requireVisibleCase(trx, auth, caseId, true);
    if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const task = await trx
      .selectFrom('tasks')
      .select('id')
      .where('case_id', '=', caseId)
      .where('status', '=', 'IN_PROGRESS')
      .where('task_user_id', '=', auth.userId)
      .where('action_key', 'in', INFORMATION_TASKS)
      .executeTakeFirst();
    if (!task) throw new AppError('FORBIDDEN');
    const stakeholderIds = new Set<string>();
    information.stakeholders.forEach((s, i) => {
      if (stakeholderIds.has(s.holderID)) throw fieldError(`stakeholders.${i}.holderID`, 'invalid');
      stakeholderIds.add(s.holderID);
    });
    const updated = await trx
      .updateTable('cases')
      .set({
        information: JSON.stringify(information),
        company_eng_name: information.companyEngName ?? row.company_eng_name,
        company_chi_name: information.companyChiName ?? row.company_chi_name,
        brn: information.brn ?? row.brn,
        updated_at: new Date(),
      })
      .where('id', '=', caseId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...updated, firm_name: row.firm_name };
  });
}
