import { ZSetUpAccountRequest, type TLanguage, type TSetUpAccountRequest } from '@portal/domain';
import { issueReason, type TSetUpIssue, type TSetUpValues } from './set-up-errors';

export type TSetUpValidation =
  { ok: true; data: TSetUpAccountRequest } | { ok: false; issues: TSetUpIssue[] };

/**
 * Validates the set-up form with the schema the server uses (names trimmed, English-only names,
 * Chinese name and phone checked when given). The body leaves out an empty Chinese name or phone.
 * Kept in its own module, like login-validation, so zod loads when the user starts typing.
 */
export function validateSetUp(values: TSetUpValues, language: TLanguage): TSetUpValidation {
  const parsed = ZSetUpAccountRequest.safeParse({
    newPassword: values.newPassword,
    engFirstName: values.engFirstName,
    engLastName: values.engLastName,
    chiName: values.chiName,
    phone: values.phone,
    language,
  });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        reason: issueReason(issue),
        max: issue.code === 'too_big' ? Number(issue.maximum) : undefined,
      })),
    };
  }
  const { chiName, phone, ...required } = parsed.data;
  return {
    ok: true,
    data: { ...required, ...(chiName ? { chiName } : {}), ...(phone ? { phone } : {}) },
  };
}
