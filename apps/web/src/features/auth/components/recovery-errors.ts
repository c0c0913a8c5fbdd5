import type { TFunction } from 'i18next';
import { ERROR_CODES, type TLinkState } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { classifyError, errorReference } from '../../../api/error-classifier';

/** A state of a reset link that cannot be used: what its page explains. */
export type TDeadLinkState = Exclude<TLinkState, 'valid'>;

/** What a failed recovery call means for the page. */
export type TRecoveryProblem =
  /** The server refused one field: its message goes under that field. */
  | { kind: 'field'; field: string; message: string }
  /** A message above the form. */
  | { kind: 'form'; message: string }
  /** The reset link turned out to be expired, used or invalid: the page switches to explain it. */
  | { kind: 'link'; state: TDeadLinkState };

const LINK_STATES_BY_CODE: Partial<Record<string, TDeadLinkState>> = {
  [ERROR_CODES.LINK_EXPIRED]: 'expired',
  [ERROR_CODES.LINK_USED]: 'used',
  [ERROR_CODES.LINK_INVALID]: 'invalid',
};

/**
 * Turns a failed call to /api/user/forgot… or /api/user/resetPassword… into words for the user. The
 * server's `message` is used as it comes: the HTTP helper asked for it in the interface language.
 */
export function describeRecoveryError(error: unknown, t: TFunction): TRecoveryProblem {
  if (isApiError(error)) {
    const linkState = error.code === undefined ? undefined : LINK_STATES_BY_CODE[error.code];
    if (linkState) return { kind: 'link', state: linkState };
    if (error.code === ERROR_CODES.VALIDATION_ERROR) {
      const field = error.field ?? error.details?.[0]?.field;
      // A token the server refuses outright (too long, bad characters) is a link that is not valid.
      if (field === 'token') return { kind: 'link', state: 'invalid' };
      const detail = error.details?.find((item) => item.field === field);
      if (field) return { kind: 'field', field, message: detail?.message || error.message };
    }
    if (error.status === 0) return { kind: 'form', message: t('recovery.errors.unreachable') };
    if (classifyError(error) === 'TIME_OUT') return { kind: 'form', message: t('loadingTimeoutMsg') };
    // Covers TOO_MANY_REQUESTS and anything else the server explained in words.
    if (typeof error.body?.message === 'string' && error.body.message !== '') {
      return { kind: 'form', message: error.body.message };
    }
  }
  return { kind: 'form', message: t('recovery.errors.unexpected', { errCode: errorReference(error) }) };
}
