-- Files of an active company itself (its certificates, registers, filings), not of one case: read by
-- the firm's staff and the company's linked clients.
ALTER TABLE files ADD COLUMN entity_id uuid REFERENCES entities (id);
ALTER TABLE files ADD CONSTRAINT files_owner_check CHECK (case_id IS NOT NULL OR entity_id IS NOT NULL);
CREATE INDEX files_entity_idx ON files (entity_id, created_at) WHERE entity_id IS NOT NULL;
