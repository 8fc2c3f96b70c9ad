import { PRESENCE_FRESH, roomInUse } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import { announceAccessChange } from '../policies/index.ts';

/**
 * A test play or Play now room closes itself after nobody has been in it, nor moved in it, for this long
 * (while nobody is in it, it counts toward no limit: open-rooms-counted.ts).
 */
export const IDLE_CLOSE_MINUTES = 30;
/**
 * Closes the self-closing rooms nobody has been in for IDLE_CLOSE_MINUTES. Closing is "for now": the state
 * is kept and the host may reopen the room. Everyone still connected (nobody, by the rule) is told as for
 * any close. Answers the codes closed.
 */
export async function closeIdleRooms(services: Pick<ApiServices, 'pool' | 'pubsub' | 'logger'>): Promise<string[]> {
  const { rows } = await services.pool.query<{ code: string }>(
    `UPDATE rooms SET status = 'closed', closed_at = now()
      WHERE status = 'open' AND closes_when_idle AND NOT ${roomInUse('rooms')}
        AND greatest(last_activity_at, coalesce(present_at, created_at)) < now() - interval '${IDLE_CLOSE_MINUTES} minutes'
      RETURNING code`,
  );
  // Connections of a socket instance that stopped without a word: they have counted for nothing since they went stale.
  await services.pool.query(`DELETE FROM room_presence WHERE seen_at < now() - interval '${PRESENCE_FRESH}'`);
  for (const { code } of rows) {
    await services.pubsub.publish(`room-control:${code}`, JSON.stringify({ type: 'closed' })).catch(() => undefined);
    await announceAccessChange(services, { scope: 'room', code });
  }
  return rows.map((row) => row.code);
}

/** Sweeps idle rooms every `everyMs` (every API replica may: the update closes each room once). */
export function startIdleRoomSweeper(services: Pick<ApiServices, 'pool' | 'pubsub' | 'logger'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    closeIdleRooms(services).catch((error: unknown) => services.logger.warn({ err: error }, 'could not close idle rooms'));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
