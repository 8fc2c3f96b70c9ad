import type { Queryable } from '@tablecraft/platform';

// What the saves feature asks of rooms about a room's table and its game: rooms owns the rooms and their
// logged ops (docs/ARCHITECTURE.md, "Tables and their owners"), so these questions are answered here.

/** A room's table as stored now: its snapshot (or its initial state) and every op logged after it. */
export interface RoomTableNow {
  snapshot: unknown;
  ops: Array<{
    seq: number;
    opVersion: number;
    payload: { op: unknown; actor: { userId: string; seatId: string | null }; followUps?: unknown[] };
  }>;
}

/**
 * A room's table as stored now: its snapshot (or, before the first, its initial state) and every op
 * logged after the snapshot, read in one statement so the two agree even while the socket writes.
 */
export async function roomTableNow(db: Queryable, roomId: string): Promise<RoomTableNow | null> {
  const { rows } = await db.query<{ snapshot: unknown; ops: RoomTableNow['ops'] | null }>(
    `SELECT coalesce(r.snapshot, r.initial_state) AS snapshot,
            (SELECT json_agg(json_build_object('seq', o.seq, 'opVersion', o.op_version, 'payload',
                      jsonb_build_object('op', o.payload -> 'op', 'actor', o.payload -> 'actor')
                      || CASE WHEN o.payload ? 'followUps' THEN jsonb_build_object('followUps', o.payload -> 'followUps') ELSE '{}'::jsonb END) ORDER BY o.seq)
               FROM room_ops o WHERE o.room_id = r.id AND o.seq > CASE WHEN r.snapshot IS NULL THEN 0 ELSE r.snapshot_seq END) AS ops
       FROM rooms r WHERE r.id = $1`,
    [roomId],
  );
  const row = rows[0];
  return row ? { snapshot: row.snapshot, ops: row.ops ?? [] } : null;
}

/** The room, by its code, while its game goes on (open or closed for now); null once it ended or is gone. */
export async function gameGoingOnIn(db: Queryable, roomId: string | null): Promise<{ code: string } | null> {
  if (!roomId) return null;
  const { rows } = await db.query<{ code: string }>('SELECT code FROM rooms WHERE id = $1 AND ended_at IS NULL', [roomId]);
  return rows[0] ?? null;
}

/**
 * Whether a saved table is known: the room it was saved from, or a room started from it, ended and so
 * revealed its record (its initial state, or the shuffles that made the table).
 */
export async function tableRevealedByEndedRoom(db: Queryable, save: { saveId: string; roomId: string | null }): Promise<boolean> {
  const { rows } = await db.query<{ revealed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rooms WHERE (from_save_id = $1 OR id = $2) AND ended_at IS NOT NULL) AS revealed`,
    [save.saveId, save.roomId],
  );
  return rows[0]?.revealed ?? false;
}

/** The saved table a room was started from, if it was and the save is still kept. */
export async function saveStartedFrom(db: Queryable, roomId: string): Promise<string | null> {
  const { rows } = await db.query<{ saveId: string | null }>('SELECT from_save_id AS "saveId" FROM rooms WHERE id = $1', [roomId]);
  return rows[0]?.saveId ?? null;
}
