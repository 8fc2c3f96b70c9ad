-- The durable op log: every sequenced op of a room, committed before anyone is told of it.
-- A move is acknowledged only once its row is here, so a crash of any process, or a Redis that restarts
-- empty, loses no acknowledged move. The log is never trimmed: it is the record that lets anyone replay a
-- room from its initial state and check each random op against its commitment. Snapshots only make
-- loading fast.

CREATE TABLE room_ops (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  -- One browser tab in the room (the connection id for clients of protocol 1) and its op counter: a
  -- resent op finds its original row instead of being applied twice.
  client_id text NOT NULL,
  client_seq bigint NOT NULL,
  -- The engine's op format when it was logged, so older ops are migrated on load.
  op_version integer NOT NULL,
  -- {op (with the server's seed), actor, origin}
  payload jsonb NOT NULL,
  -- SHA-256 of the op's seed; the seeds are shown to people only once the room is closed.
  commitment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, seq),
  UNIQUE (room_id, client_id, client_seq)
);

ALTER TABLE rooms
  -- The last sequence number committed: the row lock on the room orders its ops, and numbering survives
  -- anything that happens to Redis.
  ADD COLUMN op_seq bigint NOT NULL DEFAULT 0,
  -- The state at seq 0, for replaying and verifying the whole log.
  ADD COLUMN initial_state jsonb,
  -- The engine's state format of `snapshot`, so an older one is migrated on load.
  ADD COLUMN snapshot_version integer NOT NULL DEFAULT 1;

-- Rooms from before the log: numbering goes on after their snapshot, and one never played still holds
-- its initial state as its snapshot.
UPDATE rooms SET op_seq = snapshot_seq;
UPDATE rooms SET initial_state = snapshot WHERE snapshot_seq = 0;
