import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './cli/demo-data.js';
import { freePort } from './test/free-port.js';

// The real process, as `npm start` runs it, on the embedded database: start, stop, start again.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string;
let port: number;

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...extra,
  };
}

interface TRunning {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(extra: Record<string, string> = {}): Promise<TRunning> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: env(extra),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (ready?.status === 200 && output.includes('Portal ready'))
      return { child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${output}`);
}

function cli(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: env(),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function loginStatus(username: string, password: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-'));
  port = await freePort();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stops with a message naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: env({ PORT: 'eighty' }),
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain("PORT: Invalid input: expected number, received NaN (got 'eighty')");
  });

  it('tells how to create the first administrator, stops cleanly, and keeps data across restarts', async () => {
    const first = await start();
    expect(first.output()).toContain('npm run create-admin');
    // No sanctions list is loaded yet: the operator is told how to load one.
    expect(first.output()).toContain('No sanctions list is loaded yet');
    expect(first.output()).toContain('npm run screening:import -- FILE');
    // The embedded database belongs to the running server: the CLI must wait.
    const refused = cli(['demo']);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is in use by process');

    const inFlight = Array.from({ length: 10 }, () =>
      fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    for (const status of statuses) expect([200, 503]).toContain(status);
    expect(await first.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'portal.pid'))).rejects.toThrow();

    const loaded = cli(['demo']);
    expect(loaded.status, loaded.output).toBe(0);
    expect(loaded.output).toContain(DEMO_PASSWORD);

    const second = await start();
    expect(second.output()).not.toContain('npm run create-admin');
    expect(await loginStatus('harbour.admin', DEMO_PASSWORD)).toBe(200);
    // The demo's conversations: Ken has two, with Alice's last message and Mandy's not read yet.
    const ken = (await (
      await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'harbour.ken', password: DEMO_PASSWORD }),
      })
    ).json()) as { accessToken: string; user: { userID: string } };
    const topics = (await (
      await fetch(`http://127.0.0.1:${port}/messageCenter/msg/topics/userID/${ken.user.userID}`, {
        headers: { authorization: `Bearer ${ken.accessToken}` },
      })
    ).json()) as { topics: unknown[]; totalUnread: number };
    expect(topics).toMatchObject({ totalUnread: 2 });
    expect(topics.topics).toHaveLength(2);
    // Amendments of Harbour Tea stand at every step of their workflow, and one is completed.
    const amendments = (await (
      await fetch(`http://127.0.0.1:${port}/api/cases?caseType=AMENDMENT`, {
        headers: { authorization: `Bearer ${ken.accessToken}` },
      })
    ).json()) as { items: { step: string }[] };
    expect(new Set(amendments.items.map((c) => c.step))).toEqual(
      new Set(['T_RECORD_UPDATES', 'AMD_S_CHECK', 'AMD_PAYMENT', 'AMD_DOC_S', 'AMD_FILING', 'COMPLETED']),
    );
    // A hard kill (power cut) must not corrupt the data either.
    second.child.kill('SIGKILL');
    await second.exited;

    const third = await start();
    expect(await loginStatus('client.daniel', DEMO_PASSWORD)).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 180_000);
});
