-- People the host removed from a room. They may not join it again, as a player or a spectator, until the
-- host lets them back (the row is deleted). Checked by the room rules on every path to the room.
CREATE TABLE room_bans (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Who removed them (kept for the record; null once that account is gone).
  banned_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
