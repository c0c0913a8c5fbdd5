-- Sanctions lists (issue 20 point 1): each import of the UN or OFAC list is a version of its own,
-- kept whole, so a search record can say which publication it ran on; one version per list is the
-- current one searches use.
CREATE TABLE screening_list_versions (
  id uuid PRIMARY KEY,
  list text NOT NULL CHECK (list IN ('UN', 'OFAC')),
  -- When the list was generated (UN dateGenerated); OFAC's CSV does not say.
  published_date date,
  imported_at timestamptz NOT NULL DEFAULT now(),
  -- null: imported from the command line.
  imported_by uuid REFERENCES users (id),
  -- Of the files together (their names do not count): the same files give the same checksum.
  sha256 text NOT NULL,
  -- [{ name, kind, sha256, bytes }] in the order the list reads them.
  files jsonb NOT NULL,
  entry_count integer NOT NULL,
  name_count integer NOT NULL,
  individual_count integer NOT NULL,
  entity_count integer NOT NULL,
  current boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX screening_list_versions_current_idx ON screening_list_versions (list) WHERE current;
CREATE INDEX screening_list_versions_sha_idx ON screening_list_versions (list, sha256);

-- The parties of a version: the whole list entry (names, dates, documents…) as the importer read it.
CREATE TABLE screening_entries (
  id uuid PRIMARY KEY,
  version_id uuid NOT NULL REFERENCES screening_list_versions (id),
  -- Its place in the list's files, so a version reads back in the list's own order.
  position integer NOT NULL,
  list text NOT NULL,
  -- UN DATAID or OFAC entity number.
  list_entry_id text NOT NULL,
  reference text NOT NULL,
  type char(1) NOT NULL CHECK (type IN ('I', 'C', 'V', 'A')),
  primary_name text NOT NULL,
  entry jsonb NOT NULL,
  UNIQUE (version_id, list_entry_id)
);
CREATE INDEX screening_entries_version_idx ON screening_entries (version_id, position);

-- Every name and alias of the entries, normalised as the matcher compares names, with a trigram
-- index for candidates that differ by a typo.
CREATE TABLE screening_names (
  id bigserial PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES screening_entries (id),
  version_id uuid NOT NULL REFERENCES screening_list_versions (id),
  name text NOT NULL,
  quality text NOT NULL CHECK (quality IN ('PRIMARY', 'GOOD', 'LOW')),
  script text NOT NULL CHECK (script IN ('LATIN', 'HAN', 'OTHER')),
  normalised text NOT NULL
);
CREATE INDEX screening_names_entry_idx ON screening_names (entry_id);
CREATE INDEX screening_names_version_idx ON screening_names (version_id);
CREATE INDEX screening_names_trgm_idx ON screening_names USING gin (normalised gin_trgm_ops);
