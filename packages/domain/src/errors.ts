import { ERROR_MESSAGES } from './error-messages.js';
import type { TLanguage } from './languages.js';

/**
 * One error vocabulary for server and browser. The numeric codes and REQUEST_TIMEOUT_ERROR are the
 * spec's catalogue (§8); the named codes are ours.
 */
export const ERROR_CODES = {
  /** Update case incomplete (spec §8). */
  UPDATE_CASE_INCOMPLETE: '15001',
  /**
   * Due diligence incomplete (spec §8): a person owed due diligence (any stakeholder of the tree, the
   * owners of corporate holders included) has no DUE_DILIGENCE record; also a risk review with no
   * RISK_ASSESSMENT record. Checked first; `details` name everyone missing.
   */
  DUE_DILIGENCE_MISSING: '18004',
  /**
   * Due diligence incomplete (spec §8): a current record does not tick the identity document or the
   * proof of address as checked. Checked after 18004; `details` name whose.
   */
  DUE_DILIGENCE_ID_UNCHECKED: '18008',
  /**
   * Due diligence incomplete (spec §8): a current record does not mark name screening as done.
   * Checked last; `details` name whose.
   */
  DUE_DILIGENCE_SCREENING_MISSING: '18012',
  /** Unsupported file type (by content). */
  FILE_TYPE_UNSUPPORTED: '38001',
  /** File type not accepted for this upload. */
  FILE_TYPE_NOT_ACCEPTED: '38002',
  /** The case is completed or cancelled; nothing moves it any more. */
  CASE_CLOSED: 'CASE_CLOSED',
  /** The company already has a renewal (open or completed) for the return date this one would file. */
  RENEWAL_EXISTS: 'RENEWAL_EXISTS',
  /** The company has no return date (no incorporation date in its records), so no renewal can say what it files. */
  NO_RETURN_DATE: 'NO_RETURN_DATE',
  /** The task was completed or withdrawn already (e.g. someone else completed it first). */
  TASK_NOT_OPEN: 'TASK_NOT_OPEN',
  /** The task waits for an earlier task or step. */
  TASK_NOT_READY: 'TASK_NOT_READY',
  /** Documents are signed only while the case's signing task is in progress. */
  SIGNING_NOT_OPEN: 'SIGNING_NOT_OPEN',
  /** This signatory has signed this document already. */
  ALREADY_SIGNED: 'ALREADY_SIGNED',
  /** The caller may not sign (or record a paper signature) for this signatory. */
  NOT_A_SIGNATORY: 'NOT_A_SIGNATORY',
  /** The task is assigned to someone else. */
  NOT_TASK_ASSIGNEE: 'NOT_TASK_ASSIGNEE',
  /** Four-eyes rule: the reviewer must not be the one who prepared the due diligence. */
  REVIEWER_MUST_DIFFER: 'REVIEWER_MUST_DIFFER',
  /** A high risk rating is approved only by a SYSTEM_ADMIN. */
  HIGH_RISK_NEEDS_ADMIN: 'HIGH_RISK_NEEDS_ADMIN',
  /** Wrong invitation code or names (spec §8 'linkCaseFail'). */
  LINK_CASE_FAIL: 'LINK_CASE_FAIL',
  /** The person is already linked to this case. */
  ALREADY_LINKED: 'ALREADY_LINKED',
  /** An entity with open cases cannot be archived (finish or cancel them first). */
  ENTITY_HAS_OPEN_CASES: 'ENTITY_HAS_OPEN_CASES',
  /** The entity is archived already (restore it to work on it again). */
  ENTITY_ARCHIVED: 'ENTITY_ARCHIVED',
  /** Only an archived entity can be restored. */
  ENTITY_NOT_ARCHIVED: 'ENTITY_NOT_ARCHIVED',
  /** Billing (issue 8): invoices are issued only at the case's invoice or payment step. */
  BILLING_NOT_OPEN: 'BILLING_NOT_OPEN',
  /** The case already has an invoice that is not void. */
  INVOICE_EXISTS: 'INVOICE_EXISTS',
  /** The invoice is paid or void: nothing more happens to it. */
  INVOICE_CLOSED: 'INVOICE_CLOSED',
  /** A payment of the invoice is waiting for the firm's decision. */
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  /** The payment was confirmed or rejected already. */
  PAYMENT_DECIDED: 'PAYMENT_DECIDED',
  /** The firm's bank details are not set up, so an invoice cannot say where to pay. */
  BILLING_DETAILS_MISSING: 'BILLING_DETAILS_MISSING',
  /** No sanctions list is loaded, so a name search would find nothing (SMOOOTH imports one). */
  SCREENING_NO_LIST: 'SCREENING_NO_LIST',
  /** A sanctions list file is malformed, truncated or not a list; nothing of it was imported. */
  SCREENING_LIST_INVALID: 'SCREENING_LIST_INVALID',
  /** The name-search terms have not been accepted yet. */
  SCREENING_TERMS_REQUIRED: 'SCREENING_TERMS_REQUIRED',
  /** The recognition terms of the reader asked for (entity-migration forms, ID cards) are not accepted yet. */
  RECOGNITION_TERMS_REQUIRED: 'RECOGNITION_TERMS_REQUIRED',
  /** The caller already has a document being read; one at a time. */
  RECOGNITION_BUSY: 'RECOGNITION_BUSY',
  /** Every reader is busy and the queue is full; try again shortly. */
  RECOGNITION_QUEUE_FULL: 'RECOGNITION_QUEUE_FULL',
  REQUEST_TIMEOUT_ERROR: 'REQUEST_TIMEOUT_ERROR',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** The authenticator code or recovery code is not right (ADR 0029); `field` names which. */
  SECOND_FACTOR_INVALID: 'SECOND_FACTOR_INVALID',
  /** The authenticator code was right but has been used already (or a later one has): wait for the next. */
  SECOND_FACTOR_CODE_USED: 'SECOND_FACTOR_CODE_USED',
  /** The sign-in's second step was used, has expired (5 minutes) or never existed: sign in again. */
  SIGN_IN_STEP_EXPIRED: 'SIGN_IN_STEP_EXPIRED',
  /** Two-factor sign-in is required for this user, so it cannot be turned off. */
  SECOND_FACTOR_REQUIRED: 'SECOND_FACTOR_REQUIRED',
  /** Two-factor sign-in is not on for this user (nothing to check or regenerate). */
  SECOND_FACTOR_NOT_ENABLED: 'SECOND_FACTOR_NOT_ENABLED',
  /** Two-factor sign-in is on already; turn it off (or have it reset) before enrolling again. */
  SECOND_FACTOR_ALREADY_ENABLED: 'SECOND_FACTOR_ALREADY_ENABLED',
  /** A confirmation code came before the enrolment was started (no secret to check it against). */
  SECOND_FACTOR_NOT_STARTED: 'SECOND_FACTOR_NOT_STARTED',
  /** The current password given to change it is wrong. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  ACCOUNT_DEACTIVATED: 'ACCOUNT_DEACTIVATED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A unique value (username, e-mail) is taken; `field` names it. */
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  /** A link from a mail (reset password, verify e-mail, invitation) has expired. */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** The link was already used. */
  LINK_USED: 'LINK_USED',
  /** No such link (mistyped or forged). */
  LINK_INVALID: 'LINK_INVALID',
  /** Sign-in refused until the account's e-mail address is confirmed. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Registration asked for a role other than the one the invitation gives. */
  ROLE_NOT_INVITED: 'ROLE_NOT_INVITED',
  /** The change would leave the firm without an active SYSTEM_ADMIN. */
  LAST_SYSTEM_ADMIN: 'LAST_SYSTEM_ADMIN',
  /** The action would pass a limit of the firm's plan; `details[0]` names it (issue 21). */
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  /** The firm's plan does not include what was asked for (form recognition, card payments, …). */
  PLAN_FEATURE_NOT_INCLUDED: 'PLAN_FEATURE_NOT_INCLUDED',
  /** A change to a smaller plan while the firm uses more than it allows; `details` list every excess. */
  PLAN_USAGE_OVER: 'PLAN_USAGE_OVER',
  /** SMOOOTH has suspended the firm: its people read but do not change. */
  FIRM_SUSPENDED: 'FIRM_SUSPENDED',
  /** Card payment is not offered here: no Stripe keys, or the firm has not connected a Stripe account that takes cards. */
  CARD_PAYMENTS_UNAVAILABLE: 'CARD_PAYMENTS_UNAVAILABLE',
  /** The firm cannot subscribe itself: no Stripe keys on this portal (SMOOOTH sets plans), or no subscription to manage. */
  PLAN_BILLING_UNAVAILABLE: 'PLAN_BILLING_UNAVAILABLE',
  /** Only a payment the firm received (confirmed, or settled by the provider) can be refunded. */
  PAYMENT_NOT_RECEIVED: 'PAYMENT_NOT_RECEIVED',
  /** Stripe did not make a card refund (the charge was refunded or disputed at Stripe, or Stripe failed): nothing was refunded. */
  CARD_REFUND_FAILED: 'CARD_REFUND_FAILED',
  /** A payment provider's notification whose signature does not hold; nothing of it is acted on. */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** Too many requests of one kind from one address. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** HTTP status for each code. */
export const ERROR_STATUS = {
  '15001': 409,
  '18004': 409,
  '18008': 409,
  '18012': 409,
  '38001': 415,
  '38002': 415,
  CASE_CLOSED: 409,
  RENEWAL_EXISTS: 409,
  NO_RETURN_DATE: 409,
  TASK_NOT_OPEN: 409,
  TASK_NOT_READY: 409,
  SIGNING_NOT_OPEN: 409,
  ALREADY_SIGNED: 409,
  NOT_A_SIGNATORY: 403,
  NOT_TASK_ASSIGNEE: 403,
  REVIEWER_MUST_DIFFER: 403,
  HIGH_RISK_NEEDS_ADMIN: 403,
  LINK_CASE_FAIL: 400,
  ALREADY_LINKED: 409,
  ENTITY_HAS_OPEN_CASES: 409,
  ENTITY_ARCHIVED: 409,
  ENTITY_NOT_ARCHIVED: 409,
  BILLING_NOT_OPEN: 409,
  INVOICE_EXISTS: 409,
  INVOICE_CLOSED: 409,
  PAYMENT_PENDING: 409,
  PAYMENT_DECIDED: 409,
  BILLING_DETAILS_MISSING: 409,
  SCREENING_NO_LIST: 409,
  SCREENING_LIST_INVALID: 400,
  SCREENING_TERMS_REQUIRED: 409,
  RECOGNITION_TERMS_REQUIRED: 409,
  RECOGNITION_BUSY: 409,
  RECOGNITION_QUEUE_FULL: 503,
  REQUEST_TIMEOUT_ERROR: 408,
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  SECOND_FACTOR_INVALID: 400,
  SECOND_FACTOR_CODE_USED: 400,
  SIGN_IN_STEP_EXPIRED: 401,
  SECOND_FACTOR_REQUIRED: 409,
  SECOND_FACTOR_NOT_ENABLED: 409,
  SECOND_FACTOR_ALREADY_ENABLED: 409,
  SECOND_FACTOR_NOT_STARTED: 409,
  WRONG_PASSWORD: 400,
  ACCOUNT_DEACTIVATED: 403,
  TOO_MANY_ATTEMPTS: 429,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  LINK_EXPIRED: 410,
  LINK_USED: 410,
  LINK_INVALID: 400,
  EMAIL_NOT_VERIFIED: 403,
  ROLE_NOT_INVITED: 403,
  LAST_SYSTEM_ADMIN: 409,
  PLAN_LIMIT_REACHED: 403,
  PLAN_FEATURE_NOT_INCLUDED: 403,
  PLAN_USAGE_OVER: 409,
  FIRM_SUSPENDED: 423,
  CARD_PAYMENTS_UNAVAILABLE: 409,
  PLAN_BILLING_UNAVAILABLE: 409,
  PAYMENT_NOT_RECEIVED: 409,
  CARD_REFUND_FAILED: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<TErrorCode, number>;

export { ERROR_MESSAGES } from './error-messages.js';
export * from './field-messages.js';

/** Fills a message template's `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The localised message for an error code. */
export function errorMessage(
  code: TErrorCode,
  language: TLanguage,
  values: Record<string, string | number> = {},
): string {
  return formatMessage(ERROR_MESSAGES[language][code], values);
}

/** Tells whether a string is one of the known error codes. */
export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
