import type { TFunction } from 'i18next';
import { USER_TYPES, type TAuditLogEntry, type TUserType } from '@portal/domain';

/** Every action the server writes to the log, with the key of its label (unknown ones show raw). */
export const AUDIT_ACTION_KEYS = {
  'auth.login': 'accountManagement.audit.actions.authLogin',
  'auth.login_failed': 'accountManagement.audit.actions.authLoginFailed',
  'auth.login_blocked': 'accountManagement.audit.actions.authLoginBlocked',
  'auth.login_refused': 'accountManagement.audit.actions.authLoginRefused',
  'auth.logout': 'accountManagement.audit.actions.authLogout',
  'auth.refresh_reuse': 'accountManagement.audit.actions.authRefreshReuse',
  'auth.password_changed': 'accountManagement.audit.actions.authPasswordChanged',
  'auth.password_change_failed': 'accountManagement.audit.actions.authPasswordChangeFailed',
  'auth.password_reset_requested': 'accountManagement.audit.actions.authPasswordResetRequested',
  'auth.password_reset': 'accountManagement.audit.actions.authPasswordReset',
  'auth.username_reminder_sent': 'accountManagement.audit.actions.authUsernameReminderSent',
  'auth.sessions_revoked': 'accountManagement.audit.actions.authSessionsRevoked',
  'auth.register_refused': 'accountManagement.audit.actions.authRegisterRefused',
  'two_factor.enrolled': 'accountManagement.audit.actions.twoFactorEnrolled',
  'two_factor.verified': 'accountManagement.audit.actions.twoFactorVerified',
  'two_factor.failed': 'accountManagement.audit.actions.twoFactorFailed',
  'two_factor.recovery_code_used': 'accountManagement.audit.actions.twoFactorRecoveryCodeUsed',
  'two_factor.recovery_codes_regenerated':
    'accountManagement.audit.actions.twoFactorRecoveryCodesRegenerated',
  'two_factor.disabled': 'accountManagement.audit.actions.twoFactorDisabled',
  'two_factor.reset': 'accountManagement.audit.actions.twoFactorReset',
  'user.created': 'accountManagement.audit.actions.userCreated',
  'user.registered': 'accountManagement.audit.actions.userRegistered',
  'user.set_up': 'accountManagement.audit.actions.userSetUp',
  'user.profile_updated': 'accountManagement.audit.actions.userProfileUpdated',
  'user.verification_sent': 'accountManagement.audit.actions.userVerificationSent',
  'user.email_verified': 'accountManagement.audit.actions.userEmailVerified',
  'user.role_changed': 'accountManagement.audit.actions.userRoleChanged',
  'user.deactivated': 'accountManagement.audit.actions.userDeactivated',
  'user.reactivated': 'accountManagement.audit.actions.userReactivated',
  'invitation.created': 'accountManagement.audit.actions.invitationCreated',
  'invitation.resent': 'accountManagement.audit.actions.invitationResent',
  'invitation.revoked': 'accountManagement.audit.actions.invitationRevoked',
  'firm.created': 'accountManagement.audit.actions.firmCreated',
  'firm.plan_changed': 'accountManagement.audit.actions.firmPlanChanged',
  'firm.suspended': 'accountManagement.audit.actions.firmSuspended',
  'firm.restored': 'accountManagement.audit.actions.firmRestored',
  'firm.two_factor_requirement_changed': 'accountManagement.audit.actions.firmTwoFactorRequirementChanged',
} as const;

export type TAuditAction = keyof typeof AUDIT_ACTION_KEYS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_KEYS) as TAuditAction[];

const isKnownAction = (action: string): action is TAuditAction => action in AUDIT_ACTION_KEYS;

/** The action in words; an action this version does not know keeps its raw key. */
export function auditActionLabel(action: string, t: TFunction): string {
  return isKnownAction(action) ? t(AUDIT_ACTION_KEYS[action]) : action;
}

/** Why a sign-in or registration was refused, in words. */
const REASON_KEYS: Record<string, string> = {
  ACCOUNT_DEACTIVATED: 'accountManagement.audit.reasons.accountDeactivated',
  EMAIL_NOT_VERIFIED: 'accountManagement.audit.reasons.emailNotVerified',
  role_not_invited: 'accountManagement.audit.reasons.roleNotInvited',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

function roleName(value: unknown, t: TFunction): string | null {
  const code = text(value);
  if (!code) return null;
  return (USER_TYPES as readonly string[]).includes(code) ? t(`roles.${code as TUserType}`) : code;
}

/** The details no action-specific wording covers: simple values as "key: value". */
function genericSummary(details: Record<string, unknown>): string {
  return Object.entries(details)
    .flatMap(([key, value]) => {
      const shown = text(value) ?? (typeof value === 'boolean' ? String(value) : null);
      return shown ? [`${key}: ${shown}`] : [];
    })
    .join(', ');
}

/** A short readable line of what the row's details say (roles from → to, the role invited, a reason). */
export function auditSummary(entry: TAuditLogEntry, t: TFunction): string {
  const d = entry.details;
  const role = roleName(d.userType, t);
  switch (entry.action) {
    case 'user.role_changed':
      return t('accountManagement.audit.summary.roleChanged', {
        from: roleName(d.from, t) ?? '—',
        to: roleName(d.to, t) ?? '—',
      });
    case 'user.registered':
      return d.emailConfirmed === false
        ? t('accountManagement.audit.summary.registeredUnconfirmed', { role: role ?? '—' })
        : t('accountManagement.audit.summary.registered', { role: role ?? '—' });
    case 'invitation.created':
    case 'invitation.resent':
    case 'invitation.revoked':
    case 'user.created':
    case 'user.deactivated':
    case 'user.reactivated':
      return role ? t('accountManagement.audit.summary.role', { role }) : '';
    case 'auth.login_failed':
    case 'auth.login_blocked':
      return t('accountManagement.audit.summary.usernameTried', { username: text(d.username) ?? '—' });
    case 'auth.login_refused': {
      const reason = text(d.reason);
      return t('accountManagement.audit.summary.refused', {
        reason: reason && REASON_KEYS[reason] ? t(REASON_KEYS[reason]) : (reason ?? '—'),
      });
    }
    case 'auth.register_refused':
      return t('accountManagement.audit.summary.registerRefused', {
        askedFor: roleName(d.askedFor, t) ?? '—',
        invitedAs: roleName(d.invitedAs, t) ?? '—',
      });
    case 'firm.plan_changed':
      return `${text(d.from) ?? '—'} → ${text(d.to) ?? '—'}`;
    case 'firm.suspended':
      return text(d.reason) ?? '';
    case 'user.verification_sent':
    case 'user.email_verified':
      return text(d.email) ?? '';
    case 'user.profile_updated':
      return Array.isArray(d.fields)
        ? t('accountManagement.audit.summary.fields', {
            fields: d.fields.filter((f) => typeof f === 'string').join(', '),
          })
        : '';
    case 'two_factor.failed':
      return t(
        d.reason === 'password'
          ? 'accountManagement.audit.summary.twoFactorWrongPassword'
          : d.reason === 'recovery_code'
            ? 'accountManagement.audit.summary.twoFactorWrongRecoveryCode'
            : d.reason === 'used'
              ? 'accountManagement.audit.summary.twoFactorCodeReused'
              : 'accountManagement.audit.summary.twoFactorWrongCode',
      );
    case 'two_factor.recovery_code_used':
      return typeof d.remaining === 'number'
        ? t('accountManagement.audit.summary.recoveryCodesLeft', { count: d.remaining })
        : '';
    case 'two_factor.enrolled':
      return d.atSignIn === true ? t('accountManagement.audit.summary.atSignIn') : '';
    case 'two_factor.reset':
      return d.hadSecondFactor === false ? t('accountManagement.audit.summary.hadNoSecondFactor') : '';
    case 'firm.two_factor_requirement_changed':
      return t(
        d.required === true
          ? 'accountManagement.audit.summary.twoFactorRequired'
          : 'accountManagement.audit.summary.twoFactorNotRequired',
      );
    case 'two_factor.verified':
    case 'two_factor.recovery_codes_regenerated':
    case 'two_factor.disabled':
      return '';
    case 'auth.sessions_revoked':
      return typeof d.count === 'number'
        ? t('accountManagement.audit.summary.sessionsEnded', { count: d.count })
        : '';
    default:
      return genericSummary(d);
  }
}

/** Who or what the row is about: the person's name, else the address or username in its details. */
export function auditTarget(entry: TAuditLogEntry): string {
  return entry.targetName ?? text(entry.details.email) ?? text(entry.details.username) ?? '—';
}
