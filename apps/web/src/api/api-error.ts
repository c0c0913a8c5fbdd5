import { ERROR_CODES, type TErrorResponse } from '@portal/domain';

/** Message used when a failed response carries no message of its own (spec §8). */
export const DEFAULT_FAILURE_MESSAGE = 'Wrong Services';
/** Message of a request that timed out in the browser (spec §8). */
export const TIMEOUT_MESSAGE = 'Request timeout. Please try again later.';

type TErrorBody = Partial<TErrorResponse> & Record<string, unknown>;

/**
 * A failed call: the server's error body (code, message, field, details, retryAfterSeconds) plus the
 * HTTP status. Status 0 means the server could not be reached at all.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly details: TErrorResponse['details'];
  readonly retryAfterSeconds: number | undefined;
  readonly requestId: string | undefined;
  /** The parsed error body as the server sent it (null when it was not JSON). */
  readonly body: TErrorBody | null;

  constructor(status: number, body: TErrorBody | null) {
    const message =
      typeof body?.message === 'string' && body.message !== '' ? body.message : DEFAULT_FAILURE_MESSAGE;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code =
      typeof body?.code === 'string' || typeof body?.code === 'number' ? String(body.code) : undefined;
    this.field = typeof body?.field === 'string' ? body.field : undefined;
    this.details = Array.isArray(body?.details) ? body.details : undefined;
    this.retryAfterSeconds = typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined;
    this.requestId = typeof body?.requestId === 'string' ? body.requestId : undefined;
  }
}

/** The rejection of a call that did not answer within the timeout (spec §8). */
export function createTimeoutError(): ApiError {
  return new ApiError(408, { code: ERROR_CODES.REQUEST_TIMEOUT_ERROR, message: TIMEOUT_MESSAGE });
}

/** Narrows an unknown rejection to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
