// The processes the bench starts and stops: server copies of a build, the demo data, and the extra
// people written into it as rows.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { root, BUILDS, NODE_ARGS, EXTRA_STAFF, EXTRA_CLIENTS, JWT_SECRET, progress } from './settings.mjs';

export const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export async function startProcess(args, env, readyUrl) {
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

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const serverEnv = (extra) => ({
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SHUTDOWN_GRACE_MS: '0',
  JWT_SECRET,
  ...extra,
});

/** One copy of `build`'s server on `port`, ready. */
export const startCopy = (build, env, port) =>
  startProcess(
    [...NODE_ARGS, path.join(build, 'server.js')],
    serverEnv({ ...env, PORT: String(port) }),
    `http://127.0.0.1:${port}/api/ready`,
  );

export function loadDemo(env) {
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
export function morePeopleSql() {
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

export async function addPeoplePglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  for (const statement of morePeopleSql()) await db.exec(statement);
  await db.close();
}

export async function addPeoplePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of morePeopleSql()) await client.query(statement);
  await client.end();
}
