import { sql, type ExpressionBuilder, type QueryCreator, type SqlBool } from 'kysely';
import { addDays, type TComplianceListQuery, type TComplianceRecord, type TPaged } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { cappedCount, fewMatchingIds, keysetPlan, listSource, type TSortKey } from '../../db/keyset.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import { likePattern } from '../cases/cases.repository.js';
import { toRecords, type TRecordRow } from './compliance.repository.js';

/** GET /api/compliance (issue 23): the firm's compliance records, newest first, by cursor. */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;
type TRecords = ExpressionBuilder<DB & { c: DB['compliance_records'] }, 'c'>;

// The expression of the index on it (migration 20261127090000).
const NEWEST: TSortKey = { name: 'createdDate', expression: sql`c.created_at`, type: 'timestamptz' };

/** A Hong Kong calendar day's first instant (the firms work in Hong Kong time). */
const dayStart = (day: string) => sql<Date>`(cast(${day} as date)::timestamp at time zone 'Asia/Hong_Kong')`;

/** Part of the company's name. */
const companyMatches = (eb: TRecords, like: string) =>
  eb.or([eb('c.company_eng_name', 'ilike', like), eb('c.company_chi_name', 'ilike', like)]);

/** Part of the record's name, remarks or the company's name (the case reference is apart: a join). */
const textMatches = (eb: TRecords, like: string) =>
  eb.or([
    eb('c.record_name', 'ilike', like),
    eb('c.remarks', 'ilike', like),
    eb('c.company_eng_name', 'ilike', like),
    eb('c.company_chi_name', 'ilike', like),
  ]);

const caseRefMatches = (like: string) =>
  sql<SqlBool>`exists (select 1 from cases k where k.id = c.case_id and k.case_ref ilike ${like})`;

/**
 * The records the caller may see with the list's filters. `search`: how the company and q filters
 * apply — both (`all`), q only on the record's own text or only on its case's reference (the two
 * halves of fewMatchingIds), or not at all (`none`: the rows are the few a search found, read first).
 */
export function filteredRecords(
  source: QueryCreator<DB>,
  auth: TCaller,
  filter: TComplianceListQuery,
  search: 'all' | 'text' | 'caseRef' | 'none',
) {
  let q = source.selectFrom('compliance_records as c');
  if (auth.userType !== 'SMOOOTH') q = q.where('c.firm_id', '=', isFirmStaff(auth) ? auth.firmId : null);
  if (filter.type) q = q.where('c.compliance_type', '=', filter.type);
  if (filter.caseID) q = q.where('c.case_id', '=', filter.caseID);
  if (filter.from) q = q.where('c.created_at', '>=', dayStart(filter.from));
  if (filter.to) q = q.where('c.created_at', '<', dayStart(addDays(filter.to, 1)));
  // The few rows a search found are current already (and the name, inside, means only them).
  if (search === 'none') return q;
  if (filter.allVersions !== 'true') {
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('compliance_records as n').select('n.id').whereRef('n.supersedes_id', '=', 'c.id'),
        ),
      ),
    );
  }
  if (filter.company) {
    const like = likePattern(filter.company);
    q = q.where((eb) => companyMatches(eb, like));
  }
  if (filter.q) {
    const like = likePattern(filter.q);
    if (search === 'all') q = q.where((eb) => eb.or([textMatches(eb, like), caseRefMatches(like)]));
    else if (search === 'text') q = q.where((eb) => textMatches(eb, like));
    else q = q.where(caseRefMatches(like));
  }
  return q;
}

/**
 * The records a search matches, when they are few: its text found through the trigram index, its
 * case reference through the cases' (each half alone reaches its index, where the two or-ed do not).
 */
async function fewSearched(db: TDb, auth: TCaller, filter: TComplianceListQuery): Promise<string[] | null> {
  const halves = filter.q ? (['text', 'caseRef'] as const) : (['text'] as const);
  const found = new Set<string>();
  for (const half of halves) {
    const ids = await fewMatchingIds(db, filteredRecords(db, auth, filter, half).select('c.id as id'));
    if (!ids) return null;
    ids.forEach((id) => found.add(id));
  }
  return [...found];
}

/**
 * The queries of one page of the list: its filtered rows (counted) and the page itself.
 * `searchIds`: the records a selective search matches (fewSearched), or null.
 */
export function complianceListQueries(
  db: TDb,
  auth: TCaller,
  filter: TComplianceListQuery,
  searchIds: string[] | null = null,
) {
  const source = listSource(db, 'compliance_records', searchIds);
  const filtered = filteredRecords(source, auth, filter, searchIds ? 'none' : 'all');
  const plan = keysetPlan({ ...filter, sort: NEWEST, order: 'desc', id: sql`c.id` });
  let page = filtered
    .innerJoin('users as u', 'u.id', 'c.prepared_by')
    .leftJoin('cases as k', 'k.id', 'c.case_id')
    .selectAll('c')
    .select(['u.eng_first_name', 'u.eng_last_name', 'k.case_ref'])
    .select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}

/**
 * GET /api/compliance: the firm's records (SMOOOTH: every firm's), newest first, current versions
 * unless asked otherwise; paged by a cursor (or a page number), the total counted up to the cap.
 */
export async function listComplianceRecords(
  db: TDb,
  auth: TCaller,
  filter: TComplianceListQuery,
): Promise<{ records: TComplianceRecord[] } & TPaged> {
  if (!isFirmStaff(auth) && auth.userType !== 'SMOOOTH') throw new AppError('FORBIDDEN');
  const searchIds = filter.company || filter.q ? await fewSearched(db, auth, filter) : null;
  const { filtered, page, plan } = complianceListQueries(db, auth, filter, searchIds);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  // Which version corrected each, read from the table (not from the few rows a search read first).
  const newer = rows.length
    ? await db
        .selectFrom('compliance_records')
        .select(['id', 'supersedes_id'])
        .where(
          'supersedes_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const supersededBy = new Map(newer.map((n) => [n.supersedes_id, n.id]));
  const records: TRecordRow[] = rows.map((r) => ({ ...r, superseded_by: supersededBy.get(r.id) ?? null }));
  return { records: await toRecords(db, auth, records), ...counted, nextCursor, prevCursor };
}
