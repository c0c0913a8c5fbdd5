import { ERROR_CODES } from '@portal/domain';
import { isApiError } from './api-error';

/** The three failure classes of spec §8, each with the translation key of its message. */
export type TErrorClass = 'TIME_OUT' | 'UNSUPPORTED' | 'UNEXPECTED';

export const ERROR_CLASS_MESSAGE_KEYS = {
  TIME_OUT: 'loadingTimeoutMsg',
  UNSUPPORTED: 'unsupportedDocTypeMsg',
  UNEXPECTED: 'unexpectedErrorMsg',
} as const satisfies Record<TErrorClass, string>;

const TIMEOUT_STATUSES = new Set(['408', '504']);
const UNSUPPORTED_CODES = new Set<string>([
  ERROR_CODES.FILE_TYPE_UNSUPPORTED,
  ERROR_CODES.FILE_TYPE_NOT_ACCEPTED,
]);

function readStatusAndCode(error: unknown): { status: string; code: string } {
  if (isApiError(error)) return { status: String(error.status), code: error.code ?? '' };
  if (typeof error === 'object' && error !== null) {
    const { status, code } = error as { status?: unknown; code?: unknown };
    return {
      status: typeof status === 'number' || typeof status === 'string' ? String(status) : '',
      code: typeof code === 'number' || typeof code === 'string' ? String(code) : '',
    };
  }
  return { status: '', code: '' };
}

/** Sorts any failure into TIME_OUT (status or code 408/504, or a browser timeout), UNSUPPORTED (38001/38002) or UNEXPECTED. */
export function classifyError(error: unknown): TErrorClass {
  const { status, code } = readStatusAndCode(error);
  if (
    TIMEOUT_STATUSES.has(status) ||
    TIMEOUT_STATUSES.has(code) ||
    code === ERROR_CODES.REQUEST_TIMEOUT_ERROR
  ) {
    return 'TIME_OUT';
  }
  if (UNSUPPORTED_CODES.has(code)) return 'UNSUPPORTED';
  return 'UNEXPECTED';
}

/** A short reference for the support e-mail: the server's code, else the HTTP status, else 'UNKNOWN'. */
export function errorReference(error: unknown): string {
  const { status, code } = readStatusAndCode(error);
  return code || status || 'UNKNOWN';
}
