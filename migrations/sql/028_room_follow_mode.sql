-- "Follow a seat" (docs/ARCHITECTURE.md, "Watching"): the host's other spectator mode. A watcher sees
-- exactly what one seat sees, live, while that seat's player agrees (room_follow_consents; taking it back
-- deletes the row). A room has one mode at a time: its row in room_watch_modes says which. Following has
-- no delay, so its delay columns are empty.
ALTER TABLE room_watch_modes DROP CONSTRAINT room_watch_modes_kind_check;
ALTER TABLE room_watch_modes ADD CONSTRAINT room_watch_modes_kind_check CHECK (kind IN ('everyHand', 'follow'));
ALTER TABLE room_watch_modes ALTER COLUMN delay_moves DROP NOT NULL, ALTER COLUMN delay_seconds DROP NOT NULL;
ALTER TABLE room_watch_modes ADD CONSTRAINT room_watch_modes_delay_check
  CHECK ((kind = 'everyHand') = (delay_moves IS NOT NULL AND delay_seconds IS NOT NULL));

CREATE TABLE room_follow_consents (
  room_id uuid NOT NULL REFERENCES room_watch_modes (room_id) ON DELETE CASCADE,
  seat_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  agreed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, seat_id)
);
