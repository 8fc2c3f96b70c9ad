-- Saved tables: a room's whole state (every hand, every deck's order) kept with its game under a name,
-- to start a new room from later or to download as a table file. Anyone who may manage a room saves it;
-- only the game's editors read a save's state (the API builds rooms from it without handing it out).
CREATE TABLE table_saves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- The revision the room played: the state's pieces are its components. A save cannot outlive it.
  revision_id uuid NOT NULL REFERENCES revisions (id) ON DELETE CASCADE,
  -- The room it was saved from (null for an uploaded table file, or once the room is gone): a room whose
  -- seeds were revealed has no secrets left, so neither have the tables saved from it.
  room_id uuid REFERENCES rooms (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  state jsonb NOT NULL,
  -- The state's size as JSON text, kept by Postgres: counted in the plan's storage like a revision.
  bytes bigint GENERATED ALWAYS AS (octet_length(state::text)) STORED,
  -- Whose storage it counts in; once that account is gone, the game's owner's.
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX table_saves_game_idx ON table_saves (game_id, created_at DESC);
CREATE INDEX table_saves_created_by_idx ON table_saves (created_by);

-- The save a room was started from. Closing a room shows its initial state with its fairness record, and a
-- room's initial state is its save's table: once anyone has read it, the save holds no secrets, and rooms
-- are no longer started from it (as a room whose seeds were revealed is never reopened).
ALTER TABLE rooms ADD COLUMN from_save_id uuid REFERENCES table_saves (id) ON DELETE SET NULL;
CREATE INDEX rooms_from_save_idx ON rooms (from_save_id) WHERE from_save_id IS NOT NULL;
