import type { Queryable } from '@tablecraft/platform';
import { roomEngine } from '../src/rooms/engine.ts';
import { applyLogged } from '../src/rooms/loaded-room.ts';
import type { SequencedEntry } from '../src/rooms/sequencer.ts';

/**
 * The room as the serial application of its whole log, from its initial state, in sequence order: what
 * every replica and every client must end up with. Also checks the log has no hole.
 */
export async function replayRoom(db: Queryable, roomId: string) {
  const room = (
    await db.query<{ initial_state: unknown; op_seq: number }>('SELECT initial_state, op_seq FROM rooms WHERE id = $1', [roomId])
  ).rows[0]!;
  const { rows } = await db.query<SequencedEntry & { clientId: string; clientSeq: number }>(
    'SELECT seq, op_version AS "opVersion", payload, commitment, client_id AS "clientId", client_seq AS "clientSeq" FROM room_ops WHERE room_id = $1 ORDER BY seq',
    [roomId],
  );
  rows.forEach((row, i) => {
    if (row.seq !== i + 1) throw new Error(`the log of room ${roomId} has a hole before ${row.seq}`);
  });
  if (rows.length !== Number(room.op_seq)) throw new Error(`op_seq ${room.op_seq} but ${rows.length} ops logged`);
  let state = roomEngine.restore(room.initial_state);
  for (const row of rows) state = applyLogged(roomEngine, state, row).state;
  return { state, seq: rows.length, log: rows, viewFor: (seatId: string | null) => roomEngine.view(state, seatId) };
}
