import type { Queryable } from '@tablecraft/platform';
import { can } from '@tablecraft/core/policies';
import type { RoomRecord } from './room-records.ts';
import type { ScriptLogEntry, ScriptLogLine } from '@tablecraft/core/play';

// A room's script log: what its game's scripts wrote and the errors they met, kept with the ops they
// answered (in room_ops' payload), and shown to the game's members (the policy's room.readScriptLog).

export type { ScriptLogEntry };

/** How many of the latest entries a member joining the room gets. */
export const SCRIPT_LOG_PAGE = 30;

export function mayReadScriptLog(userId: string | null, record: RoomRecord): boolean {
  return (
    userId !== null &&
    can({ id: userId }, 'room.readScriptLog', {
      hostId: record.hostId,
      testPlay: record.testPlay,
      game: record.game,
      bannedIds: record.bannedIds,
      admittedIds: record.admittedIds,
    })
  );
}

/** Whether someone is told in the room that the scripts failed on another's move: the host and the game's members. */
export function hearsScriptFailures(userId: string | null, record: RoomRecord): boolean {
  return (
    userId !== null &&
    can({ id: userId }, 'room.hearScriptFailures', {
      hostId: record.hostId,
      testPlay: record.testPlay,
      game: record.game,
      bannedIds: record.bannedIds,
      admittedIds: record.admittedIds,
    })
  );
}

/** Whether the scripts' answer to a player's op met an error (a script threw, was stopped, or did not run). */
export function scriptsFailed(payload: { actor: { game?: true }; scriptLog?: ReadonlyArray<{ error?: true }> }): boolean {
  return !payload.actor.game && (payload.scriptLog ?? []).some((line) => line.error);
}

/** The latest `limit` entries, oldest first. */
export async function loadScriptLog(db: Queryable, roomId: string, limit: number): Promise<ScriptLogEntry[]> {
  const { rows } = await db.query<{ seq: string; at: Date; lines: ScriptLogLine[] }>(
    `SELECT seq, created_at AS at, payload->'scriptLog' AS lines FROM room_ops WHERE room_id = $1 AND payload ? 'scriptLog' ORDER BY seq DESC LIMIT $2`,
    [roomId, limit],
  );
  return rows.reverse().map((row) => ({ seq: Number(row.seq), at: row.at.toISOString(), lines: row.lines }));
}
