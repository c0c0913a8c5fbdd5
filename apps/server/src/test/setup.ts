import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type TAppOptions } from '../app.js';
import { loadConfig, type TConfig } from '../config.js';
import { openPglite, openPostgres, type TDatabase } from '../db/database.js';
import { rememberTestDatabase } from './factories.js';
import { withDatabase } from './global-setup.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A clean, migrated database of this test file's own (PGlite copy, or a PostgreSQL template copy). */
export async function createTestDatabase(): Promise<TDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `portal_t_${process.ppid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Copies from one template cannot overlap with a connection to it; retry briefly if busy.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt > 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const database = openPostgres(withDatabase(url, name), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  const data = await fs.readFile(file);
  return openPglite({ loadDataDir: new Blob([data]) });
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    // Each test file's uploads go to a folder of its own.
    FILES_DIR: path.join(
      os.tmpdir(),
      `portal-test-files-${process.pid}-${Math.random().toString(36).slice(2)}`,
    ),
    ...overrides,
  });
}

export interface TTestContext {
  app: FastifyInstance;
  database: TDatabase;
  close(): Promise<void>;
}

/** An app over a fresh database, for one test file. */
export async function createTestApp(
  overrides: NodeJS.ProcessEnv = {},
  options: Pick<TAppOptions, 'live' | 'logger'> = {},
): Promise<TTestContext> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET, ...options });
  await app.ready();
  rememberTestDatabase(app, database.db);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
