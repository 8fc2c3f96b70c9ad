import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@tablecraft/core/errors';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { findUserById, findUsersByIds } from '../accounts/index.ts';
import { can, isBannedFrom, requireUser, roomRoleOf } from '../policies/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import { withTransaction, type Queryable } from '@tablecraft/platform';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { roomResource } from './open-rooms-counted.ts';
import * as store from './store.ts';
import type { RoomRecord } from './store.ts';
import * as invites from './invite-store.ts';

/** What a refused invite says: the same for a wrong token and one turned off, so neither is told apart. */
export const INVITE_REFUSED = 'This invite link was turned off or replaced. Ask the host for a new one.';

/** A new invite token: 256 bits, URL-safe. */
const newInviteToken = () => randomBytes(32).toString('base64url');

/** Whether `offered` is the room's invite in force (compared in constant time). */
export async function inviteMatches(services: ApiServices, room: RoomRecord, offered: string | null | undefined): Promise<boolean> {
  if (!offered || offered.length > 100) return false;
  const token = await invites.findInviteToken(services.pool, room.id);
  if (!token) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(offered);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function managedRoom(
  services: ApiServices,
  viewer: UserRecord | null,
  roomId: string,
): Promise<{ room: RoomRecord; game: GameRecord }> {
  const user = requireUser(viewer);
  const room = await store.findRoomById(services.pool, roomId);
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game || !can(user, 'room.view', roomResource(room, game))) throw new AppError('NOT_FOUND', 'That room does not exist.');
  if (!can(user, 'room.invite', roomResource(room, game)))
    throw new AppError(
      'FORBIDDEN',
      room.testPlay
        ? 'A test play of the draft is for its editors: it has no invite link.'
        : 'Only the host of this room can change its invite link.',
    );
  return { room, game };
}

/** The room's invite token for whoever may manage it; null for everyone else, and while it is off. */
export async function inviteFor(
  services: ApiServices,
  viewer: UserRecord | null,
  room: RoomRecord,
  game: GameRecord | null,
): Promise<string | null> {
  if (!game || !can(viewer, 'room.invite', roomResource(room, game))) return null;
  return invites.findInviteToken(services.pool, room.id);
}

/**
 * Turns the room's invite on (keeping the token in force, or making one) or off. Off takes back what it
 * granted: everyone it let in whom the room lets in no other way loses the room, open connections included,
 * within a second, and their seats (the socket frees them as for someone removed: cards face down).
 */
export async function setRoomInvite(services: ApiServices, viewer: UserRecord | null, roomId: string, on: boolean): Promise<RoomRecord> {
  const { room, game } = await managedRoom(services, viewer, roomId);
  if (on) {
    await invites.turnInviteOn(services.pool, room.id, newInviteToken());
  } else {
    await withTransaction(services.pool, async (client) => {
      const withoutInvite = { ...roomResource(room, game), admittedIds: [] };
      const admitted = await invites.admittedIds(client, room.id);
      // Whether each is a guest decides whether the room lets them in another way (a game open to accounts).
      const people = admitted.length > 0 ? await findUsersByIds(client, admitted) : [];
      const putOut = people
        .filter((person): person is UserRecord => person !== null)
        .filter((person) => roomRoleOf({ id: person.id, guest: person.guest }, withoutInvite) !== 'player')
        .map((person) => person.id);
      await invites.turnInviteOff(client, room.id, putOut);
    });
    await announceAccessChange(services, { scope: 'room', code: room.code });
  }
  return (await store.findRoomById(services.pool, room.id))!;
}

/** Makes a new invite link: the old one admits nobody new; people it already let in stay. */
export async function renewRoomInvite(services: ApiServices, viewer: UserRecord | null, roomId: string): Promise<RoomRecord> {
  const { room } = await managedRoom(services, viewer, roomId);
  await invites.replaceInvite(services.pool, room.id, newInviteToken());
  return room;
}

/**
 * Lets someone into a room because they hold its invite in force (the caller has checked it: inviteMatches),
 * for this room only; one an earlier link's turning off put out is in again. Inside the caller's transaction
 * when there is one (a guest is made and let in at once).
 */
export async function letInByInvite(db: Queryable, roomId: string, userId: string): Promise<void> {
  await store.admitToRoom(db, roomId, userId);
}

/** Someone holding a room's invite link, as the link's page learns of it before they are in. */
export interface InviteAnswer {
  /** Let in: they may play in the room now. False for a visitor, who sits as a guest with a name first. */
  admitted: boolean;
  gameTitle: string;
  hostName: string;
  /** Seats nobody holds or is kept for: with none, the door offers to come in and watch until one frees up. */
  seatsFree: number;
  room: RoomRecord | null;
}

/**
 * Uses a room's invite: someone logged in (or a guest) is let in to play in this room, and only this one;
 * a visitor learns whose game it is, to sit as a guest next. A wrong or turned-off invite is refused alike,
 * and attempts are counted per address (tokens cannot be guessed, but trying is refused loudly).
 */
export async function acceptRoomInvite(
  services: ApiServices,
  person: UserRecord | null,
  caller: { ip: string },
  input: { code: string; invite: string },
): Promise<InviteAnswer> {
  await services.rateLimits.consume('roomInviteByIp', caller.ip);
  const room = await store.findRoomByCode(services.pool, input.code.trim().toLowerCase());
  if (!room || !(await inviteMatches(services, room, input.invite))) throw new AppError('FORBIDDEN', INVITE_REFUSED);
  if (room.status !== 'open') throw new AppError('CONFLICT', 'This room is closed. Ask the host to reopen it.');
  const [game, host, seatsFree] = await Promise.all([
    gameStore.findGameById(services.pool, room.gameId),
    findUserById(services.pool, room.hostId).then((host) => host?.name ?? 'The host'),
    store.freeSeatsOf(services.pool, room.id),
  ]);
  if (!game) throw new AppError('FORBIDDEN', INVITE_REFUSED);
  if (person && isBannedFrom(person, room)) throw new AppError('FORBIDDEN', 'The host removed you from this room.');
  if (person) await letInByInvite(services.pool, room.id, person.id);
  return {
    admitted: person !== null,
    gameTitle: game.title,
    hostName: host,
    seatsFree,
    room: person ? await store.findRoomById(services.pool, room.id) : null,
  };
}
