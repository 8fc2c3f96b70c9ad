-- Games and their revisions: one editable draft per game plus frozen, published revisions.

CREATE TABLE games (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_name text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('public', 'unlisted', 'private')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A game name is a URL slug, unique per owner regardless of case.
CREATE UNIQUE INDEX games_owner_game_name_key ON games (owner_id, lower(game_name));
CREATE INDEX games_public_newest_idx ON games (created_at DESC) WHERE visibility = 'public';
CREATE INDEX games_owner_idx ON games (owner_id);

CREATE TABLE revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- NULL for the draft; 1, 2, 3… for published revisions named v1, v2, v3…
  number integer,
  name text NOT NULL,
  document jsonb NOT NULL,
  -- Optimistic concurrency: every save names the version it started from.
  version integer NOT NULL DEFAULT 1,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  CHECK ((number IS NULL AND name = 'draft' AND published_at IS NULL) OR (number > 0 AND name = 'v' || number AND published_at IS NOT NULL))
);
CREATE UNIQUE INDEX revisions_game_name_key ON revisions (game_id, name);
-- Exactly one draft per game.
CREATE UNIQUE INDEX revisions_one_draft_key ON revisions (game_id) WHERE number IS NULL;

-- Published revisions are frozen: the database refuses edits to their content.
CREATE FUNCTION revisions_frozen() RETURNS trigger AS $$
BEGIN
  IF OLD.number IS NOT NULL AND (NEW.document IS DISTINCT FROM OLD.document OR NEW.number IS DISTINCT FROM OLD.number) THEN
    RAISE EXCEPTION 'published revision % is frozen', OLD.name USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER revisions_frozen BEFORE UPDATE ON revisions FOR EACH ROW EXECUTE FUNCTION revisions_frozen();
