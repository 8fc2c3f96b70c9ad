import type { Queryable } from '@tablecraft/platform';

/** A room's invite token, or null when the host turned the invite off. */
export async function findInviteToken(db: Queryable, roomId: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string | null }>('SELECT invite_token AS token FROM rooms WHERE id = $1', [roomId]);
  return rows[0]?.token ?? null;
}

/** Turns the invite on with `token` unless it is on already; answers the token in force. */
export async function turnInviteOn(db: Queryable, roomId: string, token: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    'UPDATE rooms SET invite_token = coalesce(invite_token, $2) WHERE id = $1 RETURNING invite_token AS token',
    [roomId, token],
  );
  return rows[0]!.token;
}

/** Replaces the invite's token: the old link admits nobody new; whoever it let in stays. */
export async function replaceInvite(db: Queryable, roomId: string, token: string): Promise<void> {
  await db.query('UPDATE rooms SET invite_token = $2 WHERE id = $1', [roomId, token]);
}

/** Everyone the room's invite let in. */
export async function admittedIds(db: Queryable, roomId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT user_id AS id FROM room_admissions WHERE room_id = $1', [roomId]);
  return rows.map((row) => row.id);
}

/**
 * Turns the invite off and takes back what it granted: its holders play here no longer, and those of them
 * the room lets in no other way (`putOut`) are recorded as put out, so the socket frees their seats.
 */
export async function turnInviteOff(db: Queryable, roomId: string, putOut: string[]): Promise<void> {
  await db.query('UPDATE rooms SET invite_token = NULL WHERE id = $1', [roomId]);
  await db.query('DELETE FROM room_admissions WHERE room_id = $1', [roomId]);
  if (putOut.length > 0)
    await db.query(
      `INSERT INTO room_invite_evictions (room_id, user_id) SELECT $1, unnest($2::uuid[])
       ON CONFLICT (room_id, user_id) DO UPDATE SET created_at = now()`,
      [roomId, putOut],
    );
}
