import { createHash } from 'node:crypto';
import {
  sql,
  type AliasedRawBuilder,
  type Compilable,
  type CompiledQuery,
  type QueryCreator,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { LIST_COUNT_CAP } from '@portal/domain';
import type { DB } from './schema.js';
import type { TDb } from './database.js';
import { countCacheOf } from './count-cache.js';
import { noteRead, tablesRead } from './table-clock.js';
import { PREPARE_MARK } from './prepared.js';
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
  /**
   * The page's cursor condition, order, limit and offset applied to the list's query: the limit
   * written into the text, so a prepared statement's generic plan knows how few rows are wanted.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  apply<Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q;
  /**
   * Reads the page (the query `apply` made): as a prepared statement (prepared.ts) when it is asked
   * for by cursor or is the first page; a page number further on runs unnamed (its OFFSET would give
   * each page a statement of its own).
   */
  execute<O>(db: TDb, query: Compilable<O> & { execute(): Promise<O[]> }): Promise<O[]>;
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
  const orderBy: [RawBuilder<unknown>, RawBuilder<unknown>] = [
    sql`${sort.expression} ${direction}`,
    sql`${request.id} ${direction}`,
  ];
  return {
    where,
    sortKey: sql<string>`cast(${sort.expression} as text)`.as('sort_key'),
    orderBy,
    limit: pageSize + 1,
    offset,
    apply(query) {
      let page = where ? query.where(where) : query;
      page = page
        .orderBy(orderBy[0])
        .orderBy(orderBy[1])
        .limit(sql.lit(pageSize + 1));
      return (offset > 0 ? page.offset(offset) : page) as typeof query;
    },
    execute: (db, query) => (offset > 0 ? query.execute() : executePrepared(db, query)),
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
        .limit(sql.lit(cap + 1))
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
  const compiled = cappedCountQuery(db, filtered, cap).compile();
  const n = await remembered(db, compiled, async () =>
    Number((await executePrepared(db, compiled))[0]?.n ?? 0),
  );
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * What a list's statement answered, kept for a few seconds under its text and values (count-cache.ts:
 * forgotten on this copy's writes to the tables it reads); `read` when it is not kept.
 */
async function remembered<T>(db: TDb, compiled: CompiledQuery<unknown>, read: () => Promise<T>): Promise<T> {
  const cache = countCacheOf(db);
  if (!cache) return read();
  // The statement and its values name it: the caller's scope and every filter are in them (hashed: a
  // search's case ids make a long key).
  const key = createHash('sha256')
    .update(compiled.sql)
    .update('\u0000')
    .update(JSON.stringify(compiled.parameters))
    .digest('base64');
  const kept = cache.get(key);
  if (kept !== undefined) {
    // The answer built from it depends on its tables as if it had read them (answer-cache.ts).
    noteRead(tablesRead(compiled.sql));
    return kept as T;
  }
  const mark = cache.mark();
  const value = await read();
  cache.set(key, value, mark, tablesRead(compiled.sql));
  return value;
}

/**
 * Runs a list's statement prepared (prepared.ts): only for statements whose text comes from a bounded
 * set (a screen's filters and order, values as parameters), built from `db` itself.
 */
export async function executePrepared<O>(db: TDb, query: Compilable<O> | CompiledQuery<O>): Promise<O[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  return (await db.executeQuery<O>({ ...compiled, sql: PREPARE_MARK + compiled.sql })).rows;
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
  return fewMatchingIds(db, db.selectFrom('cases').select('cases.id as id').where(visible).where(matches));
}

/**
 * The ids of the rows a selective search matches, when they are few (see SELECTIVE_SEARCH_CASES),
 * else null. `matching` selects the matching rows' ids, found through the search's trigram index.
 */
export async function fewMatchingIds(
  db: TDb,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  matching: SelectQueryBuilder<DB, any, { id: string }>,
): Promise<string[] | null> {
  // Kept like a count: a screen asks the same search again as it pages, and finding out whether a
  // common word is common reads a thousand matches through the trigram index.
  const compiled = matching.limit(sql.lit(SELECTIVE_SEARCH_CASES + 1)).compile();
  return remembered(db, compiled, async () => {
    const rows = await executePrepared(db, compiled);
    return rows.length > SELECTIVE_SEARCH_CASES ? null : rows.map((row) => row.id);
  });
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
