import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { classifyError, errorReference } from '../../../api/error-classifier';

export type TLoginField = 'username' | 'password';
export type TLoginFieldErrors = Partial<Record<TLoginField, string>>;

/** Zod issues of ZLoginRequest, reduced to what the form needs. */
export interface TLoginIssue {
  path: readonly PropertyKey[];
  code: string;
}

function isLoginField(value: unknown): value is TLoginField {
  return value === 'username' || value === 'password';
}

/** One translated message per field from the client-side validation of ZLoginRequest. */
export function loginIssuesToErrors(issues: readonly TLoginIssue[], t: TFunction): TLoginFieldErrors {
  const errors: TLoginFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (!isLoginField(field) || errors[field]) continue;
    if (issue.code === 'too_small')
      errors[field] = t(
        field === 'username' ? 'login.errors.usernameRequired' : 'login.errors.passwordRequired',
      );
    else if (issue.code === 'too_big') errors[field] = t('login.errors.tooLong');
    else errors[field] = t('login.errors.invalid');
  }
  return errors;
}

/** What went wrong with a sign-in, for the form: a field error or a message above the form. */
export interface TLoginProblem {
  message: string;
  field?: TLoginField;
  /** The password was right but the account's e-mail address is not confirmed yet. */
  emailNotVerified?: boolean;
}

/** Translates a failed POST /api/auth/login into words for the user. */
export function describeLoginError(error: unknown, t: TFunction): TLoginProblem {
  if (isApiError(error)) {
    switch (error.code) {
      case ERROR_CODES.INVALID_CREDENTIALS:
        return { message: t('login.errors.invalidCredentials') };
      case ERROR_CODES.TOO_MANY_ATTEMPTS: {
        if (error.retryAfterSeconds === undefined) return { message: t('login.errors.tooManyAttemptsLater') };
        const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
        return { message: t('login.errors.tooManyAttempts', { count: minutes }) };
      }
      case ERROR_CODES.EMAIL_NOT_VERIFIED:
        return { message: error.message, emailNotVerified: true };
      // The password was right but the firm's administrator has deactivated the account: say so.
      case ERROR_CODES.ACCOUNT_DEACTIVATED:
        return { message: error.message };
      case ERROR_CODES.VALIDATION_ERROR: {
        const field = error.field ?? error.details?.[0]?.field;
        if (isLoginField(field)) {
          return { field, message: t('login.errors.fieldRejected', { field: t(`login.fields.${field}`) }) };
        }
        return { message: error.message };
      }
      default:
        break;
    }
    if (error.status === 0) return { message: t('login.errors.unreachable') };
  }
  if (classifyError(error) === 'TIME_OUT') return { message: t('loadingTimeoutMsg') };
  return { message: t('login.errors.unexpected', { errCode: errorReference(error) }) };
}
