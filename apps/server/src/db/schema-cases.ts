import type { ColumnType, Generated } from 'kysely';
import type {
  TAssigneeRole,
  TCaseStatus,
  TCaseType,
  TLanguage,
  TStepKey,
  TTaskActionKey,
  TTaskOutcome,
  TTaskStatus,
} from '@portal/domain';
import type {
  NullableDate,
  NullableSealedJson,
  NullableTimestamp,
  SealedJson,
  Timestamp,
} from './schema-types.js';

// Kysely's view of the cases: references, members, tasks, events, invitations, holders' particulars.

export interface CaseRefCountersTable {
  firm_id: string;
  case_type: TCaseType;
  year: number;
  last_number: number;
}

export interface CasesTable {
  id: Generated<string>;
  firm_id: string;
  case_ref: string;
  case_type: TCaseType;
  status: ColumnType<TCaseStatus, TCaseStatus | undefined, TCaseStatus>;
  step: TStepKey;
  entity_id: string | null;
  company_eng_name: string | null;
  company_chi_name: string | null;
  brn: string | null;
  officer_user_id: string | null;
  client_user_id: string | null;
  requested_by_client: ColumnType<boolean, boolean | undefined, boolean>;
  /** An annual renewal's return date: the anniversary its annual return is made up to. */
  return_date: NullableDate;
  information: SealedJson;
  remarks: string | null;
  cancel_reason: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface CaseMembersTable {
  case_id: string;
  user_id: string;
  role: 'CLIENT' | 'STAKEHOLDER';
  holder_id: string | null;
  created_at: Timestamp;
}

export interface TasksTable {
  id: Generated<string>;
  case_id: string;
  firm_id: string;
  /** The case's type, copied on insert by a trigger (a case never changes type): lists filter by it. */
  case_type: Generated<TCaseType>;
  action_key: TTaskActionKey;
  step: TStepKey | null;
  status: TTaskStatus;
  assignee_role: TAssigneeRole;
  task_user_id: string | null;
  holder_id: string | null;
  seq: number;
  outcome: TTaskOutcome | null;
  remarks: string | null;
  result: NullableSealedJson;
  completed_by: string | null;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CaseEventsTable {
  id: Generated<number>;
  case_id: string;
  type: string;
  from_step: TStepKey | null;
  to_step: TStepKey | null;
  task_id: string | null;
  action_key: TTaskActionKey | null;
  actor_user_id: string | null;
  remarks: string | null;
  created_at: Timestamp;
}

export interface CaseInvitationsTable {
  id: Generated<string>;
  case_id: string;
  firm_id: string;
  email: string;
  eng_first_name: string;
  eng_last_name: string;
  holder_id: string | null;
  language: ColumnType<TLanguage, TLanguage | undefined, TLanguage>;
  code: string;
  invited_by: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
  used_by: string | null;
  revoked_at: NullableTimestamp;
  failed_attempts: ColumnType<number, number | undefined, number>;
}

export interface CaseHolderParticularsTable {
  case_id: string;
  holder_id: string;
  particulars: SealedJson;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface CaseTables {
  case_ref_counters: CaseRefCountersTable;
  cases: CasesTable;
  case_members: CaseMembersTable;
  tasks: TasksTable;
  case_events: CaseEventsTable;
  case_invitations: CaseInvitationsTable;
  case_holder_particulars: CaseHolderParticularsTable;
}
