-- Guests: people who sit at a room's table without an account. A guest is a users row (so seats, bans,
-- chat and the log name them like anyone) that never logs in: it has no password, no usable e-mail and
-- no public profile, and is reached only through its own guest cookie, which the API reads for rooms alone.
-- Signing up from a guest session turns the row into the account, so every seat and hand stays with it.
ALTER TABLE users ADD COLUMN guest boolean NOT NULL DEFAULT false;
-- The address a guest was made from, for the per-address limit on new guests (null for accounts).
ALTER TABLE users ADD COLUMN guest_address text;
CREATE INDEX users_guest_address_idx ON users (guest_address, created_at) WHERE guest;

-- A room's invite: whoever opens the room's link with it may play in this room (and only this one), also
-- for a Private game. Null when the host turned it off. Unguessable (256 bits), unique across rooms.
ALTER TABLE rooms ADD COLUMN invite_token text UNIQUE;

-- People the current invite let in. Turning the invite off or making a new one deletes these rows, and
-- the sockets of the people concerned are re-checked like any other narrowing of access.
CREATE TABLE room_admissions (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_admissions_user_idx ON room_admissions (user_id);

-- Test plays and template Play now rooms close themselves once nobody has been in them for a while (their
-- state is kept; they can be reopened), and count toward no plan limit while nobody is in them.
ALTER TABLE rooms ADD COLUMN closes_when_idle boolean NOT NULL DEFAULT false;
-- Last time a socket instance saw someone connected to the room (refreshed while anyone is there).
ALTER TABLE rooms ADD COLUMN present_at timestamptz;
CREATE INDEX rooms_idle_close_idx ON rooms (status, closes_when_idle) WHERE closes_when_idle;
