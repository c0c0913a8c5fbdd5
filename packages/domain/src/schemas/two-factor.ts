import { z } from 'zod';
import { ZLoginResponse } from './auth.js';
import { ZPlainText } from './common.js';

/**
 * Two-factor sign-in (issue 24 point 11, ADR 0029): authenticator-app codes (TOTP) and single-use
 * recovery codes; required for SMOOOTH always and for a firm's staff when the firm asks.
 */

/** A sign-in's second step lasts this long after the password was right. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Recovery codes given at enrolment or regeneration. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits as the app shows them; a space in the middle (as some apps show it) is allowed. */
export const ZTotpCode = z
  .string()
  .regex(/^\s*\d{3}\s?\d{3}\s*$/)
  .meta({ description: 'The 6-digit code the authenticator app shows now', example: '123456' });

const ZRecoveryCode = ZPlainText.trim()
  .min(1)
  .max(64)
  .meta({ description: 'One of the recovery codes given at enrolment (each works once)' });

const ZChallengeToken = ZPlainText.min(1)
  .max(200)
  .meta({ description: 'The challengeToken the password step answered' });

/**
 * POST /api/auth/login when the password is right but a second factor must follow: no tokens yet.
 * REQUIRED: send a code (or a recovery code) to /api/auth/login/second-factor. ENROL: the user must
 * set up an authenticator app first (…/second-factor/enrolment, then …/enrolment/confirm).
 */
export const ZSecondFactorChallenge = z
  .strictObject({
    secondFactor: z.enum(['REQUIRED', 'ENROL']),
    challengeToken: z.string().meta({ description: 'Single-use, for this sign-in only; 5 minutes' }),
    expiresIn: z.number().int().meta({ description: 'Seconds until the challenge expires' }),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

/** The answer of POST /api/auth/login: the token pair, or a second-factor challenge. */
export const ZLoginAnswer = z
  .union([ZLoginResponse, ZSecondFactorChallenge])
  .meta({ id: 'LoginAnswer', description: 'Tokens, or (with `secondFactor`) the second step to take' });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** POST /api/auth/login/second-factor: the challenge with a code, or with a recovery code. */
export const ZSecondFactorRequest = z
  .strictObject({
    challengeToken: ZChallengeToken,
    code: ZTotpCode.optional(),
    recoveryCode: ZRecoveryCode.optional(),
  })
  .meta({ id: 'SecondFactorRequest', description: 'Exactly one of code and recoveryCode' });
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

/** POST /api/auth/login/second-factor/enrolment: start enrolment within a sign-in. */
export const ZChallengeRequest = z
  .strictObject({ challengeToken: ZChallengeToken })
  .meta({ id: 'ChallengeRequest' });

/** POST …/enrolment/confirm (sign-in): the first code from the app. */
export const ZEnrolmentConfirmAtSignIn = z
  .strictObject({ challengeToken: ZChallengeToken, code: ZTotpCode })
  .meta({ id: 'EnrolmentConfirmAtSignIn' });
export type TEnrolmentConfirmAtSignIn = z.infer<typeof ZEnrolmentConfirmAtSignIn>;

/** A new authenticator secret, shown once: to type in, or as the otpauth:// link apps open. */
export const ZTwoFactorEnrolment = z
  .strictObject({
    secret: z.string().meta({ description: 'Base32 secret (160 bits)' }),
    otpauthUri: z.string().meta({ description: 'otpauth://totp/… link for authenticator apps' }),
    issuer: z.string(),
    account: z.string().meta({ description: 'The username, as the app lists it' }),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

const ZRecoveryCodes = z
  .array(z.string())
  .meta({ description: 'Single-use recovery codes, shown this once; only their hashes are kept' });

/** Enrolment confirmed at sign-in: the token pair and the recovery codes. */
export const ZEnrolledSignIn = ZLoginResponse.extend({ recoveryCodes: ZRecoveryCodes }).meta({
  id: 'EnrolledSignIn',
});
export type TEnrolledSignIn = z.infer<typeof ZEnrolledSignIn>;

/** GET /api/user/two-factor: the caller's own second factor. */
export const ZTwoFactorStatus = z
  .strictObject({
    enabled: z.boolean(),
    required: z
      .boolean()
      .meta({ description: 'SMOOOTH, or staff of a firm that requires it: cannot turn it off' }),
    enrolledDate: z.string().nullable(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** A request carrying a current code (confirm enrolment, regenerate recovery codes). */
export const ZTwoFactorCodeRequest = z.strictObject({ code: ZTotpCode }).meta({ id: 'TwoFactorCodeRequest' });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

/** POST /api/user/two-factor/disable: the password and a current code. */
export const ZTwoFactorDisableRequest = z
  .strictObject({ password: ZPlainText.min(1).max(1024), code: ZTotpCode })
  .meta({ id: 'TwoFactorDisableRequest' });
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

export const ZRecoveryCodesAnswer = z
  .strictObject({ recoveryCodes: ZRecoveryCodes })
  .meta({ id: 'RecoveryCodes' });
export type TRecoveryCodesAnswer = z.infer<typeof ZRecoveryCodesAnswer>;

/** GET/PUT /api/firm/security-settings (SYSTEM_ADMIN changes it). */
export const ZFirmSecuritySettings = z
  .strictObject({
    requireTwoFactorForStaff: z
      .boolean()
      .meta({ description: "Every staff member of the firm signs in with an authenticator app's code" }),
  })
  .meta({ id: 'FirmSecuritySettings' });
export type TFirmSecuritySettings = z.infer<typeof ZFirmSecuritySettings>;
