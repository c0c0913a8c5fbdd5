-- Two-factor sign-in (issue 24 point 11, ADR 0029): authenticator-app secrets, single-use recovery
-- codes, the short-lived second step of a sign-in, and a firm's requirement for its staff.

ALTER TABLE firms ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;

-- One authenticator secret per user. confirmed_at is null while an enrolment waits for its first
-- code; last_used_step is the time step of the last code accepted (a code of that step or an
-- earlier one is refused: replay protection).
-- The secret is stored as base32 text for now: it is to be encrypted at rest with the envelope
-- encryption of issue 24 point 6 when that lands (it must be readable to check codes, so unlike
-- passwords and recovery codes it cannot be hashed).
CREATE TABLE user_second_factors (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (secret ~ '^[A-Z2-7]{32}$'),
  confirmed_at timestamptz,
  last_used_step integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes as SHA-256 of high-entropy codes (60 random bits each), used at most once.
CREATE TABLE user_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code_hash)
);

-- The second step of a sign-in whose password was right: single-use, 5 minutes, stored as a hash.
-- purpose VERIFY asks for a code; ENROL allows only setting up an authenticator app.
-- username_key and device_id carry the first step's limiter keys (ADR 0004, 0028) to the second.
CREATE TABLE sign_in_challenges (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('VERIFY', 'ENROL')),
  username_key text NOT NULL,
  device_id text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_challenges_expiry_idx ON sign_in_challenges (expires_at);

-- The platform operator's people must use a second factor from now on: sessions they opened with a
-- password alone end, and their next sign-in asks them to enrol.
UPDATE sessions SET revoked_at = now(), revoked_reason = 'second_factor_required'
WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE user_type = 'SMOOOTH');
