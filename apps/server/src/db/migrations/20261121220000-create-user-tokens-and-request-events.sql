-- One-time links sent by mail (reset password; verify e-mail later), stored only as hashes, and a
-- log of requests that are rate-limited outside sign-in (recovery requests, recovery mails).

CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('RESET_PASSWORD', 'VERIFY_EMAIL')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose, created_at);

CREATE TABLE request_events (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_events_scope_idx ON request_events (scope, key, created_at);
