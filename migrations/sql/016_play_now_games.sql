-- The game a user plays a template with (Play now on /create): made the first time, found again after,
-- so playing the same template twice opens a room of the same game instead of making another.
ALTER TABLE games ADD COLUMN play_now_template text;
CREATE UNIQUE INDEX games_play_now_template_key ON games (owner_id, play_now_template) WHERE play_now_template IS NOT NULL;
