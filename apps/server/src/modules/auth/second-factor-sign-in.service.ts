import type {
  TEnrolledSignIn,
  TEnrolmentConfirmAtSignIn,
  TLoginResponse,
  TSecondFactorRequest,
  TTwoFactorEnrolment,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findUserById, type TUserWithFirm } from '../users/users.repository.js';
import { assertLoginAllowed, openSession, type TAuthDeps, type TRequestMeta } from './auth.service.js';
import { recordLoginAttempt } from './login-limiter.js';
import {
  consumeChallenge,
  findChallenge,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  saveEnrolmentSecret,
  takeRecoveryCode,
  takeTotpCode,
  type TChallenge,
  type TCodeCheck,
} from './second-factor.repository.js';
import { newTotpSecret, otpauthUri } from './totp.js';

/**
 * The second step of a sign-in (ADR 0029): the password was right and a challenge was answered;
 * here a code (or a recovery code) turns it into a session, or a user who must enrol sets up an
 * authenticator app. Every wrong code counts in the sign-in limits (login-limiter.ts) under the
 * first step's account key, address and known browser, so codes cannot be guessed.
 */

/** The name authenticator apps show for the account (the product's short name in the web app). */
export const TOTP_ISSUER = 'CoSec Portal';

/** A new secret and the otpauth:// link for a user, kept pending until its first code. */
export async function newEnrolment(
  db: TDb,
  user: Pick<TUserWithFirm, 'id' | 'username'>,
): Promise<TTwoFactorEnrolment> {
  const secret = newTotpSecret();
  if (!(await saveEnrolmentSecret(db, user.id, secret))) throw new AppError('SECOND_FACTOR_ALREADY_ENABLED');
  return {
    secret,
    otpauthUri: otpauthUri(secret, user.username, TOTP_ISSUER),
    issuer: TOTP_ISSUER,
    account: user.username,
  };
}

/** The live challenge and its active user, or SIGN_IN_STEP_EXPIRED. */
async function challengeOf(
  deps: TAuthDeps,
  token: string,
  purpose: TChallenge['purpose'],
): Promise<{ challenge: TChallenge; user: TUserWithFirm }> {
  const challenge = await findChallenge(deps.db, token, purpose);
  const user = challenge ? await findUserById(deps.db, challenge.userId) : undefined;
  if (!challenge || !user || user.status !== 'ACTIVE') throw new AppError('SIGN_IN_STEP_EXPIRED');
  return { challenge, user };
}

type TOutcome<T> =
  { ok: true; value: T } | { ok: false; check: Exclude<TCodeCheck, 'ok'> | 'expired'; field: string };

/** A refused code: counted as a failed sign-in, audited, and answered with the field at fault. */
async function refuse(
  deps: TAuthDeps,
  outcome: Exclude<TOutcome<unknown>, { ok: true }>,
  challenge: TChallenge,
  user: TUserWithFirm,
  meta: TRequestMeta,
): Promise<never> {
  if (outcome.check === 'expired') throw new AppError('SIGN_IN_STEP_EXPIRED');
  if (outcome.check === 'none')
    throw new AppError(challenge.purpose === 'ENROL' ? 'SECOND_FACTOR_NOT_STARTED' : 'SIGN_IN_STEP_EXPIRED');
  await recordLoginAttempt(deps.db, challenge.usernameKey, meta.ip, false, challenge.deviceId);
  await writeAudit(deps.db, {
    action: 'two_factor.failed',
    firmId: user.firm_id,
    targetType: 'user',
    targetId: user.id,
    ip: meta.ip,
    requestId: meta.requestId,
    details: {
      username: user.username,
      reason: outcome.field === 'recoveryCode' ? 'recovery_code' : outcome.check,
      step: challenge.purpose === 'ENROL' ? 'enrolment' : 'sign_in',
    },
  });
  throw new AppError(
    outcome.check === 'used' ? 'SECOND_FACTOR_CODE_USED' : 'SECOND_FACTOR_INVALID',
    {},
    { field: outcome.field },
  );
}

/** POST /api/auth/login/second-factor: a code or a recovery code for a VERIFY challenge → tokens. */
export async function verifySecondFactor(
  deps: TAuthDeps,
  body: TSecondFactorRequest,
  meta: TRequestMeta,
): Promise<TLoginResponse> {
  if (body.code === undefined && body.recoveryCode === undefined) throw fieldError('code', 'required');
  if (body.code !== undefined && body.recoveryCode !== undefined)
    throw fieldError('recoveryCode', 'unknownField');
  const { challenge, user } = await challengeOf(deps, body.challengeToken, 'VERIFY');
  await assertLoginAllowed(deps, challenge.usernameKey, meta, challenge.deviceId);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<TOutcome<TLoginResponse>> => {
    const viaRecovery = body.recoveryCode !== undefined;
    const field = viaRecovery ? 'recoveryCode' : 'code';
    const check: TCodeCheck = viaRecovery
      ? (await takeRecoveryCode(trx, user.id, body.recoveryCode!))
        ? 'ok'
        : 'wrong'
      : await takeTotpCode(trx, user.id, body.code!, { pending: false });
    if (check !== 'ok') return { ok: false, check, field };
    if (!(await consumeChallenge(trx, body.challengeToken))) return { ok: false, check: 'expired', field };
    await writeAudit(trx, {
      action: viaRecovery ? 'two_factor.recovery_code_used' : 'two_factor.verified',
      firmId: user.firm_id,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: viaRecovery ? { remaining: await recoveryCodesLeft(trx, user.id) } : {},
    });
    return {
      ok: true,
      value: await openSession(deps, trx, user, challenge.usernameKey, meta, challenge.deviceId),
    };
  });
  if (!outcome.ok) return refuse(deps, outcome, challenge, user, meta);
  return outcome.value;
}

/** POST /api/auth/login/second-factor/enrolment: a user who must enrol gets a new secret. */
export async function startEnrolmentAtSignIn(deps: TAuthDeps, token: string): Promise<TTwoFactorEnrolment> {
  const { user } = await challengeOf(deps, token, 'ENROL');
  return newEnrolment(deps.db, user);
}

/** POST …/enrolment/confirm: the first code confirms the app → recovery codes and the token pair. */
export async function confirmEnrolmentAtSignIn(
  deps: TAuthDeps,
  body: TEnrolmentConfirmAtSignIn,
  meta: TRequestMeta,
): Promise<TEnrolledSignIn> {
  const { challenge, user } = await challengeOf(deps, body.challengeToken, 'ENROL');
  await assertLoginAllowed(deps, challenge.usernameKey, meta, challenge.deviceId);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<TOutcome<TEnrolledSignIn>> => {
    const check = await takeTotpCode(trx, user.id, body.code, { pending: true });
    if (check !== 'ok') return { ok: false, check, field: 'code' };
    if (!(await consumeChallenge(trx, body.challengeToken)))
      return { ok: false, check: 'expired', field: 'code' };
    const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
    await writeAudit(trx, {
      action: 'two_factor.enrolled',
      firmId: user.firm_id,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { atSignIn: true },
    });
    const pair = await openSession(deps, trx, user, challenge.usernameKey, meta, challenge.deviceId);
    return { ok: true, value: { ...pair, recoveryCodes } };
  });
  if (!outcome.ok) return refuse(deps, outcome, challenge, user, meta);
  return outcome.value;
}
