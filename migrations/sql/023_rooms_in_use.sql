-- The open-room limit counts what people use (docs/ARCHITECTURE.md, "Open rooms: what the limit counts").
-- A test play or a Play now room counts while someone is in it: each socket connection in a room is a row
-- here, written when it comes in (under its host's plan lock, so the limit is checked as it starts to
-- count), deleted when it leaves, and renewed every minute by its instance. A room whose last row is gone
-- stops counting at once; rows of an instance that died without a word go stale after three minutes.
CREATE TABLE room_presence (
  connection_id text PRIMARY KEY,
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  instance text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_presence_room_idx ON room_presence (room_id, seen_at);
CREATE INDEX room_presence_instance_idx ON room_presence (instance);

-- A new or reopened self-closing room counts for its host until this moment even before anyone comes in
-- (cleared when someone does), so opening rooms nobody enters cannot get round the limit.
ALTER TABLE rooms ADD COLUMN held_until timestamptz;
