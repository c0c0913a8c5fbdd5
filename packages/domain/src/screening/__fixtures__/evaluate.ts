import { screenName, type TScreeningHit } from '../screen-name.js';
import type { TScreeningIndex } from '../screening-index.js';
import { entryKey, type TTestQuery } from './query-set.js';

/**
 * Recall, precision and latency of the matcher on a query set (research §4 "Measure"): recall is the
 * share of positive queries that return the entry they were made from; precision the share of
 * returned hits that are expected (that entry, one listing the same name, the same party listed
 * again; a negative's hits are all false). Counted per rule, per list and overall.
 */

export interface TTally {
  queries: number;
  found: number;
  hits: number;
  expectedHits: number;
  recall: number;
  precision: number;
}

export interface TEvaluation {
  overall: TTally;
  byRule: Map<string, TTally>;
  byList: Map<string, TTally>;
  /** Milliseconds per query, in query order. */
  latencies: number[];
  /** Positive queries that missed, and returned hits that were not expected, for reading. */
  misses: { query: TTestQuery; hits: TScreeningHit[] }[];
  falseHits: { query: TTestQuery; hit: TScreeningHit }[];
}

const empty = (): TTally => ({ queries: 0, found: 0, hits: 0, expectedHits: 0, recall: 1, precision: 1 });

function finish(t: TTally): TTally {
  const positives = t.queries;
  return {
    ...t,
    recall: positives === 0 ? 1 : t.found / positives,
    precision: t.hits === 0 ? 1 : t.expectedHits / t.hits,
  };
}

/** Runs every query at the threshold and counts (`now` in milliseconds: performance.now where there is one). */
export function evaluateQueries(
  index: TScreeningIndex,
  queries: readonly TTestQuery[],
  options: { threshold?: number; now?: () => number } = {},
): TEvaluation {
  const { threshold, now = Date.now } = options;
  const overall = empty();
  const byRule = new Map<string, TTally>();
  const byList = new Map<string, TTally>();
  const latencies: number[] = [];
  const misses: TEvaluation['misses'] = [];
  const falseHits: TEvaluation['falseHits'] = [];
  for (const q of queries) {
    const start = now();
    const hits = screenName(index, q.query, threshold === undefined ? {} : { threshold });
    latencies.push(now() - start);
    const keys = new Set(hits.map((h) => entryKey(h.entry)));
    const positive = q.source !== null;
    const found = q.source !== null && keys.has(q.source);
    const expectedHits = hits.filter((h) => q.expected.includes(entryKey(h.entry))).length;
    const tallies = [overall, byRule, byList].map((t, i) => {
      if (i === 0) return t as TTally;
      const map = t as Map<string, TTally>;
      const key = i === 1 ? q.rule : (q.list ?? 'none (negatives)');
      if (!map.has(key)) map.set(key, empty());
      return map.get(key)!;
    });
    for (const t of tallies) {
      if (positive) t.queries += 1;
      if (found) t.found += 1;
      t.hits += hits.length;
      t.expectedHits += expectedHits;
    }
    if (positive && !found) misses.push({ query: q, hits });
    for (const h of hits) if (!q.expected.includes(entryKey(h.entry))) falseHits.push({ query: q, hit: h });
  }
  const done = (m: Map<string, TTally>) => new Map([...m].map(([k, t]) => [k, finish(t)]));
  return {
    overall: finish(overall),
    byRule: done(byRule),
    byList: done(byList),
    latencies,
    misses,
    falseHits,
  };
}

/** The evaluation as a Markdown table, one row per rule and list, then overall. */
export function formatEvaluation(e: TEvaluation): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const row = (name: string, t: TTally) =>
    `| ${name} | ${t.queries} | ${t.queries === 0 ? '–' : pct(t.recall)} | ${t.hits} | ${pct(t.precision)} |`;
  return [
    '| rule / list | positives | recall | hits | precision |',
    '|---|---:|---:|---:|---:|',
    ...[...e.byRule].map(([k, t]) => row(k, t)),
    ...[...e.byList].map(([k, t]) => row(`list ${k}`, t)),
    row('**overall**', e.overall),
  ].join('\n');
}
