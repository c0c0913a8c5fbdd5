import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.js';
import { PLATFORM_SCOPE } from '../keys/keyring.js';
import { openValue, sealValue } from '../keys/sealed-documents.js';

/**
 * The key that signs access tokens: JWT_SECRET when set, else one the database makes once and keeps,
 * so every server copy on the same database signs alike and tokens survive a restart. Kept sealed under
 * the platform's data key (ADR 0031); one stored in clear before that is sealed on the next start.
 */
export async function resolveSigningKey(db: TDb, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const fresh = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: await sealValue(db, PLATFORM_SCOPE, 'jwtSecret', fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  const key = await openValue(db, 'jwtSecret', row.value);
  if (typeof key !== 'string') throw new Error('the stored signing key does not open');
  if (key === row.value) {
    await db
      .updateTable('app_settings')
      .set({ value: await sealValue(db, PLATFORM_SCOPE, 'jwtSecret', key) })
      .where('key', '=', 'jwt_secret')
      .where('value', '=', row.value)
      .execute();
  }
  return key;
}
