import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TLinkState } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TUserTokenPurpose } from '../../db/schema.js';

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a one-time link token for a user; earlier unused tokens of the same purpose stop working,
 * so only the newest mail's link is valid. Only the hash is stored.
 */
export async function issueUserToken(
  db: TDb,
  userId: string,
  purpose: TUserTokenPurpose,
  ttlSeconds: number,
  email: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insertInto('user_tokens')
    .values({ token_hash: hashOf(token), user_id: userId, purpose, expires_at: expiresAt, email })
    .execute();
  return { token, expiresAt };
}

export interface TTokenLookup {
  state: TLinkState;
  userId: string | null;
  expiresAt: Date | null;
  /** For VERIFY_EMAIL: the address the link proves. */
  email: string | null;
}

/** What a presented token is worth; `lock` takes the row for update (inside a transaction). */
export async function lookUpUserToken(
  db: TDb,
  token: string,
  purpose: TUserTokenPurpose,
  lock = false,
): Promise<TTokenLookup> {
  let query = db
    .selectFrom('user_tokens')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return { state: 'invalid', userId: null, expiresAt: null, email: null };
  if (row.used_at) return { state: 'used', userId: row.user_id, expiresAt: row.expires_at, email: row.email };
  if (row.expires_at.getTime() <= Date.now())
    return { state: 'expired', userId: row.user_id, expiresAt: row.expires_at, email: row.email };
  return { state: 'valid', userId: row.user_id, expiresAt: row.expires_at, email: row.email };
}

export async function markUserTokenUsed(db: TDb, token: string): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashOf(token))
    .execute();
}
