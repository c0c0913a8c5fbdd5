import { createHash } from 'node:crypto';
import {
  sql,
  type AliasedRawBuilder,
  type QueryCreator,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { LIST_COUNT_CAP } from '@portal/domain';
import type { DB } from './schema.js';
import type { TDb } from './database.js';
import { countCacheOf } from './count-cache.js';
import { fieldError } from '../plugins/errors.js';

/**
 * Keyset paging of the long lists (issue 23). A list orders by one key and the row's id; a page is
 * the rows past (or before) the position of a row of the page beside it, which an index on
 * (scope, key, id) reaches in a few reads however deep the page, where OFFSET reads and throws away
 * every row before it. The position travels as an opaque cursor naming the order it belongs to.
 */

export interface TSortKey {
  /** The order's name, as the API calls it (updatedDate); a cursor of another order is refused. */
  name: string;
  /** The key, never null (a nullable column is coalesced, and the index is on the same expression). */
  expression: RawBuilder<unknown>;
  type: 'timestamptz' | 'date' | 'text';
}

export interface TKeysetRequest {
  sort: TSortKey;
  /** The row's id column, the tie-breaker. */
  id: RawBuilder<unknown>;
  /** The id column's type: a uuid unless said otherwise (the audit log counts its rows). */
  idType?: 'uuid' | 'bigint';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  after?: string | undefined;
  before?: string | undefined;
}

interface TPosition {
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's text of a timestamptz (ISO style), or an infinity. */
const TIMESTAMP = /^(-?infinity|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2})$/;
/** PostgreSQL's text of a date (ISO style), or an infinity. */
const DATE = /^(-?infinity|\d{4}-\d{2}-\d{2})$/;
/** A bigint id: positive, within the type's range. */
const BIGINT = /^[1-9]\d{0,17}$/;
/** Characters PostgreSQL refuses in text, and lone surrogates. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function encodeCursor(sort: TSortKey, position: TPosition): string {
  return Buffer.from(JSON.stringify([sort.name, position.key, position.id]), 'utf8').toString('base64url');
}

/** The position a cursor names, or a 400 at its field when it is not one this order gave out. */
export function decodeCursor(
  sort: TSortKey,
  field: 'after' | 'before',
  cursor: string,
  idType: 'uuid' | 'bigint' = 'uuid',
): TPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError(field, 'invalid');
  }
  if (!Array.isArray(value) || value.length !== 3) throw fieldError(field, 'invalid');
  const [name, key, id] = value as unknown[];
  if (typeof key !== 'string' || key.length > 1000 || UNSTORABLE.test(key))
    throw fieldError(field, 'invalid');
  if (sort.type === 'timestamptz' && !TIMESTAMP.test(key)) throw fieldError(field, 'invalid');
  if (sort.type === 'date' && !DATE.test(key)) throw fieldError(field, 'invalid');
  if (name !== sort.name || typeof id !== 'string' || !(idType === 'uuid' ? UUID : BIGINT).test(id))
    throw fieldError(field, 'invalid');
  return { key, id };
}

export interface TKeysetPlan {
  /** The cursor's condition, when the page is asked for by one. */
  where: RawBuilder<SqlBool> | null;
  /** The key as text, to select beside each row (the next cursor is made from it). */
  sortKey: AliasedRawBuilder<string, 'sort_key'>;
  orderBy: [RawBuilder<unknown>, RawBuilder<unknown>];
  /** One more than the page, to know whether another follows. */
  limit: number;
  offset: number;
  /** The page's rows in the list's order, with the cursors of the pages beside it. */
  finish<T extends { sort_key: string; id: string | number }>(
    rows: T[],
  ): { rows: T[]; nextCursor: string | null; prevCursor: string | null };
}

export function keysetPlan(request: TKeysetRequest): TKeysetPlan {
  const { sort, order, pageSize } = request;
  if (request.after && request.before) throw fieldError('before', 'invalid');
  const backwards = request.before !== undefined;
  const cursor = request.after ?? request.before;
  const idType = request.idType ?? 'uuid';
  const position = cursor ? decodeCursor(sort, backwards ? 'before' : 'after', cursor, idType) : null;
  // Reading backwards (the page before a position) walks the index the other way, then turns the rows.
  const descending = (order === 'desc') !== backwards;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const where = position
    ? sql<SqlBool>`(${sort.expression}, ${request.id}) ${sql.raw(descending ? '<' : '>')} (cast(${position.key} as ${sql.raw(sort.type)}), cast(${position.id} as ${sql.raw(idType)}))`
    : null;
  const offset = position ? 0 : (request.page - 1) * pageSize;
  // String(): a bigint id may come back from the driver as a number.
  const cursorOf = (row: { sort_key: string; id: string | number }) =>
    encodeCursor(sort, { key: row.sort_key, id: String(row.id) });
  return {
    where,
    sortKey: sql<string>`cast(${sort.expression} as text)`.as('sort_key'),
    orderBy: [sql`${sort.expression} ${direction}`, sql`${request.id} ${direction}`],
    limit: pageSize + 1,
    offset,
    finish(fetched) {
      const more = fetched.length > pageSize;
      const page = fetched.slice(0, pageSize);
      if (backwards) {
        page.reverse();
        return {
          rows: page,
          prevCursor: more && page.length > 0 ? cursorOf(page[0]!) : null,
          nextCursor: page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
        };
      }
      return {
        rows: page,
        nextCursor: more ? cursorOf(page[page.length - 1]!) : null,
        prevCursor: (position || offset > 0) && page.length > 0 ? cursorOf(page[0]!) : null,
      };
    },
  };
}

/** The count of a list's rows up to the cap (one more, to know whether the cap was passed). */
export function cappedCountQuery<TDB extends DB, TB extends keyof TDB>(
  db: TDb,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  filtered: SelectQueryBuilder<TDB, TB, {}>,
  cap: number,
) {
  return db
    .selectFrom(
      filtered
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'));
}

/**
 * How many rows a list's filters match, counted no further than the cap: an exact count over a
 * million rows costs more than the page itself, and nobody reads past "10,000+". The same count asked
 * again within seconds, with nothing written in between, is answered from count-cache.ts.
 */
export async function cappedCount<TDB extends DB, TB extends keyof TDB>(
  db: TDb,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  filtered: SelectQueryBuilder<TDB, TB, {}>,
  cap = LIST_COUNT_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  const query = cappedCountQuery(db, filtered, cap);
  const cache = countCacheOf(db);
  const compiled = cache ? query.compile() : null;
  // The statement and its values name the count: the caller's scope and every filter are in them
  // (hashed: a search's case ids make a long key).
  const key = compiled
    ? createHash('sha256')
        .update(compiled.sql)
        .update('\u0000')
        .update(JSON.stringify(compiled.parameters))
        .digest('base64')
    : '';
  let n = cache?.get(key);
  if (n === undefined) {
    const mark = cache?.mark() ?? 0;
    n = Number((await query.executeTakeFirstOrThrow()).n);
    cache?.set(key, n, mark);
  }
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * A search that matches few cases is answered from those cases, not by walking the list's order
 * until enough rows pass the search: matches can all lie deep in the order (old cases), and an index
 * scan filtered by the search then reads most of the firm. Up to this many matching cases, their ids
 * (found through the trigram index) bound the list instead.
 */
export const SELECTIVE_SEARCH_CASES = 1000;

/**
 * The ids of the cases a search matches, when they are few (see SELECTIVE_SEARCH_CASES), else null:
 * then the matches are common enough that the list's own order finds a page of them quickly.
 */
export async function fewMatchingCases(
  db: TDb,
  visible: RawBuilder<SqlBool>,
  matches: RawBuilder<SqlBool>,
): Promise<string[] | null> {
  const rows = await db
    .selectFrom('cases')
    .select('cases.id')
    .where(visible)
    .where(matches)
    .limit(SELECTIVE_SEARCH_CASES + 1)
    .execute();
  return rows.length > SELECTIVE_SEARCH_CASES ? null : rows.map((row) => row.id);
}

/**
 * The ids of the rows a selective search matches, when they are few (see SELECTIVE_SEARCH_CASES),
 * else null. `matching` selects the matching rows' ids, found through the search's trigram index.
 */
export async function fewMatchingIds(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  matching: SelectQueryBuilder<DB, any, { id: string }>,
): Promise<string[] | null> {
  const rows = await matching.limit(SELECTIVE_SEARCH_CASES + 1).execute();
  return rows.length > SELECTIVE_SEARCH_CASES ? null : rows.map((row) => row.id);
}

/** The column a list's few searched rows are picked by: its own id, or (tasks) its case's. */
const SOURCE_COLUMNS = {
  cases: 'cases.id',
  tasks: 'tasks.case_id',
  entities: 'entities.id',
  compliance_records: 'compliance_records.id',
} as const;

/**
 * Where a list reads its rows: the table itself, or — for a search of few rows — only those rows (for
 * tasks: those of the few cases), as a materialised set of the same name (the planner cannot trade it
 * for a walk of the whole list in its order). Inside the CTE the name still means the table.
 */
export function listSource(
  db: TDb,
  table: keyof typeof SOURCE_COLUMNS,
  ids: string[] | null,
): QueryCreator<DB> {
  if (!ids) return db;
  const column = sql.ref(SOURCE_COLUMNS[table]);
  return db.with(
    (cte) => cte(table).materialized(),
    (inner) =>
      inner
        .selectFrom(table)
        .selectAll()
        .where(sql<SqlBool>`${column} = any(${ids}::uuid[])`),
  );
}
