-- Amendments that change a company's records (issue 19).

-- The record update as the officer drafts it (T_RECORD_UPDATES): the changes, each with its type,
-- effective date and fields, saved as typed and judged against the records when the task completes.
CREATE TABLE case_amendments (
  case_id uuid PRIMARY KEY REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_by uuid NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A company's first records (those of its incorporation, or those it was taken over with) and the
-- date they hold from. Its records at any later date are these with the changes of its history
-- replayed (entity_history.change), so registers as at any date need no copy per change.
ALTER TABLE entities ADD COLUMN first_records jsonb;
ALTER TABLE entities ADD COLUMN first_records_date date;
UPDATE entities
SET first_records = information,
    first_records_date = COALESCE(incorporation_date, created_at::date);

-- An applied change, as the amendment recorded it (its type, effective date and fields), and what it
-- did to the records field by field (before and after).
ALTER TABLE entity_history ADD COLUMN change jsonb;
CREATE INDEX entity_history_changes_idx ON entity_history (entity_id, effective_date, id)
  WHERE change IS NOT NULL;
