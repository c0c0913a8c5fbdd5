-- Archiving an entity (issue 8 point 7): when it left the firm's active list. The reason, and every
-- archive and restore, are kept in entity_history; an archived entity keeps its linked clients, so
-- they still find it in the archive.
ALTER TABLE entities ADD COLUMN archived_at timestamptz;
UPDATE entities SET archived_at = updated_at WHERE status = 'ARCHIVED';
ALTER TABLE entities ADD CONSTRAINT entities_archived_at_check
  CHECK ((status = 'ARCHIVED') = (archived_at IS NOT NULL));
