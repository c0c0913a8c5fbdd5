import type { TDb } from './database.js';
import type { WriteWatch } from './write-watch.js';

/**
 * The lists' capped counts, kept for a few seconds (issue 23 point 1). A busy screen asks for the
 * same list again and again (paging, polling, several staff on the same tab), and its count is the
 * dearest part of a page; the count is a figure for the pager ("1,234", "10,000+"), not a promise.
 *
 * A count is kept under its own statement and parameters, so two callers or two filters never share
 * one, with the tables its statement reads. This process forgets a count before and after each of its
 * own inserts and updates of one of those tables (a delete forgets every count: it may cascade to
 * tables its statement does not name), and never keeps a count read while such a write was under way;
 * what another copy writes, or a write that commits after its statement ran, shows within `ttlMs`.
 * The deadline engine's sweep of the companies no longer empties the task lists' counts.
 */
export interface TCountCache {
  /** Taken before counting; a count is kept only if none of its tables was written since. */
  mark(): number;
  /** A count (or, for searches, the few matching ids: keyset.ts) kept under `key`. */
  get(key: string): unknown;
  set(key: string, value: unknown, mark: number, tables: readonly string[]): void;
  /** Forgets the counts reading `table`, or every count. */
  clear(table?: string): void;
}

export const COUNT_TTL_MS = 5_000;
const MAX_COUNTS = 5_000;

/** Writes that never change what a list holds: the job queue's own bookkeeping. */
const UNLISTED_TABLES: ReadonlySet<string> = new Set(['jobs']);

export function createCountCache(options: { ttlMs?: number; now?: () => number } = {}): TCountCache {
  const ttlMs = options.ttlMs ?? COUNT_TTL_MS;
  const now = options.now ?? Date.now;
  const counts = new Map<string, { value: unknown; until: number; tables: readonly string[] }>();
  let generation = 0;
  /** When each table was last written (a generation); every table at `allWritten`. */
  const written = new Map<string, number>();
  let allWritten = 0;
  const writtenSince = (table: string, mark: number) => allWritten > mark || (written.get(table) ?? 0) > mark;
  return {
    mark: () => generation,
    get(key) {
      const entry = counts.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        counts.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, mark, tables) {
      if (tables.some((table) => writtenSince(table, mark))) return;
      // The oldest goes first when full (a Map keeps insertion order).
      if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value as string);
      counts.set(key, { value, until: now() + ttlMs, tables });
    },
    clear(table) {
      generation += 1;
      if (table === undefined) {
        allWritten = generation;
        counts.clear();
        return;
      }
      written.set(table, generation);
      for (const [key, entry] of counts) if (entry.tables.includes(table)) counts.delete(key);
    },
  };
}

const caches = new WeakMap<TDb, TCountCache>();

/** Keeps counts for `db`, forgotten on each of its writes. Returns the way to stop. */
export function keepCounts(db: TDb, writes: WriteWatch, cache = createCountCache()): () => void {
  caches.set(db, cache);
  const stop = writes.onWrite(
    (write) => {
      if (write.kind === 'delete' || write.tables.length === 0) cache.clear();
      else for (const table of write.tables) cache.clear(table);
    },
    (table) => !UNLISTED_TABLES.has(table),
  );
  return () => {
    stop();
    caches.delete(db);
  };
}

/** The count cache of `db`, if it keeps one (a transaction does not: it may see its own writes). */
export function countCacheOf(db: TDb): TCountCache | undefined {
  return caches.get(db);
}
