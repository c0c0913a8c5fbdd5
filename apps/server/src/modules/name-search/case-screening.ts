import {
  dueDiligenceSubjects,
  type TDueDiligenceSubject,
  type THolder,
  type TNameSearchSummary,
  type TSearchOutcome,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import { loadEngineCase } from '../cases/case-moves.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { runNameSearch, type TCaller, type TNameSearchDeps } from './name-search.service.js';

/**
 * Screening as part of due diligence (issue 20 point 6; DESIGN §4, 18012): each person of the tree is
 * screened under every name they gave (English and Chinese), the searches kept with the case and the
 * person; the person counts as screened only when each of their names was searched on the list
 * versions current now and every hit of those searches is decided.
 */

export interface TStakeholderScreening {
  searchID: string;
  createdAt: string;
  /** The least settled outcome of the person's latest searches (ESCALATED before PENDING, …). */
  outcome: TSearchOutcome;
  openHits: number;
  /** Every name of the person was searched on the list versions current now. */
  onCurrentLists: boolean;
  /** 18012 is met for this person: on the current lists, every hit decided. */
  satisfied: boolean;
}

const collapse = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The names a person is screened under: English and Chinese, whichever they gave. */
export function screeningNamesOf(h: THolder): { name: string; type: 'I' | 'C' }[] {
  const names =
    h.holderType === 'C'
      ? [collapse(h.compEngName), collapse(h.compChiName)]
      : [collapse([h.engFirstName, h.engLastName].filter(Boolean).join(' ')), collapse(h.chiName)];
  return [...new Set(names.filter(Boolean))].map((name) => ({
    name,
    type: h.holderType === 'C' ? 'C' : 'I',
  }));
}

const SEVERITY: Record<TSearchOutcome, number> = { ESCALATED: 3, PENDING: 2, CLEARED: 1, NO_HITS: 0 };
const key = (name: string) => name.toLowerCase();

/** The ids of the list versions searches run on now. */
export async function currentVersionIds(db: TDb): Promise<string[]> {
  const rows = await db
    .selectFrom('screening_list_versions')
    .select('id')
    .where('current', '=', true)
    .execute();
  return rows.map((r) => r.id);
}

/** Where each person of a case stands with screening, from the latest search of each of their names. */
export async function caseScreeningState(
  db: TDb,
  caseId: string,
  subjects: readonly TDueDiligenceSubject[],
): Promise<Map<string, TStakeholderScreening>> {
  const [rows, current] = await Promise.all([
    db
      .selectFrom('name_searches')
      .select(['id', 'holder_id', 'name', 'outcome', 'open_hits', 'list_version_ids', 'created_at'])
      .where('case_id', '=', caseId)
      .where('holder_id', 'is not', null)
      .orderBy('created_at', 'desc')
      .execute(),
    currentVersionIds(db),
  ]);
  const state = new Map<string, TStakeholderScreening>();
  for (const s of subjects) {
    const mine = rows.filter((r) => r.holder_id === s.holderID);
    if (mine.length === 0) continue;
    const latestByName = new Map<string, (typeof mine)[number]>();
    for (const r of mine) if (!latestByName.has(key(r.name))) latestByName.set(key(r.name), r);
    const wanted = screeningNamesOf(s.holder).map((n) => latestByName.get(key(n.name)));
    const onCurrent =
      current.length > 0 &&
      wanted.every((r) => r !== undefined && current.every((id) => r.list_version_ids.includes(id)));
    const latest = [...latestByName.values()];
    const worst = latest.reduce((a, b) => (SEVERITY[b.outcome] > SEVERITY[a.outcome] ? b : a));
    const openHits = wanted.reduce((sum, r) => sum + (r?.open_hits ?? 0), 0);
    state.set(s.holderID, {
      searchID: mine[0]!.id,
      createdAt: mine[0]!.created_at.toISOString(),
      outcome: worst.outcome,
      openHits,
      onCurrentLists: onCurrent,
      satisfied: onCurrent && openHits === 0,
    });
  }
  return state;
}

/** Tells whether a search of the case found a possible match (the risk review must then be high). */
export async function caseHasEscalatedScreening(db: TDb, caseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('name_searches')
    .select('id')
    .where('case_id', '=', caseId)
    .where('outcome', '=', 'ESCALATED')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Screens the case's people (all, or those asked for) under each of their names on the current lists,
 * from the due-diligence screen. The firm's staff, on an open case.
 */
export async function screenCaseStakeholders(
  deps: TNameSearchDeps,
  auth: TCaller,
  caseId: string,
  holderIDs: readonly string[] | undefined,
  meta: TRequestMeta,
): Promise<TNameSearchSummary[]> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const row = await requireVisibleCase(deps.db, auth, caseId);
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  const subjects = dueDiligenceSubjects((await loadEngineCase(deps.db, row)).information.stakeholders);
  const wanted = holderIDs ? subjects.filter((s) => holderIDs.includes(s.holderID)) : subjects;
  if (holderIDs && wanted.length !== new Set(holderIDs).size) throw fieldError('holderIDs', 'invalid');
  const summaries: TNameSearchSummary[] = [];
  for (const s of wanted)
    for (const { name, type } of screeningNamesOf(s.holder)) {
      const idNumber = s.holder.holderType === 'C' ? s.holder.regNum?.trim() : s.holder.idNum?.trim();
      const search = await runNameSearch(
        deps,
        auth,
        { name, type, caseID: row.id, holderID: s.holderID, ...(idNumber ? { idNumber } : {}) },
        { origin: 'DUE_DILIGENCE', meta },
      );
      summaries.push({
        searchID: search.searchID,
        name: search.name,
        type: search.type,
        caseID: search.caseID,
        caseRef: search.caseRef,
        holderID: search.holderID,
        createdAt: search.createdAt,
        createdBy: search.createdBy,
        matchCount: search.matches.length,
        openHits: search.matches.filter((m) => !m.decision).length,
        outcome: search.outcome,
        listVersions: search.listVersions.map((v) => ({
          versionID: v.versionID,
          list: v.list,
          publishedDate: v.publishedDate,
        })),
      });
    }
  return summaries;
}
