-- Messaging (issue 7): one topic per pair of people, its messages in order, and how far each of the
-- two has read.
CREATE TABLE message_topics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Both user ids in order, joined by '_' (the spec's topicName).
  topic_name text NOT NULL UNIQUE,
  user_a uuid NOT NULL REFERENCES users (id),
  user_b uuid NOT NULL REFERENCES users (id),
  last_seq bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_a < user_b)
);
CREATE INDEX message_topics_a_idx ON message_topics (user_a, last_message_at DESC);
CREATE INDEX message_topics_b_idx ON message_topics (user_b, last_message_at DESC);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topic_id uuid NOT NULL REFERENCES message_topics (id),
  -- Position within the topic: messages arrive and page in this order.
  seq bigint NOT NULL,
  sender_id uuid NOT NULL REFERENCES users (id),
  body text NOT NULL,
  client_message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (topic_id, seq)
);
CREATE UNIQUE INDEX messages_client_id_idx ON messages (topic_id, sender_id, client_message_id)
  WHERE client_message_id IS NOT NULL;

-- The last seq each member has read; unread = messages of the other after it.
CREATE TABLE message_reads (
  topic_id uuid NOT NULL REFERENCES message_topics (id),
  user_id uuid NOT NULL REFERENCES users (id),
  read_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (topic_id, user_id)
);
