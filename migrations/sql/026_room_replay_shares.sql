-- Rooms whose players let anyone who may open the room watch its replay (docs/FAIRNESS.md, "Replays"). An
-- ended room's record is its players' (and the game's members') to read; a row here shares its replay
-- beyond them, as far as the room itself may be opened. Deleting the row takes the sharing back.
CREATE TABLE room_replay_shares (
  room_id uuid PRIMARY KEY REFERENCES rooms (id) ON DELETE CASCADE,
  shared_by uuid REFERENCES users (id) ON DELETE SET NULL,
  shared_at timestamptz NOT NULL DEFAULT now()
);
