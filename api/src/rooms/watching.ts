import { displayNameOf } from '@tablecraft/core';
import { AppError } from '@tablecraft/core/errors';
import {
  applyWithFollowUps,
  everyHandWithPiles,
  migrateLoggedOp,
  migrateRoomState,
  watchModeSchema,
  type Actor,
  type EveryHandView,
  type RoomState,
} from '@tablecraft/core/play';
import { withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices, UserRecord } from '../common/index.ts';
import { isUuid } from '../common/index.ts';
import type { GameLookup } from '../games/index.ts';
import { can, requireUser } from '../policies/index.ts';
import { roomResource } from './open-rooms-counted.ts';
import { keepRoomEventBy, tellRoom } from './room-events.ts';
import { gameOfVisibleRoom } from './service.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';

// "Every hand, delayed" (docs/ARCHITECTURE.md, "Watching"): the host may let watchers see every hand and
// pile order, but only as the table was a delay ago, in moves and in seconds, whichever is further back.
// The delay is the server's: the table is rebuilt from the durable op log (every op committed there before
// anyone hears of it) up to the newest op old enough, and nothing newer is ever read for a watcher. Off by
// default; the seated players are asked when the host turns it on, and it is on only once each agreed.
// Nobody at the table (its host, anyone who joined it to play, account or guest) may open it while the
// game goes on (core/src/policies/watching.ts).

/** How long after its last look a watcher still counts as watching. */
export const WATCHING_FOR = '1 minute';

interface ModeRow {
  delayMoves: number;
  delaySeconds: number;
}

async function modeOf(db: Queryable, roomId: string): Promise<ModeRow | null> {
  const { rows } = await db.query<ModeRow>(
    `SELECT delay_moves AS "delayMoves", delay_seconds AS "delaySeconds" FROM room_watch_modes WHERE room_id = $1 AND kind = 'everyHand'`,
    [roomId],
  );
  return rows[0] ?? null;
}

/** Everyone who joined the room to play (its host among them): who holds, kept or held a seat. */
export async function atTheTable(db: Queryable, room: RoomRecord): Promise<{ joined: string[]; seated: string[] }> {
  const { rows } = await db.query<{ userId: string; seated: boolean }>(
    'SELECT user_id AS "userId", seat_id IS NOT NULL AS seated FROM room_players WHERE room_id = $1',
    [room.id],
  );
  return {
    joined: [...new Set([room.hostId, ...rows.map((row) => row.userId)])],
    seated: rows.filter((row) => row.seated).map((row) => row.userId),
  };
}

/** The seated players' answers: who was asked and what each said (null: not yet). */
async function answersOf(db: Queryable, room: RoomRecord, seated: string[]) {
  const { rows } = await db.query<{ userId: string; agreed: boolean }>(
    'SELECT user_id AS "userId", agreed FROM room_watch_answers WHERE room_id = $1',
    [room.id],
  );
  const answers = new Map(rows.map((row) => [row.userId, row.agreed]));
  return seated.map((userId) => ({ userId, agreed: answers.get(userId) ?? null }));
}

/** The room's spectator mode as everyone in it may know it: the delay, whether it is on, who was asked, who watches. */
export async function watchingOf(services: ApiServices, games: GameLookup, viewer: UserRecord | null, room: RoomRecord) {
  const game = await gameOfVisibleRoom(games, viewer, room);
  const mode = await modeOf(services.pool, room.id);
  const { seated, joined } = await atTheTable(services.pool, room);
  const asked = mode ? await answersOf(services.pool, room, seated) : [];
  const on = mode !== null && asked.every((answer) => answer.agreed === true);
  const { rows: watchers } = await services.pool.query<{ name: string }>(
    `SELECT name FROM room_watchers WHERE room_id = $1 AND seen_at > now() - interval '${WATCHING_FOR}' ORDER BY seen_at DESC`,
    [room.id],
  );
  const resource = game && {
    ...roomResource(room, game),
    seatedIds: joined,
    everyHandOn: on,
    followableSeatIds: [],
    ended: room.endedAt !== null,
  };
  return {
    everyHand: mode,
    on,
    viewerMayWatch: resource !== null && can(viewer, 'room.watchEveryHand', resource),
    asked,
    watchers: watchers.map((row) => row.name),
    viewerMayChoose: game !== null && can(viewer, 'room.chooseWatchMode', roomResource(room, game)) && room.endedAt === null,
    viewerMustAnswer: viewer !== null && asked.some((answer) => answer.userId === viewer.id && answer.agreed === null),
  };
}

export async function roomToChange(services: ApiServices, games: GameLookup, user: UserRecord, roomId: string) {
  const room = isUuid(roomId) ? await store.findRoomById(services.pool, roomId) : null;
  const game = room && (await gameOfVisibleRoom(games, user, room));
  if (!room || !game) throw new AppError('NOT_FOUND', 'That room does not exist.');
  if (room.endedAt !== null) throw new AppError('CONFLICT', "This room's game has ended.");
  return { room, game };
}

const delayText = (mode: ModeRow) =>
  `${mode.delayMoves} ${mode.delayMoves === 1 ? 'move' : 'moves'} and ${mode.delaySeconds} seconds behind`;

/**
 * The host lets watchers see every hand a delay behind (`delay`), or only the table again (null). A new
 * choice asks the seated players again; the host's own seat, if any, agrees by choosing.
 */
export async function setEveryHand(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  roomId: string,
  delay: { delayMoves: number; delaySeconds: number } | null,
): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const { room, game } = await roomToChange(services, games, user, roomId);
  if (!can(user, 'room.chooseWatchMode', roomResource(room, game)))
    throw new AppError('FORBIDDEN', 'Only the host of this room can choose what watchers see.');
  if (delay) {
    const parsed = watchModeSchema.safeParse({ kind: 'everyHand', ...delay });
    if (!parsed.success) throw new AppError('BAD_USER_INPUT', 'A delay must be at least 3 moves and 30 seconds.');
  }
  const line = await withTransaction(services.pool, async (client) => {
    await client.query('DELETE FROM room_watch_modes WHERE room_id = $1', [room.id]);
    if (!delay) return keepRoomEventBy(client, room.id, user, 'let watchers see the table only');
    await client.query('INSERT INTO room_watch_modes (room_id, kind, delay_moves, delay_seconds, chosen_by) VALUES ($1, $2, $3, $4, $5)', [
      room.id,
      'everyHand',
      delay.delayMoves,
      delay.delaySeconds,
      user.id,
    ]);
    await client.query('INSERT INTO room_watch_answers (room_id, user_id, agreed) VALUES ($1, $2, true)', [room.id, user.id]);
    return keepRoomEventBy(client, room.id, user, `asks to show watchers every hand, ${delayText(delay)}: each player is asked`);
  });
  await tellRoom(services, room.code, line);
  return room;
}

/** A seated player agrees to watchers seeing every hand a delay behind, or refuses (which turns it off). */
export async function answerEveryHand(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  roomId: string,
  agree: boolean,
): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const { room } = await roomToChange(services, games, user, roomId);
  const { seated } = await atTheTable(services.pool, room);
  if (!seated.includes(user.id)) throw new AppError('FORBIDDEN', 'Only the players at this table are asked.');
  const lines = await withTransaction(services.pool, async (client) => {
    const mode = await client.query<ModeRow>(
      `SELECT delay_moves AS "delayMoves", delay_seconds AS "delaySeconds" FROM room_watch_modes WHERE room_id = $1 AND kind = 'everyHand' FOR UPDATE`,
      [room.id],
    );
    if (!mode.rows[0]) throw new AppError('CONFLICT', 'The host no longer asks: watchers see the table only.');
    if (!agree) {
      await client.query('DELETE FROM room_watch_modes WHERE room_id = $1', [room.id]);
      return [await keepRoomEventBy(client, room.id, user, 'refused to show watchers every hand: they see the table only')];
    }
    await client.query(
      `INSERT INTO room_watch_answers (room_id, user_id, agreed) VALUES ($1, $2, true)
       ON CONFLICT (room_id, user_id) DO UPDATE SET agreed = true, answered_at = now()`,
      [room.id, user.id],
    );
    const kept = [await keepRoomEventBy(client, room.id, user, 'agreed to show watchers every hand')];
    const answers = await answersOf(client, room, seated);
    if (answers.every((answer) => answer.agreed === true))
      kept.push(await keepRoomEventBy(client, room.id, user, `made it so: watchers see every hand, ${delayText(mode.rows[0])}`));
    return kept;
  });
  await tellRoom(services, room.code, ...lines);
  return room;
}

/** The tables rebuilt for watchers, by room: the newest one shown, so the next look applies only what came since. */
const rebuilt = new Map<string, { seq: number; state: RoomState }>();
// A room's table may be megabytes: a few dozen watched rooms per API process, the least recently read dropped.
const REBUILT_ROOMS = 32;

/**
 * The room as it was after op `seq`, rebuilt from its initial state and durable log (what came since the
 * last one rebuilt for the same `use`, only: the delayed table and the live one move on apart).
 */
export async function tableAfter(db: Queryable, roomId: string, seq: number, use: 'delayed' | 'live' = 'delayed'): Promise<RoomState> {
  const key = `${roomId}:${use}`;
  let from = rebuilt.get(key);
  if (!from || from.seq > seq) {
    const { rows } = await db.query<{ initialState: unknown }>('SELECT initial_state AS "initialState" FROM rooms WHERE id = $1', [roomId]);
    from = { seq: 0, state: migrateRoomState(rows[0]!.initialState) };
  }
  const { rows } = await db.query<{ seq: string; opVersion: number; payload: { op: unknown; actor: Actor; followUps?: unknown[] } }>(
    'SELECT seq, op_version AS "opVersion", payload FROM room_ops WHERE room_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
    [roomId, from.seq, seq],
  );
  let state = from.state;
  for (const row of rows) {
    const result = applyWithFollowUps(
      state,
      migrateLoggedOp(row.payload.op, row.opVersion),
      row.payload.actor,
      row.payload.followUps ?? [],
    );
    if (result.ok) state = result.state;
  }
  rebuilt.delete(key);
  if (rebuilt.size >= REBUILT_ROOMS) rebuilt.delete(rebuilt.keys().next().value!);
  rebuilt.set(key, { seq, state });
  return state;
}

/**
 * What a watcher of every hand is shown now: the table after the newest op at least the delay old in
 * moves and in seconds (the room as it opened, once it is), with that op's number; null while nothing is
 * old enough yet. Refused (null) to anyone at the table, while the mode is not on, and once the game ended.
 * `watcher`: a visitor's page's own id, so the players see how many watch.
 */
export async function everyHandTable(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  room: RoomRecord,
  watcher: string | null,
): Promise<{ seq: number; view: EveryHandView } | null> {
  const game = await gameOfVisibleRoom(games, viewer, room);
  if (!game) return null;
  const watching = await watchingOf(services, games, viewer, room);
  if (!watching.viewerMayWatch || !watching.everyHand) return null;
  const { delayMoves, delaySeconds } = watching.everyHand;
  // The newest op both far enough back in moves and old enough; seq 0 (the room as it opened) once the
  // room itself is that old and has had that many moves since.
  const { rows } = await services.pool.query<{ seq: string | null }>(
    `SELECT CASE
              WHEN r.op_seq < $2 THEN NULL
              ELSE coalesce((SELECT max(o.seq) FROM room_ops o
                              WHERE o.room_id = r.id AND o.seq <= r.op_seq - $2 AND o.created_at <= now() - make_interval(secs => $3)),
                            CASE WHEN r.created_at <= now() - make_interval(secs => $3) THEN 0 END)
            END AS seq
       FROM rooms r WHERE r.id = $1`,
    [room.id, delayMoves, delaySeconds],
  );
  const shown = rows[0]?.seq ?? null;
  const name = viewer ? displayNameOf(viewer) : 'A visitor';
  const key = viewer ? viewer.id : `visitor:${(watcher ?? 'unknown').slice(0, 64)}`;
  await services.pool.query(
    `INSERT INTO room_watchers (room_id, watcher, name) VALUES ($1, $2, $3)
     ON CONFLICT (room_id, watcher) DO UPDATE SET seen_at = now(), name = EXCLUDED.name`,
    [room.id, key, name],
  );
  if (shown === null) return null;
  const seq = Number(shown);
  return { seq, view: everyHandWithPiles(await tableAfter(services.pool, room.id, seq)) };
}
