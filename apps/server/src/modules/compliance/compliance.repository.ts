import type { ExpressionBuilder } from 'kysely';
import {
  identityViews,
  redactComplianceRecord,
  ZDueDiligenceDetails,
  ZRiskFactors,
  type TComplianceRecord,
  type TComplianceVersion,
} from '@portal/domain';
import { z } from 'zod';
import type { TDb } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';

/** The SQL of compliance records: reading them with their case, author and documents. */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/** The version that corrected record `c`, if any (a record is current when nothing supersedes it). */
export const newerVersion = (eb: ExpressionBuilder<DB & { c: DB['compliance_records'] }, 'c'>) =>
  eb.selectFrom('compliance_records as n').select('n.id').whereRef('n.supersedes_id', '=', 'c.id');

/** Records with their author and case reference: the firm's own for its staff, every firm's for SMOOOTH, none for anyone else. */
export function recordsQuery(db: TDb, auth: TCaller) {
  let q = db
    .selectFrom('compliance_records as c')
    .innerJoin('users as u', 'u.id', 'c.prepared_by')
    .leftJoin('cases as k', 'k.id', 'c.case_id')
    .selectAll('c')
    .select([
      'u.eng_first_name',
      'u.eng_last_name',
      'k.case_ref',
      (eb) =>
        eb
          .selectFrom('compliance_records as n')
          .select('n.id')
          .whereRef('n.supersedes_id', '=', 'c.id')
          .as('superseded_by'),
    ]);
  if (auth.userType !== 'SMOOOTH') q = q.where('c.firm_id', '=', isFirmStaff(auth) ? auth.firmId : null);
  return q;
}
export type TRecordRow = Awaited<ReturnType<ReturnType<typeof recordsQuery>['execute']>>[number];

const ZStoredRisk = z.object({
  factors: ZRiskFactors,
  computedRating: z.enum(['LOW', 'MEDIUM', 'HIGH']),
  score: z.number().int(),
  reasons: z.string(),
});

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Rows as the API's records, with their documents' names and sizes; a person's identity number whole
 * for the firm's staff, partial for SMOOOTH (policies/identity-data.policy.ts).
 */
export async function toRecords(
  db: TDb,
  auth: TCaller,
  rows: readonly TRecordRow[],
): Promise<TComplianceRecord[]> {
  // Clients never read records, so nobody reading one is the person it is about.
  const viewer = { userType: auth.userType, firmID: auth.firmId, ownHolderIDs: new Set<string>() };
  const fileIds = [...new Set(rows.flatMap((r) => r.doc_ids))];
  const files = fileIds.length
    ? await db
        .selectFrom('files')
        .select(['id', 'file_name', 'file_size'])
        .where('id', 'in', fileIds)
        .execute()
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((r) => {
    const risk = r.compliance_type === 'RISK_ASSESSMENT' ? ZStoredRisk.safeParse(r.details) : undefined;
    const dd = r.compliance_type === 'DUE_DILIGENCE' ? ZDueDiligenceDetails.safeParse(r.details) : undefined;
    const views = identityViews(viewer, { firmID: r.firm_id, holderIDs: r.holder_id ? [r.holder_id] : [] });
    return redactComplianceRecord(
      {
        complianceID: r.id,
        complianceType: r.compliance_type,
        createdDate: r.created_at.toISOString(),
        companyEngName: r.company_eng_name,
        companyChiName: r.company_chi_name,
        recordName: r.record_name,
        recordDocs: r.doc_ids.flatMap((id) => {
          const f = byId.get(id);
          return f ? [{ fileID: f.id, fileName: f.file_name, fileSize: Number(f.file_size) }] : [];
        }),
        remarks: r.remarks,
        caseID: r.case_id,
        caseRef: r.case_ref ?? null,
        holderID: r.holder_id,
        version: r.version,
        supersededBy: r.superseded_by ?? null,
        preparedBy: { userID: r.prepared_by, name: nameOf(r.eng_first_name, r.eng_last_name) },
        dueDiligence: dd?.success ? dd.data : null,
        riskAssessment:
          risk?.success && r.rating
            ? {
                factors: risk.data.factors,
                computedRating: risk.data.computedRating,
                score: risk.data.score,
                rating: r.rating,
                reasons: risk.data.reasons,
              }
            : null,
      },
      views,
    );
  });
}

/**
 * The current version of each record of a case, oldest first. The caller has checked that the case is
 * one it may see; these rows are that case's only.
 */
export async function currentRecordsOfCase(
  db: TDb,
  auth: TCaller,
  caseId: string,
): Promise<TComplianceRecord[]> {
  const rows = await recordsQuery(db, auth)
    .where('c.case_id', '=', caseId)
    .where((eb) => eb.not(eb.exists(newerVersion(eb))))
    .orderBy('c.created_at')
    .execute();
  return toRecords(db, auth, rows);
}

/** Every version of one record (its record key), oldest first. */
export async function versionsOf(db: TDb, recordKey: string): Promise<TComplianceVersion[]> {
  const rows = await db
    .selectFrom('compliance_records as c')
    .innerJoin('users as u', 'u.id', 'c.prepared_by')
    .select(['c.id', 'c.version', 'c.created_at', 'c.prepared_by', 'u.eng_first_name', 'u.eng_last_name'])
    .where('c.record_key', '=', recordKey)
    .orderBy('c.version')
    .execute();
  return rows.map((r) => ({
    complianceID: r.id,
    version: r.version,
    createdDate: r.created_at.toISOString(),
    preparedBy: { userID: r.prepared_by, name: nameOf(r.eng_first_name, r.eng_last_name) },
  }));
}

/**
 * The facts the workflow reads from a case's records, without the people's names (no firm filter:
 * the caller holds the case's row lock and its firm was checked when it was read).
 */
export async function currentFactsRows(db: TDb, caseId: string) {
  return db
    .selectFrom('compliance_records as c')
    .select(['c.compliance_type', 'c.holder_id', 'c.details', 'c.rating', 'c.prepared_by'])
    .where('c.case_id', '=', caseId)
    .where((eb) => eb.not(eb.exists(newerVersion(eb))))
    .execute();
}
