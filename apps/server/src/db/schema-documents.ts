import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema-types.js';

// Kysely's view of files, the case documents made and signed from them, and the messages between users.

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

export interface DocumentTables {
  files: FilesTable;
  case_documents: CaseDocumentsTable;
  document_versions: DocumentVersionsTable;
  document_signatures: DocumentSignaturesTable;
  message_topics: MessageTopicsTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
}
