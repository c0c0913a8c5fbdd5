import { sql } from 'kysely';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  SIGN_IN_CHALLENGE_TTL_SECONDS,
  type TLanguage,
  type TLoginAnswer,
  type TLoginRequest,
  type TLoginResponse,
  type TUserType,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  findUserById,
  findUserForLogin,
  toUserProfile,
  type TUserWithFirm,
} from '../users/users.repository.js';
import type { TDeviceCookies, TKnownDevice } from './device-cookie.js';
import { checkLoginAllowed, recordLoginAttempt, usernameKey } from './login-limiter.js';
import { verifyPassword } from './passwords.js';
import { createChallenge, secondFactorStateOf } from './second-factor.repository.js';
import {
  addRefreshToken,
  consumeRefreshToken,
  createSession,
  loadSessionState,
  revokeSession,
  touchSession,
  type TSessionState,
} from './sessions.repository.js';
import type { TTokenService } from './tokens.js';
import type { TSessionCache } from './session-cache.js';

export interface TAuthDeps {
  db: TDb;
  tokens: TTokenService;
  sessionTtlSeconds: number;
  features: { nameSearch: boolean };
  /** Tells the live-message sockets of this person to check their session now (sign-out, deactivation). */
  accountChanged?: (userId: string) => Promise<void>;
  /** Sessions this copy has checked (session-cache.ts); without it every request reads the database. */
  sessions?: TSessionCache;
  /** Signs and reads the cookie of browsers that signed in before (device-cookie.ts). */
  devices?: TDeviceCookies;
}

export interface TRequestMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

/** Who is calling, as every authenticated handler sees it. */
export interface TAuthContext {
  userId: string;
  sessionId: string;
  userType: TUserType;
  firmId: string | null;
  language: TLanguage;
  /** The caller's row with their firm, as loaded by the session check. */
  user: TUserWithFirm;
}

function tokenPair(
  deps: TAuthDeps,
  user: TUserWithFirm,
  session: { id: string; expiresAt: Date },
  refreshToken: string,
): TLoginResponse {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = Math.min(now + ACCESS_TOKEN_TTL_SECONDS, Math.floor(session.expiresAt.getTime() / 1000));
  const accessToken = deps.tokens.signAccess(
    { sub: user.id, sid: session.id, tv: user.token_version },
    expiresAt,
  );
  return {
    accessToken,
    refreshToken,
    user: toUserProfile(user, deps.features),
    userType: { typeCode: user.user_type },
    isFirstTimeLogin: user.is_first_time_login,
    expiresIn: Math.max(0, expiresAt - now),
  };
}

/** Refuses (429, audited) a sign-in attempt the limits of ADR 0004 and 0028 block. */
export async function assertLoginAllowed(
  deps: TAuthDeps,
  key: string,
  meta: TRequestMeta,
  deviceId: string | null,
): Promise<void> {
  const verdict = await checkLoginAllowed(deps.db, key, meta.ip, new Date(), deviceId);
  if (!verdict.blocked) return;
  await writeAudit(deps.db, {
    action: 'auth.login_blocked',
    ip: meta.ip,
    requestId: meta.requestId,
    details: { username: key },
  });
  throw new AppError(
    'TOO_MANY_ATTEMPTS',
    { minutes: Math.ceil(verdict.retryAfterSeconds / 60) },
    { retryAfterSeconds: verdict.retryAfterSeconds },
  );
}

/**
 * Signs a user in: limits checked first, then the password, then a new session in one transaction.
 * `device` is the browser's signed device cookie, if it showed one (device-cookie.ts). When the
 * user has (or must have) a second factor, the answer is a challenge for the second step instead.
 */
export async function login(
  deps: TAuthDeps,
  input: TLoginRequest,
  meta: TRequestMeta,
  device: TKnownDevice | null = null,
): Promise<TLoginAnswer> {
  const key = usernameKey(input.username);
  const user = await findUserForLogin(deps.db, input.username);
  // A browser known to this very account (its signed cookie names the user) has limits of its own.
  const deviceId = device && user && device.userId === user.id ? device.deviceId : null;
  await assertLoginAllowed(deps, key, meta, deviceId);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordOk) {
    await recordLoginAttempt(deps.db, key, meta.ip, false, deviceId);
    await writeAudit(deps.db, {
      action: 'auth.login_failed',
      firmId: user?.firm_id ?? null,
      targetType: user ? 'user' : undefined,
      targetId: user?.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { username: key },
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  const refusal =
    user.status !== 'ACTIVE' ? 'ACCOUNT_DEACTIVATED' : !user.email_verified_at ? 'EMAIL_NOT_VERIFIED' : null;
  if (refusal) {
    await recordLoginAttempt(deps.db, key, meta.ip, false, deviceId);
    await writeAudit(deps.db, {
      action: 'auth.login_refused',
      firmId: user.firm_id,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { username: key, reason: refusal },
    });
    throw new AppError(refusal);
  }
  // A second factor follows: no tokens from the password alone (ADR 0029). Nothing counts as a
  // success yet, so wrong codes stay under the same limits as wrong passwords.
  const factor = await secondFactorStateOf(deps.db, user.id);
  if (factor.enabled || factor.required) {
    const purpose = factor.enabled ? 'VERIFY' : 'ENROL';
    const challengeToken = await createChallenge(deps.db, {
      userId: user.id,
      purpose,
      usernameKey: key,
      deviceId,
    });
    return {
      secondFactor: purpose === 'VERIFY' ? 'REQUIRED' : 'ENROL',
      challengeToken,
      expiresIn: SIGN_IN_CHALLENGE_TTL_SECONDS,
    };
  }
  return deps.db.transaction().execute((trx) => openSession(deps, trx, user, key, meta, deviceId));
}

/**
 * The end of a successful sign-in (after the password, and the second factor when there is one):
 * the attempt counted as a success, a new session, the audit row and the token pair.
 */
export async function openSession(
  deps: TAuthDeps,
  trx: TDb,
  user: TUserWithFirm,
  key: string,
  meta: TRequestMeta,
  deviceId: string | null,
): Promise<TLoginResponse> {
  const expiresAt = new Date(Date.now() + deps.sessionTtlSeconds * 1000);
  await recordLoginAttempt(trx, key, meta.ip, true, deviceId);
  const { sessionId, refreshToken } = await createSession(trx, {
    userId: user.id,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await trx
    .updateTable('users')
    .set({ last_login_at: sql`now()` })
    .where('id', '=', user.id)
    .execute();
  await writeAudit(trx, {
    action: 'auth.login',
    firmId: user.firm_id,
    actorUserId: user.id,
    targetType: 'session',
    targetId: sessionId,
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return tokenPair(deps, user, { id: sessionId, expiresAt }, refreshToken);
}

/**
 * Rotates a refresh token. A token presented a second time means it was stolen or replayed: the
 * whole session (its family) is revoked and the caller must sign in again.
 */
export async function refresh(deps: TAuthDeps, token: string, meta: TRequestMeta): Promise<TLoginResponse> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const consumed = await consumeRefreshToken(trx, token);
    if (consumed.kind !== 'ok') return consumed;
    const session = await trx
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', consumed.sessionId)
      .executeTakeFirstOrThrow();
    if (session.revoked_at || session.expires_at.getTime() <= Date.now()) return { kind: 'ended' as const };
    const user = await findUserById(trx, session.user_id);
    if (!user || user.status !== 'ACTIVE') return { kind: 'ended' as const };
    const refreshToken = await addRefreshToken(trx, session.id);
    await touchSession(trx, session.id);
    return {
      kind: 'ok' as const,
      pair: tokenPair(deps, user, { id: session.id, expiresAt: session.expires_at }, refreshToken),
    };
  });
  if (outcome.kind === 'ok') return outcome.pair;
  if (outcome.kind === 'reused') {
    await revokeSession(deps.db, outcome.sessionId, 'refresh_reuse');
    await writeAudit(deps.db, {
      action: 'auth.refresh_reuse',
      targetType: 'session',
      targetId: outcome.sessionId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  }
  throw new AppError('REFRESH_TOKEN_INVALID');
}

/** Ends the caller's session: its access tokens stop working at once, its refresh tokens too. */
export async function logout(deps: TAuthDeps, auth: TAuthContext, meta: TRequestMeta): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await revokeSession(trx, auth.sessionId, 'logout');
    await writeAudit(trx, {
      action: 'auth.logout',
      firmId: auth.firmId,
      actorUserId: auth.userId,
      targetType: 'session',
      targetId: auth.sessionId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
}

/** Checks a bearer token: signature and expiry, then the session, the user and the token version. */
/** The session as the database has it, from this copy's cache when it was read since its last change. */
async function sessionStateOf(
  deps: TAuthDeps,
  userId: string,
  sessionId: string,
): Promise<TSessionState | undefined> {
  const cached = deps.sessions?.get(sessionId);
  if (cached && cached.id === userId) return cached;
  const mark = deps.sessions?.mark() ?? 0;
  const state = await loadSessionState(deps.db, userId, sessionId);
  if (state) deps.sessions?.set(state, mark);
  return state;
}

export async function authenticate(deps: TAuthDeps, bearer: string | undefined): Promise<TAuthContext> {
  if (!bearer) throw new AppError('UNAUTHENTICATED');
  const check = deps.tokens.verifyAccess(bearer);
  if (!check.ok) throw new AppError(check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  const state = await sessionStateOf(deps, check.claims.sub, check.claims.sid);
  if (
    !state ||
    state.status !== 'ACTIVE' ||
    state.token_version !== check.claims.tv ||
    state.session_revoked_at !== null ||
    new Date(state.session_expires_at).getTime() <= Date.now()
  ) {
    throw new AppError('UNAUTHENTICATED');
  }
  return {
    userId: state.id,
    sessionId: state.session_id,
    userType: state.user_type,
    firmId: state.firm_id,
    language: state.language,
    user: state,
  };
}

/**
 * A fresh token pair for a session that goes on after the user's token version moved (password
 * change). The session's earlier refresh tokens are used up, so a copy of one elsewhere now trips
 * the reuse rule instead of keeping a door open.
 */
export async function reissueSessionTokens(
  deps: TAuthDeps,
  db: TDb,
  user: TUserWithFirm,
  sessionId: string,
): Promise<TLoginResponse> {
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'expires_at'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .execute();
  const refreshToken = await addRefreshToken(db, sessionId);
  return tokenPair(deps, user, { id: session.id, expiresAt: session.expires_at }, refreshToken);
}
