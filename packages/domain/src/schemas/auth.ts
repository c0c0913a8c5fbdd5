import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZUserProfile, ZUserType } from './user.js';
import { ZPlainText } from './common.js';

/** POST /api/auth/login. */
export const ZLoginRequest = z
  .strictObject({
    username: ZPlainText.trim()
      .min(1)
      .max(LIMITS.emailMaxLength)
      .meta({ description: 'Username or e-mail address' }),
    password: ZPlainText.min(1).max(LIMITS.passwordMaxLength),
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Answer of login and refresh (spec §3 login response). */
export const ZLoginResponse = z
  .strictObject({
    accessToken: z.string().meta({ description: 'Bearer token for API calls, short-lived' }),
    refreshToken: z
      .string()
      .meta({ description: 'Single-use token to get a new pair; rotates on every use' }),
    user: ZUserProfile,
    userType: ZUserType,
    isFirstTimeLogin: z.boolean(),
    expiresIn: z.number().int().meta({ description: 'Seconds until the access token expires' }),
  })
  .meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /api/auth/refresh. */
export const ZRefreshRequest = z
  .strictObject({ refreshToken: ZPlainText.min(1).max(512) })
  .meta({ id: 'RefreshRequest' });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/** POST /api/auth/logout: the refresh token is optional; the bearer token names the session. */
export const ZLogoutRequest = z
  .strictObject({ refreshToken: ZPlainText.max(512).optional() })
  .meta({ id: 'LogoutRequest' });

/** POST /api/user/changePassword (spec §7). */
export const ZChangePasswordRequest = z
  .strictObject({
    oldPassword: ZPlainText.min(1).max(1024),
    newPassword: ZPlainText.min(1).max(1024).meta({ description: '8–128 characters, not a common password' }),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
