// The built server as the bench drives it: the demo firm made by the CLI, the server started on a port
// and stopped, its people signed in, and a wait for its start-up work before anything is measured.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const DEMO_PASSWORD = 'Harbour-View-2026';

/** Makes the demo firm (Harbour, its people and password) in the database `env` points at. */
export function createDemo(env) {
  const run = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'demo'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
}

/** Starts the built server on `env.PORT`; resolves with its process and URL once /api/ready answers. */
export function startServer(env) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${env.PORT}`;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited:\n${output}`));
      if (
        await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return resolve({ child, url });
      if (Date.now() > deadline) return reject(new Error(`server not ready:\n${output}`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** Stops a server from startServer and waits for it to exit. */
export async function stopServer(server) {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}

async function signIn(url, username) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  if (!login.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.accessToken;
}

/** Signs in the firm's staff member and its administrator: the tokens the scenarios' `who` names. */
export async function signInTokens(url) {
  return { staff: await signIn(url, 'harbour.ken'), admin: await signIn(url, 'harbour.admin') };
}

/**
 * Waits until the server's start-up work is done: the deadline engine's first sweep dates every seeded
 * company (20,000 updates), and measuring beside it would measure the sweep.
 */
export async function waitUntilSettled(client) {
  let last = -1;
  for (;;) {
    const { rows } = await client.query(
      `select coalesce(sum(n_tup_upd + n_tup_ins + n_tup_del), 0)::bigint as n from pg_stat_user_tables`,
    );
    const n = Number(rows[0].n);
    if (n === last) return;
    last = n;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
