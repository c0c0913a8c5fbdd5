-- The annual renewal's own records (issue 16, points 2 and 4).

-- The client's answer for each part of the annual return: confirmed as the records show it, or
-- changed (what changed and since when; the change itself is a renewal_changes row).
CREATE TABLE renewal_confirmations (
  case_id uuid NOT NULL REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  section text NOT NULL,
  status text NOT NULL CHECK (status IN ('CONFIRMED', 'CHANGED')),
  note text,
  effective_date date,
  updated_by uuid NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (case_id, section)
);

-- Changes met during a renewal (by the client's confirmation or noted by the officer), each with its
-- effective date, carried into the company's records by an AMENDMENT case.
CREATE TABLE renewal_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  entity_id uuid NOT NULL REFERENCES entities (id),
  amendment_type text NOT NULL,
  section text,
  description text NOT NULL,
  effective_date date NOT NULL,
  source text NOT NULL CHECK (source IN ('CLIENT', 'OFFICER')),
  amendment_case_id uuid REFERENCES cases (id),
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX renewal_changes_case_idx ON renewal_changes (case_id, created_at);
CREATE INDEX renewal_changes_amendment_idx ON renewal_changes (amendment_case_id)
  WHERE amendment_case_id IS NOT NULL;
-- One change per part of the return from the client's confirmation (a new answer replaces it).
CREATE UNIQUE INDEX renewal_changes_one_per_section ON renewal_changes (case_id, section)
  WHERE section IS NOT NULL;

-- A stakeholder's proof of address for a renewal: a new one (file, type, issue date) or the one on file.
CREATE TABLE renewal_address_proofs (
  task_id uuid PRIMARY KEY REFERENCES tasks (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  holder_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('NEW', 'ON_FILE')),
  file_id uuid REFERENCES files (id),
  document_type text,
  issue_date date,
  updated_by uuid NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'ON_FILE' OR (file_id IS NOT NULL AND document_type IS NOT NULL AND issue_date IS NOT NULL))
);
CREATE INDEX renewal_address_proofs_case_idx ON renewal_address_proofs (case_id);

-- The Companies Registry's acknowledgement of a filed annual return (T_AR_COMPLETION).
CREATE TABLE renewal_acknowledgements (
  case_id uuid PRIMARY KEY REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  delivered_date date,
  method text CHECK (method IN ('E_REGISTRY', 'PAPER')),
  reference text,
  fee_paid_cents integer CHECK (fee_paid_cents >= 0),
  filed_return_file_id uuid REFERENCES files (id),
  updated_by uuid NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
