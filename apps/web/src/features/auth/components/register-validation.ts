import { ZRegisterRequest, type TLanguage, type TRegisterRequest } from '@portal/domain';
import { registerIssueReason, type TRegisterIssue, type TRegisterValues } from './register-errors';

export type TRegisterValidation =
  { ok: true; data: TRegisterRequest } | { ok: false; issues: TRegisterIssue[] };

/** What the request carries besides the form's fields. */
export interface TRegisterContext {
  token: string;
  /** The invitation's role: the server refuses any other. */
  userTypeID: string;
  language: TLanguage;
}

/**
 * Validates the create-account form with the schema the server uses (username pattern, e-mail,
 * English-only names, Chinese name when given; values trimmed). The body leaves out an empty
 * Chinese name. Kept in its own module, like login-validation, so zod loads when the user starts
 * typing rather than with the page.
 */
export function validateRegistration(
  values: TRegisterValues,
  context: TRegisterContext,
): TRegisterValidation {
  const parsed = ZRegisterRequest.safeParse({
    username: values.username,
    password: values.newPassword,
    email: values.email,
    userTypeID: context.userTypeID,
    chiName: values.chiName,
    engFirstName: values.engFirstName,
    engLastName: values.engLastName,
    token: context.token,
    language: context.language,
  });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        reason: registerIssueReason(issue),
        max: issue.code === 'too_big' ? Number(issue.maximum) : undefined,
      })),
    };
  }
  const { chiName, ...required } = parsed.data;
  return { ok: true, data: { ...required, ...(chiName ? { chiName } : {}) } };
}
