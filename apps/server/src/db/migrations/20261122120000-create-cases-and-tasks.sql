-- Cases and tasks (issue 4): the companies a firm looks after (entities), the cases that move them
-- through a workflow, the cases' tasks, members, invitation codes and history.

CREATE TABLE entities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  company_eng_name text,
  company_chi_name text,
  company_number text,
  brn text,
  incorporation_date date,
  -- The next anniversary the annual return is made up to (due within 42 days after it).
  next_return_date date,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ARCHIVED')),
  information jsonb NOT NULL DEFAULT '{}',
  created_from_case_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entities_firm_idx ON entities (firm_id, status, company_eng_name);

-- Clients linked to an entity (its point of contact, stakeholders with accounts).
CREATE TABLE entity_members (
  entity_id uuid NOT NULL REFERENCES entities (id),
  user_id uuid NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('CLIENT', 'STAKEHOLDER')),
  holder_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity_id, user_id)
);
CREATE INDEX entity_members_user_idx ON entity_members (user_id);

-- What changed in an entity's records and when (amendments, renewals, activation).
CREATE TABLE entity_history (
  id bigserial PRIMARY KEY,
  entity_id uuid NOT NULL REFERENCES entities (id),
  case_id uuid,
  kind text NOT NULL,
  effective_date date,
  details jsonb NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entity_history_entity_idx ON entity_history (entity_id, created_at);

-- Per firm, type and year: the last number given to a case reference (MVP-2026-0007).
CREATE TABLE case_ref_counters (
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_type text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (firm_id, case_type, year)
);

CREATE TABLE cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_ref text NOT NULL,
  case_type text NOT NULL CHECK (case_type IN ('MVP', 'AR', 'EM', 'AMENDMENT')),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'COMPLETED', 'CANCELLED')),
  step text NOT NULL,
  entity_id uuid REFERENCES entities (id),
  company_eng_name text,
  company_chi_name text,
  brn text,
  officer_user_id uuid REFERENCES users (id),
  client_user_id uuid REFERENCES users (id),
  requested_by_client boolean NOT NULL DEFAULT false,
  information jsonb NOT NULL DEFAULT '{}',
  remarks text,
  cancel_reason text,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  UNIQUE (firm_id, case_ref)
);
CREATE INDEX cases_firm_idx ON cases (firm_id, status, updated_at DESC);
CREATE INDEX cases_officer_idx ON cases (officer_user_id, status);
CREATE INDEX cases_entity_idx ON cases (entity_id);

-- Clients who may see a case: its point of contact and stakeholders with accounts.
CREATE TABLE case_members (
  case_id uuid NOT NULL REFERENCES cases (id),
  user_id uuid NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('CLIENT', 'STAKEHOLDER')),
  holder_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (case_id, user_id)
);
CREATE INDEX case_members_user_idx ON case_members (user_id);

CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  action_key text NOT NULL,
  -- NULL for a side task that runs alongside the steps (stakeholder identity).
  step text,
  status text NOT NULL CHECK (status IN ('QUEUED', 'IN_PROGRESS', 'COMPLETED', 'IN_ACTIVE')),
  assignee_role text NOT NULL CHECK (assignee_role IN ('client', 'officer', 'reviewer', 'stakeholder')),
  task_user_id uuid REFERENCES users (id),
  holder_id text,
  seq integer NOT NULL,
  outcome text CHECK (outcome IN ('APPROVE', 'RETURN')),
  remarks text,
  result jsonb,
  completed_by uuid REFERENCES users (id),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (case_id, seq)
);
CREATE INDEX tasks_firm_idx ON tasks (firm_id, status, updated_at DESC);
CREATE INDEX tasks_user_idx ON tasks (task_user_id, status, updated_at DESC);
CREATE INDEX tasks_case_idx ON tasks (case_id, seq);

-- The case's own history, shown on the case page (the audit log keeps the security view).
CREATE TABLE case_events (
  id bigserial PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id),
  type text NOT NULL,
  from_step text,
  to_step text,
  task_id uuid,
  action_key text,
  actor_user_id uuid REFERENCES users (id),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_events_case_idx ON case_events (case_id, id);

-- Invitation codes: 8 characters, single use, expiring, locked after too many wrong names.
CREATE TABLE case_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  email text NOT NULL,
  eng_first_name text NOT NULL,
  eng_last_name text NOT NULL,
  holder_id text,
  language text NOT NULL DEFAULT 'en',
  code text NOT NULL,
  invited_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  expires_at timestamptz,
  used_at timestamptz,
  used_by uuid REFERENCES users (id),
  revoked_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0
);
-- A live code is unique; a used or revoked one may come round again one day.
CREATE UNIQUE INDEX case_invitations_live_code_idx ON case_invitations (code)
  WHERE used_at IS NULL AND revoked_at IS NULL;
CREATE INDEX case_invitations_case_idx ON case_invitations (case_id, created_at);
