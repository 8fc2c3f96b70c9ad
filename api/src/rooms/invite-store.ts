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

/** Turns the invite off and takes back what it granted: its holders play here no longer. */
export async function turnInviteOff(db: Queryable, roomId: string): Promise<void> {
  await db.query('UPDATE rooms SET invite_token = NULL WHERE id = $1', [roomId]);
  await db.query('DELETE FROM room_admissions WHERE room_id = $1', [roomId]);
}
