import { isApiError } from '../../api/api-error';
import { classifyError } from '../../api/error-classifier';

export type TFieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The server's (translated) messages for the given form fields, from `field` and `details[].field`.
 * A detail without its own message takes the error's message.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): TFieldErrors<F> {
  if (!isApiError(error)) return {};
  const isField = (value: unknown): value is F => fields.some((field) => field === value);
  const errors: TFieldErrors<F> = {};
  for (const detail of error.details ?? []) {
    if (isField(detail.field) && !errors[detail.field])
      errors[detail.field] = detail.message || error.message;
  }
  if (isField(error.field) && !errors[error.field]) errors[error.field] = error.message;
  return errors;
}

/**
 * The server's message of a refusal the person can act on (a 4xx with a message of its own), or null
 * for failures that are not theirs (unreachable server, timeouts, 5xx): those go to the error snackbar.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  if (classifyError(error) !== 'UNEXPECTED') return null;
  return typeof error.body?.message === 'string' && error.body.message !== '' ? error.body.message : null;
}

/** Whether any message is set. */
export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);
