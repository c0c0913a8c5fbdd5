import { z } from 'zod';
import { SUBSCRIPTION_STATES, ZPlanUsage } from './plans.js';
import { PAGED_ANSWER, PAGED_QUERY, ZPageSize } from './paging.js';
import { LIMITS } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { PLAN_CODES, USER_TYPES } from '../roles.js';
import { isChineseText, isEnglishOnly } from '../validation/patterns.js';
import { ZPlainText } from './common.js';

/**
 * Joining a firm and running its accounts: invitations, registration, e-mail verification, account
 * management and the audit log (issue 3, spec §2 /create-account, /verify-email, /account-management).
 */

/** Roles an invitation can give: a client of the firm, or a colleague. */
export const INVITABLE_USER_TYPES = ['GU', 'COM_SEC', 'SYSTEM_ADMIN'] as const;
export type TInvitableUserType = (typeof INVITABLE_USER_TYPES)[number];

/** An invitation link works once, for a week. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
/** A verification link works once, for two days. */
export const VERIFY_EMAIL_TTL_SECONDS = 2 * 24 * 3600;

/** Usernames: 3–64 letters, digits, dots, hyphens or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;

const ZEmail = ZPlainText.trim().min(1).max(LIMITS.emailMaxLength).pipe(z.email());
const ZToken = ZPlainText.min(1).max(200);

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'REVOKED'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** POST /api/accounts/invitations. */
export const ZCreateInvitationRequest = z
  .strictObject({
    email: ZEmail,
    userType: z.enum(INVITABLE_USER_TYPES).meta({
      description: 'GU invites a client of the firm; COM_SEC or SYSTEM_ADMIN a colleague (SYSTEM_ADMIN only)',
    }),
    language: z
      .enum(LANGUAGES)
      .optional()
      .meta({ description: "Language of the invitation mail; the inviter's by default" }),
  })
  .meta({ id: 'CreateInvitationRequest' });
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequest>;

export const ZInvitation = z
  .strictObject({
    invitationID: z.uuid(),
    firmID: z.uuid(),
    firmName: z.string(),
    email: z.string(),
    userType: z.enum(INVITABLE_USER_TYPES),
    language: z.enum(LANGUAGES),
    status: z.enum(INVITATION_STATUSES),
    invitedByName: z.string().nullable(),
    createdDate: z.string().meta({ description: 'ISO 8601' }),
    expiresDate: z.string(),
    acceptedDate: z.string().nullable(),
  })
  .meta({ id: 'Invitation' });
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationList = z.strictObject({ items: z.array(ZInvitation) }).meta({ id: 'InvitationList' });

export const ZInvitationListQuery = z.strictObject({
  firmID: z.uuid().optional().meta({ description: 'SMOOOTH: the firm to list; others: their own firm' }),
  status: z.enum(INVITATION_STATUSES).optional(),
});

export const ZInvitationIdParams = z.strictObject({ invitationID: z.uuid() });

/** GET /api/auth/inviteTokenEmail?token=: the invited e-mail (and what the invitation gives). */
export const ZInviteTokenQuery = z.strictObject({ token: ZToken });
export const ZInviteTokenEmail = z
  .strictObject({
    email: z.string(),
    userType: z.enum(INVITABLE_USER_TYPES),
    firmName: z.string(),
    language: z.enum(LANGUAGES),
    expiresAt: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'InviteTokenEmail' });
export type TInviteTokenEmail = z.infer<typeof ZInviteTokenEmail>;

/**
 * POST /api/user/register (spec §7). The role comes from the invitation: userTypeID, when sent,
 * must be the invitation's role, or the request is refused (ROLE_NOT_INVITED). Unknown fields are
 * refused too: nothing else in the body can carry a role or a firm.
 */
export const ZRegisterRequest = z
  .strictObject({
    username: ZPlainText.trim()
      .min(1)
      .max(LIMITS.usernameMaxLength)
      .refine((v) => USERNAME_PATTERN.test(v), 'invalid')
      .meta({ description: '3–64 letters, digits, dots, hyphens or underscores' }),
    password: ZPlainText.min(1).max(1024).meta({ description: '8–128 characters, not a common password' }),
    email: ZEmail.meta({
      description:
        'The invited address (confirmed by the invitation), or another one, which must then be confirmed by mail before sign-in',
    }),
    userTypeID: z
      .union([z.enum(USER_TYPES), z.string().max(64), z.number()])
      .optional()
      .meta({ description: "Ignored for the role; must equal the invitation's role when sent" }),
    chiName: ZPlainText.trim()
      .max(LIMITS.nameMaxLength)
      .refine((v) => v === '' || isChineseText(v), 'chineseText')
      .optional(),
    engFirstName: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength).refine(isEnglishOnly, 'englishOnly'),
    engLastName: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength).refine(isEnglishOnly, 'englishOnly'),
    token: ZToken,
    language: z.enum(LANGUAGES).optional(),
  })
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z
  .strictObject({
    userID: z.uuid(),
    username: z.string(),
    email: z.string(),
    userType: z.enum(INVITABLE_USER_TYPES),
    emailVerificationRequired: z
      .boolean()
      .meta({ description: 'True when a confirmation link was mailed and must be opened before sign-in' }),
  })
  .meta({ id: 'RegisterResponse' });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** POST /api/user/verifyEmail (spec §7: success when the status is 200). */
export const ZVerifyEmailRequest = z.strictObject({ token: ZToken }).meta({ id: 'VerifyEmailRequest' });
export const ZVerifyEmailResponse = z
  .strictObject({ verified: z.literal(true), email: z.string() })
  .meta({ id: 'VerifyEmailResponse' });

/**
 * POST /api/user/resendVerifyEmail: a new confirmation link, asked for with the old link (from the
 * expired-link page) or with the username or e-mail (from sign-in). Always the same answer.
 */
export const ZResendVerifyEmailRequest = z
  .strictObject({
    token: ZToken.optional(),
    login: ZPlainText.trim().min(1).max(LIMITS.emailMaxLength).optional(),
  })
  .refine((v) => Boolean(v.token) !== Boolean(v.login), { message: 'required', path: ['token'] })
  .meta({ id: 'ResendVerifyEmailRequest' });

/** Account management (/account-management). */
export const ACCOUNT_GROUPS = ['staff', 'clients'] as const;
export const ACCOUNT_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;

export const ZAccountListQuery = z.strictObject({
  group: z.enum(ACCOUNT_GROUPS).default('staff'),
  firmID: z.uuid().optional().meta({ description: 'SMOOOTH: the firm to list; others: their own firm' }),
  search: ZPlainText.trim().max(100).optional().meta({ description: 'Part of a name, username or e-mail' }),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAccountSummary = z
  .strictObject({
    userID: z.uuid(),
    username: z.string(),
    email: z.string(),
    engFirstName: z.string(),
    engLastName: z.string(),
    chiName: z.string().nullable(),
    userType: z.enum(USER_TYPES),
    status: z.enum(ACCOUNT_STATUSES),
    emailVerified: z.boolean(),
    isFirstTimeLogin: z.boolean(),
    firmID: z.uuid().nullable(),
    lastLoginDate: z.string().nullable(),
    createdDate: z.string(),
    twoFactorEnabled: z
      .boolean()
      .optional()
      .meta({ description: 'In account lists: the person signs in with an authenticator app (ADR 0029)' }),
  })
  .meta({ id: 'AccountSummary' });
export type TAccountSummary = z.infer<typeof ZAccountSummary>;

export const ZAccountList = z
  .strictObject({
    items: z.array(ZAccountSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AccountList' });

export const ZAccountIdParams = z.strictObject({ userID: z.uuid() });

/** PATCH /api/accounts/users/{userID}/role: between the two staff roles of a firm. */
export const ZChangeRoleRequest = z
  .strictObject({ userType: z.enum(['COM_SEC', 'SYSTEM_ADMIN']) })
  .meta({ id: 'ChangeRoleRequest' });

export const ZFirmOverview = z
  .strictObject({
    firmID: z.uuid(),
    name: z.string(),
    planCode: z.string(),
    tcspLicenceNo: z.string().nullable(),
    staffCount: z.number().int(),
    activeAdminCount: z.number().int(),
    clientCount: z.number().int(),
    usage: ZPlanUsage,
    suspendedDate: z
      .string()
      .nullable()
      .meta({ description: 'ISO 8601 while SMOOOTH has suspended the firm' }),
    suspendedReason: z.string().nullable(),
    billingStatus: z
      .enum(SUBSCRIPTION_STATES)
      .meta({ description: 'The firm’s own subscription with Stripe Billing (NONE: set by hand, or Free)' }),
    createdDate: z.string(),
  })
  .meta({ id: 'FirmOverview' });
export type TFirmOverview = z.infer<typeof ZFirmOverview>;
/** POST /api/firms: the new firm and the invitation of its first system administrator. */
export const ZCreatedFirm = z
  .strictObject({ firm: ZFirmOverview, invitation: ZInvitation })
  .meta({ id: 'CreatedFirm' });
export type TCreatedFirm = z.infer<typeof ZCreatedFirm>;

export const ZFirmOverviewList = z
  .strictObject({ items: z.array(ZFirmOverview) })
  .meta({ id: 'FirmOverviewList' });

/** GET /api/accounts/my-firms: the firms a client is linked with. */
export const ZLinkedFirmList = z
  .strictObject({ items: z.array(z.strictObject({ firmID: z.uuid(), name: z.string() })) })
  .meta({ id: 'LinkedFirmList' });

/** The audit log (read-only). */
export const ZAuditListQuery = z.strictObject({
  firmID: z
    .uuid()
    .optional()
    .meta({ description: 'SMOOOTH: the firm to read; SYSTEM_ADMIN: their own firm' }),
  action: ZPlainText.trim()
    .max(64)
    .optional()
    .meta({ description: 'Only rows of this action, e.g. auth.login' }),
  from: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, inclusive' }),
  to: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, inclusive' }),
  ...PAGED_QUERY,
  pageSize: ZPageSize.default(50),
});
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

export const ZAuditEntry = z
  .strictObject({
    auditID: z.string(),
    action: z.string(),
    createdDate: z.string().meta({ description: 'ISO 8601' }),
    actorUserID: z.string().nullable(),
    actorName: z.string().nullable(),
    targetType: z.string().nullable(),
    targetID: z.string().nullable(),
    targetName: z.string().nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditLogEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditList = z
  .strictObject({
    items: z.array(ZAuditEntry),
    ...PAGED_ANSWER,
  })
  .meta({ id: 'AuditList' });

/** POST /api/firms (SMOOOTH): a new firm on the platform, its first administrator invited at once. */
export const ZCreateFirmRequest = z
  .strictObject({
    name: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength),
    tcspLicenceNo: ZPlainText.trim()
      .regex(/^TC\d{6}$/)
      .nullable()
      .optional()
      .meta({ description: 'The firm’s TCSP licence number (TC and six digits), when it has one' }),
    planCode: z.enum(PLAN_CODES),
    adminEmail: ZEmail.meta({ description: 'Invited at once as the firm’s first system administrator' }),
    adminLanguage: z.enum(LANGUAGES).optional().meta({ description: 'Language of the invitation mail' }),
  })
  .meta({ id: 'CreateFirmRequest' });
export type TCreateFirmRequest = z.infer<typeof ZCreateFirmRequest>;
