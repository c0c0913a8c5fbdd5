import type { ColumnType, Generated } from 'kysely';
import type {
  TDeadlineKind,
  TAssigneeRole,
  TCaseStatus,
  TCaseType,
  TLanguage,
  TPlanCode,
  TSubscriptionState,
  TStepKey,
  TTaskActionKey,
  TTaskOutcome,
  TTaskStatus,
  TThemeMode,
  TUserType,
} from '@portal/domain';
import type { BillingTables } from './schema-billing.js';
import type { RenewalTables } from './schema-renewal.js';
import type { NameSearchTables } from './schema-name-search.js';
import type { ScreeningTables } from './schema-screening.js';
import type { TwoFactorTables } from './schema-two-factor.js';

/** Kysely's view of the tables the migrations make; keep in step with db/migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A DATE column: read as 'YYYY-MM-DD' text (the pg and PGlite type parsers are set so). */
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;
type NullableJson = ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;

export interface FirmsTable {
  id: Generated<string>;
  name: string;
  plan_code: ColumnType<TPlanCode, TPlanCode | undefined, TPlanCode>;
  tcsp_licence_no: string | null;
  /** Open each company's renewal by itself this many days before its return date; null: staff open them. */
  renewal_auto_open_days: number | null;
  dd_refresh_months: ColumnType<number, number | undefined, number>;
  dd_refresh_months_high_risk: ColumnType<number, number | undefined, number>;
  /** Set while SMOOOTH has suspended the firm: its people read but do not change. */
  suspended_at: NullableTimestamp;
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The firm's own Stripe (Connect) account, when connected; cards are taken once charges are enabled. */
  stripe_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  stripe_charges_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The firm's own subscription to the portal (Stripe Billing): customer, subscription, state, period end. */
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  stripe_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  subscription_status: ColumnType<TSubscriptionState, TSubscriptionState | undefined, TSubscriptionState>;
  subscription_period_end: NullableTimestamp;
  /** The firm's staff must sign in with a second factor (ADR 0029). */
  require_two_factor: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  password_hash: string;
  user_type: TUserType;
  firm_id: string | null;
  eng_first_name: ColumnType<string, string | undefined, string>;
  eng_last_name: ColumnType<string, string | undefined, string>;
  chi_name: string | null;
  phone: string | null;
  language: ColumnType<TLanguage, TLanguage | undefined, TLanguage>;
  theme: ColumnType<TThemeMode, TThemeMode | undefined, TThemeMode>;
  is_first_time_login: ColumnType<boolean, boolean | undefined, boolean>;
  email_verified_at: NullableTimestamp;
  status: ColumnType<'ACTIVE' | 'DEACTIVATED', 'ACTIVE' | 'DEACTIVATED' | undefined>;
  token_version: Generated<number>;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientFirmLinksTable {
  user_id: string;
  firm_id: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username_key: string;
  ip: string;
  succeeded: boolean;
  /** The known browser that tried (device-cookie.ts); null for one not known to the account. */
  device_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  firm_id: string | null;
  actor_user_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  request_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: Timestamp;
}

export type TJobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: ColumnType<TJobStatus, TJobStatus | undefined, TJobStatus>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export type TMailStatus = 'QUEUED' | 'SENT' | 'OUTBOX' | 'FAILED';

export interface MailMessagesTable {
  id: Generated<string>;
  firm_id: string | null;
  recipient: string;
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  language: TLanguage;
  template: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<TMailStatus, TMailStatus | undefined, TMailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  masked_text_body: ColumnType<string | null, string | null | undefined, string | null>;
  masked_html_body: ColumnType<string | null, string | null | undefined, string | null>;
}

export type TUserTokenPurpose = 'RESET_PASSWORD' | 'VERIFY_EMAIL';

export interface UserTokensTable {
  token_hash: string;
  user_id: string;
  purpose: TUserTokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** For VERIFY_EMAIL: the address the link proves. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
}

export type TInvitableUserType = 'GU' | 'COM_SEC' | 'SYSTEM_ADMIN';

export interface InvitationsTable {
  id: Generated<string>;
  firm_id: string;
  email: string;
  user_type: TInvitableUserType;
  language: ColumnType<TLanguage, TLanguage | undefined, TLanguage>;
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_user_id: string | null;
  revoked_at: NullableTimestamp;
}

export interface RequestEventsTable {
  id: Generated<number>;
  scope: string;
  key: string;
  created_at: Timestamp;
}

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
  information: Json;
  created_from_case_id: string | null;
  /** The records it started with and the date they hold from (amendments replay the history over them). */
  first_records: NullableJson;
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
  details: Json;
  /** An applied amendment change (its type, date and fields), replayed for the records at any date. */
  change: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface CaseAmendmentsTable {
  case_id: string;
  firm_id: string;
  changes: ColumnType<unknown, string, string>;
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
  information: Json;
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
  result: NullableJson;
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
  particulars: Json;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface FilesTable {
  id: Generated<string>;
  firm_id: string | null;
  case_id: string | null;
  entity_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A message attachment: the conversation it was uploaded to. */
  topic_id: ColumnType<string | null, string | null | undefined, never>;
  holder_id: string | null;
  uploaded_by: string | null;
  file_name: string;
  file_size: number;
  mime_type: string;
  extension: string;
  sha256: string;
  storage_key: string;
  origin: ColumnType<
    'UPLOAD' | 'GENERATED' | 'SIGNED' | 'SIGNATURE' | 'INVOICE',
    'UPLOAD' | 'GENERATED' | 'SIGNED' | 'SIGNATURE' | 'INVOICE' | undefined,
    never
  >;
  visible_holder_ids: string[] | null;
  /** What the file is to its company: CERTIFICATE_OF_INCORPORATION, BUSINESS_REGISTRATION_CERTIFICATE. */
  doc_kind: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface CaseDocumentsTable {
  id: Generated<string>;
  firm_id: string;
  case_id: string;
  doc_key: string;
  kind: string;
  subject_holder_id: string | null;
  signers: ColumnType<{ holderID: string; name: string }[], string, string>;
  layout: ColumnType<
    { holderID: string; page: number; x: number; y: number; width: number; height: number }[],
    string,
    string
  >;
  data_hash: string;
  original_file_id: string;
  original_sha256: string;
  superseded_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface DocumentVersionsTable {
  document_id: string;
  version: number;
  file_id: string;
  sha256: string;
  reason: 'GENERATED' | 'SIGNED';
  created_at: Timestamp;
}

export interface DocumentSignaturesTable {
  id: Generated<string>;
  document_id: string;
  holder_id: string;
  signer_user_id: string;
  signer_name: string;
  signer_email: string;
  method: 'DRAWN' | 'TYPED' | 'PAPER';
  is_digital: boolean;
  typed_name: string | null;
  file_id: string | null;
  ip_address: string;
  user_agent: string | null;
  original_sha256: string;
  signed_at: Timestamp;
}

export interface MessageTopicsTable {
  id: Generated<string>;
  topic_name: string;
  user_a: string;
  user_b: string;
  last_seq: ColumnType<string | number, number | undefined, number>;
  last_message_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  topic_id: string;
  seq: ColumnType<string | number, number, number>;
  sender_id: string;
  body: string;
  client_message_id: string | null;
  attachment_ids: ColumnType<string[], string[] | undefined, never>;
  created_at: Timestamp;
}

export interface MessageReadsTable {
  topic_id: string;
  user_id: string;
  read_seq: ColumnType<string | number, number | undefined, number>;
}

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
  details: ColumnType<unknown, string, never>;
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

export interface PlanUsageEventsTable {
  id: Generated<string>;
  firm_id: string;
  kind: 'RECOGNITION';
  user_id: string | null;
  created_at: Timestamp;
}

export interface DB extends BillingTables, RenewalTables, NameSearchTables, ScreeningTables, TwoFactorTables {
  firms: FirmsTable;
  users: UsersTable;
  client_firm_links: ClientFirmLinksTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingsTable;
  jobs: JobsTable;
  mail_messages: MailMessagesTable;
  user_tokens: UserTokensTable;
  invitations: InvitationsTable;
  request_events: RequestEventsTable;
  entities: EntitiesTable;
  entity_members: EntityMembersTable;
  entity_history: EntityHistoryTable;
  case_amendments: CaseAmendmentsTable;
  deadline_reminders: DeadlineRemindersTable;
  calendar_feeds: CalendarFeedsTable;
  case_ref_counters: CaseRefCountersTable;
  cases: CasesTable;
  case_members: CaseMembersTable;
  tasks: TasksTable;
  case_events: CaseEventsTable;
  case_invitations: CaseInvitationsTable;
  case_holder_particulars: CaseHolderParticularsTable;
  files: FilesTable;
  case_documents: CaseDocumentsTable;
  document_versions: DocumentVersionsTable;
  document_signatures: DocumentSignaturesTable;
  message_topics: MessageTopicsTable;
  messages: MessagesTable;
  compliance_records: ComplianceRecordsTable;
  message_reads: MessageReadsTable;
  cross_check_marks: CrossCheckMarksTable;
  case_filings: CaseFilingsTable;
  case_filing_updates: CaseFilingUpdatesTable;
  case_completions: CaseCompletionsTable;
  plan_usage_events: PlanUsageEventsTable;
}
