-- Name screening records (issue 20) and the acceptance of legal texts (spec §1).

-- Who accepted which version of a legal text (the name-search terms, the recognition terms).
CREATE TABLE legal_acceptances (
  user_id uuid NOT NULL REFERENCES users (id),
  text text NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, text, version)
);

-- A search as it ran: the query, the list versions, the threshold. Kept as written (trigger below);
-- only its outcome and open-hit count follow the decisions taken on its hits.
CREATE TABLE name_searches (
  id uuid PRIMARY KEY,
  -- null: a search by the platform operator (SMOOOTH), seen only by SMOOOTH.
  firm_id uuid REFERENCES firms (id),
  -- null: ongoing monitoring (the job) searched.
  created_by uuid REFERENCES users (id),
  origin text NOT NULL CHECK (origin IN ('MANUAL', 'DUE_DILIGENCE', 'MONITORING')),
  name text NOT NULL,
  type char(1) NOT NULL CHECK (type IN ('I', 'C')),
  date_of_birth date,
  nationality text,
  id_number text,
  case_id uuid REFERENCES cases (id),
  holder_id text,
  entity_id uuid REFERENCES entities (id),
  threshold numeric(4, 3) NOT NULL,
  list_version_ids jsonb NOT NULL,
  match_count integer NOT NULL,
  open_hits integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('NO_HITS', 'PENDING', 'CLEARED', 'ESCALATED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX name_searches_firm_idx ON name_searches (firm_id, created_at DESC, id);
CREATE INDEX name_searches_case_idx ON name_searches (case_id, holder_id, created_at DESC) WHERE case_id IS NOT NULL;
CREATE INDEX name_searches_entity_idx ON name_searches (entity_id, holder_id, created_at DESC) WHERE entity_id IS NOT NULL;
CREATE INDEX name_searches_name_trgm_idx ON name_searches USING gin (lower(name) gin_trgm_ops);

-- The matches as they were when the search ran (the listed entry's details copied: a later list
-- version may change or drop the entry, the record must not).
CREATE TABLE name_search_matches (
  id uuid PRIMARY KEY,
  search_id uuid NOT NULL REFERENCES name_searches (id),
  rank integer NOT NULL,
  list text NOT NULL,
  list_entry_id text NOT NULL,
  reference text NOT NULL,
  name text NOT NULL,
  matched_name text NOT NULL,
  matched_quality text NOT NULL,
  score numeric(4, 3) NOT NULL,
  reasons jsonb NOT NULL,
  entry jsonb NOT NULL,
  UNIQUE (search_id, rank)
);

-- A decision on a hit: a false positive (with its reason) or a possible match escalated. A later
-- decision on the same hit supersedes the earlier one in the screens; both stay.
CREATE TABLE name_search_decisions (
  id uuid PRIMARY KEY,
  search_id uuid NOT NULL REFERENCES name_searches (id),
  match_id uuid NOT NULL REFERENCES name_search_matches (id),
  decision text NOT NULL CHECK (decision IN ('FALSE_POSITIVE', 'POSSIBLE_MATCH')),
  reason text NOT NULL,
  -- null: carried forward by ongoing monitoring from an earlier decision on the same listed entry.
  decided_by uuid REFERENCES users (id),
  carried_from uuid REFERENCES name_search_decisions (id),
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX name_search_decisions_search_idx ON name_search_decisions (search_id, decided_at);

CREATE FUNCTION name_search_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'screening records are kept as written';
END;
$$;
CREATE TRIGGER name_search_matches_no_change BEFORE UPDATE OR DELETE ON name_search_matches
  FOR EACH ROW EXECUTE FUNCTION name_search_records_immutable();
CREATE TRIGGER name_search_decisions_no_change BEFORE UPDATE OR DELETE ON name_search_decisions
  FOR EACH ROW EXECUTE FUNCTION name_search_records_immutable();

-- The search itself: only the outcome and the open-hit count may follow its decisions.
CREATE FUNCTION name_searches_keep_query() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'screening records are kept as written';
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
CREATE TRIGGER name_searches_no_change BEFORE UPDATE OR DELETE ON name_searches
  FOR EACH ROW EXECUTE FUNCTION name_searches_keep_query();
