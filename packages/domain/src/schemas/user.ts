import { z } from 'zod';
import { PLAN_CODES, USER_TYPES } from '../roles.js';
import { LANGUAGES, THEME_MODES } from '../languages.js';
import { LIMITS } from '../constants.js';
import { isChineseText, isEnglishOnly, isPhoneLike } from '../validation/patterns.js';
import { ZPlainText } from './common.js';

export const ZUserType = z.strictObject({ typeCode: z.enum(USER_TYPES) }).meta({ id: 'UserType' });

export const ZFirmSummary = z
  .strictObject({
    firmID: z.uuid(),
    name: z.string(),
    suspended: z
      .boolean()
      .meta({ description: 'SMOOOTH has suspended the firm: its people read but do not change' }),
  })
  .meta({ id: 'FirmSummary', description: 'The firm a staff member belongs to' });

/** The signed-in user as the layout needs it (spec §3 user profile). */
export const ZUserProfile = z
  .strictObject({
    userID: z.uuid(),
    username: z.string(),
    email: z.string(),
    engFirstName: z.string(),
    engLastName: z.string(),
    chiName: z.string().nullable(),
    phone: z.string().nullable(),
    userType: ZUserType,
    isFirstTimeLogin: z.boolean(),
    language: z.enum(LANGUAGES),
    theme: z.enum(THEME_MODES),
    firm: ZFirmSummary.nullable().meta({ description: 'Staff: their firm. Clients and SMOOOTH: null' }),
    features: z
      .strictObject({ nameSearch: z.boolean().meta({ description: 'Name search screens are enabled' }) })
      .meta({ description: 'Features switched on for this user' }),
  })
  .meta({ id: 'UserProfile' });
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZSubscription = z
  .strictObject({
    planCode: z.enum(PLAN_CODES),
    planName: z.string().meta({ description: 'Free, Solo, Team or Enterprise' }),
  })
  .meta({ id: 'Subscription' });
export type TSubscription = z.infer<typeof ZSubscription>;

/** GET /api/user/myProfile: profile and subscription (null for clients and SMOOOTH). */
export const ZMyProfile = ZUserProfile.extend({ subscription: ZSubscription.nullable() }).meta({
  id: 'MyProfile',
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/**
 * POST /api/user/setUpAccount: what a user created by an administrator completes at first sign-in
 * (spec §6 /set-up-account). Refinement messages are reason keys of VALIDATION_REASONS.
 */
export const ZSetUpAccountRequest = z
  .strictObject({
    newPassword: ZPlainText.min(1).max(1024).meta({ description: '8–128 characters, not a common password' }),
    engFirstName: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength).refine(isEnglishOnly, 'englishOnly'),
    engLastName: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength).refine(isEnglishOnly, 'englishOnly'),
    chiName: ZPlainText.trim()
      .max(LIMITS.nameMaxLength)
      .refine((v) => v === '' || isChineseText(v), 'chineseText')
      .optional()
      .meta({ description: 'Name in Chinese, if any' }),
    phone: ZPlainText.trim()
      .max(32)
      .refine((v) => v === '' || isPhoneLike(v), 'phone')
      .optional(),
    language: z.enum(LANGUAGES).meta({ description: 'Language of the interface and of mails to this user' }),
  })
  .meta({ id: 'SetUpAccountRequest' });
export type TSetUpAccountRequest = z.infer<typeof ZSetUpAccountRequest>;

/** PATCH /api/user/profile: the caller's own details. */
export const ZUpdateProfileRequest = z
  .strictObject({
    engFirstName: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength).refine(isEnglishOnly, 'englishOnly'),
    engLastName: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength).refine(isEnglishOnly, 'englishOnly'),
    chiName: ZPlainText.trim()
      .max(LIMITS.nameMaxLength)
      .refine((v) => v === '' || isChineseText(v), 'chineseText')
      .optional(),
    phone: ZPlainText.trim()
      .max(32)
      .refine((v) => v === '' || isPhoneLike(v), 'phone')
      .optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** PUT /api/user/preferences: interface language (also for mails) and theme; either or both. */
export const ZPreferencesRequest = z
  .strictObject({ language: z.enum(LANGUAGES).optional(), theme: z.enum(THEME_MODES).optional() })
  .meta({ id: 'PreferencesRequest' });
export type TPreferencesRequest = z.infer<typeof ZPreferencesRequest>;

/** One signed-in device of the caller (GET /api/user/sessions). */
export const ZSessionInfo = z
  .strictObject({
    sessionID: z.uuid(),
    createdDate: z.string().meta({ description: 'ISO 8601: when this sign-in happened' }),
    lastUsedDate: z.string().meta({ description: 'ISO 8601: last token refresh' }),
    expiresDate: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().meta({ description: 'The session making this request' }),
  })
  .meta({ id: 'SessionInfo' });
export type TSessionInfo = z.infer<typeof ZSessionInfo>;
export const ZSessionList = z.strictObject({ items: z.array(ZSessionInfo) }).meta({ id: 'SessionList' });
export const ZSessionIdParams = z.strictObject({ sessionID: z.uuid() });
export const ZRevokedCount = z.strictObject({ revoked: z.number().int() }).meta({ id: 'RevokedCount' });
