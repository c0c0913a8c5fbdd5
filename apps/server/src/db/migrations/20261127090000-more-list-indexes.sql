-- The other long lists at a firm's size (issue 23 point 1): companies, compliance records, the mail
-- outbox and the audit log page by cursor like the task and case lists (20261126120000): an index for
-- each scope, order and the id that breaks ties, carrying (INCLUDE) the columns the lists filter on,
-- and trigram indexes for the searches that match anywhere in a name. The sort expressions are the
-- lists' own: an index serves an ORDER BY only on the same expression.

-- Companies: the firm's active or archived ones, by name or by a date. A company without the date
-- comes last either way, so each nullable date has two keys: the date or +infinity for soonest first,
-- the date or -infinity for latest first (walked backwards). The due filter reads next_due_date.
DROP INDEX entities_firm_idx;
DROP INDEX entities_firm_next_due_idx;
CREATE INDEX entities_firm_name_idx ON entities (firm_id, status, (lower(coalesce(company_eng_name, company_chi_name, ''))), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_firm_return_up_idx ON entities (firm_id, status, (coalesce(next_return_date, 'infinity'::date)), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_firm_return_down_idx ON entities (firm_id, status, (coalesce(next_return_date, '-infinity'::date)), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_firm_due_up_idx ON entities (firm_id, status, (coalesce(next_due_date, 'infinity'::date)), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_firm_due_down_idx ON entities (firm_id, status, (coalesce(next_due_date, '-infinity'::date)), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_firm_incorporated_up_idx ON entities (firm_id, status, (coalesce(incorporation_date, 'infinity'::date)), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_firm_incorporated_down_idx ON entities (firm_id, status, (coalesce(incorporation_date, '-infinity'::date)), id)
  INCLUDE (next_due_date);
-- An archived company always has its date (entities_archived_at_check); an active one never has.
CREATE INDEX entities_firm_archived_idx ON entities (firm_id, status, (coalesce(archived_at, '-infinity'::timestamptz)), id)
  INCLUDE (next_due_date);
CREATE INDEX entities_search_idx ON entities USING gin (
  company_eng_name gin_trgm_ops,
  company_chi_name gin_trgm_ops,
  brn gin_trgm_ops
);

-- Compliance records, newest first: the firm's (its staff) or every firm's (SMOOOTH). Whether a record
-- is current is read from compliance_records_next_idx (the version that supersedes it, if any).
DROP INDEX compliance_records_firm_idx;
CREATE INDEX compliance_records_firm_created_idx ON compliance_records (firm_id, created_at, id)
  INCLUDE (compliance_type, case_id);
CREATE INDEX compliance_records_created_idx ON compliance_records (created_at, id)
  INCLUDE (compliance_type, case_id);
CREATE INDEX compliance_records_search_idx ON compliance_records USING gin (
  company_eng_name gin_trgm_ops,
  company_chi_name gin_trgm_ops,
  record_name gin_trgm_ops,
  remarks gin_trgm_ops
);

-- The mail outbox, newest first: a firm's (its administrator) or all of it (SMOOOTH), by state too
-- (a failed mail is rare: a walk of every mail for a page of them would read the whole outbox).
DROP INDEX mail_messages_firm_idx;
DROP INDEX mail_messages_created_idx;
CREATE INDEX mail_messages_firm_created_idx ON mail_messages (firm_id, created_at, id) INCLUDE (status);
CREATE INDEX mail_messages_all_created_idx ON mail_messages (created_at, id) INCLUDE (status);
CREATE INDEX mail_messages_firm_status_idx ON mail_messages (firm_id, status, created_at, id);
CREATE INDEX mail_messages_status_idx ON mail_messages (status, created_at, id);

-- The audit log, newest first: a firm's or every firm's, by action too (most actions are rare).
DROP INDEX audit_log_firm_idx;
CREATE INDEX audit_log_firm_created_idx ON audit_log (firm_id, created_at, id) INCLUDE (action);
CREATE INDEX audit_log_created_idx ON audit_log (created_at, id) INCLUDE (action);
CREATE INDEX audit_log_firm_action_idx ON audit_log (firm_id, action, created_at, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at, id);
