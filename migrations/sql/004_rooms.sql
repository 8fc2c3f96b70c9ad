-- Rooms: a game revision being played, its snapshot, and who has played in it.

CREATE TABLE rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Unguessable code from an unambiguous alphabet, used in URLs.
  code text NOT NULL UNIQUE,
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- A room keeps its revision: a published revision in use cannot be deleted.
  revision_id uuid NOT NULL REFERENCES revisions (id) ON DELETE RESTRICT,
  host_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A test play of the draft, private to the game's editors.
  test_play boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- The latest room state written by the socket service, and the sequence number it includes.
  snapshot jsonb,
  snapshot_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX rooms_host_idx ON rooms (host_id, status);
CREATE INDEX rooms_game_idx ON rooms (game_id);

CREATE TABLE room_players (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seat_id text,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_players_user_idx ON room_players (user_id);
