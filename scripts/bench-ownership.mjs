// Ownership resolution on a large group: the 10,000-holder, six-layer group with shared corporates
// of the domain's large-group fixture, resolved once cold and then BENCH_OWNERSHIP_RUNS times (default
// 10), against a structuredClone of the same input measured in the same run (the floor of any work
// that touches every holder once); the same with the SCR's and UBOs' chains read (a person's chains
// are listed when first read); and the API's answer (POST /api/ownership/resolve: a page of the
// persons with the SCR's and UBOs' chains) timed and sized the same way. The domain is TypeScript
// source, so this runs under tsx: `node --import tsx scripts/bench-ownership.mjs` (scripts/bench.mjs
// does so).
import os from 'node:os';
import { buildLargeGroup } from '../packages/domain/src/ownership/large-group.fixture.ts';
import { resolveOwnershipPage } from '../packages/domain/src/ownership/ownership-page.ts';
import { resolveOwnership } from '../packages/domain/src/ownership/resolve-ownership.ts';

const runs = Number(process.env.BENCH_OWNERSHIP_RUNS ?? 10);
const { input, holderCount } = buildLargeGroup();

/** The first run, then the best, median and slowest of `runs` more. */
function measure(work) {
  const once = () => {
    const start = process.hrtime.bigint();
    const result = work();
    return { result, ms: Number(process.hrtime.bigint() - start) / 1e6 };
  };
  const first = once();
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(once().ms);
  times.sort((a, b) => a - b);
  return {
    result: first.result,
    first: first.ms,
    best: times[0] ?? first.ms,
    median: times[Math.floor(times.length / 2)] ?? first.ms,
    slowest: times.at(-1) ?? first.ms,
  };
}

const clone = measure(() => structuredClone(input));
const full = measure(() => resolveOwnership(input));
const significant = measure(() => {
  const result = resolveOwnership(input);
  for (const p of result.persons) if (p.isScr || p.isUbo) void p.chains.length;
  return result;
});
const api = measure(() => resolveOwnershipPage(input));
const { persons, problems } = full.result;
if (problems.length > 0) throw new Error(`unexpected problems: ${JSON.stringify(problems.slice(0, 3))}`);
const chains = persons.reduce((n, p) => n + p.chains.length, 0);
const answer = api.result;
const answerChains = answer.persons.reduce((n, p) => n + p.chains.length, 0);
const answerKb = Buffer.byteLength(JSON.stringify(answer)) / 1024;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const times = ({ first, best, median, slowest }) =>
  `first run ${ms(first)}, best ${ms(best)}, median of ${runs} ${ms(median)}, slowest ${ms(slowest)}`;

console.log(
  `ownership: ${holderCount} holders over 6 layers (shared corporates), ${persons.length} persons, ${chains} chains; ` +
    `${times(full)}, ${(full.median / clone.median).toFixed(1)}x the median structuredClone of the input (${ms(clone.median)}); ` +
    `with the SCR's and UBOs' chains read ${times(significant)}; ` +
    `the API's answer (page of ${answer.persons.length} persons, ${answerChains} chains of the SCR/UBO) ${times(api)}, ` +
    `${answerKb.toFixed(0)} KB of JSON against ${(Buffer.byteLength(JSON.stringify(full.result)) / 1048576).toFixed(1)} MB for every chain ` +
    `(${os.cpus().length} cores, node ${process.version})`,
);
