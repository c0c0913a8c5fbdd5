// One run per database: make the demo firm, seed it, start the server on it, measure the scenarios and
// clean up. PostgreSQL gets a throwaway database beside BENCH_DATABASE_URL's; PGlite a temporary folder.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { measureScenarios } from './measure.mjs';
import { buildScenarios, isMeasured } from './scenarios.mjs';
import { buildSeedStatements } from './seed.mjs';
import { createDemo, signInTokens, startServer, stopServer, waitUntilSettled } from './server.mjs';

/**
 * The same lists on a server that keeps no answers (ANSWER_CACHE_MB=0, ADR 0032): what a page costs
 * when it is asked for the first time or after a change, for `afreshSeconds` each.
 */
const AFRESH = { ANSWER_CACHE_MB: '0' };
const afreshLoad = (load) => ({ ...load, duration: load.afreshSeconds });

/** Signs in, then measures the scenarios kept by `only` and the seeded sizes. */
async function measureLists(server, query, { tasks, only, load }) {
  // Sign in before reading the halfway keys: sign-ins write audit rows, which PostgreSQL's live keys count.
  const tokens = await signInTokens(server.url);
  const scenarios = (await buildScenarios(query, server.url)).filter(([title]) =>
    isMeasured(title, { only, tasks }),
  );
  return measureScenarios(scenarios, tokens, load);
}

/**
 * Seeds a new database on the server at `adminUrl` (or measures the kept database `reuse` unseeded),
 * measures it, and drops it unless `keep` or `reuse`.
 */
export async function benchPostgres(adminUrl, { tasks, scale, reuse, keep, only, load }) {
  const name = reuse ?? `portal_bench_lists_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const env = {
    DATABASE_URL: dbUrl.toString(),
    PORT: '3911',
    ENCRYPTION_KEYS: `1:${createHash('sha256').update('portal bench: throwaway databases').digest('base64')}`,
  };
  let server;
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    if (!reuse) createDemo(env);
    await client.connect();
    const started = Date.now();
    const statements = reuse ? [] : buildSeedStatements({ tasks, scale });
    for (const statement of statements) await client.query(statement);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const query = async (q) => (await client.query(q)).rows;
    server = await startServer(env);
    await waitUntilSettled(client);
    const results = await measureLists(server, query, { tasks, only, load });
    await stopServer(server);
    server = await startServer({ ...env, ...AFRESH });
    await waitUntilSettled(client);
    const afresh = await measureLists(server, query, { tasks, only, load: afreshLoad(load) });
    return {
      label: `PostgreSQL, ${tasks.toLocaleString('en')} tasks (seeded in ${seconds} s)`,
      results,
      afresh,
    };
  } finally {
    await client.end().catch(() => undefined);
    if (server) await stopServer(server);
    if (keep || reuse) console.error(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Seeds an embedded database in a temporary folder, measures it, and removes the folder. */
export async function benchPglite({ tasks, scale, only, load }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lists-'));
  const env = { DATA_DIR: dataDir, PORT: '3912' };
  let server;
  try {
    createDemo(env);
    // The embedded database has one process: seed it with the server stopped, as the CLI does.
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    const started = Date.now();
    for (const statement of buildSeedStatements({ tasks, scale })) await db.exec(statement);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // Read what the scenarios need before the server takes the folder, and answer the same later.
    const answers = new Map();
    await buildScenarios(async (q) => {
      const rows = (await db.query(q)).rows;
      answers.set(q, rows);
      return rows;
    }, '');
    await db.close();
    const query = async (q) => answers.get(q);
    server = await startServer(env);
    const results = await measureLists(server, query, { tasks, only, load });
    await stopServer(server);
    server = await startServer({ ...env, ...AFRESH });
    const afresh = await measureLists(server, query, { tasks, only, load: afreshLoad(load) });
    return { label: `PGlite, ${tasks.toLocaleString('en')} tasks (seeded in ${seconds} s)`, results, afresh };
  } finally {
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
