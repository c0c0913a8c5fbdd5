import type { ColumnType, Generated } from 'kysely';
import type { TLanguage } from '@portal/domain';
import type { NullableTimestamp, Timestamp } from './schema-types.js';

// Kysely's view of the portal's own machinery: audit log, settings, job queue, outgoing mail, plan usage.

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

export interface PlanUsageEventsTable {
  id: Generated<string>;
  firm_id: string;
  kind: 'RECOGNITION';
  user_id: string | null;
  created_at: Timestamp;
}

export interface PlatformTables {
  audit_log: AuditLogTable;
  app_settings: AppSettingsTable;
  jobs: JobsTable;
  mail_messages: MailMessagesTable;
  plan_usage_events: PlanUsageEventsTable;
}
