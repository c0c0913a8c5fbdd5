import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TUserWithFirm } from '../users/users.repository.js';
import { hashRefreshToken, newRefreshToken } from './tokens.js';

export interface TSessionState extends TUserWithFirm {
  session_id: string;
  session_revoked_at: Date | null;
  session_expires_at: Date;
}

/** Opens a session (a refresh-token family) and returns its first refresh token. */
export async function createSession(
  db: TDb,
  input: { userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<{ sessionId: string; refreshToken: string }> {
  const session = await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      expires_at: input.expiresAt,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refreshToken = await addRefreshToken(db, session.id);
  return { sessionId: session.id, refreshToken };
}

export async function addRefreshToken(db: TDb, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: hashRefreshToken(token), session_id: sessionId })
    .execute();
  return token;
}

/**
 * Marks a refresh token used, atomically: of two requests presenting the same token, exactly one
 * gets its session id back. The other learns the token was already used (reuse) or never existed.
 */
export async function consumeRefreshToken(
  db: TDb,
  token: string,
): Promise<{ kind: 'ok'; sessionId: string } | { kind: 'reused'; sessionId: string } | { kind: 'unknown' }> {
  const tokenHash = hashRefreshToken(token);
  const used = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('session_id')
    .executeTakeFirst();
  if (used) return { kind: 'ok', sessionId: used.session_id };
  const existing = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return existing ? { kind: 'reused', sessionId: existing.session_id } : { kind: 'unknown' };
}

/**
 * What every authenticated request checks, in one query: the session and the user with their firm,
 * so handlers that need the caller's profile (GET /api/auth/me) read no more.
 */
export async function loadSessionState(
  db: TDb,
  userId: string,
  sessionId: string,
): Promise<TSessionState | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('firms', 'firms.id', 'users.firm_id')
    .selectAll('users')
    .select([
      'firms.name as firm_name',
      'firms.plan_code as firm_plan_code',
      'firms.suspended_at as firm_suspended_at',
      'sessions.id as session_id',
      'sessions.revoked_at as session_revoked_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .executeTakeFirst();
}

export async function revokeSession(db: TDb, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function touchSession(db: TDb, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Removes refresh tokens of sessions that ended more than a day ago; session rows stay for the record. */
export async function pruneRefreshTokens(db: TDb): Promise<void> {
  await db
    .deleteFrom('refresh_tokens')
    .where('session_id', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id')
        .where((w) =>
          w.or([
            w('expires_at', '<', sql<Date>`now() - interval '1 day'`),
            w('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
          ]),
        ),
    )
    .execute();
}

/**
 * Ends every live session of a user except `keepSessionId` (null: all of them); returns their ids.
 * Used when the password changes or is reset, at set-up, and by "sign out all other sessions".
 */
export async function revokeOtherSessions(
  db: TDb,
  userId: string,
  keepSessionId: string | null,
  reason: string,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
