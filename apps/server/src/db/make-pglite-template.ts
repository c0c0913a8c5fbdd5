import { openPglite } from './database.js';
import { migrate, migrationsDir } from './migrate.js';

export { pgliteVersion } from './pglite-template.js';

/**
 * The build's step (apps/server/build.mjs) that writes the data folder a new embedded database starts
 * from (pglite-template.ts): initdb, then the migrations, through the same code a first start used to
 * run them with. `into` must not exist yet. Returns the migrations applied.
 */
export async function makePgliteTemplate(into: string, migrations = migrationsDir()): Promise<string[]> {
  const database = await openPglite({ dataDir: into });
  try {
    return await migrate(database, migrations);
  } finally {
    await database.close();
  }
}
