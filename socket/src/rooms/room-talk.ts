import { displayNameOf, withoutControlCharacters } from '@tablecraft/core';
import type { Queryable } from '@tablecraft/platform';
import type { LogFact } from '@tablecraft/core/play';

// The room's log and chat in Postgres. Log facts say only what everyone at the table may know of an op (or
// of what was done to the room as a whole, kept by the API); each is rendered for a seat as it is sent.
// Chat is plain text with the author's name as it was.

export interface StoredFact {
  seq: number;
  fact: LogFact;
  at: string;
}

export interface StoredChat {
  id: number;
  at: string;
  userId: string;
  name: string;
  text: string;
}

/**
 * Where a line sits in the room log, as its `seq`: an op's line at the op's number; a line of something
 * done to the room as a whole (room_log_events: its host handed over, its game ended…), the `n`th after op
 * `afterSeq`, between that op and the next (afterSeq + n/(n+1)), so lines keep one order on every path and
 * each has its own seq, which pages tell lines apart by. A page is asked for before a whole number (the
 * page before a line between ops asks before the op after it, and drops the lines it already has).
 */
export const lineSeqOf = (afterSeq: number, n: number) => (n === 0 ? afterSeq : afterSeq + n / (n + 1));

/** Whether a line's seq is an op's (not a line between ops). */
export const isOpLine = (seq: number) => Number.isInteger(seq);

/**
 * The latest `limit` lines before `before` (all when absent), oldest first, and whether older ones exist:
 * ops' facts and the room's own events, merged in their order (lineSeqOf).
 */
export async function loadLogFacts(
  db: Queryable,
  roomId: string,
  limit: number,
  before?: number,
): Promise<{ items: StoredFact[]; more: boolean }> {
  const { rows } = await db.query<{ seq: string; n: number; fact: LogFact; at: Date }>(
    `(SELECT seq, 0 AS n, fact, created_at AS at FROM room_log
       WHERE room_id = $1 AND ($2::bigint IS NULL OR seq < $2) ORDER BY seq DESC LIMIT $3)
     UNION ALL
     (SELECT after_seq, n, fact, created_at FROM room_log_events
       WHERE room_id = $1 AND ($2::bigint IS NULL OR after_seq < $2) ORDER BY after_seq DESC, n DESC LIMIT $3)
     ORDER BY seq DESC, n DESC LIMIT $3`,
    [roomId, before ?? null, limit + 1],
  );
  const items = rows
    .slice(0, limit)
    .reverse()
    .map((row) => ({ seq: lineSeqOf(Number(row.seq), row.n), fact: row.fact, at: row.at.toISOString() }));
  return { items, more: rows.length > limit };
}

/**
 * Keeps a chat message unless its author was removed from the room or the room is closed, decided in the
 * same statement as the insert, so a removal that lands while the message is on its way still stops it.
 */
export async function saveChat(db: Queryable, roomId: string, userId: string, name: string, text: string): Promise<StoredChat | null> {
  const { rows } = await db.query<{ id: string; at: Date }>(
    `INSERT INTO room_chat (room_id, user_id, name, body)
       SELECT $1, $2, $3, $4
        WHERE NOT EXISTS (SELECT 1 FROM room_bans WHERE room_id = $1 AND user_id = $2)
          AND EXISTS (SELECT 1 FROM rooms WHERE id = $1 AND status = 'open')
     RETURNING id, created_at AS at`,
    [roomId, userId, name, text],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), at: row.at.toISOString(), userId, name, text } : null;
}

/** The latest `limit` chat messages before id `before` (all when absent), oldest first. */
export async function loadChat(
  db: Queryable,
  roomId: string,
  limit: number,
  before?: number,
): Promise<{ items: StoredChat[]; more: boolean }> {
  const { rows } = await db.query<{ id: string; at: Date; userId: string | null; name: string; text: string }>(
    `SELECT id, created_at AS at, user_id AS "userId", name, body AS text FROM room_chat
      WHERE room_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [roomId, before ?? null, limit + 1],
  );
  const items = rows
    .slice(0, limit)
    .reverse()
    .map((row) => ({ id: Number(row.id), at: row.at.toISOString(), userId: row.userId ?? '', name: row.name, text: row.text }));
  return { items, more: rows.length > limit };
}

/** The names the game gives its components and variants, from the revision the room plays. */
export async function loadRoomDocument(db: Queryable, roomId: string): Promise<unknown> {
  const { rows } = await db.query<{ document: unknown }>(
    'SELECT v.document FROM rooms r JOIN revisions v ON v.id = r.revision_id WHERE r.id = $1',
    [roomId],
  );
  return rows[0]?.document ?? null;
}

/** The display names of everyone who has been in the room as a player, by user id. */
export async function loadPlayerNames(db: Queryable, roomId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string; guest: boolean }>(
    'SELECT u.id, u.name, u.guest FROM room_players p JOIN users u ON u.id = p.user_id WHERE p.room_id = $1',
    [roomId],
  );
  return new Map(rows.map((row) => [row.id, displayNameOf(row)]));
}

/**
 * A chat message as it may be kept: trimmed, control characters (other than line breaks and tabs) dropped.
 * It is shown as text everywhere, never as markup.
 */
export function cleanChatText(raw: string): string {
  return withoutControlCharacters(raw, { keepLineBreaks: true }).trim();
}
