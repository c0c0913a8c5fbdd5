import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated data folder every test file loads its own copy of. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run (a new PGlite takes seconds to initialise), so each test
 * file gets its own clean copy quickly: PGlite loads the dumped folder, PostgreSQL copies a template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `portal_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const database = openPostgres(withDatabase(url, templateName), 2);
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', templateName);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Drop the template and any copy a crashed test file left behind.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`portal_t_${process.pid}_%`, templateName],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite({});
  await migrate(database);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'template.tar');
  const blob = await database.dump();
  await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
