import {
  dueDiligenceGaps,
  dueDiligenceSubjects,
  holderViews,
  redactDueDiligenceParticulars,
  ROLE_FLAGS,
  suggestRiskFactors,
  type TAddress,
  type TDueDiligenceParticulars,
  type TDueDiligenceStakeholder,
  type TDueDiligenceSubject,
  type TDueDiligenceView,
  type THolder,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { refreshStateOf, refreshView } from './carry-forward.service.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import { loadEngineCase } from '../cases/case-moves.js';
import { loadPeople } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { preparersOf } from './compliance-facts.js';
import { currentRecordsOfCase } from './compliance.repository.js';
import {
  caseHasEscalatedScreening,
  caseScreeningState,
  currentVersionIds,
} from '../name-search/case-screening.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;
type TDocumentKind = TDueDiligenceStakeholder['documents'][number]['kind'];

const REVIEW_TASKS: readonly string[] = ['DD_CO_FORM', 'T_AR_CO_CHECK'];
const DUE_DILIGENCE_STEPS: readonly string[] = ['MVP_D_D_CS', 'AR_REVIEW'];

const text = (value: string | undefined) => value?.trim() || null;
const address = (value: TAddress | undefined) =>
  value && Object.values(value).some((v) => (Array.isArray(v) ? v.length > 0 : !!v?.trim())) ? value : null;
const flag = (value: boolean | undefined) => (value === undefined ? null : value);

function particularsOf(h: THolder): TDueDiligenceParticulars {
  const signer = [h.authSignerFirstNameEng, h.authSignerLastNameEng].map((s) => s?.trim()).filter(Boolean);
  return {
    idNum: text(h.idNum),
    idIssuer: text(h.idIssuer),
    idIssueDate: text(h.idIssueDate),
    idExpiryDate: text(h.idExpiryDate),
    resAddress: address(h.resAddress),
    corrAddress: address(h.corrAddress),
    regNum: text(h.regNum),
    jurisdiction: text(h.jurisdiction),
    regAddress: address(h.regAddress),
    authSignerName: signer.length ? signer.join(' ') : null,
    email: text(h.regEmail1) ?? text(h.email),
    phone: text(h.regPhone1)
      ? [h.regPhone1Code?.trim() ? `+${h.regPhone1Code.trim().replace(/^\+/, '')}` : '', h.regPhone1?.trim()]
          .filter(Boolean)
          .join(' ')
      : null,
    declarations: {
      isPep: flag(h.isPep),
      isGuiltyByCourt: flag(h.isGuiltyByCourt),
      isDisqualifiedDirector: flag(h.isDisqualifiedDirector),
      isAdjBankrupt: flag(h.isAdjBankrupt),
      isListedCompany: flag(h.isListedCompany),
      isProhibitedDirector: flag(h.isProhibitedDirector),
      isLiquidation: flag(h.isLiquidation),
      isCertifyOwner: flag(h.isCertifyOwner),
    },
  };
}

/** The file ids a holder's particulars refer to, each with what it proves. */
function documentIdsOf(h: THolder): [string, TDocumentKind][] {
  const ids: [string, TDocumentKind][] = [
    ...(h.idDocs ?? []).map((id): [string, TDocumentKind] => [id, 'IDENTITY']),
    ...[h.resAddress, h.corrAddress, h.regAddress].flatMap((a) =>
      (a?.supDoc ?? []).map((id): [string, TDocumentKind] => [id, 'ADDRESS']),
    ),
    ...(h.shareholderDocList ?? []).map((id): [string, TDocumentKind] => [id, 'CORPORATE']),
  ];
  return ids.filter(([id]) => /^[0-9a-f-]{36}$/i.test(id));
}

async function filesOf(db: TDb, caseId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; size: number; type: string }>();
  const rows = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size', 'mime_type'])
    .where('case_id', '=', caseId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [r.id, { name: r.file_name, size: Number(r.file_size), type: r.mime_type }]),
  );
}

/**
 * GET /api/cases/:caseID/due-diligence: every person owed due diligence with what they gave and the
 * current record, the current risk assessment and the factors the case shows. The firm's staff and
 * SMOOOTH (read only, identity data as the Registry shows it); another firm's case is not found.
 */
export async function getDueDiligenceView(
  db: TDb,
  auth: TCaller,
  caseId: string,
): Promise<TDueDiligenceView> {
  if (!isFirmStaff(auth) && auth.userType !== 'SMOOOTH') throw new AppError('FORBIDDEN');
  const row = await requireVisibleCase(db, auth, caseId);
  const loaded = await loadEngineCase(db, row);
  const info = loaded.information;
  const subjects = dueDiligenceSubjects(info.stakeholders);
  // Nobody reading this screen is one of its people (clients never read it).
  const viewer = { userType: auth.userType, firmID: auth.firmId, ownHolderIDs: new Set<string>() };
  const identityOf = holderViews(viewer, row.firm_id, info.stakeholders);
  const records = await currentRecordsOfCase(db, auth, row.id);
  const ddRecords = records.filter((r) => r.complianceType === 'DUE_DILIGENCE');
  const riskAssessment = records.find((r) => r.complianceType === 'RISK_ASSESSMENT') ?? null;
  const files = await filesOf(
    db,
    row.id,
    subjects.flatMap((s) => documentIdsOf(s.holder).map(([id]) => id)),
  );
  const confirmed = new Set(
    loaded.tasks
      .filter(
        (t) => (t.action_key === 'SH_I_FORM' || t.action_key === 'SH_C_FORM') && t.status === 'COMPLETED',
      )
      .map((t) => t.holder_id),
  );
  const names = new Map(subjects.map((s) => [s.holderID, s.name]));
  // A renewal may carry the company's earlier records forward (issue 16, point 5).
  const { refresh, previousOf } = refreshView(await refreshStateOf(db, row));
  const recordOf = new Map(ddRecords.map((r) => [r.holderID, r]));
  const [screening, current, escalated] = await Promise.all([
    caseScreeningState(db, row.id, subjects),
    currentVersionIds(db),
    caseHasEscalatedScreening(db, row.id),
  ]);
  const screeningRequired = current.length > 0;
  // With lists loaded, the person's searches say whether screening is done, not the record's tick.
  const gapsOf = (holderID: string) => {
    const gaps = dueDiligenceGaps(recordOf.get(holderID)?.dueDiligence ?? null);
    if (!screeningRequired) return gaps;
    const rest = gaps.filter((g) => g !== 'screening');
    return screening.get(holderID)?.satisfied ? rest : [...rest, 'screening' as const];
  };

  const stakeholder = (s: TDueDiligenceSubject): TDueDiligenceStakeholder => {
    const h = s.holder;
    const english =
      h.holderType === 'C'
        ? text(h.compEngName)
        : text(
            [h.engFirstName, h.engLastName]
              .map((x) => x?.trim())
              .filter(Boolean)
              .join(' '),
          );
    const seen = new Set<string>();
    return {
      holderID: s.holderID,
      holderType: h.holderType,
      name: s.name,
      engName: english,
      chiName: text(h.holderType === 'C' ? h.compChiName : h.chiName),
      path: s.path.map((id) => ({ holderID: id, name: names.get(id) ?? id })),
      alsoUnder: s.placements.slice(1).map((p) => ({
        holderID: p.parentID,
        name: p.parentID ? (names.get(p.parentID) ?? p.parentID) : null,
      })),
      roles: ROLE_FLAGS.filter((role) => h[role]),
      ordinaryShares: h.ordinaryShares,
      compSharePercent: h.compSharePercent === undefined ? null : String(h.compSharePercent),
      selfConfirmed: s.placements.some((p) => confirmed.has(p.entryID)),
      particulars: redactDueDiligenceParticulars(particularsOf(h), identityOf({ holderID: s.holderID })),
      documents: documentIdsOf(h).flatMap(([id, kind]) => {
        const f = files.get(id);
        if (!f || seen.has(id)) return [];
        seen.add(id);
        return [{ fileID: id, fileName: f.name, fileSize: f.size, fileType: f.type, kind }];
      }),
      record: recordOf.get(s.holderID) ?? null,
      missing: gapsOf(s.holderID),
      screening: screening.get(s.holderID) ?? null,
      previous: previousOf(s.holderID),
    };
  };

  const preparerIds = preparersOf(
    loaded.tasks,
    ddRecords.map((r) => r.preparedBy.userID),
  );
  // The last review that sent the case back, while the case is back at its due diligence.
  const lastReturn = loaded.tasks
    .filter((t) => REVIEW_TASKS.includes(t.action_key) && t.outcome === 'RETURN' && t.completed_at)
    .at(-1);
  const returned = lastReturn && DUE_DILIGENCE_STEPS.includes(row.step) ? lastReturn : undefined;
  const people = await loadPeople(db, [...preparerIds, returned?.completed_by]);
  const { pepNames, ...suggested } = suggestRiskFactors(info);
  return {
    caseID: row.id,
    caseRef: row.case_ref,
    caseType: row.case_type,
    step: row.step,
    status: row.status,
    companyEngName: row.company_eng_name ?? text(info.companyEngName),
    companyChiName: row.company_chi_name ?? text(info.companyChiName),
    businessNature: text(info.businessNature),
    stakeholders: subjects.map(stakeholder),
    screeningRequired,
    screeningEscalated: escalated,
    riskAssessment,
    suggestedFactors: { ...suggested, pepNames },
    returned: returned
      ? {
          remarks: returned.remarks ?? '',
          by: (returned.completed_by && people.get(returned.completed_by)?.name) || '',
          date: returned.completed_at?.toISOString() ?? '',
        }
      : null,
    preparers: preparerIds.map((id) => ({ userID: id, name: people.get(id)?.name ?? '' })),
    mayRecord: isFirmStaff(auth) && row.status === 'OPEN',
    refresh,
  };
}
