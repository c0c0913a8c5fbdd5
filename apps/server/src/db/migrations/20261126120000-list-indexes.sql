-- The long lists at a firm's size (issue 23): an index for each scope, order and the id that breaks
-- ties, so a page (first or deep, by cursor) is a short walk of one index; trigram indexes for the
-- searches that match anywhere in a name. The sort expressions are the lists' own (db/keyset.ts
-- callers): an index serves an ORDER BY only on the same expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A task's case type, copied from its case on insert (a case never changes type), so the lists
-- filter by it from the task's own indexes instead of looking up each task's case.
ALTER TABLE tasks ADD COLUMN case_type text;
UPDATE tasks SET case_type = cases.case_type FROM cases WHERE cases.id = tasks.case_id;
ALTER TABLE tasks ALTER COLUMN case_type SET NOT NULL;
CREATE FUNCTION tasks_copy_case_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.case_type := (SELECT case_type FROM cases WHERE id = NEW.case_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER tasks_case_type BEFORE INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION tasks_copy_case_type();

-- Each index carries (INCLUDE) the columns the lists filter on besides its keys, so counting a
-- page's matches reads the index alone, not a table page per task.
DROP INDEX tasks_firm_idx;
DROP INDEX tasks_user_idx;
CREATE INDEX tasks_firm_updated_idx ON tasks (firm_id, updated_at, id)
  INCLUDE (status, case_type, assignee_role, task_user_id);
CREATE INDEX tasks_firm_created_idx ON tasks (firm_id, created_at, id)
  INCLUDE (status, case_type, assignee_role, task_user_id);
CREATE INDEX tasks_firm_completed_idx ON tasks (firm_id, (coalesce(completed_at, '-infinity'::timestamptz)), id)
  INCLUDE (status, case_type, assignee_role, task_user_id);
-- The open tabs (mine, team, queued) read open tasks only: a small part of a firm's history.
CREATE INDEX tasks_firm_open_updated_idx ON tasks (firm_id, updated_at, id)
  INCLUDE (status, case_type, assignee_role, task_user_id)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');
CREATE INDEX tasks_firm_open_created_idx ON tasks (firm_id, created_at, id)
  INCLUDE (status, case_type, assignee_role, task_user_id)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');
CREATE INDEX tasks_user_updated_idx ON tasks (task_user_id, updated_at, id) INCLUDE (firm_id, status, case_type);
CREATE INDEX tasks_user_completed_idx ON tasks (task_user_id, (coalesce(completed_at, '-infinity'::timestamptz)), id)
  INCLUDE (firm_id, status, case_type);
CREATE INDEX tasks_user_open_idx ON tasks (task_user_id, updated_at, id)
  INCLUDE (firm_id, status, case_type)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');

DROP INDEX cases_firm_idx;
CREATE INDEX cases_firm_updated_idx ON cases (firm_id, updated_at, id)
  INCLUDE (status, case_type, step, officer_user_id, client_user_id, requested_by_client);
CREATE INDEX cases_firm_created_idx ON cases (firm_id, created_at, id)
  INCLUDE (status, case_type, step, officer_user_id, client_user_id, requested_by_client);
CREATE INDEX cases_firm_name_idx ON cases (firm_id, (lower(coalesce(company_eng_name, company_chi_name, ''))), id)
  INCLUDE (status, case_type, step, officer_user_id, client_user_id, requested_by_client);
CREATE INDEX cases_firm_step_idx ON cases (firm_id, step, id)
  INCLUDE (status, case_type, step, officer_user_id, client_user_id, requested_by_client);
CREATE INDEX cases_firm_status_updated_idx ON cases (firm_id, status, updated_at, id)
  INCLUDE (status, case_type, step, officer_user_id, client_user_id, requested_by_client);
CREATE INDEX cases_search_idx ON cases USING gin (
  company_eng_name gin_trgm_ops,
  company_chi_name gin_trgm_ops,
  case_ref gin_trgm_ops,
  brn gin_trgm_ops
);

-- Registry notices still to file, read per company by the deadline engine (pendingFilingsOf).
CREATE INDEX renewal_changes_entity_idx ON renewal_changes (entity_id);
