-- Invitations by e-mail (a firm invites a client or a colleague), verification links that remember
-- which address they prove, and mail bodies with their one-time links masked once delivered.

CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  email text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('GU', 'COM_SEC', 'SYSTEM_ADMIN')),
  language text NOT NULL DEFAULT 'en',
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id uuid REFERENCES users (id),
  revoked_at timestamptz
);
CREATE INDEX invitations_firm_idx ON invitations (firm_id, created_at DESC);
CREATE INDEX invitations_email_idx ON invitations (firm_id, lower(email));

-- The address a VERIFY_EMAIL link proves: a link for an old address must not verify a new one.
ALTER TABLE user_tokens ADD COLUMN email text;

-- What the outbox shows after SMTP delivery: the same mail with its one-time link masked, so that
-- reading the outbox never hands someone else's sign-up or reset link to its reader.
ALTER TABLE mail_messages ADD COLUMN masked_text_body text;
ALTER TABLE mail_messages ADD COLUMN masked_html_body text;
