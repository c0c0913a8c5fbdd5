import { sql } from 'kysely';
import {
  addDays,
  annualReturnDueDate,
  hongKongDate,
  archiveRefusal,
  entityAccess,
  entityHolderView,
  holderRefs,
  ownershipOf,
  restoreRefusal,
  addressView,
  type TCaseInformation,
  type TEntityAccess,
  type TEntityAccessView,
  type TEntityCaller,
  type TEntityDetail,
  type TEntityFacts,
  type TEntityListQuery,
  type TEntityParticulars,
  type TEntitySummary,
  type THolderViewRules,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { entityVisibleTo } from '../cases/case-access.js';
import { informationOf } from '../cases/case-moves.js';
import { likePattern } from '../cases/cases.repository.js';
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

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

const SORT_COLUMNS = {
  companyName: sql`lower(coalesce(entities.company_eng_name, entities.company_chi_name, ''))`,
  nextReturnDate: sql`entities.next_return_date`,
  nextDueDate: sql`entities.next_due_date`,
  incorporationDate: sql`entities.incorporation_date`,
  archivedDate: sql`entities.archived_at`,
} as const;

/**
 * GET /api/entities: a page of the companies the caller may see — a firm's staff their firm's, a
 * client the ones they are linked to, SMOOOTH all (or one firm's) — active or archived.
 */
export async function listEntities(
  db: TDb,
  auth: TCaller,
  query: TEntityListQuery,
): Promise<{ items: TEntitySummary[]; total: number }> {
  let base = db
    .selectFrom('entities')
    .innerJoin('firms', 'firms.id', 'entities.firm_id')
    .where('entities.status', '=', query.status)
    .where(entityVisibleTo(auth));
  if (query.firmID) base = base.where('entities.firm_id', '=', query.firmID);
  if (query.due) {
    const today = hongKongDate(new Date());
    base =
      query.due === 'OVERDUE'
        ? base.where('entities.next_due_date', '<', today)
        : base
            .where('entities.next_due_date', '>=', today)
            .where('entities.next_due_date', '<=', addDays(today, query.due === 'WEEK' ? 7 : 30));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb('entities.company_eng_name', 'ilike', pattern),
        eb('entities.company_chi_name', 'ilike', pattern),
        eb('entities.brn', 'ilike', pattern),
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await base
    .selectAll('entities')
    .select('firms.name as firm_name')
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
    .orderBy(sql`lower(coalesce(entities.company_eng_name, entities.company_chi_name, ''))`)
    .orderBy('entities.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const people = await linkedClients(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => {
      const clients = (people.get(r.id) ?? []).filter((p) => p.role === 'CLIENT');
      return {
        companyID: r.id,
        firmID: r.firm_id,
        firmName: r.firm_name,
        companyEngName: r.company_eng_name,
        companyChiName: r.company_chi_name,
        companyNumber: r.company_number,
        brn: r.brn,
        incorporationDate: r.incorporation_date,
        nextReturnDate: r.next_return_date,
        nextReturnDueDate: r.next_return_date ? annualReturnDueDate(r.next_return_date) : null,
        nextDueDate: r.status === 'ACTIVE' ? r.next_due_date : null,
        nextDueKind: r.status === 'ACTIVE' ? r.next_due_kind : null,
        status: r.status,
        archivedDate: r.archived_at?.toISOString() ?? null,
        hasLinkedClient: clients.length > 0,
        linkedClients: clients.map(({ userID, name, email, userType }) => ({
          userID,
          name,
          email,
          userType,
        })),
        holders: holderRefs(informationOf(r).stakeholders, r.status),
      };
    }),
    total: Number(counted.n),
  };
}

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
    entityHistory(db, row.id),
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
        details: JSON.stringify(change.reason ? { reason: change.reason } : {}),
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
