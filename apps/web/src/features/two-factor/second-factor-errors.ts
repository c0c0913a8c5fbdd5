import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { describeLoginError } from '../auth/components/login-errors';

export interface TSecondFactorProblem {
  message: string;
  /** The field at fault (code, recoveryCode, password), when one is. */
  field?: string;
  /** The sign-in's second step has ended: the person signs in again. */
  expired: boolean;
}

/** A refused second-factor call in words: the server's message under the field it names. */
export function describeSecondFactorError(error: unknown, t: TFunction): TSecondFactorProblem {
  if (isApiError(error)) {
    switch (error.code) {
      case ERROR_CODES.SECOND_FACTOR_INVALID:
      case ERROR_CODES.SECOND_FACTOR_CODE_USED:
      case ERROR_CODES.WRONG_PASSWORD:
        return { message: error.message, field: error.field ?? 'code', expired: false };
      case ERROR_CODES.VALIDATION_ERROR:
        return { message: error.message, field: error.field ?? error.details?.[0]?.field, expired: false };
      case ERROR_CODES.SIGN_IN_STEP_EXPIRED:
        return { message: error.message, expired: true };
      case ERROR_CODES.TOO_MANY_ATTEMPTS:
        return { message: describeLoginError(error, t).message, expired: false };
      default:
        if (error.status !== 0 && error.status < 500) return { message: error.message, expired: false };
    }
  }
  return { message: describeLoginError(error, t).message, expired: false };
}
