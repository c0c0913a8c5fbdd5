-- Mail from the contact form is answered to the person who wrote it, not to the portal.
ALTER TABLE mail_messages ADD COLUMN reply_to text CHECK (length(reply_to) <= 254);
