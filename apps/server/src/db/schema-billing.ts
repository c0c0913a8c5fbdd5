import type { ColumnType, Generated } from 'kysely';
import type {
  TInvoiceLineKind,
  TInvoiceStatus,
  TPaymentMethod,
  TPaymentProviderKey,
  TPaymentStatus,
  TRefundStatus,
} from '@portal/domain';

/** Kysely's view of the billing tables (migration 20261125100000-create-invoices-and-payments.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A DATE column: 'YYYY-MM-DD' text. */
type DateText = ColumnType<string, string, string>;
/** jsonb written once as JSON text. */
type JsonOnce<T> = ColumnType<T, string, never>;
/** bigint cents: the drivers hand int8 over as numbers (database.ts). */
type Cents = ColumnType<number, number, never>;

export interface FirmBillingSettingsTable {
  firm_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  fps_id: string;
  payment_terms_days: number;
  service_fees: ColumnType<Record<string, number>, string, string>;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface InvoiceCountersTable {
  firm_id: string;
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  firm_id: string;
  case_id: string;
  invoice_number: string;
  year: number;
  status: ColumnType<TInvoiceStatus, TInvoiceStatus | undefined, TInvoiceStatus>;
  currency: ColumnType<'HKD', 'HKD' | undefined, never>;
  issue_date: DateText;
  due_date: DateText;
  total_cents: Cents;
  firm_name: string;
  bill_to: JsonOnce<{
    companyEngName: string | null;
    companyChiName: string | null;
    clientName: string | null;
    clientEmail: string | null;
  }>;
  payment_details: JsonOnce<{ bankName: string; accountName: string; accountNumber: string; fpsId: string }>;
  notes: ColumnType<string, string | undefined, never>;
  /** Invoices are issued for the offline provider; a card payment of one is a payment of provider STRIPE. */
  provider: ColumnType<'OFFLINE', 'OFFLINE' | undefined, never>;
  pdf_file_id: string;
  issued_by: string;
  issued_at: Timestamp;
  paid_at: NullableTimestamp;
  void_reason: string | null;
  voided_by: string | null;
  voided_at: NullableTimestamp;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  kind: TInvoiceLineKind;
  code: string | null;
  description: string;
  amount_cents: Cents;
}

export interface PaymentsTable {
  id: Generated<string>;
  firm_id: string;
  case_id: string;
  invoice_id: string;
  provider: TPaymentProviderKey;
  method: TPaymentMethod;
  amount_cents: Cents;
  reference: string;
  paid_date: ColumnType<string | null, string | null | undefined, never>;
  proof_file_ids: ColumnType<string[], string[] | undefined, never>;
  provider_ref: ColumnType<string | null, string | null | undefined, never>;
  status: ColumnType<TPaymentStatus, TPaymentStatus | undefined, TPaymentStatus>;
  submitted_by: string | null;
  submitted_at: Timestamp;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
}

export interface ReceiptCountersTable {
  firm_id: string;
  year: number;
  last_number: number;
}

export interface ReceiptsTable {
  id: string;
  firm_id: string;
  case_id: string;
  invoice_id: string;
  payment_id: string;
  receipt_number: string;
  amount_cents: Cents;
  issue_date: string;
  pdf_file_id: string;
  created_at: Timestamp;
}

export interface CreditNotesTable {
  id: string;
  firm_id: string;
  case_id: string;
  invoice_id: string;
  payment_id: string;
  credit_note_number: string;
  amount_cents: Cents;
  reason: string;
  method: 'CARD' | 'RECORDED';
  provider_ref: string | null;
  issue_date: string;
  issued_by: string | null;
  pdf_file_id: string;
  created_at: Timestamp;
  refund_status: Generated<TRefundStatus>;
  refund_failure: string | null;
  refund_status_at: NullableTimestamp;
}

export interface PaymentEventsTable {
  id: string;
  provider: 'STRIPE';
  type: string;
  outcome: string;
  payment_id: string | null;
  received_at: Timestamp;
}

/** The billing tables, joined into DB in schema.ts. */
export interface BillingTables {
  firm_billing_settings: FirmBillingSettingsTable;
  payment_events: PaymentEventsTable;
  receipt_counters: ReceiptCountersTable;
  receipts: ReceiptsTable;
  credit_note_counters: ReceiptCountersTable;
  credit_notes: CreditNotesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  payments: PaymentsTable;
}
