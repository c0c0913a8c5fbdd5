import type { ColumnType } from 'kysely';
import type { TSealedJson } from '../modules/keys/sealed-documents.js';

// The column types the schema-*.ts table interfaces share.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A DATE column: read as 'YYYY-MM-DD' text (the pg and PGlite type parsers are set so). */
export type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
/**
 * A document that may hold identity data: written only as sealDocument's text (modules/keys), so a
 * write that forgets to seal does not compile; read with its sealed fields opened (SealedFieldsPlugin).
 */
export type SealedJson = ColumnType<Record<string, unknown>, TSealedJson | undefined, TSealedJson>;
export type NullableSealedJson = ColumnType<
  Record<string, unknown> | null,
  TSealedJson | null | undefined,
  TSealedJson | null
>;
