import { assertWithinPlan } from '../plans/plan-usage.js';
import { sql } from 'kysely';
import {
  annualReturnDueDate,
  archiveRefusal,
  entityAccess,
  entityHolderView,
  holderViews,
  ownershipOf,
  restoreRefusal,
  addressView,
  type TCaseInformation,
  type TEntityAccess,
  type TEntityAccessView,
  type TEntityCaller,
  type TEntityDetail,
  type TEntityFacts,
  type TEntityParticulars,
  type THolderViewRules,
  type THolderViews,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { informationOf } from '../cases/case-moves.js';
import { deadlinesOf, pendingFilingsOf } from '../deadlines/deadlines.service.js';
import { entityDocuments } from './entity-documents.js';
import {
  entityCases,
  entityHistory,
  findVisibleEntity,
  linkedClients,
  lockVisibleEntity,
  type TEntityRow,
} from './entities.repository.js';
import { sealDocument } from '../keys/sealed-documents.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/** The entity as the policy sees it, from its row. */
function factsOf(row: TEntityRow): TEntityFacts {
  return {
    firmID: row.firm_id,
    status: row.status,
    memberRole: row.member_role ?? null,
    openCaseCount: Number(row.open_case_count ?? 0),
  };
}

const callerOf = (auth: TCaller): TEntityCaller => ({ userType: auth.userType, firmID: auth.firmId });

/** The policy's answer for this caller and entity row. */
export function accessTo(auth: TCaller, row: TEntityRow): TEntityAccess {
  return entityAccess(callerOf(auth), factsOf(row));
}

/** The entity if the caller may read it; 404 otherwise (whether it exists or not). */
export async function requireReadableEntity(db: TDb, auth: TCaller, companyId: string) {
  const row = await findVisibleEntity(db, auth, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  const access = accessTo(auth, row);
  if (!access.read) throw new AppError('NOT_FOUND');
  return { row, access, info: informationOf(row) };
}

export function accessView(auth: TCaller, row: TEntityRow, access: TEntityAccess): TEntityAccessView {
  return {
    // Offered while the entity is active; an open case still refuses it, with the reason.
    mayArchive: access.manage && row.status === 'ACTIVE',
    mayRestore: restoreRefusal(callerOf(auth), factsOf(row)) === null,
    seesProtectedData: access.protectedData,
    seesCompliance: access.compliance,
  };
}

/** The registered particulars: the entity's own columns first, its records for the rest. */
export function particularsOf(row: TEntityRow, info: TCaseInformation): TEntityParticulars {
  return {
    companyEngName: row.company_eng_name ?? info.companyEngName ?? null,
    companyChiName: row.company_chi_name ?? info.companyChiName ?? null,
    companyNumber: row.company_number ?? info.companyNumber ?? null,
    brn: row.brn ?? info.brn ?? null,
    incorporationDate: row.incorporation_date ?? info.incorporationDate ?? null,
    nextReturnDate: row.next_return_date,
    nextReturnDueDate: row.next_return_date ? annualReturnDueDate(row.next_return_date) : null,
    regOfficeAddress: addressView(info.regOfficeAddress),
    businessNature: info.businessNature ?? null,
    businessDescription: info.businessDescription ?? null,
    shareCapitalCurrency: info.shareCapitalCurrency ?? null,
    totalNumOfOrdShare: info.totalNumOfOrdShare ?? null,
    shareClasses: info.shareClasses ?? [],
  };
}

/** What the caller may see of the holders. */
export function viewRules(row: TEntityRow, access: TEntityAccess): THolderViewRules {
  return {
    protectedData: access.protectedData,
    contacts: access.contacts,
    ownHolderIDs: new Set(row.member_holder_id ? [row.member_holder_id] : []),
  };
}

/**
 * What the caller sees of each holder's identity data (policies/identity-data.policy.ts): whole for the
 * firm's staff and for the member's own entry, the Registry's partial view otherwise.
 */
export function identityOfHolders(auth: TCaller, row: TEntityRow, info: TCaseInformation): THolderViews {
  const viewer = {
    userType: auth.userType,
    firmID: auth.firmId,
    ownHolderIDs: new Set(row.member_holder_id ? [row.member_holder_id] : []),
  };
  return holderViews(viewer, row.firm_id, info.stakeholders);
}

/** GET /api/entities/:companyID: the company's page. */
export async function entityDetail(
  db: TDb,
  auth: TCaller,
  companyId: string,
  language: TLanguage,
): Promise<TEntityDetail> {
  const { row, access, info } = await requireReadableEntity(db, auth, companyId);
  const ownership = ownershipOf(info);
  const rules = viewRules(row, access);
  const [documents, cases, history, people] = await Promise.all([
    entityDocuments(db, auth, row.id, language),
    entityCases(db, auth, row),
    entityHistory(db, row.id, identityOfHolders(auth, row, info)),
    linkedClients(db, [row.id]),
  ]);
  return {
    companyID: row.id,
    firmID: row.firm_id,
    firmName: row.firm_name,
    status: row.status,
    archivedDate: row.archived_at?.toISOString() ?? null,
    particulars: particularsOf(row, info),
    access: accessView(auth, row, access),
    stakeholders: info.stakeholders.map((h) =>
      entityHolderView(info.stakeholders, h, { rules, ownership, entityStatus: row.status }),
    ),
    documents,
    cases,
    openCaseCount: Number(row.open_case_count ?? 0),
    history,
    linkedClients: people.get(row.id) ?? [],
    deadlines: deadlinesOf({
      ...row,
      pendingFilings: (await pendingFilingsOf(db, [row.id])).get(row.id) ?? [],
    }),
  };
}

/**
 * Archives or restores the entity in one transaction under its row lock: the policy decides on the
 * locked row (open cases counted after the lock, so a case opened meanwhile is seen), then the
 * status, a history row and an audit row are written together.
 */
async function changeStatus(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  companyId: string,
  change: { to: 'ARCHIVED' | 'ACTIVE'; reason: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockVisibleEntity(trx, auth, companyId))) throw new AppError('NOT_FOUND');
    const row = await findVisibleEntity(trx, auth, companyId);
    if (!row) throw new AppError('NOT_FOUND');
    const refusal =
      change.to === 'ARCHIVED'
        ? archiveRefusal(callerOf(auth), factsOf(row))
        : restoreRefusal(callerOf(auth), factsOf(row));
    if (refusal) throw new AppError(refusal);
    // A company back on the active list counts against the plan again.
    if (change.to === 'ACTIVE') await assertWithinPlan(trx, row.firm_id, 'activeEntities');
    await trx
      .updateTable('entities')
      .set({
        status: change.to,
        archived_at: change.to === 'ARCHIVED' ? new Date() : null,
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    const kind = change.to === 'ARCHIVED' ? 'ARCHIVED' : 'RESTORED';
    await trx
      .insertInto('entity_history')
      .values({
        entity_id: row.id,
        case_id: null,
        kind,
        // The Hong Kong calendar day it took effect.
        effective_date: sql<string>`(now() at time zone 'Asia/Hong_Kong')::date`,
        details: await sealDocument(trx, row.firm_id, change.reason ? { reason: change.reason } : {}),
        created_by: auth.userId,
      })
      .execute();
    await writeAudit(trx, {
      action: change.to === 'ARCHIVED' ? 'entity.archived' : 'entity.restored',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'entity',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: change.reason ? { reason: change.reason } : {},
    });
  });
}

/** POST /api/entities/:companyID/archive (the firm's staff; refused while cases are open). */
export async function archiveEntity(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  companyId: string,
  reason: string,
  language: TLanguage,
): Promise<TEntityDetail> {
  await changeStatus(db, auth, meta, companyId, { to: 'ARCHIVED', reason });
  return entityDetail(db, auth, companyId, language);
}

/** POST /api/entities/:companyID/restore (the firm's staff): back to the active list. */
export async function restoreEntity(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  companyId: string,
  reason: string | null,
  language: TLanguage,
): Promise<TEntityDetail> {
  await changeStatus(db, auth, meta, companyId, { to: 'ACTIVE', reason });
  return entityDetail(db, auth, companyId, language);
}
