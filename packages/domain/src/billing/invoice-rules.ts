import type { TCaseType } from '../workflows/workflow.types.js';
import { addDays } from '../dates.js';
import { annualReturnFee, feeOn, GOVERNMENT_FEE_DESCRIPTIONS } from './fees.js';
import { MAX_INVOICE_CENTS, sumCents } from './money.js';

/** What an invoice line is for: fees paid on to the Government, the firm's own fee, costs passed on. */
export const INVOICE_LINE_KINDS = ['GOVERNMENT_FEE', 'SERVICE_FEE', 'DISBURSEMENT'] as const;
export type TInvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export interface TInvoiceLineDraft {
  kind: TInvoiceLineKind;
  /** Where a suggested line came from (a government fee code, SERVICE_FEE); null for a line typed in. */
  code: string | null;
  description: string;
  amountCents: number;
}

/** The service each case type bills for, as the firm's service-fee line describes it. */
export const SERVICE_FEE_DESCRIPTIONS: Readonly<Record<TCaseType, string>> = {
  MVP: 'Professional fee: incorporation of a private company limited by shares 專業服務費：成立私人股份有限公司',
  AR: 'Professional fee: annual return and company secretarial services 專業服務費：周年申報及公司秘書服務',
  EM: 'Professional fee: transfer of company secretarial services 專業服務費：轉移公司秘書服務',
  AMENDMENT: 'Professional fee: change of company particulars 專業服務費：更改公司資料',
};

/** The due date from the issue date and the firm's payment terms in days. */
export function dueDateOf(issueDate: string, paymentTermsDays: number): string {
  return addDays(issueDate, paymentTermsDays);
}

/** An invoice's number: per firm and year, four digits at least (INV-2026-0001). */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The invoice's total in cents; throws past MAX_INVOICE_CENTS so no total is ever inexact. */
export function invoiceTotal(lines: readonly Pick<TInvoiceLineDraft, 'amountCents'>[]): number {
  const total = sumCents(lines.map((l) => l.amountCents));
  if (total > MAX_INVOICE_CENTS) throw new RangeError('invoice total too large');
  return total;
}

/** Totals per kind of line and overall, for the screen and the PDF. */
export function invoiceTotals(lines: readonly Pick<TInvoiceLineDraft, 'kind' | 'amountCents'>[]): {
  governmentFees: number;
  serviceFees: number;
  disbursements: number;
  total: number;
} {
  const of = (kind: TInvoiceLineKind) =>
    sumCents(lines.filter((l) => l.kind === kind).map((l) => l.amountCents));
  return {
    governmentFees: of('GOVERNMENT_FEE'),
    serviceFees: of('SERVICE_FEE'),
    disbursements: of('DISBURSEMENT'),
    total: invoiceTotal(lines),
  };
}

export interface TSuggestionInput {
  caseType: TCaseType;
  /** The invoice's date: which fees apply, and when an annual return would be delivered. */
  date: string;
  /** The firm's service fee for the case type (from its billing settings); 0 for none. */
  serviceFeeCents: number;
  /** For an annual renewal: the return date (anniversary) the return is made up to. */
  returnDate?: string | null;
}

const government = (code: Parameters<typeof feeOn>[0], date: string): TInvoiceLineDraft[] => {
  const cents = feeOn(code, date);
  // A fee waived on the date (the levy 2024–26) is left out rather than shown at HK$0.00.
  return cents
    ? [{ kind: 'GOVERNMENT_FEE', code, description: GOVERNMENT_FEE_DESCRIPTIONS[code], amountCents: cents }]
    : [];
};

/**
 * The lines an invoice starts with: for an incorporation the Companies Registry's registration fee
 * (electronic NNC1) and the business registration fee and levy in force on the date; for an annual
 * renewal Form NAR1's fee by how late the return would be delivered on the date; then the firm's
 * service fee. The officer changes, adds and removes lines from here.
 */
export function suggestedInvoiceLines(input: TSuggestionInput): TInvoiceLineDraft[] {
  const lines: TInvoiceLineDraft[] = [];
  if (input.caseType === 'MVP') {
    lines.push(
      ...government('CR_NNC1_ELECTRONIC', input.date),
      ...government('IRD_BR_FEE_1Y', input.date),
      ...government('IRD_BR_LEVY_1Y', input.date),
    );
  }
  if (input.caseType === 'AR' && input.returnDate) {
    const fee = annualReturnFee(input.returnDate, input.date);
    lines.push({
      kind: 'GOVERNMENT_FEE',
      code: 'CR_NAR1',
      description: `${GOVERNMENT_FEE_DESCRIPTIONS.CR_NAR1} — return date ${input.returnDate}`,
      amountCents: fee.cents,
    });
  }
  if (input.serviceFeeCents > 0) {
    lines.push({
      kind: 'SERVICE_FEE',
      code: 'SERVICE_FEE',
      description: SERVICE_FEE_DESCRIPTIONS[input.caseType],
      amountCents: input.serviceFeeCents,
    });
  }
  return lines;
}

/**
 * What is left to refund of a payment: its amount less every refund already made of it (integer
 * cents, never below zero). A refund of more than this is refused, so credit notes never pass what
 * was received.
 */
export function refundableCents(paymentCents: number, refundedCents: readonly number[]): number {
  return Math.max(0, paymentCents - refundedCents.reduce((sum, cents) => sum + cents, 0));
}

/** A refund's amount is whole cents, at least one, at most what is left of the payment. */
export function refundRefusal(
  amountCents: number,
  paymentCents: number,
  refundedCents: readonly number[],
): 'invalid' | 'moreThanLeft' | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) return 'invalid';
  return amountCents > refundableCents(paymentCents, refundedCents) ? 'moreThanLeft' : null;
}
