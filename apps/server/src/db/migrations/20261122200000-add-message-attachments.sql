-- Message attachments (issue 7): a file uploaded for a conversation belongs to its topic, and only
-- the topic's two members read it; a message lists the files it carries, in order.
ALTER TABLE files ADD COLUMN topic_id uuid REFERENCES message_topics (id);
ALTER TABLE files DROP CONSTRAINT files_owner_check;
ALTER TABLE files ADD CONSTRAINT files_owner_check
  CHECK (case_id IS NOT NULL OR entity_id IS NOT NULL OR topic_id IS NOT NULL);
CREATE INDEX files_topic_idx ON files (topic_id) WHERE topic_id IS NOT NULL;
ALTER TABLE messages ADD COLUMN attachment_ids uuid[] NOT NULL DEFAULT '{}';
