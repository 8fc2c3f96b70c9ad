-- Spectator modes (docs/ARCHITECTURE.md, "Watching"): the host of a room may let watchers see every hand,
-- a delay behind (in moves and in seconds, whichever is further back). Off unless a row is here; asking
-- until every player who has sat in the room agreed (room_watch_answers), and off again if one refuses.
CREATE TABLE room_watch_modes (
  room_id uuid PRIMARY KEY REFERENCES rooms (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('everyHand')),
  delay_moves integer NOT NULL CHECK (delay_moves >= 1),
  delay_seconds integer NOT NULL CHECK (delay_seconds >= 1),
  chosen_by uuid REFERENCES users (id) ON DELETE SET NULL,
  chosen_at timestamptz NOT NULL DEFAULT now()
);

-- Each player's answer to the mode the host chose; a new choice clears them.
CREATE TABLE room_watch_answers (
  room_id uuid NOT NULL REFERENCES room_watch_modes (room_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  agreed boolean NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);

-- Who watched every hand, and when last: the players see who is watching (anyone seen in the last minute).
CREATE TABLE room_watchers (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  -- A user's id, or 'visitor:' and a random id a visitor's page keeps.
  watcher text NOT NULL,
  name text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, watcher)
);
