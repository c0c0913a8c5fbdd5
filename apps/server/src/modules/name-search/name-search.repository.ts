import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable } from 'kysely';
import type {
  TListVersion,
  TMatchReason,
  TNameSearch,
  TNameSearchMatch,
  TListedEntryDetails,
  TSearchOutcome,
  THitDecisionRecord,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { NameSearchesTable } from '../../db/schema-name-search.js';
import { loadPeople } from '../cases/cases.repository.js';
import { listVersions } from '../screening-lists/screening-lists.repository.js';
import { PLATFORM_SCOPE } from '../keys/keyring.js';
import { openText, sealDocument, type TSealedJson } from '../keys/sealed-documents.js';

/** The searches' rows, read and written; who may see which is the service's business. */

export type TSearchRow = Selectable<NameSearchesTable>;

export interface TNewMatch {
  id: string;
  list: 'UN' | 'OFAC';
  listEntryId: string;
  reference: string;
  name: string;
  matchedName: string;
  matchedQuality: 'PRIMARY' | 'GOOD' | 'LOW';
  score: number;
  reasons: TMatchReason[];
  entry: TListedEntryDetails;
}

/** Stores a search and its matches as they are now. */
export async function insertSearch(
  db: TDb,
  search: Omit<Insertable<NameSearchesTable>, 'created_at' | 'list_version_ids'> & {
    list_version_ids: string[];
  },
  matches: TNewMatch[],
): Promise<void> {
  await db
    .insertInto('name_searches')
    .values({
      ...search,
      threshold: search.threshold,
      list_version_ids: JSON.stringify(search.list_version_ids),
    })
    .execute();
  if (matches.length === 0) return;
  const scope = search.firm_id ?? PLATFORM_SCOPE;
  // A reason may repeat the searched date of birth or identity number: sealed like them (ADR 0031).
  const reasons = await Promise.all(matches.map((m) => sealDocument(db, scope, m.reasons)));
  await db
    .insertInto('name_search_matches')
    .values(
      matches.map((m, rank) => ({
        id: m.id,
        search_id: search.id,
        rank,
        list: m.list,
        list_entry_id: m.listEntryId,
        reference: m.reference,
        name: m.name,
        matched_name: m.matchedName,
        matched_quality: m.matchedQuality,
        score: m.score,
        reasons: reasons[rank] ?? ('[]' as TSealedJson),
        entry: JSON.stringify(m.entry),
      })),
    )
    .execute();
}

/** A search's row, within the caller's scope (a firm's, or the operator's with none). */
export async function findSearch(db: TDb, firmId: string | null, searchId: string) {
  let query = db.selectFrom('name_searches').selectAll().where('id', '=', searchId);
  query = firmId ? query.where('firm_id', '=', firmId) : query.where('firm_id', 'is', null);
  return query.executeTakeFirst();
}

/** The list versions of these ids, whatever their state now (there are a few dozen at most). */
export async function versionsByIds(db: TDb, ids: readonly string[]): Promise<Map<string, TListVersion>> {
  if (ids.length === 0) return new Map();
  const wanted = new Set(ids);
  return new Map(
    (await listVersions(db)).filter((v) => wanted.has(v.versionID)).map((v) => [v.versionID, v]),
  );
}

/** A whole search record: the query, the versions, the matches as they were, every decision. */
export async function loadSearchRecord(db: TDb, row: TSearchRow): Promise<TNameSearch> {
  const [matchRows, decisionRows, versions, caseRow] = await Promise.all([
    db
      .selectFrom('name_search_matches')
      .selectAll()
      .where('search_id', '=', row.id)
      .orderBy('rank')
      .execute(),
    db
      .selectFrom('name_search_decisions')
      .selectAll()
      .where('search_id', '=', row.id)
      .orderBy('decided_at')
      .orderBy('id')
      .execute(),
    versionsByIds(db, row.list_version_ids),
    row.case_id
      ? db.selectFrom('cases').select('case_ref').where('id', '=', row.case_id).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const people = await loadPeople(db, [row.created_by, ...decisionRows.map((d) => d.decided_by)]);
  const decisions: THitDecisionRecord[] = decisionRows.map((d) => ({
    decisionID: d.id,
    matchID: d.match_id,
    decision: d.decision,
    reason: d.reason,
    decidedBy: (d.decided_by && people.get(d.decided_by)?.name) || 'Ongoing monitoring',
    decidedAt: d.decided_at.toISOString(),
  }));
  const latest = new Map(decisions.map((d) => [d.matchID, d]));
  const matches: TNameSearchMatch[] = matchRows.map((m) => ({
    matchID: m.id,
    list: m.list,
    listEntryId: m.list_entry_id,
    reference: m.reference,
    name: m.name,
    matchedName: m.matched_name,
    matchedQuality: m.matched_quality,
    score: Number(m.score),
    reasons: m.reasons as TMatchReason[],
    entry: m.entry as TListedEntryDetails,
    decision: latest.get(m.id) ?? null,
  }));
  return {
    searchID: row.id,
    name: row.name,
    type: row.type,
    dateOfBirth: await openText(db, 'dateOfBirth', row.date_of_birth),
    nationality: row.nationality,
    idNumber: await openText(db, 'idNumber', row.id_number),
    caseID: row.case_id,
    caseRef: caseRow?.case_ref ?? null,
    holderID: row.holder_id,
    createdAt: row.created_at.toISOString(),
    createdBy: (row.created_by && people.get(row.created_by)?.name) || 'Ongoing monitoring',
    threshold: Number(row.threshold),
    listVersions: row.list_version_ids.flatMap((id) => versions.get(id) ?? []),
    matches,
    decisions,
    outcome: row.outcome,
  };
}

/** What a search comes to from the latest decision on each of its hits. */
export function outcomeOf(
  matchIds: readonly string[],
  latest: ReadonlyMap<string, THitDecisionRecord['decision']>,
): { outcome: TSearchOutcome; openHits: number } {
  if (matchIds.length === 0) return { outcome: 'NO_HITS', openHits: 0 };
  const open = matchIds.filter((id) => !latest.has(id)).length;
  if (matchIds.some((id) => latest.get(id) === 'POSSIBLE_MATCH'))
    return { outcome: 'ESCALATED', openHits: open };
  return { outcome: open > 0 ? 'PENDING' : 'CLEARED', openHits: open };
}

/** Sets a search's outcome from its decisions (the only columns of a search that ever change). */
export async function refreshOutcome(db: TDb, searchId: string): Promise<void> {
  const matches = await db
    .selectFrom('name_search_matches')
    .select('id')
    .where('search_id', '=', searchId)
    .execute();
  const decisions = await db
    .selectFrom('name_search_decisions')
    .select(['match_id', 'decision'])
    .where('search_id', '=', searchId)
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
  const latest = new Map(decisions.map((d) => [d.match_id, d.decision]));
  const { outcome, openHits } = outcomeOf(
    matches.map((m) => m.id),
    latest,
  );
  await db
    .updateTable('name_searches')
    .set({ outcome, open_hits: openHits })
    .where('id', '=', searchId)
    .execute();
}

/** Locks a search's row for the length of the transaction (decisions on it one at a time). */
export async function lockSearch(db: TDb, searchId: string): Promise<void> {
  await sql`select id from name_searches where id = ${searchId} for update`.execute(db);
}

/**
 * Ongoing monitoring: a hit on a listed party that the firm already decided for the same searched name
 * keeps that decision (recorded as carried forward from it), so nothing decided is alerted again.
 * Returns the matches left undecided: the new hits.
 */
export async function carryDecisions(
  db: TDb,
  firmId: string | null,
  searchId: string,
  name: string,
  matches: readonly TNewMatch[],
): Promise<TNewMatch[]> {
  if (matches.length === 0) return [];
  let prior = db
    .selectFrom('name_search_decisions as d')
    .innerJoin('name_search_matches as m', 'm.id', 'd.match_id')
    .innerJoin('name_searches as s', 's.id', 'd.search_id')
    .select(['d.id', 'd.decision', 'd.reason', 'm.list', 'm.list_entry_id'])
    .where(sql<boolean>`lower(s.name) = lower(${name})`)
    .where('s.id', '!=', searchId)
    .orderBy('d.decided_at', 'desc')
    .orderBy('d.id', 'desc');
  prior = firmId ? prior.where('s.firm_id', '=', firmId) : prior.where('s.firm_id', 'is', null);
  const rows = await prior.execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows)
    if (!latest.has(`${r.list} ${r.list_entry_id}`)) latest.set(`${r.list} ${r.list_entry_id}`, r);
  const fresh: TNewMatch[] = [];
  for (const m of matches) {
    const before = latest.get(`${m.list} ${m.listEntryId}`);
    if (!before) {
      fresh.push(m);
      continue;
    }
    await db
      .insertInto('name_search_decisions')
      .values({
        id: randomUUID(),
        search_id: searchId,
        match_id: m.id,
        decision: before.decision,
        reason: before.reason,
        decided_by: null,
        carried_from: before.id,
      })
      .execute();
  }
  if (fresh.length < matches.length) await refreshOutcome(db, searchId);
  return fresh;
}
