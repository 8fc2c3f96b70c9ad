-- People a room's invite let in, put out when the host turned the invite off (docs/ARCHITECTURE.md,
-- "Guests and invite links"). Like a removal, but no bar: a new link lets them in again, which deletes the
-- row. The socket frees every seat held by, or kept for, someone here who may not play in the room now,
-- under one key per turn-off and seat, on every instance with the room loaded and on the room's next load.
CREATE TABLE room_invite_evictions (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_invite_evictions_user_idx ON room_invite_evictions (user_id);

-- How many of a room's seats nobody holds and none is kept for (its player left it with cards), as of the
-- same op as seats_taken: the invite link's door offers a full room to watch instead of a seat. Null until
-- the first seat change, when the snapshot says.
ALTER TABLE rooms ADD COLUMN seats_free integer;
