import {
  INVOICE_LINE_KINDS,
  MAX_LINE_CENTS,
  amountInputOf,
  parseAmount,
  type TInvoiceDraft,
  type TInvoiceLineKind,
  type TIssueInvoiceRequest,
} from '@portal/domain';

/** One line as the officer edits it: the amount stays the text typed until it is sent (as cents). */
export interface TDraftLine {
  key: string;
  kind: TInvoiceLineKind;
  code: string | null;
  description: string;
  amount: string;
}

export type TLineProblem = 'required' | 'tooLong' | 'invalid' | 'zero' | 'tooLarge';
export interface TLineProblems {
  description?: TLineProblem;
  amount?: TLineProblem;
}

export const DESCRIPTION_MAX = 200;
export const NOTES_MAX = 1000;
export const MAX_LINES = 30;

let next = 0;
const newKey = () => `line-${(next += 1)}`;

/** The editor's lines from the server's suggestions. */
export function linesFromDraft(draft: Pick<TInvoiceDraft, 'suggestedLines'>): TDraftLine[] {
  return draft.suggestedLines.map((line) => ({
    key: newKey(),
    kind: line.kind,
    code: line.code,
    description: line.description,
    amount: amountInputOf(line.amountCents),
  }));
}

/** An empty line the officer fills in (a disbursement unless they choose otherwise). */
export function blankLine(kind: TInvoiceLineKind = 'DISBURSEMENT'): TDraftLine {
  return { key: newKey(), kind, code: null, description: '', amount: '' };
}

/** What is wrong with a line, field by field (nothing when it can be sent). */
export function lineProblems(line: TDraftLine): TLineProblems {
  const problems: TLineProblems = {};
  const description = line.description.trim();
  if (!description) problems.description = 'required';
  else if (description.length > DESCRIPTION_MAX) problems.description = 'tooLong';
  if (!line.amount.trim()) problems.amount = 'required';
  else {
    const cents = parseAmount(line.amount);
    if (cents === null) problems.amount = 'invalid';
    else if (cents === 0) problems.amount = 'zero';
    else if (cents > MAX_LINE_CENTS) problems.amount = 'tooLarge';
  }
  return problems;
}

/** The amount of a line in cents, or null while it is not a valid amount. */
export function lineCents(line: TDraftLine): number | null {
  const cents = parseAmount(line.amount);
  return cents !== null && cents > 0 && cents <= MAX_LINE_CENTS ? cents : null;
}

/** Totals of the lines that have valid amounts, per kind and overall, in cents. */
export function draftTotals(lines: readonly TDraftLine[]): Record<TInvoiceLineKind | 'total', number> {
  const totals = { GOVERNMENT_FEE: 0, SERVICE_FEE: 0, DISBURSEMENT: 0, total: 0 };
  for (const line of lines) {
    const cents = lineCents(line);
    if (cents === null) continue;
    totals[line.kind] += cents;
    totals.total += cents;
  }
  return totals;
}

/** The request to send, or null while any line has a problem (or there is none). */
export function issueRequestOf(lines: readonly TDraftLine[], notes: string): TIssueInvoiceRequest | null {
  if (lines.length === 0 || lines.length > MAX_LINES) return null;
  if (lines.some((line) => Object.keys(lineProblems(line)).length > 0)) return null;
  const trimmed = notes.trim();
  return {
    lines: lines.map((line) => ({
      kind: line.kind,
      code: line.code,
      description: line.description.trim(),
      amountCents: lineCents(line) ?? 0,
    })),
    ...(trimmed ? { notes: trimmed.slice(0, NOTES_MAX) } : {}),
  };
}

export const LINE_KINDS = INVOICE_LINE_KINDS;
