// Server start time and memory on the embedded database (issue 23 point 5), against the built server
// (`npm run build -w @portal/server`; this script builds nothing). Each round takes a fresh DATA_DIR:
// (a) the first start, on the empty folder, until /api/ready answers 200; (b) a later start on the same
// folder; (c) the demo data loaded (`cli.js demo`), a start, a demo user signed in and a few of the
// screens' requests. After each start the server idles ~5 s and its resident memory (VmRSS, and the peak
// VmHWM) is read from /proc. In the same run, the time Node takes to start and listen with nothing else
// (`node -e "require('node:http').createServer().listen(0, () => process.exit())"`) is the floor.
// Medians of BENCH_START_RUNS rounds (3). BENCH_SERVER_DIST points at another build (default
// apps/server/dist). Ports 3930–3949.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.BENCH_SERVER_DIST ?? 'apps/server/dist');
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const PORT = 3930;
const IDLE_MS = 5_000;
const DEMO_USER = 'harbour.ken';
const DEMO_PASSWORD = 'Harbour-View-2026';
const base = `http://127.0.0.1:${PORT}`;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (kb) => `${Math.round(kb / 1024)} MB`;

/** VmRSS and VmHWM of a process, in kB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** CPU time (user + system, all threads) a process has used, in ms: less swayed by a busy machine. */
function cpuMsOf(pid) {
  // Fields after the command name's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Starts the built server on a data folder; resolves once /api/ready answers 200, with the time taken. */
async function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(dist, 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SHUTDOWN_GRACE_MS: '0',
      // As `npm start` serves it (a build in another folder would otherwise look beside itself).
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = started + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const status = await fetch(`${base}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return { child, ms: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 120 s:\n${output}`);
    }
    await sleep(25);
  }
}

/** SIGTERM, then waits for the exit (the embedded database is one process's at a time). */
async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Memory after the server has idled a few seconds. */
async function idleMemory(child) {
  await sleep(IDLE_MS);
  return memoryOf(child.pid);
}

/** Signs in as a demo member of staff and asks for what the first screens show. */
async function browseAsDemoUser() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USER, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`demo sign-in answered ${login.status}`);
  const { accessToken } = await login.json();
  const get = async (url) => {
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  };
  await get('/api/auth/me');
  await get('/api/user/myProfile');
  await get('/api/tasks');
  const cases = await get('/api/cases');
  await get('/api/entities');
  await get('/api/compliance');
  const first = cases.items[0];
  if (first) {
    await get(`/api/cases/${first.caseID}`);
    await get(`/api/cases/${first.caseID}/documents`);
  }
}

/** Node alone starting and listening: the floor under any server's start. */
function nodeFloor() {
  const started = performance.now();
  const run = spawnSync(process.execPath, [
    '-e',
    "require('node:http').createServer().listen(0, () => process.exit())",
  ]);
  if (run.status !== 0) throw new Error(`bare node failed: ${run.stderr}`);
  return performance.now() - started;
}

if (!fs.existsSync(path.join(dist, 'server.js'))) {
  console.error(`No built server in ${dist}: run npm run build -w @portal/server first.`);
  process.exit(1);
}

const results = {
  floor: [],
  first: [],
  later: [],
  firstCpu: [],
  laterCpu: [],
  firstMem: [],
  laterMem: [],
  usedMem: [],
};
for (let round = 0; round < RUNS; round++) {
  results.floor.push(nodeFloor());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    const first = await startServer(dataDir);
    results.first.push(first.ms);
    results.firstCpu.push(first.cpuMs);
    console.error(`round ${round + 1}: first start ${seconds(first.ms)}`);
    results.firstMem.push(await idleMemory(first.child));
    await stopServer(first.child);

    const later = await startServer(dataDir);
    results.later.push(later.ms);
    results.laterCpu.push(later.cpuMs);
    console.error(`round ${round + 1}: later start ${seconds(later.ms)}`);
    results.laterMem.push(await idleMemory(later.child));
    await stopServer(later.child);

    const demo = spawnSync(process.execPath, [path.join(dist, 'cli.js'), 'demo'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (demo.status !== 0) throw new Error(`cli.js demo failed:\n${demo.stdout}${demo.stderr}`);
    const used = await startServer(dataDir);
    try {
      await browseAsDemoUser();
      results.usedMem.push(await idleMemory(used.child));
    } finally {
      await stopServer(used.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mem = (samples) =>
  `${megabytes(median(samples.map((s) => s.rss)))} (peak ${megabytes(median(samples.map((s) => s.hwm)))})`;
console.log(
  `Server start on the embedded database (PGlite), built server, median of ${RUNS}: the first start on an ` +
    `empty DATA_DIR is ready (/api/ready 200) in ${seconds(median(results.first))} ` +
    `(runs ${results.first.map(seconds).join(', ')}; ${seconds(median(results.firstCpu))} of CPU), a later ` +
    `start on the same folder in ${seconds(median(results.later))} (runs ` +
    `${results.later.map(seconds).join(', ')}; ${seconds(median(results.laterCpu))} of CPU); Node alone starting ` +
    `and listening takes ${seconds(median(results.floor))}. Resident memory after ~5 s idle: ` +
    `${mem(results.firstMem)} after a first start, ${mem(results.laterMem)} after a later start, ` +
    `${mem(results.usedMem)} after the demo data is loaded and a demo user signs in and opens the first ` +
    `screens' requests. Machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}.`,
);
