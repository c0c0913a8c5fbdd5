// The long lists at a real firm's size (issue 23 point 1): seeds the demo firm Harbour with 200,000
// cases and 1,000,000 tasks on PostgreSQL (BENCH_DATABASE_URL; a throwaway database) and 20,000 cases
// and 100,000 tasks on PGlite, with SQL in seconds, then measures each list the screens ask for — first
// page, a page deep in the list by its cursor, a search, each filter and order — with autocannon under
// BENCH_CONNECTIONS (50) connections for BENCH_DURATION (10) seconds each. Run after `npm run build`
// (`npm run bench` does both); BENCH_LISTS_PG_TASKS and BENCH_LISTS_PGLITE_TASKS change the sizes.
// The other long lists are seeded beside them, at a big firm's size on PostgreSQL (a tenth on
// PGlite): 20,000 companies, 200,000 compliance records, 200,000 mails and 500,000 audit rows
// (BENCH_LISTS_PG_SCALE / BENCH_LISTS_PGLITE_SCALE scale them); BENCH_LISTS_PG_TASKS=0 seeds no
// cases and tasks when only those lists are measured (BENCH_LISTS_ONLY: part of the titles).
// Each list is measured twice: on the server as configured, which answers a repeated request from the
// answer it keeps until a table it read changes (ADR 0032), then on one that keeps none
// (ANSWER_CACHE_MB=0) for BENCH_LISTS_AFRESH_DURATION (3) seconds: the cost of a page asked for the
// first time, or after a change.
//
// The parts, in scripts/bench-lists/: seed.mjs (the SQL), scenarios.mjs (the list URLs measured),
// measure.mjs (autocannon and its percentiles), server.mjs (the built server and the demo firm) and
// backends.mjs (a run on PostgreSQL and one on PGlite).
import os from 'node:os';
import { benchPglite, benchPostgres } from './bench-lists/backends.mjs';

const load = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  // The same lists again on a server that keeps no answers (ADR 0032), this many seconds each.
  afreshSeconds: Number(process.env.BENCH_LISTS_AFRESH_DURATION ?? 3),
};
const only = process.env.BENCH_LISTS_ONLY;

const runs = [];
if (process.env.BENCH_DATABASE_URL)
  runs.push(
    await benchPostgres(process.env.BENCH_DATABASE_URL, {
      tasks: Number(process.env.BENCH_LISTS_PG_TASKS ?? 1_000_000),
      scale: Number(process.env.BENCH_LISTS_PG_SCALE ?? 1),
      // BENCH_LISTS_REUSE=<database> measures a database kept by BENCH_LISTS_KEEP again, unseeded.
      reuse: process.env.BENCH_LISTS_REUSE,
      // BENCH_LISTS_KEEP=1 leaves the seeded database for EXPLAIN by hand (and BENCH_LISTS_REUSE).
      keep: Boolean(process.env.BENCH_LISTS_KEEP),
      only,
      load,
    }),
  );
if (process.env.BENCH_LISTS_PGLITE_TASKS !== '0')
  runs.push(
    await benchPglite({
      tasks: Number(process.env.BENCH_LISTS_PGLITE_TASKS ?? 100_000),
      scale: Number(process.env.BENCH_LISTS_PGLITE_SCALE ?? 0.1),
      only,
      load,
    }),
  );
console.log(
  `\nLists, ${load.connections} connections, ${load.duration} s each, ${os.cpus().length} cores, node ${process.version}`,
);
console.log(
  `Answers kept (the server as configured), then built afresh on every request (ANSWER_CACHE_MB=0, ${load.afreshSeconds} s each).`,
);
for (const run of runs) {
  console.log(
    `\n${run.label}\n| list (50 a page) | req/s | p50 ms | p99 ms | afresh req/s | afresh p50 ms | afresh p99 ms |\n|---|---:|---:|---:|---:|---:|---:|`,
  );
  run.results.forEach((r, i) => {
    const a = run.afresh[i];
    console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${a.rps} | ${a.p50} | ${a.p99} |`);
  });
}
