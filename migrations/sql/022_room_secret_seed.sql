-- Each room's secret seed (fairness protocol 2, docs/FAIRNESS.md): the server's half of every move's seed
-- is derived from it, so it is fixed before any page sends entropy and no move leaves the server a choice.
-- Every page receives its SHA-256 before it sends anything; the seed itself is revealed only with the
-- room's record, once its game has ended. 256 bits from two of Postgres's strong random UUIDs (122 random
-- bits each, pg_strong_random) hashed together, drawn per row, so rooms that exist already get one each.
ALTER TABLE rooms
  ADD COLUMN secret_seed text NOT NULL
  DEFAULT encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex');
