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
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { WebSocket } from 'ws';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 1);
const ONLY = new Set((process.env.BENCH_LIVE_ONLY ?? 'pglite,postgres,relay').split(','));
const BUILDS = (process.env.BENCH_LIVE_DIST ?? 'apps/server/dist')
  .split(',')
  .map((d) => path.resolve(root, d));
const NODE_ARGS = (process.env.BENCH_LIVE_NODE_ARGS ?? '').split(' ').filter(Boolean);
const DEMO_PASSWORD = 'Harbour-View-2026';
/** Extra staff and clients per demo firm, so 1,000 sockets are a few hundred people, not 90 tabs each. */
const EXTRA_STAFF = 18;
const EXTRA_CLIENTS = 170;
const PORTS = { pglite: 3950, copyA: 3951, copyB: 3952, relay: 3959 };
const JWT_SECRET = 'bench-live-secret-bench-live-secret-0123456789';
const TEXTS = [
  'Please find the board minutes attached for signature.',
  '收到，我會今日內簽署並上載。',
  'Could you confirm the registered office address for the annual return?',
  'The NNC1 has been filed with the Companies Registry.',
  '請問董事名冊需要更新嗎？',
  'Thank you, I will review the draft and revert by Friday.',
];

const started = performance.now();
/** Progress on stderr, so the result paragraph stays alone on stdout. */
const progress = (what) =>
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${what}\n`);

/** Every process this script started and has not stopped: ended when the script ends, however it ends. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function startProcess(args, env, readyUrl) {
  // Something already answering here would be measured instead of the process started.
  if (
    await fetch(readyUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${readyUrl} is already in use`);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  children.add(child);
  child.once('exit', () => children.delete(child));
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

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const serverEnv = (extra) => ({
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SHUTDOWN_GRACE_MS: '0',
  JWT_SECRET,
  ...extra,
});

/** One copy of `build`'s server on `port`, ready. */
const startCopy = (build, env, port) =>
  startProcess(
    [...NODE_ARGS, path.join(build, 'server.js')],
    serverEnv({ ...env, PORT: String(port) }),
    `http://127.0.0.1:${port}/api/ready`,
  );

function loadDemo(env) {
  progress('loading the demo data');
  const demo = spawnSync(process.execPath, [path.join(BUILDS[0], 'cli.js'), 'demo'], {
    cwd: root,
    env: { ...process.env, ...serverEnv(env) },
    encoding: 'utf8',
  });
  if (demo.status !== 0) throw new Error(`demo: ${demo.stderr}`);
}

/**
 * More people in the demo firms, written as rows (the demo's own accounts are the templates, so they
 * sign in with the demo password): staff of each firm, and clients registered with it.
 */
function morePeopleSql() {
  const statements = [];
  for (const [key, template] of [
    ['harbour', 'harbour.ken'],
    ['kowloon', 'kowloon.iris'],
  ]) {
    const copy = (kind, count, fromUser, first) => `
      insert into users (username, email, password_hash, user_type, firm_id, eng_first_name, eng_last_name,
                         language, theme, is_first_time_login, email_verified_at, status)
      select 'bench.${key}.${kind}.' || g, 'bench.${key}.${kind}.' || g || '@bench.example', u.password_hash,
             ${kind === 'staff' ? 'u.user_type' : `'GU'`}, ${kind === 'staff' ? 'u.firm_id' : 'null'},
             '${first} ' || g, 'Bench', u.language, u.theme, false, now(), 'ACTIVE'
      from users u, generate_series(1, ${count}) g where u.username = '${fromUser}'`;
    statements.push(copy('staff', EXTRA_STAFF, template, 'Officer'));
    statements.push(copy('client', EXTRA_CLIENTS, 'client.alice', 'Client'));
    statements.push(`
      insert into client_firm_links (user_id, firm_id)
      select c.id, s.firm_id from users c, users s
      where c.username like 'bench.${key}.client.%' and s.username = '${template}'`);
  }
  return statements;
}

async function addPeoplePglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  for (const statement of morePeopleSql()) await db.exec(statement);
  await db.close();
}

async function addPeoplePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of morePeopleSql()) await client.query(statement);
  await client.end();
}

async function call(base, method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches(items, width, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * Signs in everyone of the two firms (the platform operator does not chat with clients) and opens
 * their conversations through the API: each client with an officer of their firm (every fourth with
 * a second one), each new officer with a colleague, and the demo's own conversations.
 */
async function signInAndOpen(base) {
  const staffOf = (key) => [
    ...(key === 'harbour' ? ['harbour.ken', 'harbour.mandy'] : ['kowloon.iris', 'kowloon.sam']),
    ...Array.from({ length: EXTRA_STAFF }, (_, i) => `bench.${key}.staff.${i + 1}`),
  ];
  const pairs = [
    ['harbour.ken', 'client.alice'],
    ['harbour.ken', 'harbour.mandy'],
    ['harbour.mandy', 'client.brian'],
    ['kowloon.iris', 'client.carmen'],
    ['kowloon.sam', 'client.daniel'],
    ['harbour.ken', 'client.daniel'],
    ['harbour.admin', 'harbour.ken'],
    ['kowloon.admin', 'kowloon.iris'],
  ];
  for (const key of ['harbour', 'kowloon']) {
    const staff = staffOf(key);
    for (let i = 1; i <= EXTRA_CLIENTS; i += 1) {
      pairs.push([staff[i % staff.length], `bench.${key}.client.${i}`]);
      if (i % 4 === 0) pairs.push([staff[(i + 7) % staff.length], `bench.${key}.client.${i}`]);
    }
    for (let i = 1; i <= EXTRA_STAFF; i += 1) pairs.push([`bench.${key}.staff.${i}`, staff[0]]);
  }
  const usernames = [...new Set(pairs.flat())];
  progress(`signing in ${usernames.length} people`);
  const people = await inBatches(usernames, 4, async (username) => {
    const login = await call(base, 'POST', '/api/auth/login', undefined, {
      username,
      password: DEMO_PASSWORD,
    });
    return { username, id: login.user.userID, token: login.accessToken, refreshToken: login.refreshToken };
  });
  const by = new Map(people.map((p) => [p.username, p]));
  progress(`opening ${pairs.length} conversations`);
  const topics = await inBatches(pairs, 8, async ([a, b]) => {
    const [pa, pb] = [by.get(a), by.get(b)];
    const body = { id1: pa.id, id2: pb.id };
    const { topicName } = await call(base, 'POST', '/messageCenter/msg/topic/create', pa.token, body);
    return { topicName, members: [pa, pb] };
  });
  return { people, topics, signedInAt: Date.now() };
}

/** Access tokens last 15 minutes: after 10, everyone refreshes as the web app would. */
async function keepSignedIn(base, crowd) {
  if (Date.now() - crowd.signedInAt < 10 * 60_000) return;
  progress('refreshing tokens');
  await inBatches(crowd.people, 8, async (person) => {
    const pair = await call(base, 'POST', '/api/auth/refresh', undefined, {
      refreshToken: person.refreshToken,
    });
    person.token = pair.accessToken;
    person.refreshToken = pair.refreshToken;
  });
  crowd.signedInAt = Date.now();
}

/**
 * Opens SOCKETS sockets, one to three per person, spread over `bases` in turn. A message frame at a
 * recipient's socket counts its time since the send; one at anyone outside the conversation counts
 * as a stranger (and fails the run).
 */
async function connect(people, bases, sent, useIds = false) {
  const latencies = [];
  const byBase = new Map(bases.map((b) => [b, []]));
  let strangers = 0;
  const plan = Array.from({ length: SOCKETS }, (_, i) => ({
    person: people[i % people.length],
    // A person's tabs alternate between the copies.
    base: bases[(i + Math.floor(i / people.length)) % bases.length],
  }));
  progress(`connecting ${plan.length} sockets to ${bases.join(', ')}`);
  const sockets = await inBatches(plan, 50, async ({ person, base }) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/msg/websocket`);
    await new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () =>
        socket.send(JSON.stringify({ type: 'auth', token: useIds ? person.id : person.token })),
      );
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'ready') return resolve();
        if (frame.type !== 'message') return;
        const entry = sent.get(frame.message.clientMessageID);
        if (!entry) return;
        const members = entry.topic.members.map((m) => m.id);
        if (!members.includes(person.id) || frame.message.topicName !== entry.topic.topicName) strangers += 1;
        // The sender's own tabs hear their message too; the figure is the recipient's.
        if (person.id === entry.sender.id || !entry.measured) return;
        const ms = performance.now() - entry.at;
        latencies.push(ms);
        byBase.get(base).push(ms);
      });
    });
    return socket;
  });
  const perPerson = new Map();
  for (const { person } of plan) perPerson.set(person.id, (perPerson.get(person.id) ?? 0) + 1);
  return {
    perPerson,
    result: () => ({ latencies: [...latencies], byBase, strangers }),
    close: () =>
      Promise.all(
        sockets.map(
          (s) =>
            new Promise((resolve) =>
              s.readyState === s.CLOSED ? resolve() : (s.once('close', resolve), s.close()),
            ),
        ),
      ),
  };
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * With SOCKETS sockets open on `bases`, sends RATE messages a second for SECONDS through `send` (a
 * random conversation, either member writing), after an unmeasured warm-up, and waits until every
 * recipient socket heard each one.
 */
async function measure(crowd, bases, send, label, { useIds = false, processes = [] } = {}) {
  const sent = new Map();
  const connection = await connect(crowd.people, bases, sent, useIds);
  let cpuBefore;
  const posts = [];
  const failures = [];
  let n = 0;
  let expected = 0;
  const sendOne = async (measured) => {
    const topic = crowd.topics[Math.floor(Math.random() * crowd.topics.length)];
    const from = Math.random() < 0.5 ? 0 : 1;
    const [sender, recipient] = [topic.members[from], topic.members[1 - from]];
    const clientMessageID = crypto.randomUUID();
    if (measured) expected += connection.perPerson.get(recipient.id) ?? 0;
    const at = performance.now();
    sent.set(clientMessageID, { at, topic, sender, measured });
    await send(topic, sender, { text: TEXTS[(n += 1) % TEXTS.length], clientMessageID });
    if (measured) posts.push(performance.now() - at);
  };
  const run = async (count, measured) => {
    const pending = [];
    const start = performance.now();
    for (let i = 0; i < count; i += 1) {
      const wait = start + (i * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(sendOne(measured).catch((error) => failures.push(error)));
    }
    await Promise.all(pending);
    if (failures.length > 0) throw failures[0];
  };
  try {
    progress(`${label}: sending`);
    await run(Math.max(20, RATE * 2), false);
    cpuBefore = cpuMs(processes);
    await run(RATE * SECONDS, true);
    const deadline = Date.now() + 10_000;
    while (connection.result().latencies.length < expected && Date.now() < deadline) await sleep(20);
  } finally {
    await connection.close();
  }
  const result = { ...connection.result(), cpuPerMessage: (cpuMs(processes) - cpuBefore) / (RATE * SECONDS) };
  progress(
    `${label}: send → receive ${figures(result.latencies)}; the send's own answer ${figures(posts)}; ` +
      `server CPU ${result.cpuPerMessage.toFixed(1)} ms a message`,
  );
  if (result.strangers > 0) throw new Error(`${label}: ${result.strangers} frames reached someone else`);
  if (result.latencies.length < expected)
    throw new Error(`${label}: ${expected - result.latencies.length} of ${expected} deliveries missing`);
  return result;
}

/** CPU time the processes have used so far, user and system (Linux /proc; 0 elsewhere). */
function cpuMs(processes) {
  let ticks = 0;
  for (const child of processes) {
    try {
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      // The fields after the command's name (which may hold spaces and parentheses).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const figures = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

const apiSend = (base) => (topic, sender, body) =>
  call(base, 'POST', `/messageCenter/msg/topic/${topic.topicName}/messages`, sender.token, body);

/** The relay: the same sockets and sends, nothing in between. */
async function measureRelay(crowd) {
  const base = `http://127.0.0.1:${PORTS.relay}`;
  const relay = await startProcess(['scripts/bench-live-relay.mjs', String(PORTS.relay)], {}, `${base}/`);
  let seq = 0;
  const send = (topic, sender, body) =>
    call(base, 'POST', '/send', undefined, {
      members: topic.members.map((m) => m.id),
      message: {
        messageID: crypto.randomUUID(),
        topicName: topic.topicName,
        seq: (seq += 1),
        senderID: sender.id,
        text: body.text,
        attachments: [],
        createdDate: new Date().toISOString(),
        clientMessageID: body.clientMessageID,
      },
    });
  try {
    return await measure(crowd, [base], send, 'bare ws relay', { useIds: true, processes: [relay] });
  } finally {
    await stop(relay);
  }
}

const buildName = (build) => (BUILDS.length > 1 ? ` [${path.relative(root, build) || build}]` : '');

/** One copy on PGlite, each build in turn every round, on one data folder. */
async function benchPglite(record) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-live-'));
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  const base = `http://127.0.0.1:${PORTS.pglite}`;
  let crowd;
  try {
    loadDemo(env);
    await addPeoplePglite(dataDir);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const build of BUILDS) {
        const server = await startCopy(build, env, PORTS.pglite);
        try {
          if (crowd) await keepSignedIn(base, crowd);
          else crowd = await signInAndOpen(base);
          const label = `one copy on PGlite${buildName(build)}`;
          record(label, await measure(crowd, [base], apiSend(base), label, { processes: [server] }));
        } finally {
          await stop(server);
        }
      }
      if (ONLY.has('relay')) record('bare ws relay', await measureRelay(crowd));
    }
    return crowd;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One copy, then two copies, of each build in turn every round, on one throwaway PostgreSQL database. */
async function benchPostgres(url, record) {
  const name = `portal_bench_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-live-pg-'));
  const env = {
    DATABASE_URL: dbUrl.toString(),
    ENCRYPTION_KEYS: `1:${createHash('sha256').update('portal bench: throwaway databases').digest('base64')}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  };
  const [baseA, baseB] = [PORTS.copyA, PORTS.copyB].map((port) => `http://127.0.0.1:${port}`);
  let crowd;
  try {
    loadDemo(env);
    await addPeoplePostgres(dbUrl.toString());
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const build of BUILDS) {
        const copies = [await startCopy(build, env, PORTS.copyA)];
        try {
          if (crowd) await keepSignedIn(baseA, crowd);
          else crowd = await signInAndOpen(baseA);
          const one = `one copy on PostgreSQL${buildName(build)}`;
          record(one, await measure(crowd, [baseA], apiSend(baseA), one, { processes: copies }));
          copies.push(await startCopy(build, env, PORTS.copyB));
          const two = `two copies on PostgreSQL${buildName(build)}`;
          const result = await measure(crowd, [baseB, baseA], apiSend(baseA), two, { processes: copies });
          record(two, result, {
            'recipients on B': result.byBase.get(baseB),
            'on A': result.byBase.get(baseA),
          });
        } finally {
          for (const copy of copies) await stop(copy);
        }
      }
      if (ONLY.has('relay')) record('bare ws relay', await measureRelay(crowd));
    }
    return crowd;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

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
