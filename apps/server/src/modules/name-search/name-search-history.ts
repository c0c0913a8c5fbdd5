import { sql } from 'kysely';
import type { TNameSearchHistoryQuery, TNameSearchSummary, TPaged } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, keysetPlan, type TSortKey } from '../../db/keyset.js';
import { likePattern, loadPeople } from '../cases/cases.repository.js';
import { versionsByIds } from './name-search.repository.js';
import { searchScope, type TCaller } from './name-search.service.js';

/** The firms work in Hong Kong time: a day of the filter is a Hong Kong day. */
const HK_OFFSET = '+08:00';
const NEWEST: TSortKey = {
  name: 'createdAt',
  expression: sql`name_searches.created_at`,
  type: 'timestamptz',
};

/**
 * /name-search/history: the caller's firm's searches, newest first, by person (part of the name),
 * case, outcome, day range and list version; keyset paged over (firm, created_at, id).
 */
export async function nameSearchHistory(
  db: TDb,
  auth: TCaller,
  query: TNameSearchHistoryQuery,
): Promise<{ items: TNameSearchSummary[]; page: number; pageSize: number } & TPaged> {
  const firmId = searchScope(auth);
  let filtered = db.selectFrom('name_searches');
  filtered = firmId
    ? filtered.where('name_searches.firm_id', '=', firmId)
    : filtered.where('name_searches.firm_id', 'is', null);
  if (query.person)
    filtered = filtered.where(
      sql<boolean>`lower(name_searches.name) like lower(${likePattern(query.person)})`,
    );
  if (query.caseID) filtered = filtered.where('name_searches.case_id', '=', query.caseID);
  if (query.outcome) filtered = filtered.where('name_searches.outcome', '=', query.outcome);
  if (query.from)
    filtered = filtered.where(
      'name_searches.created_at',
      '>=',
      sql<Date>`${`${query.from}T00:00:00${HK_OFFSET}`}::timestamptz`,
    );
  if (query.to)
    filtered = filtered.where(
      'name_searches.created_at',
      '<',
      sql<Date>`${`${query.to}T00:00:00${HK_OFFSET}`}::timestamptz + interval '1 day'`,
    );
  if (query.listVersionID)
    filtered = filtered.where(
      sql<boolean>`name_searches.list_version_ids @> ${JSON.stringify([query.listVersionID])}::jsonb`,
    );
  const plan = keysetPlan({ ...query, sort: NEWEST, order: 'desc', id: sql`name_searches.id` });
  let page = filtered
    .leftJoin('cases', 'cases.id', 'name_searches.case_id')
    .selectAll('name_searches')
    .select('cases.case_ref')
    .select(plan.sortKey);
  page = plan.apply(page);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  const [people, versions] = await Promise.all([
    loadPeople(
      db,
      rows.map((r) => r.created_by),
    ),
    versionsByIds(
      db,
      rows.flatMap((r) => r.list_version_ids),
    ),
  ]);
  return {
    items: rows.map((r) => ({
      searchID: r.id,
      name: r.name,
      type: r.type,
      caseID: r.case_id,
      caseRef: r.case_ref ?? null,
      holderID: r.holder_id,
      createdAt: r.created_at.toISOString(),
      createdBy: (r.created_by && people.get(r.created_by)?.name) || 'Ongoing monitoring',
      matchCount: r.match_count,
      openHits: r.open_hits,
      outcome: r.outcome,
      listVersions: r.list_version_ids.flatMap((id) => {
        const v = versions.get(id);
        return v ? [{ versionID: v.versionID, list: v.list, publishedDate: v.publishedDate }] : [];
      }),
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
    prevCursor,
  };
}
