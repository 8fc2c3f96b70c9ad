import type { Queryable } from '@tablecraft/platform';

// The room log's lines of what is done to a room as a whole (migration 021: room_log_events), kept by the
// API beside the lines of ops the socket keeps (room_log); the socket reads both (socket/src/rooms/room-talk.ts).

/** A line of the room log that no op carries, as kept: it falls after op `afterSeq`, the `n`th there. */
export interface KeptRoomEvent {
  afterSeq: number;
  n: number;
  fact: unknown;
  at: string;
}

/**
 * Keeps a line of the room log for something done to the room as a whole (migration 021), after its last
 * numbered op. Call inside the transaction that makes the change, so the line commits with it or not at
 * all. The room's row is locked first (FOR NO KEY UPDATE, as numbering an op locks it; nothing more when
 * the caller holds it already): no op is numbered and no other such line written until the transaction
 * ends, so `op_seq` is the last op before this line and `n` is free.
 */
export async function keepRoomEvent(db: Queryable, roomId: string, fact: unknown): Promise<KeptRoomEvent> {
  await db.query('SELECT 1 FROM rooms WHERE id = $1 FOR NO KEY UPDATE', [roomId]);
  const { rows } = await db.query<{ afterSeq: string; n: number; at: Date }>(
    `INSERT INTO room_log_events (room_id, after_seq, n, fact)
     SELECT r.id, r.op_seq, coalesce((SELECT max(e.n) FROM room_log_events e WHERE e.room_id = r.id AND e.after_seq = r.op_seq), 0) + 1, $2
       FROM rooms r WHERE r.id = $1
     RETURNING after_seq AS "afterSeq", n, created_at AS at`,
    [roomId, JSON.stringify(fact)],
  );
  const row = rows[0];
  if (!row) throw new Error(`room ${roomId} not found for its log line`);
  return { afterSeq: Number(row.afterSeq), n: row.n, fact, at: row.at.toISOString() };
}
