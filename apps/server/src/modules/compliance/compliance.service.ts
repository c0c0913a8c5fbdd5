import { caseHasEscalatedScreening } from '../name-search/case-screening.js';
import { sql } from 'kysely';
import {
  dueDiligenceSubjectId,
  dueDiligenceSubjects,
  lowersHighRating,
  ratingRank,
  riskRating,
  type TComplianceCreateRequest,
  type TComplianceRecordDetail,
  type TRiskRating,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import { informationOf } from '../cases/case-moves.js';
import { loadParticulars, mergeParticulars } from '../cases/holder-particulars.js';
import { unknownFileIds } from '../files/files.service.js';
import { newerVersion, recordsQuery, toRecords, versionsOf } from './compliance.repository.js';
import { sealDocument } from '../keys/sealed-documents.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/**
 * Compliance records (issue 8): the firm's staff write them, the firm's staff and SMOOOTH read them;
 * clients never see them. A new record for the same case, type (and stakeholder) is the next version
 * of the current one, so a correction never overwrites what was recorded.
 */
export async function createComplianceRecord(
  db: TDb,
  auth: TCaller,
  body: TComplianceCreateRequest,
): Promise<TComplianceRecordDetail> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const id = await db.transaction().execute(async (trx) => {
    // The case's row lock keeps two officers from writing the same version at once.
    const caseRow = await trx
      .selectFrom('cases')
      .selectAll()
      .where('id', '=', body.caseID)
      .where('firm_id', '=', auth.firmId)
      .forUpdate()
      .executeTakeFirst();
    if (!caseRow) throw new AppError('NOT_FOUND');
    if (caseRow.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const base = informationOf(caseRow);

    let holderId: string | null = null;
    let recordName = base.companyEngName ?? caseRow.company_eng_name ?? '';
    let details: unknown;
    let rating: TRiskRating | null = null;
    if (body.complianceType === 'DUE_DILIGENCE') {
      // Anyone in the tree (owners of corporates too), by their own particulars; a holder that refers
      // to another is recorded as that other.
      const info = mergeParticulars(base, await loadParticulars(trx, caseRow.id));
      holderId = dueDiligenceSubjectId(info.stakeholders, body.holderID) ?? null;
      const subject = dueDiligenceSubjects(info.stakeholders).find((s) => s.holderID === holderId);
      if (!holderId || !subject) throw fieldError('holderID', 'invalid');
      recordName = subject.name;
      details = body.dueDiligence;
    } else {
      const computed = riskRating(body.factors);
      // The officer may raise the worked-out rating with reasons, never lower it.
      if (ratingRank(body.rating) < ratingRank(computed.rating)) throw fieldError('rating', 'invalid');
      // A possible match found by screening makes the risk high (issue 20 point 6).
      if (body.rating !== 'HIGH' && (await caseHasEscalatedScreening(trx, caseRow.id)))
        throw fieldError('rating', 'invalid');
      rating = body.rating;
      details = {
        factors: body.factors,
        computedRating: computed.rating,
        score: computed.score,
        reasons: body.reasons,
      };
    }

    const unknown = await unknownFileIds(trx, caseRow.id, null, body.recordDocs);
    if (unknown.length > 0) throw fieldError('recordDocs', 'invalid');

    return insertComplianceRecord(trx, caseRow, auth, {
      complianceType: body.complianceType,
      holderId,
      recordName,
      details,
      rating,
      remarks: body.remarks,
      docIds: body.recordDocs,
      companyEngName: base.companyEngName ?? caseRow.company_eng_name ?? '',
      companyChiName: base.companyChiName ?? caseRow.company_chi_name ?? '',
    });
  });
  return getComplianceRecord(db, auth, id);
}

/** GET /api/compliance/{complianceID}: one record the caller's firm holds (SMOOOTH: any), with its versions. */
export async function getComplianceRecord(
  db: TDb,
  auth: TCaller,
  id: string,
): Promise<TComplianceRecordDetail> {
  if (!isFirmStaff(auth) && auth.userType !== 'SMOOOTH') throw new AppError('NOT_FOUND');
  const row = await recordsQuery(db, auth).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const [record] = await toRecords(db, auth, [row]);
  if (!record) throw new AppError('NOT_FOUND');
  return { ...record, versions: await versionsOf(db, row.record_key) };
}

/**
 * Writes a record as the next version of the case's current one of the same type (and stakeholder),
 * inside the caller's transaction with the case's row locked. A high rating is the administrator's to
 * approve, so only they clear it.
 */
export async function insertComplianceRecord(
  trx: TDb,
  caseRow: { id: string; firm_id: string; entity_id: string | null },
  auth: TCaller,
  record: {
    complianceType: 'DUE_DILIGENCE' | 'RISK_ASSESSMENT';
    holderId: string | null;
    recordName: string;
    details: unknown;
    rating: TRiskRating | null;
    remarks: string;
    docIds: readonly string[];
    companyEngName: string;
    companyChiName: string;
  },
): Promise<string> {
  const { holderId, rating } = record;
  const current = await trx
    .selectFrom('compliance_records as c')
    .select(['c.id', 'c.record_key', 'c.version', 'c.rating'])
    .where('c.case_id', '=', caseRow.id)
    .where('c.compliance_type', '=', record.complianceType)
    .where((eb) => (holderId ? eb('c.holder_id', '=', holderId) : eb('c.holder_id', 'is', null)))
    .where((eb) => eb.not(eb.exists(newerVersion(eb))))
    .executeTakeFirst();
  // A high rating is the administrator's to approve, so only they clear it.
  if (rating && lowersHighRating(current?.rating ?? null, rating) && auth.userType !== 'SYSTEM_ADMIN') {
    throw new AppError('HIGH_RISK_NEEDS_ADMIN', {}, { field: 'rating' });
  }
  const newId = (await sql<{ id: string }>`select gen_random_uuid() as id`.execute(trx)).rows[0]?.id;
  if (!newId) throw new Error('no id');
  await trx
    .insertInto('compliance_records')
    .values({
      id: newId,
      firm_id: caseRow.firm_id,
      compliance_type: record.complianceType,
      case_id: caseRow.id,
      entity_id: caseRow.entity_id,
      holder_id: holderId,
      record_key: current?.record_key ?? newId,
      version: (current?.version ?? 0) + 1,
      supersedes_id: current?.id ?? null,
      company_eng_name: record.companyEngName,
      company_chi_name: record.companyChiName,
      record_name: record.recordName,
      details: await sealDocument(trx, caseRow.firm_id, record.details),
      rating,
      remarks: record.remarks,
      doc_ids: [...new Set(record.docIds)],
      prepared_by: auth.userId,
    })
    .execute();
  return newId;
}
