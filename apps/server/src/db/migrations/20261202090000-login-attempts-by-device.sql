-- A browser that signed in to an account before is judged on its own failures (ADR 0028): its
-- attempts carry its device id, and its failures no longer count against the address or account.
ALTER TABLE login_attempts ADD COLUMN device_id text;
CREATE INDEX login_attempts_device_idx ON login_attempts (device_id, created_at) WHERE device_id IS NOT NULL;
