-- Generated documents and their signatures (issue 6). A document is one generated PDF of a case
-- (an incorporation form, a register, a share certificate...); its versions are the original and each
-- signed copy; a change of the case's data supersedes it with a new document, the old one kept.

-- Generated and signed PDFs are files too; nobody uploaded them.
ALTER TABLE files ALTER COLUMN uploaded_by DROP NOT NULL;
ALTER TABLE files ADD COLUMN origin text NOT NULL DEFAULT 'UPLOAD'
  CHECK (origin IN ('UPLOAD', 'GENERATED', 'SIGNED', 'SIGNATURE'));
-- When set, only the firm, the case's client and these holders read the file (a document's signers).
ALTER TABLE files ADD COLUMN visible_holder_ids text[];

CREATE TABLE case_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  doc_key text NOT NULL,
  kind text NOT NULL,
  subject_holder_id text,
  -- [{ holderID, name }] in signing order.
  signers jsonb NOT NULL,
  -- Where each signer's signature goes: [{ holderID, page, x, y, width, height }].
  layout jsonb NOT NULL,
  -- SHA-256 of what the document was made from; a different hash means the data changed.
  data_hash text NOT NULL,
  original_file_id uuid NOT NULL REFERENCES files (id),
  original_sha256 text NOT NULL,
  superseded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX case_documents_current_idx ON case_documents (case_id, doc_key) WHERE superseded_at IS NULL;
CREATE INDEX case_documents_case_idx ON case_documents (case_id, created_at);

CREATE TABLE document_versions (
  document_id uuid NOT NULL REFERENCES case_documents (id),
  version integer NOT NULL,
  file_id uuid NOT NULL REFERENCES files (id),
  sha256 text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('GENERATED', 'SIGNED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version)
);
CREATE INDEX document_versions_sha_idx ON document_versions (sha256);

CREATE TABLE document_signatures (
  -- The signID of spec §3.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES case_documents (id),
  holder_id text NOT NULL,
  signer_user_id uuid NOT NULL REFERENCES users (id),
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  method text NOT NULL CHECK (method IN ('DRAWN', 'TYPED', 'PAPER')),
  is_digital boolean NOT NULL,
  typed_name text,
  -- The drawn image, or the scan of the paper-signed copy.
  file_id uuid REFERENCES files (id),
  ip_address text NOT NULL,
  user_agent text,
  original_sha256 text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_id, holder_id)
);
