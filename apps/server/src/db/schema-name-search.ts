import type { ColumnType } from 'kysely';
import type { THitDecision, TSearchOutcome } from '@portal/domain';
import type { TSealedJson } from '../modules/keys/sealed-documents.js';

/** Kysely's view of the name-screening records (migration 20261128100000-create-name-searches.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;
/** numeric columns come back as text. */
type Numeric = ColumnType<string, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;
/** Written only as sealDocument's text (modules/keys): it may repeat a searched person's particulars. */
type SealedJson<T> = ColumnType<T, TSealedJson, TSealedJson>;

export interface LegalAcceptancesTable {
  user_id: string;
  text: string;
  version: string;
  accepted_at: Timestamp;
}

export interface NameSearchesTable {
  id: string;
  firm_id: string | null;
  created_by: string | null;
  origin: 'MANUAL' | 'DUE_DILIGENCE' | 'MONITORING';
  name: string;
  type: 'I' | 'C';
  date_of_birth: NullableDateText;
  nationality: string | null;
  id_number: string | null;
  case_id: string | null;
  holder_id: string | null;
  entity_id: string | null;
  threshold: Numeric;
  list_version_ids: Json<string[]>;
  match_count: number;
  open_hits: number;
  outcome: TSearchOutcome;
  created_at: Timestamp;
}

export interface NameSearchMatchesTable {
  id: string;
  search_id: string;
  rank: number;
  list: 'UN' | 'OFAC';
  list_entry_id: string;
  reference: string;
  name: string;
  matched_name: string;
  matched_quality: 'PRIMARY' | 'GOOD' | 'LOW';
  score: Numeric;
  reasons: SealedJson<unknown[]>;
  entry: Json<Record<string, unknown>>;
}

export interface NameSearchDecisionsTable {
  id: string;
  search_id: string;
  match_id: string;
  decision: THitDecision;
  reason: string;
  decided_by: string | null;
  carried_from: string | null;
  decided_at: Timestamp;
}

export interface NameSearchTables {
  legal_acceptances: LegalAcceptancesTable;
  name_searches: NameSearchesTable;
  name_search_matches: NameSearchMatchesTable;
  name_search_decisions: NameSearchDecisionsTable;
}
