import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZPlainText } from './common.js';

/** POST /api/user/forgotUsername: mails the username to the address, if an account uses it. */
export const ZForgotUsernameRequest = z
  .strictObject({ email: ZPlainText.trim().min(1).max(LIMITS.emailMaxLength).pipe(z.email()) })
  .meta({ id: 'ForgotUsernameRequest' });
export type TForgotUsernameRequest = z.infer<typeof ZForgotUsernameRequest>;

/** POST /api/user/forgotPassword: mails a reset link, if the username or e-mail is an account's. */
export const ZForgotPasswordRequest = z
  .strictObject({
    login: ZPlainText.trim()
      .min(1)
      .max(LIMITS.emailMaxLength)
      .meta({ description: 'Username or e-mail address' }),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/**
 * The answer to both requests, the same whether or not an account matched, so the answer never
 * tells whether an address is registered.
 */
export const ZRecoveryAccepted = z.strictObject({ accepted: z.literal(true) }).meta({
  id: 'RecoveryAccepted',
  description: 'Always the same answer; a mail follows only if an account matched',
});

/** States of a link sent by mail (reset password now; verify e-mail and invitations later). */
export const LINK_STATES = ['valid', 'expired', 'used', 'invalid'] as const;
export type TLinkState = (typeof LINK_STATES)[number];

/** GET /api/user/resetPassword/{token}: whether the link can still be used. */
export const ZLinkStatus = z
  .strictObject({
    state: z.enum(LINK_STATES),
    expiresAt: z.string().nullable().meta({ description: 'ISO 8601, for a valid link' }),
  })
  .meta({ id: 'LinkStatus' });
export type TLinkStatus = z.infer<typeof ZLinkStatus>;

export const ZTokenParams = z.strictObject({ token: ZPlainText.min(1).max(200) });

/** POST /api/user/resetPassword. */
export const ZResetPasswordRequest = z
  .strictObject({
    token: ZPlainText.min(1).max(200),
    newPassword: ZPlainText.min(1).max(1024).meta({ description: '8–128 characters, not a common password' }),
  })
  .meta({ id: 'ResetPasswordRequest' });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
