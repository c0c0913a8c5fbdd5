import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@portal/domain';
import { issueReason, type TSetUpIssue } from '../../auth/components/set-up-errors';

export type TProfileField = 'engFirstName' | 'engLastName' | 'chiName' | 'phone';
export type TProfileValues = Record<TProfileField, string>;

export type TProfileValidation =
  { ok: true; data: TUpdateProfileRequest } | { ok: false; issues: TSetUpIssue[] };

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
      reason: issueReason(issue),
      max: issue.code === 'too_big' ? Number(issue.maximum) : undefined,
    })),
  };
}
