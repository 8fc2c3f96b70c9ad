-- Lines of the room log that no op carries: what was done to the room as a whole (its host role handed
-- over, its game ended, closed for now, reopened), naming who did it. Each is a fact like an op's line
-- (room_log), written by the API in the transaction that makes the change: a refused change writes none,
-- and a change that commits always has its line. A line falls after the room's last numbered op: after_seq
-- is rooms.op_seq when it was written, read under the room row's lock (which numbering ops waits for), and
-- n numbers the lines after that op from 1. Every reader of the log reads both tables, in (seq, n) order,
-- an op's own line first (docs/ARCHITECTURE.md, "The room log and chat").
CREATE TABLE room_log_events (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  after_seq bigint NOT NULL CHECK (after_seq >= 0),
  n integer NOT NULL CHECK (n >= 1),
  fact jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, after_seq, n)
);
