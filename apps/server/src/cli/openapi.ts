import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPostgres } from '../db/database.js';

/** Renders the OpenAPI document the running server serves at /api/docs (no database is touched). */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test' });
  // The pool connects lazily and no route runs, so this address is never dialled.
  const database = openPostgres('postgres://openapi.invalid/none');
  const app = await buildApp({ config, database, jwtSecret: 'x'.repeat(32) });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  return document;
}
