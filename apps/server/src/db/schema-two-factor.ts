import type { ColumnType } from 'kysely';

/** Kysely's view of the two-factor tables (migration 20261203090000-two-factor-sign-in.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UserSecondFactorsTable {
  user_id: string;
  /** Base32 TOTP secret. To be encrypted at rest with the envelope encryption of issue 24 point 6. */
  secret: string;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: NullableTimestamp;
  /** The time step of the last accepted code; codes of that step or earlier are refused. */
  last_used_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SignInChallengesTable {
  token_hash: string;
  user_id: string;
  purpose: 'VERIFY' | 'ENROL';
  username_key: string;
  device_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TwoFactorTables {
  user_second_factors: UserSecondFactorsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
}
