import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatMessage } from '@portal/domain';
import { sql } from 'kysely';
import type { TDatabase } from '../../db/database.js';
import { buildFirm, buildUser, FACTORY_PASSWORD, type TBuiltUser } from '../../test/factories.js';
import { freePort } from '../../test/free-port.js';
import { openLive } from '../../test/live-client.js';
import { createTestDatabase, TEST_JWT_SECRET } from '../../test/setup.js';
import { LIVE_LISTENER_NAME } from './live-bus.js';

// Two copies of the real server process on one PostgreSQL database, as behind a load balancer: a
// message sent through one reaches a websocket held by the other (DESIGN §2, LISTEN/NOTIFY). Needs
// PostgreSQL, so it runs with TEST_DATABASE_URL (as .ci/run does); PGlite is one process's alone.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface TCopy {
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function startCopy(databaseUrl: string, dataDir: string): Promise<TCopy> {
  const port = await freePort();
  const { TEST_DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...rest,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '3',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server copy exited early: ${output}`);
    const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
    if (ready?.status === 200 && output.includes('Portal ready'))
      return { base, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server copy did not become ready: ${output}`);
}

async function stopCopy(copy: TCopy): Promise<void> {
  if (copy.child.exitCode !== null) return;
  const exited = new Promise((resolve) => copy.child.once('exit', resolve));
  copy.child.kill('SIGTERM');
  await exited;
}

async function call<T>(base: string, method: string, url: string, token?: string, body?: object): Promise<T> {
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
  return JSON.parse(text) as T;
}

const loginAt = async (base: string, user: TBuiltUser) =>
  (
    await call<{ accessToken: string }>(base, 'POST', '/api/auth/login', undefined, {
      username: user.username,
      password: FACTORY_PASSWORD,
    })
  ).accessToken;

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)('several server copies on one PostgreSQL', () => {
  let database: TDatabase;
  let dataDir: string;
  let copies: TCopy[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-copies-'));
    const url = database.connectionString;
    if (!url) throw new Error('a PostgreSQL test database has a connection string');
    copies = await Promise.all([startCopy(url, dataDir), startCopy(url, dataDir)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(copies.map(stopCopy));
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent through one copy to a websocket held by the other, in order', async () => {
    const [one, two] = copies;
    if (!one || !two) throw new Error('two copies');
    const firmId = await buildFirm(database.db);
    const officer = await buildUser(database.db, { userType: 'COM_SEC', firmId });
    const client = await buildUser(database.db, { userType: 'GU', clientOf: [firmId] });
    const officerToken = await loginAt(one.base, officer);
    const clientToken = await loginAt(two.base, client);

    // The client's socket is on copy two; the officer writes through copy one.
    const clientSocket = await openLive(two.base, clientToken);
    const officerSocket = await openLive(one.base, officerToken);
    const { topicName } = await call<{ topicName: string }>(
      one.base,
      'POST',
      '/messageCenter/msg/topic/create',
      officerToken,
      { id1: officer.id, id2: client.id },
    );
    const texts = ['Your annual return is due.', '周年申報表即將到期。', '<b>not bold</b>'];
    for (const text of texts)
      await call<TChatMessage>(
        one.base,
        'POST',
        `/messageCenter/msg/topic/${topicName}/messages`,
        officerToken,
        {
          text,
        },
      );
    const got = await clientSocket.waitForMessages(3, 10_000);
    expect(got.map((m) => [m.seq, m.text])).toEqual(texts.map((t, i) => [i + 1, t]));

    // And back: the client answers through copy two, the officer's socket on copy one hears it.
    await call(two.base, 'POST', `/messageCenter/msg/topic/${topicName}/messages`, clientToken, {
      text: 'Thank you, I will sign today.',
    });
    const answer = (await officerSocket.waitForMessages(4, 10_000)).at(-1);
    expect(answer).toMatchObject({ seq: 4, senderID: client.id, text: 'Thank you, I will sign today.' });

    // The officer's unread count, read through copy two, is the database's.
    const topics = await call<{ totalUnread: number }>(
      two.base,
      'GET',
      `/messageCenter/msg/topics/userID/${officer.id}`,
      officerToken,
    );
    expect(topics.totalUnread).toBe(1);

    // The database drops the copies' listening connections: sockets are told to fetch again (what
    // was announced meanwhile may be lost), and live delivery resumes once the copies listen again.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LIVE_LISTENER_NAME} and datname = current_database()`.execute(
      database.db,
    );
    await clientSocket.waitFor((f) => f.type === 'resync', 10_000);
    await officerSocket.waitFor((f) => f.type === 'resync', 10_000);
    const deadline = Date.now() + 15_000;
    let resumed = false;
    for (let n = 5; !resumed && Date.now() < deadline; n += 1) {
      await call(one.base, 'POST', `/messageCenter/msg/topic/${topicName}/messages`, officerToken, {
        text: `still there? (${n})`,
      });
      resumed = await clientSocket
        .waitFor((f) => f.type === 'message' && f.message.seq === n, 1000)
        .then(() => true)
        .catch(() => false);
    }
    expect(resumed).toBe(true);

    // Deactivating the client through copy one closes their socket on copy two.
    const admin = await buildUser(database.db, { userType: 'SYSTEM_ADMIN', firmId });
    const adminToken = await loginAt(one.base, admin);
    const staffSocket = await openLive(two.base, officerToken);
    await call(one.base, 'POST', `/api/accounts/users/${officer.id}/deactivate`, adminToken);
    expect((await staffSocket.closed).code).toBe(4403);
    clientSocket.close();
  }, 60_000);
  it('carries messages of any length between copies, to the two members and to no one else', async () => {
    const [one, two] = copies;
    if (!one || !two) throw new Error('two copies');
    const firmId = await buildFirm(database.db);
    const officer = await buildUser(database.db, { userType: 'COM_SEC', firmId });
    const client = await buildUser(database.db, { userType: 'GU', clientOf: [firmId] });
    // The officer's colleague and another client of the firm, signed in on both copies.
    const colleague = await buildUser(database.db, { userType: 'COM_SEC', firmId });
    const otherClient = await buildUser(database.db, { userType: 'GU', clientOf: [firmId] });
    const officerToken = await loginAt(one.base, officer);
    const clientToken = await loginAt(two.base, client);
    const colleagueToken = await loginAt(one.base, colleague);
    const otherClientToken = await loginAt(two.base, otherClient);
    const clientSockets = await Promise.all([
      openLive(two.base, clientToken),
      openLive(one.base, clientToken),
    ]);
    const onlookers = await Promise.all(
      [colleagueToken, otherClientToken].flatMap((token) => [
        openLive(one.base, token),
        openLive(two.base, token),
      ]),
    );
    const { topicName } = await call<{ topicName: string }>(
      one.base,
      'POST',
      '/messageCenter/msg/topic/create',
      officerToken,
      { id1: officer.id, id2: client.id },
    );
    // 4,500 Chinese characters are 13,500 bytes: more than a notification carries.
    const texts = ['Short one.', '周年申報表'.repeat(900), 'And short again.'];
    for (const text of texts)
      await call(one.base, 'POST', `/messageCenter/msg/topic/${topicName}/messages`, officerToken, { text });
    for (const socket of clientSockets) {
      const got = await socket.waitForMessages(3, 10_000);
      expect(got.map((m) => [m.seq, m.text])).toEqual(texts.map((t, i) => [i + 1, t]));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const socket of onlookers) expect(socket.messages()).toEqual([]);
    for (const socket of [...clientSockets, ...onlookers]) socket.close();
  }, 60_000);
  it('ends a session on every copy when one copy signs it out or another deactivates the person', async () => {
    const [one, two] = copies;
    if (!one || !two) throw new Error('two copies');
    const firmId = await buildFirm(database.db);
    const admin = await buildUser(database.db, { userType: 'SYSTEM_ADMIN', firmId });
    const officer = await buildUser(database.db, { userType: 'COM_SEC', firmId });
    const status = async (base: string, token: string) =>
      (await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    // Each copy has checked the session (and keeps it in memory) before it changes elsewhere.
    const login = await call<{ accessToken: string; refreshToken: string }>(
      one.base,
      'POST',
      '/api/auth/login',
      undefined,
      { username: officer.username, password: FACTORY_PASSWORD },
    );
    expect(await status(two.base, login.accessToken)).toBe(200);
    expect(await status(one.base, login.accessToken)).toBe(200);
    await fetch(`${one.base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: login.refreshToken }),
    });
    expect(await status(one.base, login.accessToken)).toBe(401);
    await expect.poll(() => status(two.base, login.accessToken), { timeout: 2000, interval: 20 }).toBe(401);

    const again = await loginAt(two.base, officer);
    expect(await status(two.base, again)).toBe(200);
    const adminToken = await loginAt(one.base, admin);
    await call(one.base, 'POST', `/api/accounts/users/${officer.id}/deactivate`, adminToken);
    await expect.poll(() => status(two.base, again), { timeout: 2000, interval: 20 }).toBe(401);
  }, 60_000);
});
