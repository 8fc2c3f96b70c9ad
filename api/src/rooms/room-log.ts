import type { Queryable } from '@tablecraft/platform';

/** One sequenced op of a room as its durable log keeps it (migration 006): the op with its seed, and its commitment. */
export interface RoomLogEntry {
  seq: number;
  opVersion: number;
  /**
   * {op (with seed), actor, followUps (the game's scripts' answer, when there was one)}: what replaying
   * needs. Where it came from (instance, connection) and the script log (the game's members') stay private.
   */
  payload: { op: unknown; actor: unknown; followUps?: unknown[] };
  commitment: string;
}

/**
 * A room's state before its first op, its secret seed (every move's server half derives from it,
 * docs/FAIRNESS.md) and its whole log, in order: the record anyone can replay. Only ever read for a room
 * whose game has ended: before that, the secret would let a player foresee every shuffle.
 */
export async function loadRoomLog(
  db: Queryable,
  roomId: string,
): Promise<{ initialState: unknown; roomSecret: string; ops: RoomLogEntry[] } | null> {
  const room = await db.query<{ initialState: unknown; roomSecret: string }>(
    'SELECT initial_state AS "initialState", secret_seed AS "roomSecret" FROM rooms WHERE id = $1',
    [roomId],
  );
  if (room.rowCount === 0) return null;
  const { rows } = await db.query<RoomLogEntry>(
    `SELECT seq, op_version AS "opVersion", jsonb_build_object('op', payload -> 'op', 'actor', payload -> 'actor')
              || CASE WHEN payload ? 'followUps' THEN jsonb_build_object('followUps', payload -> 'followUps') ELSE '{}'::jsonb END AS payload, commitment
       FROM room_ops WHERE room_id = $1 ORDER BY seq`,
    [roomId],
  );
  return { initialState: room.rows[0]!.initialState, roomSecret: room.rows[0]!.roomSecret, ops: rows };
}
