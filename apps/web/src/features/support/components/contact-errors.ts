import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { classifyError, errorReference } from '../../../api/error-classifier';
import { CONTACT_FIELDS, type TContactField } from './contact-fields';

/** What a failed POST /api/support/contact means for the form. */
export type TContactProblem =
  /** The server refused one field: its message goes under that field. */
  | { kind: 'field'; field: TContactField; message: string }
  /** A message above the send button. */
  | { kind: 'form'; message: string };

function asContactField(field: string | undefined): TContactField | undefined {
  return CONTACT_FIELDS.find((name) => name === field);
}

/**
 * Turns a failed send into words for the user. The server's `message` is used as it comes: the HTTP
 * helper asked for it in the interface language.
 */
export function describeContactError(error: unknown, t: TFunction): TContactProblem {
  if (isApiError(error)) {
    if (error.code === ERROR_CODES.VALIDATION_ERROR) {
      const named = error.field ?? error.details?.[0]?.field;
      const field = asContactField(named);
      const detail = error.details?.find((item) => item.field === named);
      if (field) return { kind: 'field', field, message: detail?.message || error.message };
    }
    if (error.status === 0) return { kind: 'form', message: t('pages.contactUs.form.errors.unreachable') };
    if (classifyError(error) === 'TIME_OUT') return { kind: 'form', message: t('loadingTimeoutMsg') };
    // Covers TOO_MANY_REQUESTS and anything else the server explained in words.
    if (typeof error.body?.message === 'string' && error.body.message !== '') {
      return { kind: 'form', message: error.body.message };
    }
  }
  return {
    kind: 'form',
    message: t('pages.contactUs.form.errors.unexpected', { errCode: errorReference(error) }),
  };
}
