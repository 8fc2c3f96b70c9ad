-- The room log and chat. Each committed op's line is kept as a fact: what everyone at the table may know
-- of it (a card is named only when everyone saw its face at both ends), with seats kept apart, so each
-- seat's line is rendered for that seat when it is sent ("you"), never stored rendered for everyone.
-- Written by the instance that committed the op, once it is applied.
CREATE TABLE room_log (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  fact jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, seq)
);

-- What people in a room said: players and logged-in spectators, plain text (shown as text), kept with
-- the room. The author's name is kept as it was, so a message reads the same after they rename.
CREATE TABLE room_chat (
  id bigserial PRIMARY KEY,
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_chat_room_id ON room_chat (room_id, id);
