-- When a closed room's seeds were first shown (its fairness record read). From then on everyone can
-- rebuild every hand and deck order of that room, so it may not be reopened for play.
ALTER TABLE rooms ADD COLUMN seeds_revealed_at timestamptz;
