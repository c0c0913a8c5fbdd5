import type { ColumnType } from 'kysely';

/** Kysely's view of the data keys (migration 20261204090000-data-keys.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface DataKeysTable {
  id: string;
  /** A firm's id, or 'platform' for the platform's own secrets. */
  scope: string;
  /** base64url of iv | ciphertext | tag: the data key under master key master_version. */
  wrapped: string;
  master_version: number;
  created_at: Timestamp;
  rewrapped_at: NullableTimestamp;
}

export interface KeyTables {
  data_keys: DataKeysTable;
}
