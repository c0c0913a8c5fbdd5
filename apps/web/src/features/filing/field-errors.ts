import { isApiError } from '../../api/api-error';

/** The server's 400 as a message per field it names (the first message of each), else nothing. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details ?? [])
    if (d.field && !out[d.field]) out[d.field] = d.message || error.message;
  if (error.field && !out[error.field]) out[error.field] = error.message;
  return out;
}
