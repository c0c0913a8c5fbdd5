-- Uploaded files (issue 5 stakeholder documents; the files issue builds on it): who may see them and
-- what they are lives here; the bytes live in the file store under storage_key.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid REFERENCES firms (id),
  case_id uuid REFERENCES cases (id),
  -- A stakeholder's own document: besides the firm, only that stakeholder (and the uploader) reads it.
  holder_id text,
  uploaded_by uuid NOT NULL REFERENCES users (id),
  file_name text NOT NULL,
  file_size bigint NOT NULL,
  mime_type text NOT NULL,
  extension text NOT NULL,
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_case_idx ON files (case_id, created_at);
