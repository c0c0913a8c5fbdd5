import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { TCaseListQuery, TCaseSummary, TPaged } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, fewMatchingCases, keysetPlan, listSource, type TSortKey } from '../../db/keyset.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { caseVisibleTo } from './case-access.js';
import { loadPeople } from './case-people.js';
import { toCaseSummary } from './case-rows.js';

/** Turns `%`, `_` and `\` into literals for ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_KEYS: Record<TCaseListQuery['sort'], TSortKey> = {
  createdDate: { name: 'createdDate', expression: sql`cases.created_at`, type: 'timestamptz' },
  updatedDate: { name: 'updatedDate', expression: sql`cases.updated_at`, type: 'timestamptz' },
  // The same expression as the index on it (migration 20261126120000).
  companyName: {
    name: 'companyName',
    expression: sql`lower(coalesce(cases.company_eng_name, cases.company_chi_name, ''))`,
    type: 'text',
  },
  step: { name: 'step', expression: sql`cases.step`, type: 'text' },
};

/** What a search matches on a case: its names, its BRN or its reference, anywhere in them. */
function caseMatches(search: string): RawBuilder<SqlBool> {
  const pattern = likePattern(search);
  return sql<SqlBool>`(cases.company_eng_name ilike ${pattern} or cases.company_chi_name ilike ${pattern} or cases.brn ilike ${pattern} or cases.case_ref ilike ${pattern})`;
}

/**
 * The cases a caller may see with the list's filters, on the cases table alone; a search that matches
 * few cases (`searchCases`, fewMatchingCases) reads them first, as a materialised set.
 */
function filteredCases(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  query: TCaseListQuery,
  searchCases: string[] | null,
) {
  const staffIds = query.staffInChargeUserIDs
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wantsNobody = staffIds?.includes('none') ?? false;
  const uuids = (staffIds ?? []).filter((s) => /^[0-9a-f-]{36}$/i.test(s));
  let base = listSource(db, 'cases', searchCases).selectFrom('cases').where(caseVisibleTo(auth));
  if (auth.userType === 'SMOOOTH' && query.firmID) base = base.where('cases.firm_id', '=', query.firmID);
  if (staffIds && staffIds.length > 0) {
    base = base.where((eb) =>
      eb.or([
        ...(uuids.length > 0 ? [eb('cases.officer_user_id', 'in', uuids)] : []),
        ...(wantsNobody ? [eb('cases.officer_user_id', 'is', null)] : []),
        ...(uuids.length === 0 && !wantsNobody ? [sql<boolean>`false`] : []),
      ]),
    );
  }
  if (query.caseType) base = base.where('cases.case_type', '=', query.caseType);
  if (query.step) base = base.where('cases.step', '=', query.step);
  if (query.status) base = base.where('cases.status', '=', query.status);
  if (query.pendingClient === 'true') {
    base = base
      .where('cases.status', '=', 'OPEN')
      .where('cases.client_user_id', 'is', null)
      .where('cases.requested_by_client', '=', false);
  } else if (query.pendingClient === 'false') {
    base = base.where((eb) =>
      eb.or([
        eb('cases.status', '!=', 'OPEN'),
        eb('cases.client_user_id', 'is not', null),
        eb('cases.requested_by_client', '=', true),
      ]),
    );
  }
  if (query.search && !searchCases) base = base.where(caseMatches(query.search));
  return base;
}

/** GET /api/cases: the caller's visible cases with the list's filters, one page by cursor or number. */
export async function listCases(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  query: TCaseListQuery,
): Promise<{ items: TCaseSummary[] } & TPaged> {
  const searchCases = query.search
    ? await fewMatchingCases(db, caseVisibleTo(auth), caseMatches(query.search))
    : null;
  const { filtered, page, plan } = caseListQueries(db, auth, query, searchCases);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.officer_user_id, r.client_user_id]),
  );
  return {
    items: rows.map((r) => toCaseSummary(r, people, Number(r.open_task_count ?? 0))),
    ...counted,
    nextCursor,
    prevCursor,
  };
}

/**
 * The queries of one page of the case list: its filtered rows (counted) and the page itself.
 * `searchCases`: the cases a selective search matches (fewMatchingCases), or null.
 */
export function caseListQueries(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  query: TCaseListQuery,
  searchCases: string[] | null = null,
) {
  const filtered = filteredCases(db, auth, query, searchCases);
  const plan = keysetPlan({ ...query, sort: SORT_KEYS[query.sort], id: sql`cases.id` });
  let page = filtered
    .innerJoin('firms', 'firms.id', 'cases.firm_id')
    .selectAll('cases')
    .select('firms.name as firm_name')
    .select((eb) =>
      eb
        .selectFrom('tasks')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tasks.case_id', '=', 'cases.id')
        .where('tasks.status', 'in', ['QUEUED', 'IN_PROGRESS'])
        .as('open_task_count'),
    )
    .select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}
