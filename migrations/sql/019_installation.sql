-- The installation this database belongs to: one row, written by the first service that starts with Redis.
-- QUEUE_PREFIX names the installation's queues, Redis keys and pub/sub channels; services of one database
-- that used different prefixes would each see only half of the jobs and moves, so a service whose prefix
-- differs from the one recorded here refuses to start (platform/src/installation.ts).
CREATE TABLE installation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  queue_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
