-- Plans that limit (issue 21 point 3) and firms SMOOOTH suspends (point 4).

-- A suspended firm's people can read but not change (the reason is SMOOOTH's note, shown to no one else).
ALTER TABLE firms
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_reason text;

-- What a plan counts by month and nothing else records: one row each time a document is read by
-- recognition (name searches are counted from name_searches itself).
CREATE TABLE plan_usage_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firm_id uuid NOT NULL REFERENCES firms (id),
  kind text NOT NULL CHECK (kind IN ('RECOGNITION')),
  user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_usage_events_firm_kind_at ON plan_usage_events (firm_id, kind, created_at);

-- The firm's stored bytes.
CREATE INDEX files_firm_size ON files (firm_id) INCLUDE (file_size);
