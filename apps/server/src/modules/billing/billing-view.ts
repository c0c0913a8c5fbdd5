import type { Selectable } from 'kysely';
import { refundableCents, type TInvoice, type TPayment, type TPersonRef } from '@portal/domain';
import type { CreditNotesTable } from '../../db/schema-billing.js';
import type { TDb } from '../../db/database.js';
import { loadPeople } from '../cases/cases.repository.js';
import {
  filesByIds,
  linesOf,
  paymentsOf,
  type TInvoiceLineRow,
  type TInvoiceRow,
  type TPaymentRow,
  type TPaymentWithReceipt,
} from './billing.repository.js';

type TFiles = Awaited<ReturnType<typeof filesByIds>>;

const person = (people: Map<string, TPersonRef>, id: string | null) => {
  const found = id ? people.get(id) : undefined;
  return found ? { userID: found.userID, name: found.name } : null;
};

const fileRef = (files: TFiles, id: string) => {
  const f = files.get(id);
  return f
    ? { fileID: f.id, fileName: f.file_name, fileSize: Number(f.file_size), fileType: f.mime_type }
    : null;
};

type TCreditNoteRow = Selectable<CreditNotesTable>;

/** The amounts of a payment's refunds that count against it: all but those Stripe failed. */
export const countedRefunds = (
  notes: readonly Pick<TCreditNoteRow, 'amount_cents' | 'refund_status'>[],
): number[] => notes.filter((c) => c.refund_status !== 'FAILED').map((c) => Number(c.amount_cents));

function toPayment(
  p: TPaymentWithReceipt,
  files: TFiles,
  people: Map<string, TPersonRef>,
  creditNotes: readonly TCreditNoteRow[],
): TPayment {
  const receiptPdf = p.receipt_file_id ? fileRef(files, p.receipt_file_id) : null;
  const refunds = creditNotes
    .filter((c) => c.payment_id === p.id)
    .flatMap((c) => {
      const pdf = fileRef(files, c.pdf_file_id);
      return pdf
        ? [
            {
              creditNoteNumber: c.credit_note_number,
              amountCents: Number(c.amount_cents),
              reason: c.reason,
              method: c.method,
              issueDate: c.issue_date,
              pdf,
              status: c.refund_status,
              failureReason: c.refund_failure,
            },
          ]
        : [];
    });
  return {
    refunds,
    refundableCents:
      p.status === 'CONFIRMED'
        ? refundableCents(
            Number(p.amount_cents),
            countedRefunds(creditNotes.filter((c) => c.payment_id === p.id)),
          )
        : 0,
    paymentID: p.id,
    invoiceID: p.invoice_id,
    provider: p.provider,
    method: p.method,
    amountCents: Number(p.amount_cents),
    reference: p.reference,
    paidDate: p.paid_date,
    proofs: p.proof_file_ids.flatMap((id) => fileRef(files, id) ?? []),
    status: p.status,
    submittedBy: person(people, p.submitted_by),
    submittedDate: p.submitted_at.toISOString(),
    decidedBy: person(people, p.decided_by),
    decidedDate: p.decided_at?.toISOString() ?? null,
    decisionNote: p.decision_note,
    receipt:
      p.receipt_number && p.receipt_date && receiptPdf
        ? { receiptNumber: p.receipt_number, issueDate: p.receipt_date, pdf: receiptPdf }
        : null,
  };
}

function toInvoice(
  i: TInvoiceRow,
  lines: TInvoiceLineRow[],
  payments: TPayment[],
  files: TFiles,
  people: Map<string, TPersonRef>,
): TInvoice {
  const pdf = fileRef(files, i.pdf_file_id);
  if (!pdf) throw new Error(`invoice ${i.id} has lost its PDF`);
  return {
    invoiceID: i.id,
    caseID: i.case_id,
    invoiceNumber: i.invoice_number,
    status: i.status,
    currency: 'HKD',
    issueDate: i.issue_date,
    dueDate: i.due_date,
    totalCents: Number(i.total_cents),
    lines: lines.map((l) => ({
      position: l.position,
      kind: l.kind,
      code: l.code,
      description: l.description,
      amountCents: Number(l.amount_cents),
    })),
    firmName: i.firm_name,
    billTo: i.bill_to,
    paymentDetails: i.payment_details,
    notes: i.notes,
    pdf,
    issuedBy: person(people, i.issued_by),
    issuedDate: i.issued_at.toISOString(),
    paidDate: i.paid_at?.toISOString() ?? null,
    voidReason: i.void_reason,
    voidedBy: person(people, i.voided_by),
    voidedDate: i.voided_at?.toISOString() ?? null,
    payments,
  };
}

/** Invoices as the API shows them, with their lines, payments, files and people, in as few queries as possible. */
export async function invoiceViews(db: TDb, rows: readonly TInvoiceRow[]): Promise<TInvoice[]> {
  const ids = rows.map((r) => r.id);
  const [lines, payments, creditNotes] = await Promise.all([
    linesOf(db, ids),
    paymentsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('credit_notes')
          .selectAll()
          .where('invoice_id', 'in', ids)
          .orderBy('created_at')
          .execute(),
  ]);
  const [files, people] = await Promise.all([
    filesByIds(db, [
      ...rows.map((r) => r.pdf_file_id),
      ...payments.flatMap((p) => [...p.proof_file_ids, ...(p.receipt_file_id ? [p.receipt_file_id] : [])]),
      ...creditNotes.map((c) => c.pdf_file_id),
    ]),
    loadPeople(db, [
      ...rows.flatMap((r) => [r.issued_by, r.voided_by]),
      ...payments.flatMap((p) => [p.submitted_by, p.decided_by]),
    ]),
  ]);
  return rows.map((row) =>
    toInvoice(
      row,
      lines.filter((l) => l.invoice_id === row.id),
      payments.filter((p) => p.invoice_id === row.id).map((p) => toPayment(p, files, people, creditNotes)),
      files,
      people,
    ),
  );
}

/** One payment as the API shows it. */
export async function paymentView(db: TDb, payment: TPaymentRow): Promise<TPayment> {
  const [receipt, creditNotes] = await Promise.all([
    db
      .selectFrom('receipts')
      .select(['receipt_number', 'issue_date', 'pdf_file_id'])
      .where('payment_id', '=', payment.id)
      .executeTakeFirst(),
    db
      .selectFrom('credit_notes')
      .selectAll()
      .where('payment_id', '=', payment.id)
      .orderBy('created_at')
      .execute(),
  ]);
  const [files, people] = await Promise.all([
    filesByIds(db, [
      ...payment.proof_file_ids,
      ...(receipt ? [receipt.pdf_file_id] : []),
      ...creditNotes.map((c) => c.pdf_file_id),
    ]),
    loadPeople(db, [payment.submitted_by, payment.decided_by]),
  ]);
  return toPayment(
    {
      ...payment,
      receipt_number: receipt?.receipt_number ?? null,
      receipt_date: receipt?.issue_date ?? null,
      receipt_file_id: receipt?.pdf_file_id ?? null,
    },
    files,
    people,
    creditNotes,
  );
}
