import { ZContactRequest, type TContactRequest } from '@portal/domain';
import { CONTACT_FIELDS, type TContactField, type TContactValues } from './contact-fields';

/** Why a value was refused, for a message that names the field. */
export type TContactIssue = 'required' | 'tooLong' | 'email' | 'invalid';

export type TContactValidation =
  { ok: true; body: TContactRequest } | { ok: false; issues: Partial<Record<TContactField, TContactIssue>> };

function issueOf(code: string | undefined): TContactIssue {
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

function isContactField(key: unknown): key is TContactField {
  return typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);
}

/**
 * Checks the form with the schema the server uses and builds the request body: trimmed values, no
 * `company` when it is empty, and the spam trap exactly as it is (the server judges it, so a robot
 * learns nothing from the browser). Its own module so zod loads on the first keystroke, not with
 * the page.
 */
export function validateContact(values: TContactValues): TContactValidation {
  const parsed = ZContactRequest.safeParse({ ...values, website: undefined });
  if (!parsed.success) {
    const issues: Partial<Record<TContactField, TContactIssue>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isContactField(field)) issues[field] ??= issueOf(issue.code);
    }
    return { ok: false, issues };
  }
  const { company, ...rest } = parsed.data;
  return {
    ok: true,
    body: { ...rest, ...(company ? { company } : {}), website: values.website },
  };
}
