import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TConfig } from './config.js';
import { openDatabase, type TDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';

/** Where the built web app is: WEB_DIST_DIR, else apps/web/dist of this repository. */
export function webDistDir(config: TConfig): string {
  if (config.webDistDir) return config.webDistDir;
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundle: apps/server/dist/server.js; source: apps/server/src/runtime.ts. Both are two levels below apps/.
  return path.resolve(here, '../../web/dist');
}

/**
 * The embedded database is one process's alone: a pid file in DATA_DIR stops a second process
 * (a CLI command while the server runs) from opening the same PGlite folder and corrupting it.
 */
export function claimDataDir(config: TConfig, owner: 'server' | 'cli'): () => void {
  if (config.databaseUrl) return () => undefined;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = path.join(config.dataDir, 'portal.pid');
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8').split(':')[0]);
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data folder ${config.dataDir} is in use by process ${pid}. Stop the server first ` +
          `(the embedded database can be opened by one process at a time), or set DATABASE_URL.`,
      );
    }
  }
  fs.writeFileSync(lock, `${process.pid}:${owner}`);
  return () => {
    try {
      if (fs.readFileSync(lock, 'utf8').startsWith(`${process.pid}:`)) fs.unlinkSync(lock);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Opens the configured database and applies pending migrations. */
export async function openMigratedDatabase(
  config: TConfig,
): Promise<{ database: TDatabase; applied: string[] }> {
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    // Every data key unwrapped now: a read never waits for one (on PGlite it could not, inside a
    // transaction), and a master key that is missing shows at start, not at the first read.
    await database.keyring.loadAll();
    return { database, applied };
  } catch (error) {
    await database.close();
    throw error;
  }
}
