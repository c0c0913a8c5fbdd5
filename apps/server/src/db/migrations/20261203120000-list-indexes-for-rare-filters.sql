-- The lists' filters that match few rows (issue 23 point 1). Walking a list's order and dropping the
-- rows a filter refuses is quick when the filter keeps many of them; when it keeps few (one officer's
-- cases at one step, the open tasks of a rare case type), the walk read the whole firm: 0.7–1.8 s at
-- 200,000 cases and a million tasks. These indexes start with the filter, so the walk reads only the
-- rows it keeps, still in the list's order (updated, newest first, by default). Their INCLUDE columns
-- let a capped count read the index alone, as the other list indexes do (20261126120000).

-- The case list filtered by step (the review queues), alone or with the staff in charge.
CREATE INDEX cases_firm_step_updated_idx ON cases (firm_id, step, updated_at, id)
  INCLUDE (status, case_type, officer_user_id, client_user_id, requested_by_client);

-- The case list of one member of staff ("my cases"), and of one at one step (their review queue):
-- a plain index scan checks a filter only on the table's row, so one officer's few cases at a step
-- among the step's thousands need an index that starts with both.
CREATE INDEX cases_officer_updated_idx ON cases (officer_user_id, updated_at, id)
  INCLUDE (firm_id, status, case_type, step, client_user_id, requested_by_client);
CREATE INDEX cases_officer_step_updated_idx ON cases (officer_user_id, step, updated_at, id)
  INCLUDE (firm_id, status, case_type, client_user_id, requested_by_client);

-- The open tasks of one case type (the team and queue tabs filtered by service).
CREATE INDEX tasks_firm_open_type_idx ON tasks (firm_id, case_type, updated_at, id)
  INCLUDE (status, assignee_role, task_user_id)
  WHERE status IN ('QUEUED', 'IN_PROGRESS');
