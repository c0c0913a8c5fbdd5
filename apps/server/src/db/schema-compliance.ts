import type { ColumnType, Generated } from 'kysely';
import type { TSealedJson } from '../modules/keys/sealed-documents.js';
import type { NullableDate, Timestamp } from './schema-types.js';

// Kysely's view of the compliance records, cross-check marks, and a case's filing and completion.

export interface ComplianceRecordsTable {
  id: Generated<string>;
  firm_id: string;
  compliance_type: 'DUE_DILIGENCE' | 'RISK_ASSESSMENT';
  case_id: string | null;
  entity_id: string | null;
  holder_id: string | null;
  record_key: string;
  version: number;
  supersedes_id: string | null;
  company_eng_name: string;
  company_chi_name: string;
  record_name: string;
  details: ColumnType<unknown, TSealedJson, never>;
  rating: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  remarks: string;
  doc_ids: ColumnType<string[], string[] | undefined, never>;
  prepared_by: string;
  created_at: Timestamp;
}

export interface CrossCheckMarksTable {
  id: Generated<number>;
  firm_id: string;
  case_id: string;
  item_type: 'DOCUMENT' | 'FILE';
  item_id: string;
  status: 'CHECKED' | 'SENT_BACK';
  note: string | null;
  marked_by: string;
  created_at: Timestamp;
}

type FilingMethod = 'E_REGISTRY' | 'PAPER';

export interface CaseFilingsTable {
  case_id: string;
  firm_id: string;
  filing_date: ColumnType<string, string, string>;
  registry_reference: string;
  filing_method: FilingMethod;
  recorded_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CaseFilingUpdatesTable {
  id: Generated<number>;
  firm_id: string;
  case_id: string;
  status: 'SUBMITTED' | 'REQUISITION' | 'RESUBMITTED' | 'REGISTERED' | 'REJECTED' | 'CORRECTED' | 'NOTE';
  update_date: ColumnType<string, string, string>;
  note: string | null;
  created_by: string;
  created_at: Timestamp;
}

export interface CaseCompletionsTable {
  case_id: string;
  firm_id: string;
  company_number: string | null;
  brn: string | null;
  incorporation_date: NullableDate;
  certificate_file_id: string | null;
  br_certificate_file_id: string | null;
  updated_by: string;
  updated_at: Timestamp;
}

export interface ComplianceTables {
  compliance_records: ComplianceRecordsTable;
  cross_check_marks: CrossCheckMarksTable;
  case_filings: CaseFilingsTable;
  case_filing_updates: CaseFilingUpdatesTable;
  case_completions: CaseCompletionsTable;
}
