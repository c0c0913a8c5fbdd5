import type { TInvoiceLineKind, TInvoiceStatus, TPaymentStatus } from '@portal/domain';
import type { TLineProblem } from './invoice-draft';

/** Translation keys of the billing enums, written out so the locale check sees every one. */

export const INVOICE_STATUS_KEYS = {
  ISSUED: 'billing.status.ISSUED',
  PAID: 'billing.status.PAID',
  VOID: 'billing.status.VOID',
} as const satisfies Record<TInvoiceStatus, string>;

export const PAYMENT_STATUS_KEYS = {
  SUBMITTED: 'billing.paymentStatus.SUBMITTED',
  CONFIRMED: 'billing.paymentStatus.CONFIRMED',
  REJECTED: 'billing.paymentStatus.REJECTED',
} as const satisfies Record<TPaymentStatus, string>;

export const LINE_KIND_KEYS = {
  GOVERNMENT_FEE: 'billing.kind.GOVERNMENT_FEE',
  SERVICE_FEE: 'billing.kind.SERVICE_FEE',
  DISBURSEMENT: 'billing.kind.DISBURSEMENT',
} as const satisfies Record<TInvoiceLineKind, string>;

export const LINE_PROBLEM_KEYS = {
  required: 'billing.editor.problems.required',
  tooLong: 'billing.editor.problems.tooLong',
  invalid: 'billing.editor.problems.invalid',
  zero: 'billing.editor.problems.zero',
  tooLarge: 'billing.editor.problems.tooLarge',
} as const satisfies Record<TLineProblem, string>;

/** Bank-detail fields, for "missing" messages and labels. */
export const DETAIL_KEYS = {
  bankName: 'billing.details.bankName',
  accountName: 'billing.details.accountName',
  accountNumber: 'billing.details.accountNumber',
  fpsId: 'billing.details.fpsId',
} as const;
