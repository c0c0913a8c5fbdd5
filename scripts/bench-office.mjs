// A busy office on the embedded database (issue 23 point 7): BENCH_OFFICE_USERS (20) people signed in
// at once — the demo firms' staff and clients, each signed in on their own — doing mixed work for
// BENCH_OFFICE_SECONDS (60): their task list, the case list, a case and its information, their
// conversations, the unread badge; a save of the case form every few steps (a draft save writes in a
// transaction) and now and then a message. Each person waits for an answer before the next step, with
// a short pause between steps as people do. Reports p50/p99 of every request and of the saves, the
// slowest, and how many failed or took over 10 s, on PGlite (and on PostgreSQL with
// BENCH_DATABASE_URL, for comparison). Run after `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID, createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const USERS = Number(process.env.BENCH_OFFICE_USERS ?? 20);
const SECONDS = Number(process.env.BENCH_OFFICE_SECONDS ?? 60);
const TIMEOUT_MS = 10_000;
const PASSWORD = 'Harbour-View-2026';
// The demo's people (apps/server/src/cli/demo.ts); a login is a person, several sessions may share one.
const PEOPLE = [
  'harbour.ken',
  'harbour.mandy',
  'harbour.admin',
  'kowloon.iris',
  'kowloon.sam',
  'kowloon.admin',
  'client.alice',
  'client.brian',
  'client.carmen',
  'client.daniel',
];

function start(env, port) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c) => (errors += c));
  const url = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited:\n${errors}`));
      if (
        await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return resolve({ child, url });
      if (Date.now() > deadline) return reject(new Error(`server not ready:\n${errors}`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

async function officeLoad(url) {
  const timings = { all: [], saves: [], messages: [] };
  const byRoute = new Map();
  let failures = 0;
  let timeouts = 0;
  let slowest = { ms: 0, what: '' };

  async function call(token, method, route, body, kind = 'all') {
    const started = performance.now();
    let response;
    try {
      response = await fetch(`${url}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      timeouts += 1;
      return null;
    }
    const text = await response.text();
    const ms = performance.now() - started;
    timings.all.push(ms);
    const routeName = `${method} ${route
      .split('?')[0]
      .replace(/[0-9a-f-]{36}/g, ':id')
      .replace(/topic\/[^/]+/, 'topic/:name')}`;
    byRoute.set(routeName, [...(byRoute.get(routeName) ?? []), ms]);
    if (kind !== 'all') timings[kind].push(ms);
    if (ms > slowest.ms) slowest = { ms, what: `${method} ${route.split('?')[0]}` };
    if (!response.ok) {
      failures += 1;
      return null;
    }
    return text ? JSON.parse(text) : null;
  }

  // Everyone signs in first (argon2 is meant to be slow; it is not part of the office's day).
  const sessions = [];
  for (let i = 0; i < USERS; i += 1) {
    const username = PEOPLE[i % PEOPLE.length];
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    }).then((r) => r.json());
    if (!login.accessToken) throw new Error(`${username} could not sign in: ${JSON.stringify(login)}`);
    sessions.push({ username, token: login.accessToken, userId: login.user.userID });
  }

  async function person({ token, userId }) {
    const tasks = (await call(token, 'GET', '/api/tasks?tabKey=mine&status=OPEN&pageSize=50'))?.items ?? [];
    const cases = (await call(token, 'GET', '/api/cases?pageSize=20'))?.items ?? [];
    const topics = (await call(token, 'GET', `/messageCenter/msg/topics/userID/${userId}`))?.topics ?? [];
    // The forms this person fills in: cases where they hold the form task.
    const forms = tasks.filter((t) => ['POC_FORM', 'CS_FORM_R', 'POC_FORM_R'].includes(t.taskActionKey));
    const until = Date.now() + SECONDS * 1000;
    let step = 0;
    while (Date.now() < until) {
      step += 1;
      const caseItem = cases.length > 0 ? pick(cases) : null;
      switch (step % 6) {
        case 0:
          await call(token, 'GET', '/api/tasks?tabKey=mine&status=OPEN&pageSize=50');
          break;
        case 1:
          await call(token, 'GET', '/api/cases?pageSize=20');
          break;
        case 2:
          if (caseItem) await call(token, 'GET', `/api/cases/${caseItem.caseID}`);
          break;
        case 3: {
          const form = forms.length > 0 ? pick(forms) : null;
          if (!form) {
            await call(token, 'GET', '/api/auth/me');
            break;
          }
          const information = await call(token, 'GET', `/api/cases/${form.caseID}/information`);
          // A draft save: the form as it stands, written back.
          if (information?.information)
            await call(
              token,
              'PUT',
              `/api/cases/${form.caseID}/information`,
              information.information,
              'saves',
            );
          break;
        }
        case 4:
          await call(token, 'GET', `/messageCenter/msg/topics/userID/${userId}`);
          break;
        case 5: {
          const topic = topics.length > 0 ? pick(topics) : null;
          if (topic && step % 4 === 1) {
            await call(
              token,
              'POST',
              `/messageCenter/msg/topic/${encodeURIComponent(topic.topicName)}/messages`,
              { text: `Noted, thank you (${step})`, clientMessageID: randomUUID().replace(/-/g, '') },
              'messages',
            );
          } else if (topic) {
            await call(
              token,
              'GET',
              `/messageCenter/msg/topic/${encodeURIComponent(topic.topicName)}/messages`,
            );
          }
          break;
        }
      }
      await sleep(100 + Math.random() * 400);
    }
  }

  await Promise.all(sessions.map(person));
  const percentile = (values, p) => {
    if (values.length === 0) return null;
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
  };
  return {
    requests: timings.all.length,
    p50: percentile(timings.all, 50),
    p99: percentile(timings.all, 99),
    saves: timings.saves.length,
    savesP99: percentile(timings.saves, 99),
    messages: timings.messages.length,
    messagesP99: percentile(timings.messages, 99),
    slowest: `${Math.round(slowest.ms)} ms (${slowest.what})`,
    routes: [...byRoute]
      .map(([name, values]) => `${name} ${percentile(values, 99)}`)
      .sort((a, b) => Number(b.split(' ').at(-1)) - Number(a.split(' ').at(-1)))
      .slice(0, 4)
      .join(', '),
    failures,
    timeouts,
  };
}

function line(where, r) {
  return (
    `${where}: ${USERS} people for ${SECONDS} s — ${r.requests} requests, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
    `${r.saves} form saves p99 ${r.savesP99} ms; ${r.messages} messages p99 ${r.messagesP99} ms; ` +
    `slowest ${r.slowest}; ${r.failures} failed, ${r.timeouts} over ${TIMEOUT_MS / 1000} s; p99 ms of the slowest routes: ${r.routes}`
  );
}

const demo = (env) => {
  const run = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'demo'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
};

const results = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-office-'));
try {
  demo({ DATA_DIR: dataDir });
  const server = await start({ DATA_DIR: dataDir }, 3925);
  try {
    results.push(line('PGlite', await officeLoad(server.url)));
  } finally {
    server.child.kill('SIGTERM');
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_DATABASE_URL) {
  const name = `portal_bench_office_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(process.env.BENCH_DATABASE_URL);
  dbUrl.pathname = `/${name}`;
  const env = {
    DATABASE_URL: dbUrl.toString(),
    ENCRYPTION_KEYS: `1:${createHash('sha256').update('portal bench: throwaway databases').digest('base64')}`,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-office-')),
  };
  try {
    demo(env);
    const server = await start(env, 3926);
    try {
      results.push(line('PostgreSQL', await officeLoad(server.url)));
    } finally {
      server.child.kill('SIGTERM');
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
console.log(results.join('\n'));
