import type { TFunction } from 'i18next';
import { checkPassword, ERROR_CODES, LIMITS } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { classifyError, errorReference } from '../../../api/error-classifier';
import { SessionEndedError } from '../token-session';

/** The text fields of the set-up form; all but confirmPassword are keys of the request body. */
export type TSetUpTextField =
  'newPassword' | 'confirmPassword' | 'engFirstName' | 'engLastName' | 'chiName' | 'phone';
export type TSetUpField = TSetUpTextField | 'language';
export type TSetUpValues = Record<TSetUpTextField, string>;
export type TSetUpFieldErrors = Partial<Record<TSetUpField, string>>;

/** Why the schema refused a value (VALIDATION_REASONS keys the form has words for). */
export type TSetUpIssueReason = 'required' | 'tooLong' | 'englishOnly' | 'chineseText' | 'phone' | 'invalid';

/** One issue of ZSetUpAccountRequest, reduced to what the messages need. */
export interface TSetUpIssue {
  field: string;
  reason: TSetUpIssueReason;
  max?: number;
}

const FIELDS = new Set<string>([
  'newPassword',
  'confirmPassword',
  'engFirstName',
  'engLastName',
  'chiName',
  'phone',
  'language',
] satisfies TSetUpField[]);

function isSetUpField(value: unknown): value is TSetUpField {
  return typeof value === 'string' && FIELDS.has(value);
}

/** How a field is named inside a sentence ("Enter your first name (English)."). */
function fieldName(field: TSetUpField, t: TFunction): string {
  switch (field) {
    case 'newPassword':
    case 'confirmPassword':
      return t('setUpAccount.fieldNames.newPassword');
    case 'engFirstName':
      return t('setUpAccount.fieldNames.engFirstName');
    case 'engLastName':
      return t('setUpAccount.fieldNames.engLastName');
    case 'chiName':
      return t('setUpAccount.fieldNames.chiName');
    case 'phone':
      return t('setUpAccount.fieldNames.phone');
    case 'language':
      return t('setUpAccount.fieldNames.language');
  }
}

function issueMessage(field: TSetUpField, issue: TSetUpIssue, t: TFunction): string {
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
    case 'phone':
      return t('setUpAccount.errors.phone', { field: name });
    case 'invalid':
      return t('setUpAccount.errors.invalid', { field: name });
  }
}

/** The refinement messages of the domain's person schemas that are reasons of their own. */
const REFINEMENT_REASONS = new Set<string>(['englishOnly', 'chineseText', 'phone']);

/** The reason to show for one zod issue of ZSetUpAccountRequest or ZUpdateProfileRequest. */
export function issueReason(issue: { code: string; message: string }): TSetUpIssueReason {
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
 * The password and its confirmation, judged as the checklist shows them: the domain's password
 * check with the user's own name, username and e-mail (which the server refuses too).
 */
export function checkPasswords(
  values: Pick<TSetUpValues, 'newPassword' | 'confirmPassword'>,
  personal: readonly string[],
  t: TFunction,
): Pick<TSetUpFieldErrors, 'newPassword' | 'confirmPassword'> {
  const errors: Pick<TSetUpFieldErrors, 'newPassword' | 'confirmPassword'> = {};
  const name = fieldName('newPassword', t);
  switch (values.newPassword === '' ? 'empty' : checkPassword(values.newPassword, personal)) {
    case 'empty':
      errors.newPassword = t('setUpAccount.errors.required', { field: name });
      break;
    case 'tooShort':
      errors.newPassword = t('recovery.errors.passwordTooShort', { min: LIMITS.passwordMinLength });
      break;
    case 'tooLong':
      errors.newPassword = t('setUpAccount.errors.tooLong', { field: name, max: LIMITS.passwordMaxLength });
      break;
    case 'commonPassword':
      errors.newPassword = t('recovery.errors.passwordCommon');
      break;
    case null:
      break;
  }
  if (values.confirmPassword === '') errors.confirmPassword = t('recovery.errors.confirmRequired');
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = t('recovery.errors.mismatch');
  return errors;
}

/** One translated message per field from the schema's issues; `known` (the password's) come first. */
export function issuesToErrors(
  issues: readonly TSetUpIssue[],
  known: TSetUpFieldErrors,
  t: TFunction,
): TSetUpFieldErrors {
  const errors: TSetUpFieldErrors = { ...known };
  for (const issue of issues) {
    if (!isSetUpField(issue.field) || errors[issue.field]) continue;
    errors[issue.field] = issueMessage(issue.field, issue, t);
  }
  return errors;
}

/** What a failed POST /api/user/setUpAccount means for the page. */
export type TSetUpProblem =
  /** The server refused fields: its (already translated) messages go under them. */
  | { kind: 'fields'; errors: TSetUpFieldErrors }
  /** The account was set up already (another tab, or a second click that crossed the first). */
  | { kind: 'conflict' }
  /** A message above the form. */
  | { kind: 'form'; message: string };

function validationProblem(error: {
  message: string;
  field?: string;
  details?: { field: string; message: string }[];
}) {
  const errors: TSetUpFieldErrors = {};
  for (const detail of error.details ?? []) {
    if (isSetUpField(detail.field) && !errors[detail.field])
      errors[detail.field] = detail.message || error.message;
  }
  if (isSetUpField(error.field) && !errors[error.field]) errors[error.field] = error.message;
  return Object.keys(errors).length > 0 ? { kind: 'fields' as const, errors } : null;
}

/** Turns a failed set-up into words; the server's messages come in the interface language. */
export function describeSetUpError(error: unknown, t: TFunction): TSetUpProblem {
  if (error instanceof SessionEndedError)
    return { kind: 'form', message: t('setUpAccount.errors.sessionEnded') };
  if (isApiError(error)) {
    if (error.code === ERROR_CODES.VALIDATION_ERROR) {
      return validationProblem(error) ?? { kind: 'form', message: error.message };
    }
    if (error.code === ERROR_CODES.CONFLICT || error.status === 409) return { kind: 'conflict' };
    // The session is over: the provider has ended it and the guard is on its way to sign-in.
    if (error.status === 401) return { kind: 'form', message: t('setUpAccount.errors.sessionEnded') };
    if (error.status === 0) return { kind: 'form', message: t('recovery.errors.unreachable') };
    if (classifyError(error) === 'TIME_OUT') return { kind: 'form', message: t('loadingTimeoutMsg') };
    if (typeof error.body?.message === 'string' && error.body.message !== '') {
      return { kind: 'form', message: error.body.message };
    }
  }
  return { kind: 'form', message: t('recovery.errors.unexpected', { errCode: errorReference(error) }) };
}
