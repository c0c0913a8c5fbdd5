import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the renewal tables (migration 20261126090000-create-renewal-records.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A DATE column: 'YYYY-MM-DD' text. */
type DateText = ColumnType<string, string, string>;
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;

export interface RenewalConfirmationsTable {
  case_id: string;
  firm_id: string;
  section: string;
  status: 'CONFIRMED' | 'CHANGED';
  note: string | null;
  effective_date: NullableDateText;
  updated_by: string;
  updated_at: Timestamp;
}

export interface RenewalChangesTable {
  id: Generated<string>;
  case_id: string;
  firm_id: string;
  entity_id: string;
  amendment_type: string;
  section: string | null;
  description: string;
  effective_date: DateText;
  source: 'CLIENT' | 'OFFICER';
  amendment_case_id: string | null;
  created_by: string;
  created_at: Timestamp;
}

export interface RenewalAddressProofsTable {
  task_id: string;
  case_id: string;
  firm_id: string;
  holder_id: string;
  kind: 'NEW' | 'ON_FILE';
  file_id: string | null;
  document_type: string | null;
  issue_date: NullableDateText;
  updated_by: string;
  updated_at: Timestamp;
}

export interface RenewalAcknowledgementsTable {
  case_id: string;
  firm_id: string;
  delivered_date: NullableDateText;
  method: 'E_REGISTRY' | 'PAPER' | null;
  reference: string | null;
  fee_paid_cents: number | null;
  filed_return_file_id: string | null;
  updated_by: string;
  updated_at: Timestamp;
}

export interface RenewalTables {
  renewal_confirmations: RenewalConfirmationsTable;
  renewal_changes: RenewalChangesTable;
  renewal_address_proofs: RenewalAddressProofsTable;
  renewal_acknowledgements: RenewalAcknowledgementsTable;
}
