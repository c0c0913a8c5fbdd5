import type { ColumnType, Generated } from 'kysely';
import type { TLanguage, TPlanCode, TThemeMode, TUserType } from '@portal/domain';

/** Kysely's view of the tables the migrations make; keep in step with db/migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface FirmsTable {
  id: Generated<string>;
  name: string;
  plan_code: ColumnType<TPlanCode, TPlanCode | undefined, TPlanCode>;
  tcsp_licence_no: string | null;
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

export interface DB {
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
}
