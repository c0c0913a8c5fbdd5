-- Durable background jobs (mail now; OCR and reminders later) and every e-mail the product sends.

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts >= 1),
  last_error text,
  -- A worker holds a running job until this time; a job whose worker died becomes due again after it.
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status IN ('QUEUED', 'RUNNING');

CREATE TABLE mail_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The firm whose outbox shows the mail; NULL for platform mail (e.g. to the support address).
  firm_id uuid REFERENCES firms (id),
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 254),
  language text NOT NULL CHECK (language IN ('en', 'zh-HK', 'zh-CN')),
  template text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- QUEUED: waiting or retrying; SENT: accepted by the SMTP server; OUTBOX: kept for reading in the
  -- app (no SMTP_URL); FAILED: gave up after the job's last attempt.
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'OUTBOX', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_messages_firm_idx ON mail_messages (firm_id, created_at DESC);
CREATE INDEX mail_messages_created_idx ON mail_messages (created_at DESC);
