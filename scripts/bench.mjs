// `npm run bench`: throughput of the production build on loopback, measured with autocannon against
// a bare node:http hello-world as the ceiling, plus the gzip size of the JavaScript /login loads.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the runs. Last, the
// time to resolve the ownership of a 10,000-holder group (scripts/bench-ownership.mjs) and to render and
// stamp an incorporation's documents (scripts/bench-documents.mjs), and the conversation list with unread
// counts over 100,000 messages in a firm (scripts/bench-messages.mjs; also on PostgreSQL with
// BENCH_DATABASE_URL), the task and case lists at a firm of a million tasks (scripts/bench-lists.mjs),
// the server's start and memory (scripts/bench-start.mjs) and a busy office of 20 people on the
// embedded database (scripts/bench-office.mjs), live messages with 1,000 sockets connected
// (scripts/bench-live.mjs; one and two copies on PostgreSQL with BENCH_DATABASE_URL), and name screening's
// recall, precision and latency per query on the sanctions lists (scripts/bench-screening.mjs), and
// company form recognition's accuracy and time per document (scripts/bench-recognition.mjs), and
// identity-document recognition's on invented cards and passports (scripts/bench-id-documents.mjs).
// BENCH_ONLY picks parts: requests, ownership, documents, messages, screening, recognition,
// id-documents, lists, start, office, live (comma-separated).
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO_PASSWORD = 'Harbour-View-2026';

function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`exited early:\n${output}`));
      const ok = await fetch(readyUrl)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return resolve(child);
      if (Date.now() > deadline) return reject(new Error(`not ready:\n${output}`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, title }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers`));
      resolve({
        title,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    });
  });
}

/** JavaScript the /login route loads: the entry chunk, its static imports, and the login page's chunk. */
function loginBundleSize() {
  const dist = path.join(root, 'apps/web/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entry);
  const loginPage = Object.keys(manifest).find((key) => /LoginPage\.tsx$/.test(key));
  if (loginPage) visit(loginPage);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return {
    files: [...files].filter((f) => f.endsWith('.js')).length,
    raw,
    gzip,
    loginPageFound: Boolean(loginPage),
  };
}

/** What Chromium actually fetches for /login: every script response, gzipped at level 9. */
async function loginBundleInBrowser(url) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return null;
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const buffers = await Promise.all(bodies);
    return {
      files: buffers.length,
      raw: buffers.reduce((n, b) => n + b.length, 0),
      gzip: buffers.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}

/** A script over TypeScript source (the domain, the server's modules): it runs under tsx. */
function benchScript(script) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stderr}`);
  return run.stdout.trim();
}

/** Ownership resolution on a large group. */
const benchOwnership = () => benchScript('scripts/bench-ownership.mjs');
/** Rendering and stamping generated documents. */
const benchDocuments = () => benchScript('scripts/bench-documents.mjs');
/** Conversation lists and unread counts with 100,000 messages in a firm. */
const benchMessages = () => benchScript('scripts/bench-messages.mjs');
/** Name screening: recall, precision and latency on the real lists when present (heap measured after a GC). */
function benchScreening() {
  const script = 'scripts/bench-screening.mjs';
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stderr}`);
  return run.stdout.trim();
}
/** Company form recognition: fields right and time per document, NNC1 and NAR1, filled, flattened and scanned. */
const benchRecognition = () => benchScript('scripts/bench-recognition.mjs');
/** Identity documents: values right and warm time per card and passport, photographed six ways. */
const benchIdDocuments = () => benchScript('scripts/bench-id-documents.mjs');
/** A script over the built server. */
function benchBuilt(script) {
  const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stderr}`);
  return run.stdout.trim();
}
/** The long lists of a firm with a million tasks (PostgreSQL) and 100,000 (PGlite). */
const benchLists = () => benchBuilt('scripts/bench-lists.mjs');
/** First and later starts on the embedded database, and the memory of the idle server. */
const benchStart = () => benchBuilt('scripts/bench-start.mjs');
/** Twenty people's mixed work at once on the embedded database (and on PostgreSQL, to compare). */
const benchOffice = () => benchBuilt('scripts/bench-office.mjs');
/** Send → receive of live messages with 1,000 websockets, beside a bare ws relay (and on PostgreSQL). */
const benchLive = () => benchBuilt('scripts/bench-live.mjs');

async function benchPostgres(url) {
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pgEnv = {
    ...env,
    PORT: '3903',
    DATABASE_URL: dbUrl.toString(),
    ENCRYPTION_KEYS: `1:${createHash('sha256').update('portal bench: throwaway databases').digest('base64')}`,
  };
  let server;
  try {
    const demo = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'demo'], {
      cwd: root,
      env: { ...process.env, ...pgEnv },
      encoding: 'utf8',
    });
    if (demo.status !== 0) throw new Error(demo.stderr);
    server = await startProcess(['apps/server/dist/server.js'], pgEnv, 'http://127.0.0.1:3903/api/ready');
    const login = await fetch('http://127.0.0.1:3903/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'harbour.ken', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const authorization = `Bearer ${login.accessToken}`;
    return [
      await run('GET /api/auth/me (PostgreSQL)', 'http://127.0.0.1:3903/api/auth/me', { authorization }),
      await run('GET /api/tasks, 50 a page (PostgreSQL)', 'http://127.0.0.1:3903/api/tasks?pageSize=50', {
        authorization,
      }),
    ];
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// BENCH_ONLY=requests,ownership,… runs only those parts (requests: the signed-in calls and /login).
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const measures = (part) => !only || only.has(part);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = { DATA_DIR: dataDir, PORT: '3901', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '0' };
const children = [];
try {
  if (measures('requests')) {
    const demo = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'demo'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (demo.status !== 0) throw new Error(demo.stderr);

    children.push(
      await startProcess(
        ['-e', "require('node:http').createServer((q,s)=>s.end('hello world')).listen(3902,'127.0.0.1')"],
        {},
        'http://127.0.0.1:3902/',
      ),
    );
    children.push(await startProcess(['apps/server/dist/server.js'], env, 'http://127.0.0.1:3901/api/ready'));

    const login = await fetch('http://127.0.0.1:3901/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'harbour.ken', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    if (!login.accessToken) throw new Error(`login failed: ${JSON.stringify(login)}`);
    // Benchmarks outlast a 15-minute token only if they run long; refresh isn't needed for 3 × 10 s.
    const results = [];
    results.push(await run('bare node:http', 'http://127.0.0.1:3902/'));
    results.push(await run('GET /api/health', 'http://127.0.0.1:3901/api/health'));
    results.push(
      await run('GET /api/auth/me (PGlite)', 'http://127.0.0.1:3901/api/auth/me', {
        authorization: `Bearer ${login.accessToken}`,
      }),
    );

    // With BENCH_DATABASE_URL (a PostgreSQL server), the same call on PostgreSQL, in a throwaway database.
    results.push(
      await run('GET /api/tasks, 50 a page (PGlite)', 'http://127.0.0.1:3901/api/tasks?pageSize=50', {
        authorization: `Bearer ${login.accessToken}`,
      }),
    );
    if (process.env.BENCH_DATABASE_URL)
      results.push(...(await benchPostgres(process.env.BENCH_DATABASE_URL)));

    const bare = results[0].requestsPerSecond;
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s each, ${os.cpus().length} cores, node ${process.version}`,
    );
    console.log('| target | req/s | p50 ms | p99 ms | share of bare |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.title} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${((r.requestsPerSecond / bare) * 100).toFixed(1)} % |`,
      );
    }
    const measured = await loginBundleInBrowser('http://127.0.0.1:3901/login');
    if (measured) {
      console.log(
        `\n/login JavaScript loaded by Chromium: ${measured.files} files, ${(measured.raw / 1024).toFixed(1)} KB raw, ${(measured.gzip / 1024).toFixed(1)} KB gzip`,
      );
    }
    const size = loginBundleSize();
    if (size) {
      console.log(
        `/login JavaScript by the build manifest: ${size.files} files, ${(size.raw / 1024).toFixed(1)} KB raw, ${(size.gzip / 1024).toFixed(1)} KB gzip${size.loginPageFound ? '' : ' (the sign-in page is part of the entry chunk)'}`,
      );
    } else {
      console.log(
        '\n/login JavaScript: apps/web/dist/.vite/manifest.json missing (build the web app with its manifest)',
      );
    }
  }
  if (measures('ownership')) console.log(`\n${benchOwnership()}`);
  if (measures('documents')) console.log(benchDocuments());
  if (measures('messages')) console.log(benchMessages());
  if (measures('screening')) console.log(`\n${benchScreening()}`);
  if (measures('recognition')) console.log(`\n${benchRecognition()}`);
  if (measures('id-documents')) console.log(`\n${benchIdDocuments()}`);
  if (measures('lists')) console.log(benchLists());
  if (measures('start')) console.log(`\n${benchStart()}`);
  if (measures('office')) console.log(`\n${benchOffice()}`);
  if (measures('live')) console.log(`\n${benchLive()}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
}
