import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';

/**
 * The key that signs access tokens: JWT_SECRET when set, else one the database makes once and keeps,
 * so every server copy on the same database signs alike and tokens survive a restart.
 */
export async function resolveSigningKey(db: TDb, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
