import { ZForgotPasswordRequest, ZForgotUsernameRequest } from '@portal/domain';

/** The single field of the "forgot username" (email) and "forgot password" (login) forms. */
export type TRecoveryField = 'email' | 'login';

/** Why a value was refused, for a message that names the field. */
export type TFieldIssue = 'required' | 'tooLong' | 'email' | 'invalid';

export type TFieldValidation = { ok: true; value: string } | { ok: false; issue: TFieldIssue };

function issueOf(code: string | undefined): TFieldIssue {
  switch (code) {
    case 'too_small':
      return 'required';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return 'email';
    default:
      return 'invalid';
  }
}

/**
 * Validates the field with the schema the server uses (trimmed, required, at most 254 characters,
 * an e-mail address for `email`). Kept in its own module, like login-validation, so zod loads when
 * the user starts typing rather than with the page.
 */
export function validateRecoveryField(field: TRecoveryField, value: string): TFieldValidation {
  if (field === 'email') {
    const parsed = ZForgotUsernameRequest.safeParse({ email: value });
    return parsed.success
      ? { ok: true, value: parsed.data.email }
      : { ok: false, issue: issueOf(parsed.error.issues[0]?.code) };
  }
  const parsed = ZForgotPasswordRequest.safeParse({ login: value });
  return parsed.success
    ? { ok: true, value: parsed.data.login }
    : { ok: false, issue: issueOf(parsed.error.issues[0]?.code) };
}
