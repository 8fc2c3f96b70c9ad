-- Accounts: plans (limits as data), users, sessions and password resets.

CREATE TABLE plans (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- NULL means unlimited.
  max_private_games integer,
  max_open_rooms integer,
  max_asset_bytes bigint,
  max_seats_per_room integer,
  sort_order integer NOT NULL DEFAULT 0
);

INSERT INTO plans (id, name, max_private_games, max_open_rooms, max_asset_bytes, max_seats_per_room, sort_order) VALUES
  ('free', 'Free', 3, 5, 100000000, 8, 0),
  ('pro', 'Pro', NULL, 50, 5000000000, 20, 1);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_name text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  image text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  plan_id text NOT NULL DEFAULT 'free' REFERENCES plans (id),
  -- Pro granted by an activation key lasts until this time; NULL when not key-granted.
  pro_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- userName and email are unique regardless of case.
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Only a hash of the token is stored: a leaked table does not leak sessions.
  token_hash bytea NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE password_resets (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
