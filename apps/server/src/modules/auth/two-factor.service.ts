import { sql } from 'kysely';
import {
  mayResetSecondFactor,
  type TTwoFactorDisableRequest,
  type TTwoFactorEnrolment,
  type TTwoFactorStatus,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { type TAuditAction, writeAudit } from '../audit/audit.repository.js';
import { takeRequestSlot } from '../recovery/request-limiter.js';
import type { TAuthContext, TRequestMeta } from './auth.service.js';
import { verifyPassword } from './passwords.js';
import {
  recoveryCodesLeft,
  removeSecondFactor,
  replaceRecoveryCodes,
  secondFactorStateOf,
  takeTotpCode,
} from './second-factor.repository.js';
import { newEnrolment } from './second-factor-sign-in.service.js';
import { revokeOtherSessions } from './sessions.repository.js';

/**
 * A signed-in person's own second factor (profile), an administrator's reset, and the firm's
 * requirement for its staff (ADR 0029). Wrong codes and passwords here are limited per account, so a
 * stolen session is not a free oracle for either.
 */
const WRONG_CODE_LIMIT = { scope: 'two_factor.failure', max: 5, windowSeconds: 900 } as const;

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'user'>;

/** GET /api/user/two-factor. */
export async function twoFactorStatus(
  db: TDb,
  auth: Pick<TAuthContext, 'userId'>,
): Promise<TTwoFactorStatus> {
  const state = await secondFactorStateOf(db, auth.userId);
  return {
    enabled: state.enabled,
    required: state.required,
    enrolledDate: state.enrolledAt ? state.enrolledAt.toISOString() : null,
    recoveryCodesLeft: state.enabled ? await recoveryCodesLeft(db, auth.userId) : 0,
  };
}

/** Refuses while too many wrong codes or passwords came from this account lately. */
async function assertNotLimited(db: TDb, userId: string): Promise<void> {
  const recent = await db
    .selectFrom('request_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', WRONG_CODE_LIMIT.scope)
    .where('key', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${WRONG_CODE_LIMIT.windowSeconds})`)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= WRONG_CODE_LIMIT.max)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      { minutes: 15 },
      { retryAfterSeconds: WRONG_CODE_LIMIT.windowSeconds },
    );
}

/** Writes the audit row of something the caller did to their own account (actor and target alike). */
async function auditOwnAccount(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  action: TAuditAction,
  details?: Record<string, unknown>,
): Promise<void> {
  await writeAudit(db, {
    action,
    firmId: auth.firmId,
    actorUserId: auth.userId,
    targetType: 'user',
    targetId: auth.userId,
    ip: meta.ip,
    requestId: meta.requestId,
    details,
  });
}

/** Counts and audits a wrong code (or password), then refuses naming the field. */
async function refuseCode(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  check: 'wrong' | 'used' | 'password',
  step: string,
): Promise<never> {
  await takeRequestSlot(db, WRONG_CODE_LIMIT, auth.userId);
  await auditOwnAccount(db, auth, meta, 'two_factor.failed', { reason: check, step });
  if (check === 'password') throw new AppError('WRONG_PASSWORD', {}, { field: 'password' });
  throw new AppError(
    check === 'used' ? 'SECOND_FACTOR_CODE_USED' : 'SECOND_FACTOR_INVALID',
    {},
    { field: 'code' },
  );
}

/** POST /api/user/two-factor/enrolment: a new secret for someone without a second factor. */
export async function startEnrolment(db: TDb, auth: TCaller): Promise<TTwoFactorEnrolment> {
  return newEnrolment(db, auth.user);
}

/** POST /api/user/two-factor/enrolment/confirm: the first code turns it on → recovery codes. */
export async function confirmEnrolment(
  db: TDb,
  auth: TCaller,
  code: string,
  meta: TRequestMeta,
): Promise<{ recoveryCodes: string[] }> {
  await assertNotLimited(db, auth.userId);
  const outcome = await db.transaction().execute(async (trx) => {
    const check = await takeTotpCode(trx, auth.userId, code, { pending: true });
    if (check !== 'ok') return { check };
    const recoveryCodes = await replaceRecoveryCodes(trx, auth.userId);
    await auditOwnAccount(trx, auth, meta, 'two_factor.enrolled', { atSignIn: false });
    return { check, recoveryCodes };
  });
  if (outcome.check === 'none') {
    const state = await secondFactorStateOf(db, auth.userId);
    throw new AppError(state.enabled ? 'SECOND_FACTOR_ALREADY_ENABLED' : 'SECOND_FACTOR_NOT_STARTED');
  }
  if (outcome.check !== 'ok') return refuseCode(db, auth, meta, outcome.check, 'enrolment');
  return { recoveryCodes: outcome.recoveryCodes };
}

/** Checks a current code of an enabled second factor (refused codes counted). */
async function checkCurrentCode(db: TDb, auth: TCaller, code: string, meta: TRequestMeta, step: string) {
  const check = await takeTotpCode(db, auth.userId, code, { pending: false });
  if (check === 'none') throw new AppError('SECOND_FACTOR_NOT_ENABLED');
  if (check !== 'ok') await refuseCode(db, auth, meta, check, step);
}

/** POST /api/user/two-factor/recovery-codes: ten new codes for a current code; the old ones end. */
export async function regenerateRecoveryCodes(
  db: TDb,
  auth: TCaller,
  code: string,
  meta: TRequestMeta,
): Promise<{ recoveryCodes: string[] }> {
  await assertNotLimited(db, auth.userId);
  await checkCurrentCode(db, auth, code, meta, 'regenerate');
  return db.transaction().execute(async (trx) => {
    const recoveryCodes = await replaceRecoveryCodes(trx, auth.userId);
    await auditOwnAccount(trx, auth, meta, 'two_factor.recovery_codes_regenerated');
    return { recoveryCodes };
  });
}

/** POST /api/user/two-factor/disable: password and a current code; not when it is required. */
export async function disableSecondFactor(
  db: TDb,
  auth: TCaller,
  body: TTwoFactorDisableRequest,
  meta: TRequestMeta,
): Promise<TTwoFactorStatus> {
  const state = await secondFactorStateOf(db, auth.userId);
  if (state.required) throw new AppError('SECOND_FACTOR_REQUIRED');
  if (!state.enabled) throw new AppError('SECOND_FACTOR_NOT_ENABLED');
  await assertNotLimited(db, auth.userId);
  if (!(await verifyPassword(auth.user.password_hash, body.password)))
    await refuseCode(db, auth, meta, 'password', 'disable');
  await checkCurrentCode(db, auth, body.code, meta, 'disable');
  await db.transaction().execute(async (trx) => {
    await removeSecondFactor(trx, auth.userId);
    await auditOwnAccount(trx, auth, meta, 'two_factor.disabled');
  });
  return twoFactorStatus(db, auth);
}

/** Ends every session of a user at once (token version and sessions). */
async function endAllSessions(trx: TDb, userId: string, reason: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .execute();
  await revokeOtherSessions(trx, userId, null, reason);
}

/**
 * POST /api/accounts/users/:userID/two-factor/reset: the person's second factor and recovery codes
 * go, their sessions end, and their next sign-in enrols again when it is required. A firm's
 * administrator resets staff of their own firm, SMOOOTH anyone; anyone else's user is 404.
 */
export async function resetSecondFactor(
  db: TDb,
  auth: TCaller,
  userId: string,
  meta: TRequestMeta,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('users')
      .select(['id', 'username', 'user_type', 'firm_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const allowed =
      target &&
      mayResetSecondFactor(
        { userType: auth.userType, firmId: auth.firmId },
        { userType: target.user_type, firmId: target.firm_id },
      );
    if (!target || !allowed) throw new AppError('NOT_FOUND');
    const had = await removeSecondFactor(trx, target.id);
    await endAllSessions(trx, target.id, 'second_factor_reset');
    await writeAudit(trx, {
      action: 'two_factor.reset',
      firmId: target.firm_id,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { username: target.username, hadSecondFactor: had },
    });
  });
}
