import { randomBytes } from 'node:crypto';
import { AppError } from '@tablecraft/core/errors';
import { initialRoomState } from '@tablecraft/core/play';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { authorize, can, requireUser } from '../policies/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import { readDocument } from '../games/index.ts';
import * as gameStore from '../games/index.ts';
import { assertSeatsWithinPlan, effectivePlan } from '../plans/index.ts';
import { newRoomCode } from './codes.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';
import type { GameLookup, GameRecord } from '../games/index.ts';
import { assertMayOpenRoom, roomResource } from './open-rooms-counted.ts';
import { lockRoom } from './ending-store.ts';
import { keepRoomEventBy, roomEventText, tellRoom } from './room-events.ts';

const isCodeCollision = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { constraint?: string }).constraint === 'rooms_code_key';

/**
 * Opens a room on a game's newest published revision, or on the draft as a test play for its editors.
 * The starting state is built from the revision now, so every socket instance restores the same room.
 */
export async function createRoom(
  services: ApiServices,
  viewer: UserRecord | null,
  input: { gameId: string; revisionName?: string | null },
): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const game = await gameStore.findGameById(services.pool, input.gameId);
  if (!game || !can(user, 'game.view', game)) throw new AppError('NOT_FOUND', 'That game does not exist.');
  const revisions = await gameStore.listRevisions(services.pool, game.id);
  const revision = input.revisionName ? revisions.find((r) => r.name === input.revisionName) : revisions.find((r) => r.number !== null);
  if (!revision)
    throw new AppError(
      'BAD_USER_INPUT',
      input.revisionName
        ? `This game has no revision ${input.revisionName}.`
        : 'This game has no published revision yet. Publish the draft first, or start a test play.',
    );
  const testPlay = revision.number === null;
  authorize(user, testPlay ? 'room.createTestPlay' : 'room.create', game);

  const plan = await effectivePlan(services.pool, user.id);
  const document = readDocument(revision);
  await assertSeatsWithinPlan(services.pool, plan, document.seats.length);

  const snapshot = initialRoomState(document, { seed: randomBytes(32).toString('hex') });
  return openNewRoom(services, { gameId: game.id, revisionId: revision.id, hostId: user.id, testPlay, snapshot });
}

/**
 * Opens a room on a saved table, hosted by `hostId`. The saves feature has decided that the host may, checked
 * the table against its revision and built its fresh state (seats free); the room keeps which save it started
 * from, so the save's hidden cards count as revealed once this room's game ends (tableRevealedByEndedRoom).
 */
export function startRoomFromSave(
  services: ApiServices,
  start: { saveId: string; gameId: string; revisionId: string; hostId: string; testPlay: boolean; snapshot: unknown },
): Promise<RoomRecord> {
  const { saveId, ...room } = start;
  return openNewRoom(services, { ...room, fromSaveId: saveId });
}

/** Inserts a new room under a fresh code (tried again on the rare collision), within the host's open-room limit. */
async function openNewRoom(
  services: ApiServices,
  room: { gameId: string; revisionId: string; hostId: string; testPlay: boolean; snapshot: unknown; fromSaveId?: string },
): Promise<RoomRecord> {
  for (let attempt = 0; ; attempt++) {
    try {
      // The open-room limit is counted under the host's plan lock, in the transaction that opens the room.
      return await withTransaction(services.pool, async (client) => {
        await assertMayOpenRoom(client, room.hostId);
        // A test play or a template's Play now room is tried and left: it closes itself once nobody is in it.
        const closesWhenIdle = room.testPlay || (await gameStore.isPlayNowGame(client, room.gameId));
        return store.insertRoom(client, { code: newRoomCode(), ...room, closesWhenIdle });
      });
    } catch (error) {
      if (!isCodeCollision(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * The room's game if the viewer may open the room now (as a player or a spectator); null otherwise. Games
 * are read through `games` (the request's loader: a list of rooms reads its games in one query).
 */
export async function gameOfVisibleRoom(games: GameLookup, viewer: UserRecord | null, room: RoomRecord): Promise<GameRecord | null> {
  const game = await games.load(room.gameId);
  return game && can(viewer, 'room.view', roomResource(room, game)) ? game : null;
}

/** The room behind a code if the viewer may open it; null otherwise (a clear "no such room" page). */
export async function roomForViewer(
  services: ApiServices,
  games: GameLookup,
  viewer: UserRecord | null,
  code: string,
): Promise<RoomRecord | null> {
  const room = await store.findRoomByCode(services.pool, code);
  return room && (await gameOfVisibleRoom(games, viewer, room)) ? room : null;
}

/**
 * Rooms the viewer hosts or has played in and may still open, most recently active first: having been
 * somewhere once grants nothing once access to the game is gone (a removed editor's test plays go too).
 */
export async function roomsOfViewer(services: ApiServices, games: GameLookup, viewer: UserRecord | null): Promise<RoomRecord[]> {
  if (!viewer) return [];
  const rooms = await store.listRoomsForUser(services.pool, viewer.id);
  const visible = await Promise.all(rooms.map(async (room) => (await gameOfVisibleRoom(games, viewer, room)) !== null));
  return rooms.filter((_, index) => visible[index]);
}

/**
 * Closes or reopens a room: its game's owner, or its host while they may still join it. Someone who may
 * not even open the room is told it does not exist. Reopening counts against the open-room limit.
 */
export async function setRoomOpen(services: ApiServices, viewer: UserRecord | null, roomId: string, open: boolean): Promise<RoomRecord> {
  const user = requireUser(viewer);
  const room = await store.findRoomById(services.pool, roomId);
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game || !can(user, 'room.view', roomResource(room, game))) throw new AppError('NOT_FOUND', 'That room does not exist.');
  if (!can(user, 'room.manage', roomResource(room, game)))
    throw new AppError('FORBIDDEN', `Only the host of this room can ${open ? 'reopen' : 'close'} it.`);
  if (open && room.status === 'closed') {
    // Its seeds tell every hand and every deck's order: playing on would be playing with open cards.
    if (await store.seedsWereRevealed(services.pool, room.id)) {
      throw new AppError(
        'CONFLICT',
        "This room's shuffles were revealed when its fairness was checked, so its hidden cards are no longer secret. Open a new room to play again.",
      );
    }
  }
  const { updated, line } = await withTransaction(services.pool, async (client) => {
    if (open && room.status === 'closed') await assertMayOpenRoom(client, room.hostId);
    const before = await lockRoom(client, room.id);
    const updated = await store.setRoomStatus(client, room.id, open ? 'open' : 'closed');
    // A line in the room's log names who closed it (the game's owner may, in a room they do not host).
    const changed = before !== null && before.status !== updated.status;
    const line = changed ? await keepRoomEventBy(client, room.id, user, open ? roomEventText.reopened : roomEventText.closed) : null;
    return { updated, line };
  });
  if (line) await tellRoom(services, room.code, line);
  // Tell connected players at once; every socket instance closes their connections with a reason.
  await services.pubsub.publish(`room-control:${room.code}`, JSON.stringify({ type: open ? 'reopened' : 'closed' }));
  if (!open) await announceAccessChange(services, { scope: 'room', code: room.code });
  return updated;
}
