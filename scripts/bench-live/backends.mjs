// One run per database: PGlite with one copy, PostgreSQL with one and two copies.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, ROUNDS, ONLY, BUILDS, PORTS } from './settings.mjs';
import { stop, startCopy, loadDemo, addPeoplePglite, addPeoplePostgres } from './processes.mjs';
import { signInAndOpen, keepSignedIn } from './crowd.mjs';
import { measure, apiSend, measureRelay } from './measure.mjs';

export const buildName = (build) => (BUILDS.length > 1 ? ` [${path.relative(root, build) || build}]` : '');

/** One copy on PGlite, each build in turn every round, on one data folder. */
export async function benchPglite(record) {
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
export async function benchPostgres(url, record) {
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
