import { AppError } from '@tablecraft/core/errors';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { findUserById, findUsersByIds, guestAddressOf } from '../accounts/index.ts';
import { can, requireUser } from '../policies/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import { assertMayOpenRoom } from './open-rooms-counted.ts';
import { lockRoom, playerIdsOf } from './ending-store.ts';
import { keepRoomEventBy, roomEventText, tellRoom } from './room-events.ts';
import type { GameLookup, GameRecord } from '../games/index.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';
import { isUuid } from '../common/index.ts';

// What the host does to the people in a room: remove someone (and let them back), hand the room over.
// Each goes through the room rules, commits, then announces on the live-access channel: every socket
// instance re-reads the room and closes a removed person's connections, frees their seat, and gives a new
// host their powers on the connections already open. Removing and letting back are also the game's
// owner's (moderation); handing the room over is the host's alone (docs/ARCHITECTURE.md, "Who may hand
// over, end, close and reopen a room").

const resourceOf = (room: RoomRecord, game: GameRecord) => ({
  hostId: room.hostId,
  testPlay: room.testPlay,
  game,
  bannedIds: room.bannedIds,
  admittedIds: room.admittedIds,
});

/**
 * The room and its game for someone who may manage it. Someone who may not even open the room is told it
 * does not exist; someone in it who may not (by `rule`: managing is also the game's owner's, handing over
 * the host's alone) is told what only the host may do.
 */
async function managedRoom(
  services: ApiServices,
  viewer: UserRecord | null,
  roomId: string,
  doing: string,
  options: { closedToo?: boolean; rule?: 'room.manage' | 'room.handOver' } = {},
) {
  const user = requireUser(viewer);
  const room = isUuid(roomId) ? await store.findRoomById(services.pool, roomId) : null;
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game || !can(user, 'room.view', resourceOf(room, game))) throw new AppError('NOT_FOUND', 'That room does not exist.');
  if (!can(user, options.rule ?? 'room.manage', resourceOf(room, game)))
    throw new AppError('FORBIDDEN', `Only the host of this room can ${doing}.`);
  if (room.status === 'closed' && !options.closedToo) throw new AppError('CONFLICT', 'This room is closed. Reopen it first.');
  return { user, room, game };
}

async function targetUser(services: ApiServices, userId: string): Promise<UserRecord> {
  const target = isUuid(userId) ? await findUserById(services.pool, userId) : null;
  if (!target) throw new AppError('NOT_FOUND', 'That person does not exist.');
  return target;
}

/**
 * Removes someone from a room: their connections to it close at once, the seat they hold (or that is kept
 * for them) is freed with its cards face down, and they may neither play nor watch there until the host
 * lets them back. Neither the host nor the game's owner can be removed.
 */
export async function removeFromRoom(
  services: ApiServices,
  viewer: UserRecord | null,
  roomId: string,
  userId: string,
): Promise<RoomRecord> {
  const { user, room, game } = await managedRoom(services, viewer, roomId, 'remove people');
  const target = await targetUser(services, userId);
  if (target.id === user.id) throw new AppError('BAD_USER_INPUT', 'You cannot remove yourself. Leave your seat, or close the room.');
  if (target.id === room.hostId) throw new AppError('BAD_USER_INPUT', 'The host cannot be removed. Make someone else the host first.');
  if (target.id === game.ownerId) throw new AppError('BAD_USER_INPUT', "The game's owner cannot be removed from its rooms.");
  const guest = target.guest ? { madeFrom: await guestAddressOf(services.pool, target.id) } : null;
  await store.banFromRoom(services.pool, room.id, target.id, user.id, guest);
  await announceAccessChange(services, { scope: 'room', code: room.code });
  return (await store.findRoomById(services.pool, room.id))!;
}

/** Lets someone the host removed join the room again. */
export async function allowBackInRoom(
  services: ApiServices,
  viewer: UserRecord | null,
  roomId: string,
  userId: string,
): Promise<RoomRecord> {
  // Also while closed: the host may tidy the list before reopening.
  const { room } = await managedRoom(services, viewer, roomId, 'let people back in', { closedToo: true });
  if (!isUuid(userId) || !(await store.unbanFromRoom(services.pool, room.id, userId)))
    throw new AppError('NOT_FOUND', 'That person was not removed from this room.');
  return (await store.findRoomById(services.pool, room.id))!;
}

const ONLY_THE_HOST_HANDS_OVER = 'Only the host of this room can hand the room over.';

/**
 * Hands the room over: its host's alone (`room.handOver`; the game's owner, who may close any room of the
 * game, may not pass the role, to themselves or anyone), to someone who has come into the room to play and
 * may play there now (`room.handOverTo`), within the new host's open-room limit: the room counts against
 * their plan from then on. A line in the room's log says who handed it to whom. The new host gets the
 * host's powers on the connections already open, and the old host loses them, without a reload.
 */
export async function transferRoomHost(
  services: ApiServices,
  viewer: UserRecord | null,
  roomId: string,
  userId: string,
): Promise<RoomRecord> {
  const { user, room, game } = await managedRoom(services, viewer, roomId, 'hand the room over', { rule: 'room.handOver' });
  const target = await targetUser(services, userId);
  if (target.id === room.hostId) throw new AppError('BAD_USER_INPUT', `${target.name} is already the host.`);
  if (!can(target, 'room.host', resourceOf(room, game)))
    throw new AppError('BAD_USER_INPUT', `${target.name} cannot play in this room, so they cannot host it.`);
  const { updated, line } = await withTransaction(services.pool, async (client) => {
    // Decided on the room as it is now, under its row's lock, then counted under the new host's plan lock.
    const locked = await lockRoom(client, room.id);
    if (!locked) throw new AppError('NOT_FOUND', 'That room does not exist.');
    if (locked.status === 'closed') throw new AppError('CONFLICT', 'This room is closed. Reopen it first.');
    // Handed over meanwhile (a second click, another tab): the role is no longer the viewer's to give.
    if (locked.hostId !== user.id) throw new AppError('FORBIDDEN', ONLY_THE_HOST_HANDS_OVER);
    const playerIds = await playerIdsOf(client, room.id);
    if (!can(target, 'room.handOverTo', { ...resourceOf(room, game), hostId: locked.hostId, playerIds }))
      throw new AppError(
        'BAD_USER_INPUT',
        `${target.name} is not in this room. Only someone who has joined it to play can be made its host.`,
      );
    await assertMayOpenRoom(client, target.id);
    const updated = await store.setRoomHost(client, room.id, target.id);
    return { updated, line: await keepRoomEventBy(client, room.id, user, roomEventText.handedOver(target)) };
  });
  await tellRoom(services, room.code, line);
  await announceAccessChange(services, { scope: 'room', code: room.code });
  return updated;
}

/**
 * The people removed from a room, for those who may manage it (nobody else learns who was removed). The
 * game is read through `games` (the request's loader); the people in one query.
 */
export async function bansOf(services: ApiServices, games: GameLookup, viewer: UserRecord | null, room: RoomRecord) {
  const game = await games.load(room.gameId);
  if (!game || !can(viewer, 'room.manage', resourceOf(room, game))) return [];
  const bans = await store.listRoomBans(services.pool, room.id);
  const users = await findUsersByIds(
    services.pool,
    bans.map((ban) => ban.userId),
  );
  return bans.flatMap((ban, i) => (users[i] ? [{ user: users[i]!, removedAt: ban.createdAt }] : []));
}
