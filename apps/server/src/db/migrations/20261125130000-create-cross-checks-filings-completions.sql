-- The firm's closing steps of a case (issue 8): the cross-check of every form and document, the
-- filing with the registry, and the particulars the registry gave back. Each lives in its own rows,
-- so a task's check reads what was recorded instead of what its completion carried.

-- Cross-check marks: every mark is kept; the latest one of an item is its state.
CREATE TABLE cross_check_marks (
  id bigserial PRIMARY KEY,
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  -- A generated document of the case (case_documents.id) or an uploaded file (files.id).
  item_type text NOT NULL CHECK (item_type IN ('DOCUMENT', 'FILE')),
  item_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('CHECKED', 'SENT_BACK')),
  note text,
  marked_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'CHECKED' OR note IS NOT NULL)
);
CREATE INDEX cross_check_marks_item_idx ON cross_check_marks (case_id, item_type, item_id, id DESC);

-- The filing of a case with the Companies Registry: one per case, corrected in place with the old
-- values kept in its updates.
CREATE TABLE case_filings (
  case_id uuid PRIMARY KEY REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  filing_date date NOT NULL,
  registry_reference text NOT NULL,
  filing_method text NOT NULL CHECK (filing_method IN ('E_REGISTRY', 'PAPER')),
  recorded_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What happened to the filing: submitted, a requisition from the registry, resubmitted, registered...
CREATE TABLE case_filing_updates (
  id bigserial PRIMARY KEY,
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  status text NOT NULL
    CHECK (status IN ('SUBMITTED', 'REQUISITION', 'RESUBMITTED', 'REGISTERED', 'REJECTED', 'CORRECTED', 'NOTE')),
  update_date date NOT NULL,
  note text,
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_filing_updates_case_idx ON case_filing_updates (case_id, id);

-- What the registry gave back for an incorporation, saved as the officer enters it.
CREATE TABLE case_completions (
  case_id uuid PRIMARY KEY REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  company_number text,
  brn text,
  incorporation_date date,
  certificate_file_id uuid REFERENCES files (id),
  br_certificate_file_id uuid REFERENCES files (id),
  updated_by uuid NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What a file is to its company (a certificate of incorporation, a business registration certificate).
ALTER TABLE files ADD COLUMN doc_kind text;
