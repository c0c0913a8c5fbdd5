-- The deadline engine's results kept beside each company (issue 16, point 6), so that lists sort and
-- filter by the next statutory due date in SQL: worked out again whenever the company's records change
-- and by the daily deadline sweep (the dates depend on today for periods that roll over).
ALTER TABLE entities ADD COLUMN next_due_date date;
ALTER TABLE entities ADD COLUMN next_due_kind text;
CREATE INDEX entities_firm_next_due_idx ON entities (firm_id, status, next_due_date, id);

-- Reminder mails sent: one per deadline, stage and recipient, so a restart or a second server copy
-- never sends one twice. Stages: 60, 30 and 7 days before the due date, and the day after it.
CREATE TABLE deadline_reminders (
  entity_id uuid NOT NULL REFERENCES entities (id),
  deadline_key text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('D60', 'D30', 'D7', 'AFTER')),
  user_id uuid NOT NULL REFERENCES users (id),
  due_date date NOT NULL,
  mail_id uuid,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_id, deadline_key, stage, user_id)
);

-- A person's calendar feed (iCalendar): the link holds a secret token; only its hash is kept. A new
-- link replaces the old one; deleting it revokes the feed.
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A firm's renewal settings: open each company's renewal by itself this many days before its return
-- date (NULL: staff open them), and how long a due-diligence record stays current for a renewal.
ALTER TABLE firms ADD COLUMN renewal_auto_open_days integer
  CHECK (renewal_auto_open_days IS NULL OR renewal_auto_open_days BETWEEN 1 AND 180);
ALTER TABLE firms ADD COLUMN dd_refresh_months integer NOT NULL DEFAULT 12
  CHECK (dd_refresh_months BETWEEN 1 AND 60);
ALTER TABLE firms ADD COLUMN dd_refresh_months_high_risk integer NOT NULL DEFAULT 6
  CHECK (dd_refresh_months_high_risk BETWEEN 1 AND 60);

-- Until the first sweep works them out in full, the annual return's due date stands for the next one.
UPDATE entities SET next_due_date = next_return_date + 42, next_due_kind = 'NAR1'
 WHERE next_return_date IS NOT NULL;
