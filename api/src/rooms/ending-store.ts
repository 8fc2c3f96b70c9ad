import { ROOM_HOLD, type Queryable } from '@tablecraft/platform';

// The rows behind "close for now" and "end the game and reveal" (migration 018). Reopening and ending
// each lock the room's row first, in the transaction that decides: one of the two waits for the other,
// so a room is never both reopened and ended, whatever order they arrive in.

/** A room's row, locked until the transaction ends: whether it is open, whether its game ended, and who hosts it. */
export async function lockRoom(
  db: Queryable,
  id: string,
): Promise<{ status: 'open' | 'closed'; endedAt: Date | null; hostId: string } | null> {
  const { rows } = await db.query<{ status: 'open' | 'closed'; endedAt: Date | null; hostId: string }>(
    'SELECT status, ended_at AS "endedAt", host_id AS "hostId" FROM rooms WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** Ends a room's game for good: closed (when it was open, from now) and ended now. */
export async function markEnded(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE rooms SET status = 'closed', closed_at = coalesce(closed_at, now()), ended_at = now(), last_activity_at = now() WHERE id = $1`,
    [id],
  );
}

/**
 * Opens a closed room again (its game must not have ended: the caller holds the row's lock and checked). A
 * self-closing room is held for whoever reopened it until someone comes in, as when it first opened.
 */
export async function markReopened(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE rooms SET status = 'open', closed_at = NULL, last_activity_at = now(),
            held_until = CASE WHEN closes_when_idle THEN now() + interval '${ROOM_HOLD}' END
      WHERE id = $1 AND ended_at IS NULL`,
    [id],
  );
}

/** Everyone who has played in a room. */
export async function playerIdsOf(db: Queryable, roomId: string): Promise<string[]> {
  const { rows } = await db.query<{ userId: string }>('SELECT user_id AS "userId" FROM room_players WHERE room_id = $1', [roomId]);
  return rows.map((row) => row.userId);
}
