// Opening a case: staff open one for a client (invited by a code), or a client requests one from a firm.
import {
  ZCaseInformation,
  type TCaseDetail,
  type TCaseInformation,
  type TCaseRequestRequest,
  type TCaseType,
  type TCreateCaseRequest,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { queueMail } from '../mail/mail.service.js';
import { caseTypeName, createCaseInvitation } from './case-invitations.js';
import { isFirmStaff } from './case-access.js';
import { insertCase, type TNewCase } from './case-insert.js';
import { addEvent, informationOf } from './case-moves.js';
import { recordsOnDate } from '../amendments/records-on-date.js';
import { loadPeople, type TCaseRow } from './cases.repository.js';
import { claimRenewalReturnDate } from './renewal-return.js';
import { caseDetailFor, requireFirmStaffMember, type TCaller, type TCaseDeps } from './cases.service.js';

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
    let returnDate: string | null = null;
    if (needsEntity(body.caseType)) {
      const entity = await activeEntityOf(trx, firmId, body.companyID);
      entityId = entity.id;
      names = { eng: entity.company_eng_name, chi: entity.company_chi_name };
      brn = entity.brn;
      information = informationOf(entity);
      if (body.caseType === 'AR') {
        returnDate = await claimRenewalReturnDate(trx, entity);
        // The return is made up to its return date: the records of that day (issue 19 point 8).
        information = (await recordsOnDate(trx, entity.id, returnDate)) ?? information;
      }
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
        returnDate,
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
    let returnDate: string | null = null;
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
      if (body.caseType === 'AR') {
        returnDate = await claimRenewalReturnDate(trx, entity);
        // The return is made up to its return date: the records of that day (issue 19 point 8).
        information = (await recordsOnDate(trx, entity.id, returnDate)) ?? information;
      }
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
        returnDate,
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
