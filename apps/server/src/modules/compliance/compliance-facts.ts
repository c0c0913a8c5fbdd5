import {
  dueDiligenceChecks,
  dueDiligenceSubjects,
  ZDueDiligenceDetails,
  type TCaseFacts,
  type TCaseInformation,
  type TDueDiligenceDetails,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TTaskRow } from '../cases/cases.repository.js';
import { currentFactsRows } from './compliance.repository.js';
import { caseScreeningState, currentVersionIds } from '../name-search/case-screening.js';

/** Due-diligence task keys: the incorporation's and the annual renewal's. */
export const DUE_DILIGENCE_TASKS = ['DD_CS_FORM', 'T_AR_S_I'] as const;

export interface TComplianceState {
  /** The current due-diligence record of each holder (canonical holderID). */
  dueDiligence: Map<string, TDueDiligenceDetails>;
  riskRating: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  /** Authors of the current due-diligence records. */
  authors: string[];
}

/** What the case's current compliance records say. */
export async function complianceStateOf(db: TDb, caseId: string): Promise<TComplianceState> {
  const rows = await currentFactsRows(db, caseId);
  const dueDiligence = new Map<string, TDueDiligenceDetails>();
  const authors = new Set<string>();
  let riskRating: TComplianceState['riskRating'] = null;
  for (const row of rows) {
    if (row.compliance_type === 'RISK_ASSESSMENT') {
      riskRating = row.rating;
      continue;
    }
    authors.add(row.prepared_by);
    const parsed = ZDueDiligenceDetails.safeParse(row.details);
    if (row.holder_id && parsed.success) dueDiligence.set(row.holder_id, parsed.data);
  }
  return { dueDiligence, riskRating, authors: [...authors] };
}

/**
 * Who prepared the due diligence a reviewer checks (DESIGN §4 four eyes): the one who completed the
 * latest due-diligence task and every author of the current due-diligence records.
 */
export function preparersOf(tasks: readonly TTaskRow[], authors: readonly string[]): string[] {
  const done = tasks.filter(
    (t) => (DUE_DILIGENCE_TASKS as readonly string[]).includes(t.action_key) && t.status === 'COMPLETED',
  );
  const completer = done.at(-1)?.completed_by ?? null;
  return [...new Set([...(completer ? [completer] : []), ...authors])];
}

/** One entry per person owed due diligence, with the checks of their current record. */
export async function dueDiligenceFacts(
  db: TDb,
  caseId: string,
  information: TCaseInformation,
  state: TComplianceState,
): Promise<NonNullable<TCaseFacts['dueDiligence']>> {
  const subjects = dueDiligenceSubjects(information.stakeholders);
  // With sanctions lists loaded, screening is done only by real searches (issue 20 point 6).
  const required = (await currentVersionIds(db)).length > 0;
  const screening = required ? await caseScreeningState(db, caseId, subjects) : null;
  return subjects.map((s) => {
    const record = state.dueDiligence.get(s.holderID);
    if (!record) return { holderID: s.holderID, name: s.name, record: null };
    const checks = dueDiligenceChecks(record);
    return {
      holderID: s.holderID,
      name: s.name,
      record: screening
        ? { ...checks, nameScreeningDone: screening.get(s.holderID)?.satisfied ?? false }
        : checks,
    };
  });
}
