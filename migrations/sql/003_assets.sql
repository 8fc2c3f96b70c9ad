-- Assets: uploaded images. The original and its renditions live in the object store; Postgres keeps
-- their keys and the pipeline's state. game_id gets its foreign key once assets are attached to games.

CREATE TABLE assets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id uuid,
  -- image: renditions and a thumbnail; avatar: square crops; sheet: also cut into rows × columns frames.
  pipeline text NOT NULL CHECK (pipeline IN ('image', 'avatar', 'sheet')),
  "rows" integer CHECK ("rows" BETWEEN 1 AND 50),
  "columns" integer CHECK ("columns" BETWEEN 1 AND 50),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
  -- Human-readable, shown to the owner when status is failed.
  failure_reason text,
  original_key text NOT NULL,
  -- Sniffed from the bytes at upload, never taken from the client.
  content_type text NOT NULL,
  byte_size bigint NOT NULL CHECK (byte_size >= 0),
  width integer,
  height integer,
  -- { "thumb": { "key", "width", "height", "contentType", "byteSize" }, "256": …, … }
  renditions jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [ { "index", "row", "column", "key", "width", "height", "byteSize" }, … ] for sheets.
  frames jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((pipeline = 'sheet') = ("rows" IS NOT NULL AND "columns" IS NOT NULL))
);

-- A user's library (newest first) and the plan-quota sum.
CREATE INDEX assets_owner_id_idx ON assets (owner_id, created_at DESC);
CREATE INDEX assets_game_id_idx ON assets (game_id) WHERE game_id IS NOT NULL;
-- The worker's start-up sweep re-enqueues assets still waiting for the pipeline.
CREATE INDEX assets_pending_idx ON assets (created_at) WHERE status = 'pending';
