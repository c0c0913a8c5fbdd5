import type { ColumnType, Generated } from 'kysely';
import type { TLanguage, TPlanCode, TSubscriptionState, TThemeMode, TUserType } from '@portal/domain';
import type { NullableTimestamp, Timestamp } from './schema-types.js';

// Kysely's view of firms, users and how they sign in: sessions, tokens, invitations, request limits.

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

export interface AccountTables {
  firms: FirmsTable;
  users: UsersTable;
  client_firm_links: ClientFirmLinksTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  user_tokens: UserTokensTable;
  invitations: InvitationsTable;
  request_events: RequestEventsTable;
}
