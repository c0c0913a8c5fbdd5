import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { RECOVERY_CODE_COUNT, SIGN_IN_CHALLENGE_TTL_SECONDS, secondFactorRequired } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { base32Encode, matchTotpStep } from './totp.js';
import { PLATFORM_SCOPE } from '../keys/keyring.js';
import { openValue, sealValue } from '../keys/sealed-documents.js';

/** The SQL of two-factor sign-in (ADR 0029): secrets, recovery codes and sign-in challenges. */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A user's second factor as sign-in and the profile need it. */
export interface TSecondFactorState {
  /** SMOOOTH, or staff of a firm that requires it. */
  required: boolean;
  /** An authenticator app is enrolled (its first code confirmed). */
  enabled: boolean;
  enrolledAt: Date | null;
}

export async function secondFactorStateOf(db: TDb, userId: string): Promise<TSecondFactorState> {
  const row = await db
    .selectFrom('users')
    .leftJoin('firms', 'firms.id', 'users.firm_id')
    .leftJoin('user_second_factors as f', 'f.user_id', 'users.id')
    .select(['users.user_type', 'firms.require_two_factor', 'f.confirmed_at'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    required: secondFactorRequired(row.user_type, row.require_two_factor === true),
    enabled: row.confirmed_at !== null,
    enrolledAt: row.confirmed_at,
  };
}

/** Unused recovery codes left. */
export async function recoveryCodesLeft(db: TDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts (or restarts) an enrolment: a new secret waiting for its first code. Not for an enrolled user. */
export async function saveEnrolmentSecret(db: TDb, userId: string, plain: string): Promise<boolean> {
  // Base32 of 160 bits (the column's check before it held the sealed form).
  if (!/^[A-Z2-7]{32}$/.test(plain)) throw new Error('a TOTP secret is 32 base32 characters');
  // Sealed under the platform's data key (ADR 0031): it must be readable to check codes, so unlike
  // passwords and recovery codes it cannot be hashed.
  const secret = await sealValue(db, PLATFORM_SCOPE, 'totpSecret', plain);
  const row = await db
    .insertInto('user_second_factors')
    .values({ user_id: userId, secret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, last_used_step: null, updated_at: sql<Date>`now()` })
        .where('user_second_factors.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export type TCodeCheck = 'ok' | 'wrong' | 'used' | 'none';

/**
 * Checks a code against the user's secret (confirmed, or pending when `pending`), and takes its time
 * step atomically: of two requests with the same code only one gets 'ok'; a code of the last used
 * step or an earlier one is 'used' (replay). Confirms a pending enrolment in the same statement.
 */
export async function takeTotpCode(
  db: TDb,
  userId: string,
  code: string,
  options: { pending: boolean; nowMs?: number },
): Promise<TCodeCheck> {
  const factor = await db
    .selectFrom('user_second_factors')
    .select(['secret', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!factor || (factor.confirmed_at === null) !== options.pending) return 'none';
  const secret = await openValue(db, 'totpSecret', factor.secret);
  if (typeof secret !== 'string') return 'none';
  const step = matchTotpStep(secret, code.replace(/\s/g, ''), options.nowMs);
  if (step === null) return 'wrong';
  const taken = await db
    .updateTable('user_second_factors')
    .set({
      last_used_step: step,
      updated_at: sql<Date>`now()`,
      ...(options.pending ? { confirmed_at: sql<Date>`now()` } : {}),
    })
    .where('user_id', '=', userId)
    .where('secret', '=', factor.secret)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return taken ? 'ok' : 'used';
}

/** A recovery code as given: 12 base32 characters in three groups (60 random bits). */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(8)).slice(0, 12);
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
}

/** Case, spaces and hyphens do not matter when a recovery code is typed. */
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Replaces the user's recovery codes with ten new ones; only their hashes are kept. */
export async function replaceRecoveryCodes(db: TDb, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: sha256(normaliseRecoveryCode(code)) })))
    .execute();
  return codes;
}

/** Uses a recovery code, atomically: true once per code. */
export async function takeRecoveryCode(db: TDb, userId: string, code: string): Promise<boolean> {
  const used = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', sha256(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Removes the user's second factor and recovery codes (turned off, or reset by an administrator). */
export async function removeSecondFactor(db: TDb, userId: string): Promise<boolean> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  const removed = await db
    .deleteFrom('user_second_factors')
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return removed !== undefined;
}

export interface TChallenge {
  userId: string;
  purpose: 'VERIFY' | 'ENROL';
  usernameKey: string;
  deviceId: string | null;
}

/** A new sign-in challenge: 256 random bits, stored as SHA-256, for 5 minutes. */
export async function createChallenge(db: TDb, challenge: TChallenge): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: sha256(token),
      user_id: challenge.userId,
      purpose: challenge.purpose,
      username_key: challenge.usernameKey,
      device_id: challenge.deviceId,
      expires_at: new Date(Date.now() + SIGN_IN_CHALLENGE_TTL_SECONDS * 1000),
    })
    .execute();
  return token;
}

/** A live challenge (unused, unexpired) of the given purpose, or undefined. */
export async function findChallenge(
  db: TDb,
  token: string,
  purpose: TChallenge['purpose'],
): Promise<TChallenge | undefined> {
  const row = await db
    .selectFrom('sign_in_challenges')
    .select(['user_id', 'purpose', 'username_key', 'device_id'])
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row
    ? { userId: row.user_id, purpose: row.purpose, usernameKey: row.username_key, deviceId: row.device_id }
    : undefined;
}

/** Uses a challenge up, atomically: true for exactly one caller. */
export async function consumeChallenge(db: TDb, token: string): Promise<boolean> {
  const used = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Forgets challenges that ended more than a day ago. */
export async function pruneChallenges(db: TDb): Promise<void> {
  await db
    .deleteFrom('sign_in_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
