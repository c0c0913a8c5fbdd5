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
import { TableClock } from './table-clock.js';
import { Keyring, type TDataKeyRow } from '../modules/keys/keyring.js';
import {
  loadMasterKeys,
  newMasterKeys,
  type TMasterKeySource,
  type TMasterKeys,
} from '../modules/keys/master-keys.js';
import { SealedFieldsPlugin } from '../modules/keys/sealed-documents.js';

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
  /** The data keys that seal identity data at rest (modules/keys, ADR 0031). */
  keyring: Keyring;
  /** When each table last changed, by this copy's statements and the bus (table-clock.ts). */
  clock: TableClock;
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

/** The master keys, and how to read them again after a rotation (modules/keys/master-keys.ts). */
export interface TKeysOption {
  master: TMasterKeys;
  reload?: () => TMasterKeys;
}

/** A Kysely whose reads open sealed fields, with its keyring attached. */
function kysely(
  dialect: PostgresDialect,
  writes: WriteWatch,
  keys: TKeysOption | undefined,
): { db: TDb; keyring: Keyring } {
  // Without master keys (tests, the template build) a random one: nothing sealed outlives the database.
  const keyring = new Keyring(keys?.master ?? newMasterKeys(), keys?.reload);
  const db = new Kysely<DB>({ dialect, plugins: [writes, new SealedFieldsPlugin(keyring)] });
  keyring.attach(db);
  keepCounts(db, writes);
  return { db, keyring };
}

/** Opens PGlite in a folder (or in memory, or from a dumped data folder for tests). */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  keys?: TKeysOption;
}): Promise<TDatabase> {
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
  const clock = new TableClock();
  const { db, keyring } = kysely(new PostgresDialect({ pool: clock.wrap(pool) }), writes, options.keys);
  let closed = false;
  return {
    db,
    writes,
    keyring,
    clock,
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
export function openPostgres(connectionString: string, poolSize = 10, keys?: TKeysOption): TDatabase {
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
  const clock = new TableClock();
  const { db, keyring } = kysely(
    new PostgresDialect({ pool: clock.wrap(preparingPool(pool)) }),
    writes,
    keys,
  );
  // A data key another copy made, read while a query's connection is held: on a connection of its own.
  let keyPool: pg.Pool | undefined;
  keyring.fetchWith(async (id) => {
    keyPool ??= new pg.Pool({ connectionString, max: 1 });
    const { rows } = await keyPool.query<TDataKeyRow>(
      'select id, scope, wrapped, master_version from data_keys where id = $1',
      [id],
    );
    return rows[0];
  });
  let closed = false;
  return {
    db,
    writes,
    keyring,
    clock,
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
      await keyPool?.end();
    },
  };
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
  encryptionKeys: TMasterKeySource;
}): Promise<TDatabase> {
  const keys = {
    master: loadMasterKeys(config.encryptionKeys),
    reload: () => loadMasterKeys(config.encryptionKeys),
  };
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize, keys);
  const dataDir = path.join(config.dataDir, 'pglite');
  // A new folder starts as a copy of the build's migrated template, not from initdb (pglite-template.ts).
  await startFromTemplate(dataDir);
  return openPglite({ dataDir, keys });
}

async function ping(db: TDb): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
