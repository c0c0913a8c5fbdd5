-- Envelope encryption of identity data at rest (issue 24 point 6, ADR 0031). One data key per firm
-- (scope = the firm's id) and one for the platform's own secrets (scope 'platform'), each wrapped
-- (AES-256-GCM) by a master key that is never stored here: it comes from ENCRYPTION_KEYS or a key
-- file. master_version says which master key wrapped it; rotation re-wraps under a newer one and
-- leaves the data key, so no sealed value has to change.
CREATE TABLE data_keys (
  id uuid PRIMARY KEY,
  scope text NOT NULL UNIQUE,
  wrapped text NOT NULL,
  master_version integer NOT NULL CHECK (master_version > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  rewrapped_at timestamptz
);

-- The TOTP secret is now stored sealed (base32 inside): the format check moves to the code.
ALTER TABLE user_second_factors DROP CONSTRAINT IF EXISTS user_second_factors_secret_check;

-- A searched person's date of birth and identity number are stored sealed too: the date becomes text.
-- (name_searches is kept as written by a trigger on UPDATE; a change of column type is not an update.)
ALTER TABLE name_searches ALTER COLUMN date_of_birth TYPE text USING to_char(date_of_birth, 'YYYY-MM-DD');

-- Records kept as written may still be sealed in place once (data stored before sealing existed): the
-- sweep (modules/keys/seal-existing.ts) sets portal.sealing for its own transaction, and then only the
-- sealed columns may change. The content stays the same, only its form at rest differs.
CREATE OR REPLACE FUNCTION compliance_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.sealing', true) = 'on'
     AND (to_jsonb(NEW) - 'details') = (to_jsonb(OLD) - 'details') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'compliance records are kept as written: add a new version instead';
END;
$$;

CREATE OR REPLACE FUNCTION name_search_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'name_search_matches'
     AND current_setting('portal.sealing', true) = 'on'
     AND (to_jsonb(NEW) - 'reasons') = (to_jsonb(OLD) - 'reasons') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'screening records are kept as written';
END;
$$;

CREATE OR REPLACE FUNCTION name_searches_keep_query() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'screening records are kept as written';
  END IF;
  IF current_setting('portal.sealing', true) = 'on'
     AND (to_jsonb(NEW) - 'date_of_birth' - 'id_number') = (to_jsonb(OLD) - 'date_of_birth' - 'id_number') THEN
    RETURN NEW;
  END IF;
  IF (NEW.id, NEW.firm_id, NEW.created_by, NEW.origin, NEW.name, NEW.type, NEW.date_of_birth, NEW.nationality,
      NEW.id_number, NEW.case_id, NEW.holder_id, NEW.entity_id, NEW.threshold, NEW.list_version_ids,
      NEW.match_count, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.firm_id, OLD.created_by, OLD.origin, OLD.name, OLD.type, OLD.date_of_birth, OLD.nationality,
      OLD.id_number, OLD.case_id, OLD.holder_id, OLD.entity_id, OLD.threshold, OLD.list_version_ids,
      OLD.match_count, OLD.created_at) THEN
    RAISE EXCEPTION 'screening records are kept as written';
  END IF;
  RETURN NEW;
END;
$$;

-- A database with no identity data yet (a new one) has nothing stored before sealing: mark the sweep
-- done, so it never walks the tables of a fresh install.
INSERT INTO app_settings (key, value)
SELECT 'identity_data_sealed', now()::text
WHERE NOT EXISTS (SELECT 1 FROM cases) AND NOT EXISTS (SELECT 1 FROM entities)
  AND NOT EXISTS (SELECT 1 FROM compliance_records) AND NOT EXISTS (SELECT 1 FROM name_searches)
  AND NOT EXISTS (SELECT 1 FROM user_second_factors)
ON CONFLICT (key) DO NOTHING;
