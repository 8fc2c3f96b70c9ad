-- When a room's game ended ("End the game and reveal"). Closing a room is only a pause: its seeds and
-- initial state stay secret and it may be reopened. Ending is final: a room with ended_at is closed for
-- good, and only then is its fairness record (seeds, initial state) readable. Rooms whose seeds were
-- already shown under the old rule (seeds_revealed_at) are ended at that moment.
ALTER TABLE rooms ADD COLUMN ended_at timestamptz;
UPDATE rooms SET ended_at = seeds_revealed_at, status = 'closed' WHERE seeds_revealed_at IS NOT NULL;
ALTER TABLE rooms ADD CONSTRAINT rooms_ended_is_closed CHECK (ended_at IS NULL OR status = 'closed');
