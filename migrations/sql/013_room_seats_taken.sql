-- How many of a room's seats are held, written by the socket on every seat change (with the op's sequence
-- number, so a late write from another instance never overwrites a newer count), for the list of one's
-- rooms. Null until the first seat change: the starting snapshot's seats tell it then.
ALTER TABLE rooms ADD COLUMN seats_taken integer;
ALTER TABLE rooms ADD COLUMN seats_taken_seq bigint NOT NULL DEFAULT 0;
