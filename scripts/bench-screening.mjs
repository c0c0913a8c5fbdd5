// Name screening (issue 20 points 3–4): recall, precision and latency of the matcher on a query set
// made from the lists. With the snapshots in ../shared/reference/sanctions/ (the UN XML and OFAC's
// sdn.csv) it reads them the way an import does (apps/server's readListFiles; OFAC alone when the UN
// reader is missing), else it uses the test lists the domain's tests use. The queries: up to
// BENCH_SCREENING_PER_RULE (default 150) per perturbation rule of the domain's query generator
// (__fixtures__/query-set.ts), plus as many unlisted Hong Kong names and companies as a third of the
// positives; then the same on the test lists, which carry the Chinese names in characters and the
// hand-written romanisations the real lists lack. Each query set runs once to warm up, then measured.
// BENCH_SCREENING_THRESHOLD overrides the default threshold (for tuning). The domain is TypeScript
// source, so this runs under tsx: `node --expose-gc --import tsx scripts/bench-screening.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildScreeningIndex, DEFAULT_SCREENING_THRESHOLD } from '../packages/domain/src/screening/server.ts';
import { buildTestLists } from '../packages/domain/src/screening/__fixtures__/test-lists.ts';
import { makeQuerySet } from '../packages/domain/src/screening/__fixtures__/query-set.ts';
import { hongKongNegatives } from '../packages/domain/src/screening/__fixtures__/hk-names.ts';
import { evaluateQueries, formatEvaluation } from '../packages/domain/src/screening/__fixtures__/evaluate.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const snapshots = path.resolve(root, '../shared/reference/sanctions');
const perRule = Number(process.env.BENCH_SCREENING_PER_RULE ?? 150);
const threshold = process.env.BENCH_SCREENING_THRESHOLD
  ? Number(process.env.BENCH_SCREENING_THRESHOLD)
  : DEFAULT_SCREENING_THRESHOLD;
const gc = globalThis.gc ?? (() => {});

/** The real lists read as an import reads them, or null when the snapshots are not there. */
async function realLists() {
  if (!fs.existsSync(snapshots)) return null;
  const files = fs
    .readdirSync(snapshots)
    .filter((f) => /\.(xml|csv)$/i.test(f))
    .map((name) => ({ name, bytes: fs.readFileSync(path.join(snapshots, name)) }));
  try {
    const { readListFiles } = await import('../apps/server/src/modules/screening-lists/list-files.ts');
    return readListFiles(files);
  } catch (error) {
    // Without the server's reader (or the UN one), the OFAC list alone through the domain's reader.
    const { readOfacList } = await import('../packages/domain/src/index.ts');
    const sdn = files.find((f) => /sdn.*\.csv$/i.test(f.name));
    if (!sdn) throw error;
    return [readOfacList({ sdn: sdn.bytes.toString('utf8') })];
  }
}

const ms = (n) => n.toFixed(n < 10 ? 2 : 1);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function run(title, entries, seed) {
  // The first build also reads the romanisation tables for the first time (as at server start); the
  // second is a rebuild after an import. CPU time too: wall time swells when the cores are shared.
  const build = () => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const built = buildScreeningIndex(entries);
    const used = process.cpuUsage(cpu);
    return { built, wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
  };
  const first = build();
  first.built = null;
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const again = build();
  const index = again.built;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const positives = makeQuerySet(entries, seed, perRule);
  const negatives = hongKongNegatives(entries, seed + 1, Math.round(positives.length / 3));
  const queries = [...positives, ...negatives];
  evaluateQueries(index, queries, { threshold, now: () => performance.now() });
  gc();
  const result = evaluateQueries(index, queries, { threshold, now: () => performance.now() });
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const keys = [...index.postings.values()].reduce((n, ids) => n + ids.length, 0);
  const lines = [
    `### ${title}`,
    '',
    `${entries.length} entries, ${index.names.length} names and aliases; index built in ${ms(first.wall)} ms ` +
      `(${ms(first.cpu)} ms CPU) the first time, ${ms(again.wall)} ms (${ms(again.cpu)} ms CPU) again; ` +
      `${index.postings.size} keys with ${keys} postings, ${index.vocabulary.length} words for typos, ~${heapMb.toFixed(1)} MB of heap.`,
    `${queries.length} queries (${positives.length} perturbed listed names, ${negatives.length} unlisted Hong Kong names), ` +
      `threshold ${threshold}: per query p50 ${ms(percentile(sorted, 0.5))} ms, p95 ${ms(percentile(sorted, 0.95))} ms, ` +
      `p99 ${ms(percentile(sorted, 0.99))} ms, slowest ${ms(sorted.at(-1))} ms.`,
    '',
    formatEvaluation(result),
  ];
  if (process.env.BENCH_SCREENING_SHOW) {
    const show = Number(process.env.BENCH_SCREENING_SHOW);
    for (const m of result.misses.slice(0, show))
      lines.push(
        `miss ${m.query.rule} "${m.query.query.name}" → ${m.hits
          .slice(0, 2)
          .map((h) => `${h.matchedName.name} ${h.score}`)
          .join('; ')}`,
      );
    for (const f of result.falseHits.slice(0, show))
      lines.push(
        `false ${f.query.rule} "${f.query.query.name}" → ${f.hit.matchedName.name} ${f.hit.score} ${f.hit.reasons.map((r) => `${r.rule}:${r.query.join('+')}/${r.listed.join('+')}`).join(' ')}`,
      );
  }
  return lines.join('\n');
}

const out = [`Name screening: ${os.cpus().length} cores, node ${process.version}`, ''];
const lists = await realLists();
if (lists) {
  const entries = lists.flatMap((l) => l.entries);
  const names = lists
    .map((l) => `${l.list} ${l.publishedDate ?? ''} (${l.entries.length})`.replace('  ', ' '))
    .join(' + ');
  out.push(run(`Real lists: ${names}`, entries, 20), '');
}
const { un, ofac } = buildTestLists(20);
out.push(run('Test lists (domain fixtures, with Chinese names in characters)', [...un, ...ofac], 7));
console.log(out.join('\n'));
