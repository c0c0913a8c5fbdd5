import { sql } from 'kysely';
import {
  carriedForwardNote,
  currentUntil,
  dueDiligenceSubjectId,
  dueDiligenceSubjects,
  hongKongDate,
  isStillCurrent,
  refreshMonths,
  type TCarryForwardRequest,
  type TDueDiligenceView,
  type TPreviousRecord,
  type TRiskRating,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { isFirmStaff } from '../cases/case-access.js';
import { informationOf } from '../cases/case-moves.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { loadParticulars, mergeParticulars } from '../cases/holder-particulars.js';
import { insertComplianceRecord } from './compliance.service.js';

/**
 * Due diligence refreshed at renewal (issue 16, point 5): the company's records from its earlier
 * cases are carried into the renewal when younger than the firm's refresh period (shorter for a
 * company rated high risk), each with a note saying so; older ones are done again.
 */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

interface TEarlier extends TPreviousRecord {
  details: unknown;
  rating: TRiskRating | null;
  recordName: string;
}

/** The company's current records from its other cases (the incorporation and earlier renewals), newest first. */
async function earlierRecords(db: TDb, row: TCaseRow) {
  if (!row.entity_id) return [];
  const createdFrom = sql<string>`(select created_from_case_id from entities where id = ${row.entity_id})`;
  return db
    .selectFrom('compliance_records as c')
    .leftJoin('cases as k', 'k.id', 'c.case_id')
    .select([
      'c.id',
      'c.compliance_type',
      'c.holder_id',
      'c.details',
      'c.rating',
      'c.record_name',
      'c.created_at',
      'k.case_ref',
    ])
    .where('c.firm_id', '=', row.firm_id)
    .where((eb) => eb.or([eb('c.case_id', 'is', null), eb('c.case_id', '!=', row.id)]))
    .where((eb) => eb.or([eb('k.status', 'is', null), eb('k.status', '!=', 'CANCELLED')]))
    .where((eb) =>
      eb.or([
        eb('c.entity_id', '=', row.entity_id),
        eb('k.entity_id', '=', row.entity_id),
        eb('k.id', '=', createdFrom),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('compliance_records as n').select('n.id').whereRef('n.supersedes_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('c.created_at', 'desc')
    .execute();
}

export interface TRefreshState {
  months: number;
  highRisk: boolean;
  dueDiligence: Map<string, TEarlier>;
  risk: TEarlier | null;
}

/** What an entity's later case may carry forward, as of today (null for a case without a company). */
export async function refreshStateOf(db: TDb, row: TCaseRow): Promise<TRefreshState | null> {
  if (!row.entity_id || row.case_type !== 'AR') return null;
  const [firm, records] = await Promise.all([
    db
      .selectFrom('firms')
      .select(['dd_refresh_months', 'dd_refresh_months_high_risk'])
      .where('id', '=', row.firm_id)
      .executeTakeFirstOrThrow(),
    earlierRecords(db, row),
  ]);
  const latestRisk = records.find((r) => r.compliance_type === 'RISK_ASSESSMENT');
  const rating = latestRisk?.rating ?? null;
  const months = refreshMonths(
    { months: firm.dd_refresh_months, monthsHighRisk: firm.dd_refresh_months_high_risk },
    rating,
  );
  const today = hongKongDate(new Date());
  const earlier = (r: (typeof records)[number]): TEarlier => {
    const recordDate = hongKongDate(r.created_at);
    return {
      complianceID: r.id,
      recordDate,
      caseRef: r.case_ref ?? '',
      currentUntil: currentUntil(recordDate, months),
      current: isStillCurrent(recordDate, months, today),
      details: r.details,
      rating: r.rating,
      recordName: r.record_name,
    };
  };
  const dueDiligence = new Map<string, TEarlier>();
  for (const r of records)
    if (r.compliance_type === 'DUE_DILIGENCE' && r.holder_id && !dueDiligence.has(r.holder_id))
      dueDiligence.set(r.holder_id, earlier(r));
  return { months, highRisk: rating === 'HIGH', dueDiligence, risk: latestRisk ? earlier(latestRisk) : null };
}

const publicPart = ({ complianceID, recordDate, caseRef, currentUntil: until, current }: TEarlier) => ({
  complianceID,
  recordDate,
  caseRef,
  currentUntil: until,
  current,
});

/** The view's part: the period, the latest risk assessment, each stakeholder's earlier record. */
export function refreshView(state: TRefreshState | null): {
  refresh: TDueDiligenceView['refresh'];
  previousOf: (holderId: string) => TPreviousRecord | null;
} {
  if (!state) return { refresh: null, previousOf: () => null };
  return {
    refresh: {
      months: state.months,
      highRisk: state.highRisk,
      previousRisk:
        state.risk && state.risk.rating ? { ...publicPart(state.risk), rating: state.risk.rating } : null,
    },
    previousOf: (holderId) => {
      const found = state.dueDiligence.get(holderId);
      return found ? publicPart(found) : null;
    },
  };
}

/**
 * POST /api/cases/:caseID/compliance/carry-forward: the named stakeholders' earlier records (and the
 * risk assessment, when asked) become this renewal's, all or none; one too old is refused by name.
 */
export async function carryForward(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TCarryForwardRequest,
): Promise<void> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  if (body.holderIDs.length === 0 && !body.riskAssessment) throw fieldError('holderIDs', 'empty');
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('cases')
      .innerJoin('firms', 'firms.id', 'cases.firm_id')
      .selectAll('cases')
      .select('firms.name as firm_name')
      .where('cases.id', '=', caseId)
      .where('cases.firm_id', '=', auth.firmId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const state = await refreshStateOf(trx, row);
    if (!state) throw fieldError('caseID', 'invalid');
    const info = mergeParticulars(informationOf(row), await loadParticulars(trx, row.id));
    const subjects = new Set(dueDiligenceSubjects(info.stakeholders).map((s) => s.holderID));
    const names = {
      companyEngName: info.companyEngName ?? row.company_eng_name ?? '',
      companyChiName: info.companyChiName ?? row.company_chi_name ?? '',
    };
    const note = (e: TEarlier) =>
      carriedForwardNote(auth.language, { ...publicPart(e), months: state.months });
    const chosen = [...new Set(body.holderIDs)].map((id, i) => {
      const holderId = dueDiligenceSubjectId(info.stakeholders, id);
      const earlier = holderId && subjects.has(holderId) ? state.dueDiligence.get(holderId) : undefined;
      if (!holderId || !earlier) throw fieldError(`holderIDs.${i}`, 'invalid');
      if (!earlier.current) throw fieldError(`holderIDs.${i}`, 'recordExpired');
      return { holderId, earlier };
    });
    if (body.riskAssessment && !state.risk) throw fieldError('riskAssessment', 'invalid');
    if (body.riskAssessment && state.risk && !state.risk.current)
      throw fieldError('riskAssessment', 'recordExpired');
    for (const { holderId, earlier } of chosen)
      await insertComplianceRecord(trx, row, auth, {
        complianceType: 'DUE_DILIGENCE',
        holderId,
        recordName: earlier.recordName,
        details: earlier.details,
        rating: null,
        remarks: note(earlier),
        docIds: [],
        ...names,
      });
    if (body.riskAssessment && state.risk)
      await insertComplianceRecord(trx, row, auth, {
        complianceType: 'RISK_ASSESSMENT',
        holderId: null,
        recordName: state.risk.recordName,
        details: state.risk.details,
        rating: state.risk.rating,
        remarks: note(state.risk),
        docIds: [],
        ...names,
      });
    await writeAudit(trx, {
      action: 'compliance.carried_forward',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { holderIDs: chosen.map((c) => c.holderId), riskAssessment: body.riskAssessment },
    });
  });
}
