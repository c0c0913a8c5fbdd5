// Ownership resolution on a large group: the 10,000-holder, six-layer group with shared corporates
// of the domain's large-group fixture, resolved once cold and then BENCH_OWNERSHIP_RUNS times (default
// 10). The domain is TypeScript source, so this runs under tsx: `node --import tsx scripts/bench-ownership.mjs`
// (scripts/bench.mjs does so).
import os from 'node:os';
import { buildLargeGroup } from '../packages/domain/src/ownership/large-group.fixture.ts';
import { resolveOwnership } from '../packages/domain/src/ownership/resolve-ownership.ts';

const runs = Number(process.env.BENCH_OWNERSHIP_RUNS ?? 10);
const { input, holderCount } = buildLargeGroup();

function timed() {
  const start = process.hrtime.bigint();
  const result = resolveOwnership(input);
  return { result, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

const first = timed();
const times = [];
for (let i = 0; i < runs; i += 1) times.push(timed().ms);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? first.ms;
const { persons, problems } = first.result;
const chains = persons.reduce((n, p) => n + p.chains.length, 0);
if (problems.length > 0) throw new Error(`unexpected problems: ${JSON.stringify(problems.slice(0, 3))}`);

console.log(
  `ownership: ${holderCount} holders over 6 layers (shared corporates), ${persons.length} persons, ${chains} chains; ` +
    `first run ${first.ms.toFixed(0)} ms, median of ${runs} ${median.toFixed(0)} ms, slowest ${(times.at(-1) ?? first.ms).toFixed(0)} ms ` +
    `(${os.cpus().length} cores, node ${process.version})`,
);
