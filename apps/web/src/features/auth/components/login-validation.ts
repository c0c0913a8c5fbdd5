import { ZLoginRequest, type TLoginRequest } from '@portal/domain';
import type { TLoginIssue } from './login-errors';

export type TLoginValidation = { ok: true; data: TLoginRequest } | { ok: false; issues: TLoginIssue[] };

/**
 * Validates the sign-in form with the same schema the server uses. Kept in its own module so the
 * schema library is fetched when the user starts typing, not with the sign-in page itself.
 */
export function validateLogin(values: { username: string; password: string }): TLoginValidation {
  const parsed = ZLoginRequest.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: parsed.error.issues };
}
