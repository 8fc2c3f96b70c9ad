-- Game settings, members, players, invites, activation keys and the old names of renamed games.

-- Who may play, whether visitors may watch, and the public game page's content.
ALTER TABLE games
  ADD COLUMN play_permission text NOT NULL DEFAULT 'anyone' CHECK (play_permission IN ('anyone', 'users', 'players')),
  ADD COLUMN allow_spectators boolean NOT NULL DEFAULT true,
  ADD COLUMN thumbnail_asset_id uuid REFERENCES assets (id) ON DELETE SET NULL,
  -- Markdown shown on the public game page.
  ADD COLUMN page_overview text NOT NULL DEFAULT '',
  ADD COLUMN min_players integer CHECK (min_players BETWEEN 1 AND 100),
  ADD COLUMN max_players integer CHECK (max_players BETWEEN 1 AND 100),
  ADD COLUMN play_minutes integer CHECK (play_minutes BETWEEN 1 AND 10000),
  -- Images of the game page, in order: assets uploaded to this game (checked when saved).
  ADD COLUMN page_image_ids uuid[] NOT NULL DEFAULT '{}',
  -- The highest revision number ever published: a deleted v2 is never reused for other content.
  ADD COLUMN last_revision_number integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT games_player_count_order CHECK (min_players IS NULL OR max_players IS NULL OR min_players <= max_players);

UPDATE games g SET last_revision_number = coalesce((SELECT max(number) FROM revisions r WHERE r.game_id = g.id), 0);

-- Collaborators. The owner has a row too (role owner, exactly one), kept in step with games.owner_id.
CREATE TABLE game_members (
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, user_id)
);
CREATE UNIQUE INDEX game_members_one_owner_key ON game_members (game_id) WHERE role = 'owner';
CREATE INDEX game_members_user_idx ON game_members (user_id);

INSERT INTO game_members (game_id, user_id, role) SELECT id, owner_id, 'owner' FROM games;

-- Every new game starts with its owner as a member, whichever code path inserts it.
CREATE FUNCTION games_owner_member() RETURNS trigger AS $$
BEGIN
  INSERT INTO game_members (game_id, user_id, role) VALUES (NEW.id, NEW.owner_id, 'owner');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER games_owner_member AFTER INSERT ON games FOR EACH ROW EXECUTE FUNCTION games_owner_member();

-- People allowed to play a game that is private or open to listed players only.
CREATE TABLE game_players (
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- How they got access: added by name, through an invite, or by an activation key.
  source text NOT NULL CHECK (source IN ('added', 'invite', 'key')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, user_id)
);
CREATE INDEX game_players_user_idx ON game_players (user_id);

-- Old addresses of renamed (or transferred) games, so links keep working. The current name wins.
CREATE TABLE game_name_history (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_name text NOT NULL,
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX game_name_history_key ON game_name_history (owner_id, lower(game_name));
CREATE INDEX game_name_history_game_idx ON game_name_history (game_id);

-- Invites to join a game as a member (editor or viewer) or as a player. The code is the link.
CREATE TABLE invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (length(code) >= 16),
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('member', 'player')),
  role text CHECK (role IN ('editor', 'viewer')),
  -- Set when the invite was mailed; shown in the list of invites.
  email text,
  max_uses integer NOT NULL DEFAULT 1 CHECK (max_uses BETWEEN 1 AND 1000),
  use_count integer NOT NULL DEFAULT 0 CHECK (use_count >= 0 AND use_count <= max_uses),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'member') = (role IS NOT NULL))
);
CREATE INDEX invites_game_idx ON invites (game_id, created_at DESC);

CREATE TABLE invite_uses (
  invite_id uuid NOT NULL REFERENCES invites (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invite_id, user_id)
);
CREATE INDEX invite_uses_user_idx ON invite_uses (user_id);

-- Activation keys, made in batches by an operator: Pro for some days, or player access to a game.
-- Only a hash of each key is stored; the command that makes them prints them once.
CREATE TABLE activation_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code_hash bytea NOT NULL UNIQUE,
  batch_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pro', 'player')),
  pro_days integer CHECK (pro_days BETWEEN 1 AND 3650),
  game_id uuid REFERENCES games (id) ON DELETE CASCADE,
  max_uses integer NOT NULL DEFAULT 1 CHECK (max_uses BETWEEN 1 AND 100000),
  use_count integer NOT NULL DEFAULT 0 CHECK (use_count >= 0 AND use_count <= max_uses),
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'pro') = (pro_days IS NOT NULL)),
  CHECK ((kind = 'player') = (game_id IS NOT NULL))
);
CREATE INDEX activation_keys_batch_idx ON activation_keys (batch_id);
CREATE INDEX activation_keys_game_idx ON activation_keys (game_id) WHERE game_id IS NOT NULL;

-- A key works once per account.
CREATE TABLE activation_key_redemptions (
  key_id uuid NOT NULL REFERENCES activation_keys (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key_id, user_id)
);
CREATE INDEX activation_key_redemptions_user_idx ON activation_key_redemptions (user_id);
