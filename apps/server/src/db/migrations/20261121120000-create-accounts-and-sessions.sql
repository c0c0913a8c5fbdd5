-- Firms (tenants), users (staff of a firm, or clients linked to firms), sessions with rotating
-- refresh tokens, sign-in attempts for rate limiting, the audit log and app-wide settings.

CREATE TABLE firms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  plan_code text NOT NULL DEFAULT 'FREE' CHECK (plan_code IN ('FREE', 'SOLO', 'TEAM', 'ENTERPRISE')),
  tcsp_licence_no text CHECK (tcsp_licence_no ~ '^TC[0-9]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 64),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH', 'GU')),
  -- Staff of a firm belong to exactly one firm; clients and the platform operator belong to none.
  firm_id uuid REFERENCES firms (id),
  eng_first_name text NOT NULL DEFAULT '' CHECK (length(eng_first_name) <= 255),
  eng_last_name text NOT NULL DEFAULT '' CHECK (length(eng_last_name) <= 255),
  chi_name text CHECK (length(chi_name) <= 255),
  phone text CHECK (length(phone) <= 32),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh-HK', 'zh-CN')),
  theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark')),
  is_first_time_login boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DEACTIVATED')),
  -- Bumped to end every access token at once (password change, deactivation).
  token_version integer NOT NULL DEFAULT 0,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_firm_by_type CHECK (
    (user_type IN ('SYSTEM_ADMIN', 'COM_SEC') AND firm_id IS NOT NULL)
    OR (user_type IN ('SMOOOTH', 'GU') AND firm_id IS NULL)
  )
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_firm_idx ON users (firm_id) WHERE firm_id IS NOT NULL;

-- A client (GU) may be linked to several firms; the link is made when they join a firm's case.
CREATE TABLE client_firm_links (
  user_id uuid NOT NULL REFERENCES users (id),
  firm_id uuid NOT NULL REFERENCES firms (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, firm_id)
);
CREATE INDEX client_firm_links_firm_idx ON client_firm_links (firm_id);

-- One row per sign-in: the refresh-token family. Access tokens carry its id and die with it.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Refresh tokens are stored as SHA-256 hashes; each is used once, then its successor takes over.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  username_key text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user_idx ON login_attempts (username_key, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  firm_id uuid REFERENCES firms (id),
  actor_user_id uuid REFERENCES users (id),
  action text NOT NULL,
  target_type text,
  target_id text,
  ip text,
  request_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_firm_idx ON audit_log (firm_id, created_at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, created_at);

-- Settings the app makes for itself, e.g. the token signing key when JWT_SECRET is not set.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
