import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PglitePool } from './pglite-pool.js';
import { startFromTemplate } from './pglite-template.js';
import { WriteWatch } from './write-watch.js';
import { keepCounts } from './count-cache.js';
import { preparingPool } from './prepared.js';

export type TDb = Kysely<DB>;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, for a connection of its own (LISTEN for live messages). */
  connectionString?: string;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  /** PGlite only: the data folder as a tar, for test templates. */
  dump(): Promise<Blob>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  /** This process's own updates and deletes of users, sessions and firms (write-watch.ts). */
  writes: WriteWatch;
  /** PGlite only: its NOTIFYs, delivered in this process at each commit. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8_OID = 20;
// Counts and bigserial ids fit easily in a double; both drivers hand them over as numbers.
const parseInt8 = (value: string): number => Number(value);
const DATE_OID = 1082;
// A calendar date stays 'YYYY-MM-DD' text: a Date object would shift it by the server's time zone.
const keepText = (value: string): string => value;

/** Opens PGlite in a folder (or in memory, or from a dumped data folder for tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<TDatabase> {
  if (options.dataDir) await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepText },
    // Trigram indexes for the lists' searches (migration 20261126120000).
    extensions: { pg_trgm },
  });
  const pool = new PglitePool(pglite);
  const writes = new WriteWatch();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  keepCounts(db, writes);
  let closed = false;
  return {
    db,
    writes,
    kind: 'pglite',
    exec: async (script) => {
      const client = await pool.connect();
      try {
        await pglite.exec(script);
      } catch (error) {
        // A failed script may leave its transaction open: end it on this same session.
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    dump: async () => {
      const client = await pool.connect();
      try {
        return await pglite.dumpDataDir('none');
      } finally {
        client.release();
      }
    },
    ping: () => ping(db),
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Opens a pool on a PostgreSQL server. */
export function openPostgres(connectionString: string, poolSize = 10): TDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // No JIT compilation: it pays off for long analytical queries, and a list's count could cross its
    // cost threshold and spend tens of milliseconds compiling for a query of a few.
    options: '-c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === INT8_OID
          ? parseInt8
          : oid === DATE_OID
            ? keepText
            : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const writes = new WriteWatch();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    plugins: [writes],
  });
  keepCounts(db, writes);
  let closed = false;
  return {
    db,
    writes,
    kind: 'postgres',
    connectionString,
    exec: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    dump: () => Promise.reject(new Error('dump is for PGlite only')),
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<TDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  const dataDir = path.join(config.dataDir, 'pglite');
  // A new folder starts as a copy of the build's migrated template, not from initdb (pglite-template.ts).
  await startFromTemplate(dataDir);
  return openPglite({ dataDir });
}

async function ping(db: TDb): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
