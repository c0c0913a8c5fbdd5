import { sql } from 'kysely';
import {
  canonicalHolder,
  entityHolderView,
  flattenHolders,
  holderRefs,
  ownershipOf,
  ZDueDiligenceDetails,
  type TEntityHolderDetail,
  type THolderComplianceSummary,
  type TLanguage,
  type TPersonRef,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { holderDocuments, holderFileIds } from './entity-documents.js';
import type { TEntityRow } from './entities.repository.js';
import { accessView, particularsOf, requireReadableEntity, viewRules } from './entities.service.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/**
 * A holder's due-diligence records (read only): those made for the entity or in any of its cases
 * about this holder, newest first, every version (the current one marked).
 */
async function complianceOf(db: TDb, row: TEntityRow, holderId: string): Promise<THolderComplianceSummary[]> {
  const rows = await db
    .selectFrom('compliance_records as r')
    .innerJoin('users as u', 'u.id', 'r.prepared_by')
    .leftJoin('cases as c', 'c.id', 'r.case_id')
    .select((eb) => [
      'r.id',
      'r.created_at',
      'r.version',
      'r.case_id',
      'r.details',
      'r.remarks',
      'c.case_ref',
      'u.eng_first_name',
      'u.eng_last_name',
      eb
        .selectFrom('compliance_records as n')
        .select('n.id')
        .whereRef('n.supersedes_id', '=', 'r.id')
        .as('superseded_by'),
    ])
    .where('r.firm_id', '=', row.firm_id)
    .where('r.compliance_type', '=', 'DUE_DILIGENCE')
    .where('r.holder_id', '=', holderId)
    .where((eb) =>
      eb.or([
        eb('r.entity_id', '=', row.id),
        eb(
          'r.case_id',
          'in',
          eb
            .selectFrom('cases as ec')
            .select('ec.id')
            .where((w) =>
              w.or([
                w('ec.entity_id', '=', row.id),
                w('ec.id', '=', sql<string>`${row.created_from_case_id}::uuid`),
              ]),
            ),
        ),
      ]),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.version', 'desc')
    .execute();
  return rows.map((r) => {
    const details = ZDueDiligenceDetails.safeParse(r.details);
    const d = details.success ? details.data : null;
    return {
      complianceID: r.id,
      createdDate: r.created_at.toISOString(),
      version: r.version,
      current: r.superseded_by === null,
      caseID: r.case_id,
      caseRef: r.case_ref,
      preparedBy: `${r.eng_first_name} ${r.eng_last_name}`.trim(),
      identityChecked: d ? d.identityDocument.checked : null,
      addressChecked: d ? d.addressProof.checked : null,
      screeningResult: d?.screening.result ?? null,
      remarks: r.remarks,
    };
  });
}

/** The client account linked to the entity as this holder, if any. */
async function linkedAccountOf(db: TDb, entityId: string, holderId: string): Promise<TPersonRef | null> {
  const user = await db
    .selectFrom('entity_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.eng_first_name', 'u.eng_last_name', 'u.email', 'u.user_type'])
    .where('m.entity_id', '=', entityId)
    .where('m.holder_id', '=', holderId)
    .orderBy('m.created_at')
    .executeTakeFirst();
  return user
    ? {
        userID: user.id,
        name: `${user.eng_first_name} ${user.eng_last_name}`.trim(),
        email: user.email,
        userType: user.user_type,
      }
    : null;
}

/**
 * GET /api/entities/:companyID/holders/:holderID: one holder of the entity, current or former, as the
 * caller may see it. A holder listed again under another corporate (refID) shows the entry it
 * points at.
 */
export async function entityHolderDetail(
  db: TDb,
  auth: TCaller,
  companyId: string,
  holderId: string,
  language: TLanguage,
): Promise<TEntityHolderDetail> {
  const { row, access, info } = await requireReadableEntity(db, auth, companyId);
  const all = info.stakeholders;
  const flat = flattenHolders(all);
  const asked = flat.find((x) => x.holder.holderID === holderId);
  if (!asked) throw new AppError('NOT_FOUND');
  const canonical = canonicalHolder(all, asked.holder);
  const target = flat.find((x) => x.holder === canonical) ?? asked;
  const refs = holderRefs(all, row.status);
  const refOf = (id: string) => refs.find((r) => r.holderID === id) ?? null;
  const parent = target.parent ? refOf(target.parent.holderID) : null;
  const ownership = ownershipOf(info);
  const person = ownership?.persons.find((p) => p.holderID === target.holder.holderID);
  const staffSide = access.protectedData || auth.userType === 'SMOOOTH';
  const [documents, complianceRecords, linkedAccount] = await Promise.all([
    holderDocuments(db, auth, row.id, target.holder.holderID, holderFileIds(target.holder), language),
    access.compliance ? complianceOf(db, row, target.holder.holderID) : Promise.resolve(null),
    // Who the account is matters to the firm (and opens a chat); clients do not chat with each other.
    staffSide ? linkedAccountOf(db, row.id, target.holder.holderID) : Promise.resolve(null),
  ]);
  return {
    companyID: row.id,
    firmID: row.firm_id,
    firmName: row.firm_name,
    status: row.status,
    archivedDate: row.archived_at?.toISOString() ?? null,
    particulars: particularsOf(row, info),
    access: accessView(auth, row, access),
    holder: entityHolderView(all, target.holder, {
      rules: viewRules(row, access),
      ownership,
      entityStatus: row.status,
      parentStanding: parent?.standing ?? 'CURRENT',
    }),
    parent,
    chains: (person?.chains ?? []).map((chain) => ({
      links: chain.links.map((l) => ({ holderID: l.holderID, name: l.name, percent: l.share.percent })),
      percent: chain.share.percent,
      controlling: chain.controlling,
    })),
    otherHolders: refs.filter((r) => r.holderID !== target.holder.holderID),
    linkedAccount,
    documents,
    complianceRecords,
  };
}
