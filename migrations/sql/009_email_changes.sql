-- A new e-mail address takes effect only once a link mailed to it is opened: the request waits here.
-- Only a hash of the link's token is stored, as for password resets.
CREATE TABLE email_changes (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_changes_user_id_idx ON email_changes (user_id);
