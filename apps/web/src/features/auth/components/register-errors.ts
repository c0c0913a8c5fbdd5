import type { TFunction } from 'i18next';
import { ERROR_CODES, LIMITS } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { classifyError, errorReference } from '../../../api/error-classifier';
import { describeRecoveryError, type TDeadLinkState } from './recovery-errors';
import { issueReason, type TSetUpIssueReason } from './set-up-errors';

/** The fields of the create-account form; all but confirmPassword map to the request body. */
export type TRegisterField =
  'username' | 'email' | 'newPassword' | 'confirmPassword' | 'engFirstName' | 'engLastName' | 'chiName';
export type TRegisterValues = Record<TRegisterField, string>;
export type TRegisterFieldErrors = Partial<Record<TRegisterField, string>>;

/** Why an invitation link cannot be used; 'missing' when the page was opened without one. */
export type TInvitationLinkState = TDeadLinkState | 'missing';

/** Why the schema refused a value: the set-up reasons plus a malformed e-mail address. */
export type TRegisterIssueReason = TSetUpIssueReason | 'email';

/** One issue of ZRegisterRequest, reduced to what the messages need. */
export interface TRegisterIssue {
  field: string;
  reason: TRegisterIssueReason;
  max?: number;
}

/** Body fields of POST /api/user/register by the form field that holds them. */
const FIELD_OF_BODY_FIELD: Partial<Record<string, TRegisterField>> = {
  username: 'username',
  email: 'email',
  password: 'newPassword',
  engFirstName: 'engFirstName',
  engLastName: 'engLastName',
  chiName: 'chiName',
};

/** The form field a server or schema field name belongs to, if any. */
export function registerFieldOf(field: string | undefined): TRegisterField | undefined {
  return field === undefined ? undefined : FIELD_OF_BODY_FIELD[field];
}

/** The reason to show for one zod issue of ZRegisterRequest. */
export function registerIssueReason(issue: { code: string; message: string }): TRegisterIssueReason {
  return issue.code === 'invalid_format' ? 'email' : issueReason(issue);
}

/** How a field is named inside a sentence ("Enter your username."). */
function fieldName(field: TRegisterField, t: TFunction): string {
  switch (field) {
    case 'username':
      return t('register.fieldNames.username');
    case 'email':
      return t('register.fieldNames.email');
    case 'newPassword':
    case 'confirmPassword':
      return t('register.fieldNames.password');
    case 'engFirstName':
      return t('setUpAccount.fieldNames.engFirstName');
    case 'engLastName':
      return t('setUpAccount.fieldNames.engLastName');
    case 'chiName':
      return t('setUpAccount.fieldNames.chiName');
  }
}

function issueMessage(field: TRegisterField, issue: TRegisterIssue, t: TFunction): string {
  const name = fieldName(field, t);
  switch (issue.reason) {
    case 'required':
      return t('setUpAccount.errors.required', { field: name });
    case 'tooLong':
      return t('setUpAccount.errors.tooLong', { field: name, max: issue.max ?? LIMITS.nameMaxLength });
    case 'englishOnly':
      return t('setUpAccount.errors.englishOnly', { field: name });
    case 'chineseText':
      return t('setUpAccount.errors.chineseText', { field: name });
    case 'email':
      return t('register.errors.email');
    case 'phone':
    case 'invalid':
      // The username pattern is the one rule a person is likely to break by accident.
      return field === 'username'
        ? t('register.errors.username')
        : t('setUpAccount.errors.invalid', { field: name });
  }
}

/** One translated message per field from the schema's issues; `known` (the password's) come first. */
export function registerIssuesToErrors(
  issues: readonly TRegisterIssue[],
  known: TRegisterFieldErrors,
  t: TFunction,
): TRegisterFieldErrors {
  const errors: TRegisterFieldErrors = { ...known };
  for (const issue of issues) {
    const field = registerFieldOf(issue.field);
    if (!field || errors[field]) continue;
    errors[field] = issueMessage(field, issue, t);
  }
  return errors;
}

/** What a failed POST /api/user/register means for the page. */
export type TRegisterProblem =
  /** The server refused fields: its (already translated) messages go under them. */
  | { kind: 'fields'; errors: TRegisterFieldErrors }
  /** The invitation turned out to be used, expired or not valid: the page explains it instead. */
  | { kind: 'link'; state: TDeadLinkState }
  /** A message above the form. */
  | { kind: 'form'; message: string };

/** Turns a failed registration into words; the server's messages come in the interface language. */
export function describeRegisterError(error: unknown, t: TFunction): TRegisterProblem {
  if (isApiError(error)) {
    const recovery = describeRecoveryError(error, t);
    if (recovery.kind === 'link') return recovery;
    if (error.code === ERROR_CODES.VALIDATION_ERROR || error.code === ERROR_CODES.ALREADY_EXISTS) {
      const errors: TRegisterFieldErrors = {};
      for (const detail of error.details ?? []) {
        const field = registerFieldOf(detail.field);
        if (field && !errors[field]) errors[field] = detail.message || error.message;
      }
      const field = registerFieldOf(error.field);
      if (field && !errors[field]) errors[field] = error.message;
      if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
    }
    if (error.status === 0) return { kind: 'form', message: t('recovery.errors.unreachable') };
    if (classifyError(error) === 'TIME_OUT') return { kind: 'form', message: t('loadingTimeoutMsg') };
    // ROLE_NOT_INVITED, TOO_MANY_REQUESTS and anything else the server explained in words.
    if (typeof error.body?.message === 'string' && error.body.message !== '') {
      return { kind: 'form', message: error.body.message };
    }
  }
  return { kind: 'form', message: t('recovery.errors.unexpected', { errCode: errorReference(error) }) };
}
