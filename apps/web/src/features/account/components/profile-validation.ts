import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@portal/domain';
import type { TSetUpIssue, TSetUpIssueReason } from '../../auth/components/set-up-errors';

export type TProfileField = 'engFirstName' | 'engLastName' | 'chiName' | 'phone';
export type TProfileValues = Record<TProfileField, string>;

export type TProfileValidation =
  { ok: true; data: TUpdateProfileRequest } | { ok: false; issues: TSetUpIssue[] };

/** The refinement messages of ZUpdateProfileRequest that are reasons of their own. */
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
 * Validates the personal details with the schema the server uses (the set-up form's rules). Unlike
 * set-up, an emptied Chinese name or phone is sent as '' so that the server clears it.
 */
export function validateProfile(values: TProfileValues): TProfileValidation {
  const parsed = ZUpdateProfileRequest.safeParse(values);
  if (parsed.success) {
    return { ok: true, data: { chiName: '', phone: '', ...parsed.data } };
  }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? ''),
      reason: reasonOf(issue),
      max: issue.code === 'too_big' ? Number(issue.maximum) : undefined,
    })),
  };
}
