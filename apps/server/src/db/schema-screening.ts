import type { ColumnType, Generated } from 'kysely';
import type { TListedPartyType, TListEntry, TNameQuality, TScreeningSource } from '@portal/domain';

/** Kysely's view of the sanctions list tables (migration 20261128090000-create-screening-lists.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A DATE column: 'YYYY-MM-DD' text. */
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string, string>;

/** One file an import read. */
export interface TListVersionFile {
  name: string;
  /** UN (the XML), SDN, ALT, ADD or COMMENTS (OFAC's CSV files). */
  kind: string;
  sha256: string;
  bytes: number;
}

export interface ScreeningListVersionsTable {
  id: string;
  list: TScreeningSource;
  published_date: NullableDateText;
  imported_at: Timestamp;
  imported_by: string | null;
  sha256: string;
  files: Json<TListVersionFile[]>;
  entry_count: number;
  name_count: number;
  individual_count: number;
  entity_count: number;
  current: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ScreeningEntriesTable {
  id: string;
  version_id: string;
  position: number;
  list: TScreeningSource;
  list_entry_id: string;
  reference: string;
  type: TListedPartyType;
  primary_name: string;
  entry: Json<TListEntry>;
}

export interface ScreeningNamesTable {
  id: Generated<number>;
  entry_id: string;
  version_id: string;
  name: string;
  quality: TNameQuality;
  script: 'LATIN' | 'HAN' | 'OTHER';
  normalised: string;
}

export interface ScreeningTables {
  screening_list_versions: ScreeningListVersionsTable;
  screening_entries: ScreeningEntriesTable;
  screening_names: ScreeningNamesTable;
}
