-- Appends committed ops of several rooms in one statement, one transaction and one WAL flush: a socket
-- instance with ops of many rooms waiting commits them together instead of one round trip per room.
-- The rooms' rows are locked first, in the order of their ids, so two instances appending for rooms they
-- share wait for each other instead of deadlocking (an UPDATE ... FROM locks in whatever order its plan
-- reads the rows). The lock is the one the UPDATE takes anyway (FOR NO KEY UPDATE): FOR UPDATE would also
-- wait for every insert that names the room by its foreign key (its log lines, chat, the other instance's
-- ops), and those hold the rows while they write. Each op carries its place in the batch (i) and in its room's share of it (n, from 1);
-- the room's numbers are taken under its row lock, as for one room. Returns the number each op was given;
-- an op whose room no longer exists is left out. A resend already in the log violates the unique key
-- on (room, client, client_seq) and fails the whole statement: the caller then commits room by room.
CREATE FUNCTION append_room_ops(batch jsonb) RETURNS TABLE (batch_index integer, logged_seq bigint)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM rooms
    WHERE id IN (SELECT (op->>'room_id')::uuid FROM jsonb_array_elements(batch) AS op)
    ORDER BY id FOR NO KEY UPDATE;
  RETURN QUERY
  WITH ops AS (
    SELECT * FROM jsonb_to_recordset(batch)
      AS o(i integer, room_id uuid, n integer, client_id text, client_seq bigint, op_version integer, payload jsonb, commitment text)
  ), counts AS (
    SELECT o.room_id, count(*)::bigint AS taken FROM ops o GROUP BY o.room_id
  ), numbered AS (
    UPDATE rooms r SET op_seq = r.op_seq + c.taken, last_activity_at = now()
      FROM counts c WHERE r.id = c.room_id
      RETURNING r.id AS room_id, r.op_seq - c.taken AS base
  ), inserted AS (
    INSERT INTO room_ops (room_id, seq, client_id, client_seq, op_version, payload, commitment)
    SELECT o.room_id, nb.base + o.n, o.client_id, o.client_seq, o.op_version, o.payload, o.commitment
      FROM ops o JOIN numbered nb ON nb.room_id = o.room_id
    RETURNING room_ops.room_id, room_ops.seq, room_ops.client_id, room_ops.client_seq
  )
  SELECT o.i, ins.seq FROM inserted ins
    JOIN ops o ON o.room_id = ins.room_id AND o.client_id = ins.client_id AND o.client_seq = ins.client_seq;
END
$$;
