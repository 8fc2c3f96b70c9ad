-- Sign-up is verify-first: the account is created only once the link mailed to the address is opened.
-- Until then the sign-up waits here, with a hash of the link's token (never the token itself) and the
-- password already hashed. One pending sign-up per address (in any letter case): a newer one replaces it.
CREATE TABLE pending_sign_ups (
  token_hash bytea PRIMARY KEY,
  user_name text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX pending_sign_ups_email_key ON pending_sign_ups (lower(email));
-- Expired sign-ups are swept when new ones are stored.
CREATE INDEX pending_sign_ups_expires_at_idx ON pending_sign_ups (expires_at);
