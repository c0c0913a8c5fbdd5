import type { TDb } from './database.js';
import type { WriteWatch } from './write-watch.js';

/**
 * The lists' capped counts, kept for a few seconds (issue 23 point 1). A busy screen asks for the
 * same list again and again (paging, polling, several staff on the same tab), and its count is the
 * dearest part of a page; the count is a figure for the pager ("1,234", "10,000+"), not a promise.
 *
 * A count is kept under its own statement and parameters, so two callers or two filters never share
 * one. This process forgets every count before and after each of its own writes (but the background
 * jobs' bookkeeping), and never keeps a count read while a write was under way; what another copy
 * writes, or a write that commits after its statement ran, shows within `ttlMs`.
 */
export interface TCountCache {
  /** Taken before counting; a count is kept only if nothing was written since. */
  mark(): number;
  get(key: string): number | undefined;
  set(key: string, count: number, mark: number): void;
  clear(): void;
}

export const COUNT_TTL_MS = 5_000;
const MAX_COUNTS = 5_000;

/** Writes that never change what a list holds: the job queue's own bookkeeping. */
const UNLISTED_TABLES: ReadonlySet<string> = new Set(['jobs']);

export function createCountCache(options: { ttlMs?: number; now?: () => number } = {}): TCountCache {
  const ttlMs = options.ttlMs ?? COUNT_TTL_MS;
  const now = options.now ?? Date.now;
  const counts = new Map<string, { count: number; until: number }>();
  let generation = 0;
  return {
    mark: () => generation,
    get(key) {
      const entry = counts.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        counts.delete(key);
        return undefined;
      }
      return entry.count;
    },
    set(key, count, mark) {
      if (mark !== generation) return;
      // The oldest goes first when full (a Map keeps insertion order).
      if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value as string);
      counts.set(key, { count, until: now() + ttlMs });
    },
    clear() {
      generation += 1;
      counts.clear();
    },
  };
}

const caches = new WeakMap<TDb, TCountCache>();

/** Keeps counts for `db`, forgotten on each of its writes. Returns the way to stop. */
export function keepCounts(db: TDb, writes: WriteWatch, cache = createCountCache()): () => void {
  caches.set(db, cache);
  const stop = writes.onWrite(
    () => cache.clear(),
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
