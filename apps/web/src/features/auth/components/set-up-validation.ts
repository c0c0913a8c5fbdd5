import { ZSetUpAccountRequest, type TLanguage, type TSetUpAccountRequest } from '@portal/domain';
import type { TSetUpIssue, TSetUpIssueReason, TSetUpValues } from './set-up-errors';

export type TSetUpValidation =
  { ok: true; data: TSetUpAccountRequest } | { ok: false; issues: TSetUpIssue[] };

/** The refinement messages of ZSetUpAccountRequest that are reasons of their own. */
const REFINEMENT_REASONS = new Set<string>(['englishOnly', 'chineseText', 'phone']);

function reasonOf(issue: { code: string; message: string }): TSetUpIssueReason {
  switch (issue.code) {
    case 'too_small':
      return 'required';
    case 'too_big':
      return 'tooLong';
    case 'custom':
      return REFINEMENT_REASONS.has(issue.message) ? (issue.message as TSetUpIssueReason) : 'invalid';
    default:
      return 'invalid';
  }
}

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
        reason: reasonOf(issue),
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
