-- What each stakeholder gives about themselves (identification, SH_I_FORM / SH_C_FORM), kept apart
-- from the client's case information so neither overwrites the other.
CREATE TABLE case_holder_particulars (
  case_id uuid NOT NULL REFERENCES cases (id),
  holder_id text NOT NULL,
  particulars jsonb NOT NULL DEFAULT '{}',
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (case_id, holder_id)
);
