// Live messages with 1,000 websockets connected (issue 23): the demo firms grow to a few hundred staff
// and clients, each signed in with one to three tabs, in conversations of two opened through the API.
// Messages are then sent through the real API (POST .../messages) at a steady rate, and the time from
// the send to the message frame at each of the recipient's sockets is measured: on one server copy
// (PGlite), and with BENCH_DATABASE_URL on one copy and on two copies of one PostgreSQL database (the
// sender on copy A, the recipients' sockets spread over copies A and B). In the same run a bare `ws`
// relay (scripts/bench-live-relay.mjs) holding the same 1,000 sockets takes the same sends over HTTP
// and pushes them to the same sockets: the floor the figures sit beside. Every frame is checked
// against its conversation's two members (a message reaching anyone else fails the run), and every
// recipient socket must get every message. Runs the built server (`npm run build -w @portal/server`),
// on ports 3950–3969. Tuning: BENCH_LIVE_SOCKETS (1000), BENCH_LIVE_RATE (messages a second, 10),
// BENCH_LIVE_SECONDS (30), BENCH_LIVE_ONLY (pglite,postgres,relay), BENCH_LIVE_ROUNDS (1). To compare
// builds on the same data and the same machine load, BENCH_LIVE_DIST takes several dist folders
// (comma-separated; apps/server/dist by default), measured in turns each round. BENCH_LIVE_NODE_ARGS
// goes to the server copies (`--cpu-prof --cpu-prof-dir=/tmp/prof` shows where their time goes).
//
// The parts, in scripts/bench-live/: settings.mjs, processes.mjs (server copies and the demo), crowd.mjs
// (people, conversations, sockets), measure.mjs (timing) and backends.mjs (PGlite, PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKETS, RATE, SECONDS, ONLY, BUILDS } from './bench-live/settings.mjs';
import { percentile } from './bench-live/measure.mjs';
import { benchPglite, benchPostgres } from './bench-live/backends.mjs';

async function main() {
  for (const build of BUILDS)
    if (!fs.existsSync(path.join(build, 'server.js')))
      throw new Error(`${build}/server.js missing: build the server first (npm run build -w @portal/server)`);
  // Every measurement of a part, in the order taken; a part measured in several rounds shows its median.
  const results = new Map();
  const record = (label, result, parts = {}) => {
    const list = results.get(label) ?? [];
    list.push({ result, parts });
    results.set(label, list);
  };
  let crowd;
  if (ONLY.has('pglite')) crowd = await benchPglite(record);
  const pgUrl = ONLY.has('postgres') ? process.env.BENCH_DATABASE_URL : undefined;
  if (pgUrl) crowd = await benchPostgres(pgUrl, record);
  if (!crowd)
    throw new Error('nothing measured: BENCH_LIVE_ONLY needs pglite, or postgres with BENCH_DATABASE_URL');

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
  };
  const described = [...results].map(([label, runs]) => {
    const p = (q, pick = (r) => r.result.latencies) =>
      median(runs.map((r) => percentile(pick(r), q))).toFixed(1);
    const each =
      runs.length > 1
        ? ` (median of ${runs.length} rounds; p99 ${runs.map((r) => percentile(r.result.latencies, 99).toFixed(0)).join(', ')})`
        : '';
    const parts = Object.keys(runs[0].parts)
      .map((part) => `${part} p99 ${p(99, (r) => r.parts[part])} ms`)
      .join(', ');
    const cpu = median(runs.map((r) => r.result.cpuPerMessage)).toFixed(1);
    return `${label} p50 ${p(50)} ms, p99 ${p(99)} ms${parts ? ` (${parts})` : ''}, ${cpu} ms of CPU a message${each}`;
  });
  console.log(
    `Live messages with ${SOCKETS} sockets connected (${crowd.people.length} people of the two demo firms in ` +
      `${crowd.topics.length} conversations), ${RATE} messages/s for ${SECONDS} s sent through the API, send → ` +
      `receive at each recipient's sockets: ${described.join('; ')}. No frame reached anyone outside its ` +
      `conversation and every recipient socket got every message (${os.cpus().length} cores, node ${process.version}).`,
  );
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
