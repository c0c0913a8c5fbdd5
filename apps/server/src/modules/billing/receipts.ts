import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hongKongDate } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import type { TFileStore } from '../files/file-store.js';
import { storeServerFile } from '../files/files.service.js';
import type { TInvoiceRow, TPaymentRow } from './billing.repository.js';

/**
 * A receipt for a payment that settled its invoice (issue 21 point 2): numbered per firm and year
 * (RCT-2026-0001, the counter row locked by the settling transaction so numbers never repeat or skip),
 * a bilingual PDF kept as a file of the case that the firm and the client read (not its other
 * stakeholders), written in the same transaction as the settlement. One per payment.
 */
export async function issueReceipt(
  trx: TDb,
  store: TFileStore,
  row: TCaseRow,
  invoice: TInvoiceRow,
  payment: TPaymentRow,
): Promise<{ id: string; receiptNumber: string; storageKey: string } | null> {
  const existing = await trx
    .selectFrom('receipts')
    .select('id')
    .where('payment_id', '=', payment.id)
    .executeTakeFirst();
  if (existing) return null;
  const issueDate = hongKongDate(new Date());
  const year = Number(issueDate.slice(0, 4));
  const counter = await trx
    .insertInto('receipt_counters')
    .values({ firm_id: row.firm_id, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['firm_id', 'year']).doUpdateSet({ last_number: sql`receipt_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const receiptNumber = `RCT-${year}-${String(counter.last_number).padStart(4, '0')}`;
  const firm = await trx
    .selectFrom('firms')
    .select('tcsp_licence_no')
    .where('id', '=', row.firm_id)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const { renderReceiptPdf } = await import('./receipt-pdf.js');
  const bytes = await renderReceiptPdf({
    receiptID: id,
    receiptNumber,
    issueDate,
    invoiceNumber: invoice.invoice_number,
    caseRef: row.case_ref,
    firmName: invoice.firm_name,
    tcspLicenceNo: firm.tcsp_licence_no,
    receivedFrom: {
      companyEngName: invoice.bill_to.companyEngName,
      companyChiName: invoice.bill_to.companyChiName,
      clientName: invoice.bill_to.clientName,
    },
    amountCents: Number(payment.amount_cents),
    invoiceTotalCents: Number(invoice.total_cents),
    method: payment.method,
    reference: payment.reference,
    paidDate: payment.paid_date ?? issueDate,
  });
  const pdf = await storeServerFile(trx, store, {
    firmId: row.firm_id,
    caseId: row.id,
    fileName: `${receiptNumber}.pdf`,
    mimeType: 'application/pdf',
    extension: 'pdf',
    bytes,
    origin: 'INVOICE',
    visibleHolderIds: [],
  });
  await trx
    .insertInto('receipts')
    .values({
      id,
      firm_id: row.firm_id,
      case_id: row.id,
      invoice_id: invoice.id,
      payment_id: payment.id,
      receipt_number: receiptNumber,
      amount_cents: Number(payment.amount_cents),
      issue_date: issueDate,
      pdf_file_id: pdf.id,
    })
    .execute();
  return { id, receiptNumber, storageKey: pdf.storageKey };
}
