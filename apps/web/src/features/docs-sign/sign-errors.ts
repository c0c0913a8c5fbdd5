import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';

/** Where a refused signature's message goes: beside a field, or above the dialog's buttons. */
export interface TSignFailure {
  field: 'image' | 'typedName' | 'fileID' | null;
  message: string;
}

/**
 * Words a refusal of POST …/signatures (or …/paper-signatures) by its code; null for a failure that
 * is not a refusal (network, server error), which the snackbar words by its class.
 */
export function signFailure(t: TFunction, error: unknown): TSignFailure | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'SIGNING_NOT_OPEN':
      return { field: null, message: t('docsSign.errors.notOpen') };
    case 'ALREADY_SIGNED':
      return { field: null, message: t('docsSign.errors.alreadySigned') };
    case 'NOT_A_SIGNATORY':
      return { field: null, message: t('docsSign.errors.notSignatory') };
    case 'VALIDATION_ERROR': {
      const field =
        error.field === 'image' || error.field === 'typedName' || error.field === 'fileID'
          ? error.field
          : null;
      // A field we know gets our own words; anything else keeps the server's detail (in English).
      if (field) return { field, message: t(`docsSign.errors.${field}`) };
      const message = t('docsSign.errors.invalid');
      return { field, message: error.message ? `${message} (${error.message})` : message };
    }
    default:
      return error.status >= 400 && error.status < 500 ? { field: null, message: error.message } : null;
  }
}
