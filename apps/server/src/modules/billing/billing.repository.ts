import { sql, type Selectable } from 'kysely';
import type { TBillingSettingsUpdate, TCaseType, TInvoiceLineInput } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { InvoiceLinesTable, InvoicesTable, PaymentsTable } from '../../db/schema-billing.js';

/** The SQL of invoices, payments and the firm's billing settings. */

export type TInvoiceRow = Selectable<InvoicesTable>;
export type TInvoiceLineRow = Selectable<InvoiceLinesTable>;
export type TPaymentRow = Selectable<PaymentsTable>;

/** A firm's settings as stored, or the defaults of a firm that set none yet. */
export interface TSettingsRow {
  bank_name: string;
  account_name: string;
  account_number: string;
  fps_id: string;
  payment_terms_days: number;
  service_fees: Record<TCaseType, number>;
  updated_by: string | null;
  updated_at: Date | null;
}

const NO_FEES: Record<TCaseType, number> = { MVP: 0, AR: 0, EM: 0, AMENDMENT: 0 };

export async function settingsOf(db: TDb, firmId: string): Promise<TSettingsRow> {
  const row = await db
    .selectFrom('firm_billing_settings')
    .selectAll()
    .where('firm_id', '=', firmId)
    .executeTakeFirst();
  if (!row) {
    return {
      bank_name: '',
      account_name: '',
      account_number: '',
      fps_id: '',
      payment_terms_days: 14,
      service_fees: { ...NO_FEES },
      updated_by: null,
      updated_at: null,
    };
  }
  const fees = { ...NO_FEES };
  for (const type of Object.keys(NO_FEES) as TCaseType[]) {
    const value = row.service_fees[type];
    if (typeof value === 'number' && Number.isSafeInteger(value)) fees[type] = value;
  }
  return { ...row, service_fees: fees };
}

export async function saveSettings(
  trx: TDb,
  firmId: string,
  update: TBillingSettingsUpdate,
  userId: string,
): Promise<void> {
  const values = {
    bank_name: update.bankName,
    account_name: update.accountName,
    account_number: update.accountNumber,
    fps_id: update.fpsId,
    payment_terms_days: update.paymentTermsDays,
    service_fees: JSON.stringify(update.serviceFees),
    updated_by: userId,
    updated_at: new Date(),
  };
  await trx
    .insertInto('firm_billing_settings')
    .values({ firm_id: firmId, ...values })
    .onConflict((oc) => oc.column('firm_id').doUpdateSet(values))
    .execute();
}

/**
 * The firm's next invoice number of the year. The counter row is written (and so locked) by this
 * transaction until it ends: a second issuing transaction of the firm waits here, then takes the next.
 */
export async function nextInvoiceSequence(trx: TDb, firmId: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ firm_id: firmId, year, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['firm_id', 'year']).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertInvoice(
  trx: TDb,
  invoice: Omit<TInvoiceRow, 'status' | 'currency' | 'paid_at' | 'void_reason' | 'voided_by' | 'voided_at'>,
  lines: readonly TInvoiceLineInput[],
): Promise<void> {
  await trx
    .insertInto('invoices')
    .values({
      ...invoice,
      bill_to: JSON.stringify(invoice.bill_to),
      payment_details: JSON.stringify(invoice.payment_details),
    })
    .execute();
  await trx
    .insertInto('invoice_lines')
    .values(
      lines.map((line, i) => ({
        invoice_id: invoice.id,
        position: i + 1,
        kind: line.kind,
        code: line.code ?? null,
        description: line.description,
        amount_cents: line.amountCents,
      })),
    )
    .execute();
}

/** Every invoice of the case, newest first. */
export function invoicesOfCase(db: TDb, caseId: string): Promise<TInvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('issued_at', 'desc')
    .orderBy('invoice_number', 'desc')
    .execute();
}

export async function linesOf(db: TDb, invoiceIds: readonly string[]): Promise<TInvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('position')
    .execute();
}

export type TPaymentWithReceipt = TPaymentRow & {
  receipt_number: string | null;
  receipt_date: string | null;
  receipt_file_id: string | null;
};

/** The invoices' payments, newest first, each with its receipt when it settled one. */
export async function paymentsOf(db: TDb, invoiceIds: readonly string[]): Promise<TPaymentWithReceipt[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .leftJoin('receipts', 'receipts.payment_id', 'payments.id')
    .selectAll('payments')
    .select([
      'receipts.receipt_number',
      'receipts.issue_date as receipt_date',
      'receipts.pdf_file_id as receipt_file_id',
    ])
    .where('payments.invoice_id', 'in', invoiceIds)
    .orderBy('payments.submitted_at', 'desc')
    .execute();
}

export async function filesByIds(db: TDb, ids: readonly string[]) {
  if (ids.length === 0)
    return new Map<string, { id: string; file_name: string; file_size: number; mime_type: string }>();
  const rows = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size', 'mime_type'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The proof files a client may attach to their payment: files of this case they uploaded themselves.
 * Returns the ids that are not such files.
 */
export async function foreignProofIds(
  db: TDb,
  caseId: string,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', wanted)
    .where('case_id', '=', caseId)
    .where('uploaded_by', '=', userId)
    .where('origin', '=', 'UPLOAD')
    .execute();
  const found = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => !found.has(id));
}
