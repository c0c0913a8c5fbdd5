-- The long lists at a firm's size (issue 23): an index for each scope, order and the id that breaks
-- ties, so a page (first or deep, by cursor) is a short walk of one index; trigram indexes for the
-- searches that match anywhere in a name. The sort expressions are the lists' own (db/keyset.ts
-- callers): an index serves an ORDER BY only on the same expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

DROP INDEX tasks_firm_idx;
DROP INDEX tasks_user_idx;
CREATE INDEX tasks_firm_updated_idx ON tasks (firm_id, updated_at, id);
CREATE INDEX tasks_firm_created_idx ON tasks (firm_id, created_at, id);
CREATE INDEX tasks_firm_completed_idx ON tasks (firm_id, (coalesce(completed_at, '-infinity'::timestamptz)), id);
-- The open tabs (mine, team, queued) read open tasks only: a small part of a firm's history.
CREATE INDEX tasks_firm_open_updated_idx ON tasks (firm_id, updated_at, id)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');
CREATE INDEX tasks_firm_open_created_idx ON tasks (firm_id, created_at, id)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');
CREATE INDEX tasks_user_updated_idx ON tasks (task_user_id, updated_at, id);
CREATE INDEX tasks_user_completed_idx ON tasks (task_user_id, (coalesce(completed_at, '-infinity'::timestamptz)), id);
CREATE INDEX tasks_user_open_idx ON tasks (task_user_id, updated_at, id)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');

DROP INDEX cases_firm_idx;
CREATE INDEX cases_firm_updated_idx ON cases (firm_id, updated_at, id);
CREATE INDEX cases_firm_created_idx ON cases (firm_id, created_at, id);
CREATE INDEX cases_firm_name_idx ON cases (firm_id, (lower(coalesce(company_eng_name, company_chi_name, ''))), id);
CREATE INDEX cases_firm_step_idx ON cases (firm_id, step, id);
CREATE INDEX cases_firm_status_updated_idx ON cases (firm_id, status, updated_at, id);
CREATE INDEX cases_search_idx ON cases USING gin (
  company_eng_name gin_trgm_ops,
  company_chi_name gin_trgm_ops,
  case_ref gin_trgm_ops,
  brn gin_trgm_ops
);

-- Registry notices still to file, read per company by the deadline engine (pendingFilingsOf).
CREATE INDEX renewal_changes_entity_idx ON renewal_changes (entity_id);
