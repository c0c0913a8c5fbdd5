import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  addDays,
  annualReturnDueDate,
  holderRefs,
  hongKongDate,
  type TEntityListQuery,
  type TEntitySummary,
  type TPaged,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, fewMatchingIds, keysetPlan, listSource, type TSortKey } from '../../db/keyset.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { entityVisibleTo } from '../cases/case-access.js';
import { informationOf } from '../cases/case-moves.js';
import { likePattern } from '../cases/cases.repository.js';
import { linkedClients } from './entities.repository.js';

/** GET /api/entities (issue 23): the company lists of the screens, by cursor over their indexes. */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

const NAME = sql`lower(coalesce(entities.company_eng_name, entities.company_chi_name, ''))`;

/**
 * A company without the date sorted by comes last in either order, as before the lists paged by
 * cursor: soonest first reads the date or +infinity, latest first the date or -infinity backwards —
 * each the expression of its index (migration 20261127090000).
 */
function dateKey(name: TEntityListQuery['sort'], column: string, order: 'asc' | 'desc'): TSortKey {
  const last = sql.raw(order === 'asc' ? `'infinity'::date` : `'-infinity'::date`);
  return { name, expression: sql`coalesce(${sql.ref(column)}, ${last})`, type: 'date' };
}

function sortKeyOf(sort: TEntityListQuery['sort'], order: 'asc' | 'desc'): TSortKey {
  switch (sort) {
    case 'companyName':
      return { name: sort, expression: NAME, type: 'text' };
    case 'nextReturnDate':
      return dateKey(sort, 'entities.next_return_date', order);
    case 'nextDueDate':
      return dateKey(sort, 'entities.next_due_date', order);
    case 'incorporationDate':
      return dateKey(sort, 'entities.incorporation_date', order);
    case 'archivedDate':
      // Every archived company has the date, no active one has: one key serves both orders.
      return {
        name: sort,
        expression: sql`coalesce(entities.archived_at, '-infinity'::timestamptz)`,
        type: 'timestamptz',
      };
  }
}

/** What a search matches on a company: its names or its BRN, anywhere in them. */
function entityMatches(search: string): RawBuilder<SqlBool> {
  const pattern = likePattern(search);
  return sql<SqlBool>`(entities.company_eng_name ilike ${pattern} or entities.company_chi_name ilike ${pattern} or entities.brn ilike ${pattern})`;
}

/**
 * The companies a caller may see with the list's filters; a search that matches few companies
 * (`searchIds`) reads them first, as a materialised set.
 */
function filteredEntities(db: TDb, auth: TCaller, query: TEntityListQuery, searchIds: string[] | null) {
  let base = listSource(db, 'entities', searchIds)
    .selectFrom('entities')
    .where('entities.status', '=', query.status)
    .where(entityVisibleTo(auth));
  if (query.firmID) base = base.where('entities.firm_id', '=', query.firmID);
  if (query.due) {
    const today = hongKongDate(new Date());
    base =
      query.due === 'OVERDUE'
        ? base.where('entities.next_due_date', '<', today)
        : base
            .where('entities.next_due_date', '>=', today)
            .where('entities.next_due_date', '<=', addDays(today, query.due === 'WEEK' ? 7 : 30));
  }
  if (query.search && !searchIds) base = base.where(entityMatches(query.search));
  return base;
}

/**
 * The queries of one page of the company list: its filtered rows (counted) and the page itself.
 * `searchIds`: the companies a selective search matches (fewMatchingIds), or null.
 */
export function entityListQueries(
  db: TDb,
  auth: TCaller,
  query: TEntityListQuery,
  searchIds: string[] | null = null,
) {
  const filtered = filteredEntities(db, auth, query, searchIds);
  const plan = keysetPlan({ ...query, sort: sortKeyOf(query.sort, query.order), id: sql`entities.id` });
  let page = filtered
    .innerJoin('firms', 'firms.id', 'entities.firm_id')
    .selectAll('entities')
    .select('firms.name as firm_name')
    .select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}

/**
 * GET /api/entities: a page of the companies the caller may see — a firm's staff their firm's, a
 * client the ones they are linked to, SMOOOTH all (or one firm's) — active or archived. Paged by a
 * cursor (or a page number), the total counted up to the cap.
 */
export async function listEntities(
  db: TDb,
  auth: TCaller,
  query: TEntityListQuery,
): Promise<{ items: TEntitySummary[] } & TPaged> {
  const searchIds = query.search
    ? await fewMatchingIds(
        db,
        db
          .selectFrom('entities')
          .select('entities.id')
          .where('entities.status', '=', query.status)
          .where(entityVisibleTo(auth))
          .where(entityMatches(query.search)),
      )
    : null;
  const { filtered, page, plan } = entityListQueries(db, auth, query, searchIds);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  const people = await linkedClients(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => {
      const clients = (people.get(r.id) ?? []).filter((p) => p.role === 'CLIENT');
      return {
        companyID: r.id,
        firmID: r.firm_id,
        firmName: r.firm_name,
        companyEngName: r.company_eng_name,
        companyChiName: r.company_chi_name,
        companyNumber: r.company_number,
        brn: r.brn,
        incorporationDate: r.incorporation_date,
        nextReturnDate: r.next_return_date,
        nextReturnDueDate: r.next_return_date ? annualReturnDueDate(r.next_return_date) : null,
        nextDueDate: r.status === 'ACTIVE' ? r.next_due_date : null,
        nextDueKind: r.status === 'ACTIVE' ? r.next_due_kind : null,
        status: r.status,
        archivedDate: r.archived_at?.toISOString() ?? null,
        hasLinkedClient: clients.length > 0,
        linkedClients: clients.map(({ userID, name, email, userType }) => ({
          userID,
          name,
          email,
          userType,
        })),
        holders: holderRefs(informationOf(r).stakeholders, r.status),
      };
    }),
    ...counted,
    nextCursor,
    prevCursor,
  };
}
