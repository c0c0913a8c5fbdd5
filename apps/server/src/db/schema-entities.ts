import type { ColumnType, Generated } from 'kysely';
import type { TDeadlineKind } from '@portal/domain';
import type { TSealedJson } from '../modules/keys/sealed-documents.js';
import type {
  NullableDate,
  NullableSealedJson,
  NullableTimestamp,
  SealedJson,
  Timestamp,
} from './schema-types.js';

// Kysely's view of the companies (entities): members, history, amendments, reminders, calendar feeds.

export interface EntitiesTable {
  id: Generated<string>;
  firm_id: string;
  company_eng_name: string | null;
  company_chi_name: string | null;
  company_number: string | null;
  brn: string | null;
  incorporation_date: NullableDate;
  next_return_date: NullableDate;
  /** The soonest statutory deadline (the deadline engine's), kept for lists to sort and filter by. */
  next_due_date: NullableDate;
  next_due_kind: TDeadlineKind | null;
  status: ColumnType<'ACTIVE' | 'ARCHIVED', 'ACTIVE' | 'ARCHIVED' | undefined>;
  information: SealedJson;
  created_from_case_id: string | null;
  /** The records it started with and the date they hold from (amendments replay the history over them). */
  first_records: NullableSealedJson;
  first_records_date: NullableDate;
  /** Set while the entity is archived (status ARCHIVED). */
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EntityMembersTable {
  entity_id: string;
  user_id: string;
  role: 'CLIENT' | 'STAKEHOLDER';
  holder_id: string | null;
  created_at: Timestamp;
}

export interface EntityHistoryTable {
  id: Generated<number>;
  entity_id: string;
  case_id: string | null;
  kind: string;
  effective_date: NullableDate;
  details: SealedJson;
  /** An applied amendment change (its type, date and fields), replayed for the records at any date. */
  change: ColumnType<Record<string, unknown> | null, TSealedJson | null | undefined, never>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface CaseAmendmentsTable {
  case_id: string;
  firm_id: string;
  changes: ColumnType<unknown, TSealedJson, TSealedJson>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DeadlineRemindersTable {
  entity_id: string;
  deadline_key: string;
  stage: 'D60' | 'D30' | 'D7' | 'AFTER';
  user_id: string;
  due_date: string;
  mail_id: string | null;
  sent_at: Timestamp;
}

export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
}

export interface EntityTables {
  entities: EntitiesTable;
  entity_members: EntityMembersTable;
  entity_history: EntityHistoryTable;
  case_amendments: CaseAmendmentsTable;
  deadline_reminders: DeadlineRemindersTable;
  calendar_feeds: CalendarFeedsTable;
}
