import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { TDatabase } from './database.js';

/**
 * Forward-only SQL migrations, the same files for PGlite and PostgreSQL. Each file runs in its own
 * transaction with its row in schema_migrations, so a failed migration leaves nothing half-applied.
 * An advisory lock keeps two server copies starting together from applying the same file twice.
 */
export function migrationsDir(): string {
  // Source: src/db/migrations beside this file. Bundle: dist/migrations beside dist/server.js.
  return fileURLToPath(new URL('./migrations/', import.meta.url));
}

async function migrationNames(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).filter((f) => /^\d{14}-[a-z0-9-]+\.sql$/.test(f)).sort();
}

export async function listMigrations(dir = migrationsDir()): Promise<{ name: string; sql: string }[]> {
  const names = await migrationNames(dir);
  return Promise.all(names.map(async (name) => ({ name, sql: await fs.readFile(`${dir}/${name}`, 'utf8') })));
}

const LOCK_ID = 7_303_202_611;

/** Applies pending migrations; returns the names applied. */
export async function migrate(database: TDatabase, dir = migrationsDir()): Promise<string[]> {
  const names = await migrationNames(dir);
  await database.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());`,
  );
  // Every start asks once which are done and reads only the files still to apply; the check inside
  // each script below still decides, for two copies starting together.
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db);
  const recorded = new Set(done.rows.map((row) => row.name));
  const applied: string[] = [];
  for (const name of names.filter((n) => !recorded.has(n))) {
    const body = await fs.readFile(`${dir}/${name}`, 'utf8');
    const quoted = name.replace(/'/g, "''");
    // One script per migration: lock, skip if done, apply, record, commit.
    const script = `
      BEGIN;
      SELECT pg_advisory_xact_lock(${LOCK_ID});
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
          RAISE EXCEPTION 'already-applied' USING ERRCODE = 'P0001';
        END IF;
      END $$;
      ${body}
      ;
      INSERT INTO schema_migrations (name) VALUES ('${quoted}');
      COMMIT;`;
    try {
      await database.exec(script);
      applied.push(name);
    } catch (error) {
      if (error instanceof Error && error.message.includes('already-applied')) continue;
      throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return applied;
}
