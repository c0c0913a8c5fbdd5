-- Message attachments (issue 7): a file uploaded for a conversation belongs to its topic, and only
-- the topic's two members read it; a message lists the files it carries, in order.
ALTER TABLE files ADD COLUMN topic_id uuid REFERENCES message_topics (id);
CREATE INDEX files_topic_idx ON files (topic_id) WHERE topic_id IS NOT NULL;
ALTER TABLE messages ADD COLUMN attachment_ids uuid[] NOT NULL DEFAULT '{}';
