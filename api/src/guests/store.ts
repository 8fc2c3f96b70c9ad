import type { Queryable } from '@tablecraft/platform';

/**
 * Whether the host removed from the room a guest who came into it from this address, before `madeAt` (null:
 * ever): a guest made there since is that guest again, or someone the host cannot tell apart from them.
 */
export async function addressRemovedFrom(db: Queryable, roomId: string, address: string, madeAt: Date | null): Promise<boolean> {
  const { rows } = await db.query<{ removed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM room_bans WHERE room_id = $1 AND address = $2 AND ($3::timestamptz IS NULL OR created_at < $3)) AS removed`,
    [roomId, address, madeAt],
  );
  return rows[0]?.removed ?? false;
}
