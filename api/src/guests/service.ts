import { AppError, fieldError } from '@tablecraft/core/errors';
import { checkGuestName } from '@tablecraft/core';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { can, isBannedFrom } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import * as roomStore from '../rooms/index.ts';
import type { RoomRecord } from '../rooms/index.ts';
import { roomResource } from '../rooms/index.ts';
import { admitToRoom, INVITE_REFUSED, inviteMatches } from '../rooms/index.ts';
import { insertGuest, lockAndCountRecentGuests, renameGuest } from './store.ts';
import { startGuestSession } from './sessions.ts';

/** New guests one address may make in an hour: a family or a club on one router, not a flood. */
export const GUESTS_PER_ADDRESS_HOUR = 20;

export interface GuestCaller {
  ip: string;
  userAgent: string;
  /** Logged in: they sit as themselves, not as a guest. */
  viewer: UserRecord | null;
  /** This browser's guest, if it has been one before: it sits again as the same guest. */
  guest: UserRecord | null;
}

/**
 * Sits someone without an account at a room as a guest: where the game lets anyone play, or with the
 * room's invite. A browser that is a guest already stays the same guest (a new name renames it); one with
 * none gets a guest and its session (`token`, for the guest cookie). Refusals change nothing.
 */
export async function joinRoomAsGuest(
  services: ApiServices,
  caller: GuestCaller,
  input: { code: string; name: string; invite?: string | null },
): Promise<{ room: RoomRecord; token: string | null }> {
  if (caller.viewer) throw new AppError('CONFLICT', 'You are logged in: take a seat as yourself.');
  await services.rateLimits.consume('guestJoinByIp', caller.ip);
  const checked = checkGuestName(input.name);
  if (!checked.ok) throw fieldError({ name: checked.reason });
  const room = await roomStore.findRoomByCode(services.pool, input.code.trim().toLowerCase());
  const game = room && (await gameStore.findGameById(services.pool, room.gameId));
  if (!room || !game) throw new AppError('NOT_FOUND', 'That room does not exist.');
  const invited = input.invite ? await inviteMatches(services, room, input.invite) : false;
  if (input.invite && !invited) throw new AppError('FORBIDDEN', INVITE_REFUSED);
  if (!invited && !can({ id: '', guest: true }, 'room.joinAsGuest', roomResource(room, game)))
    throw new AppError('FORBIDDEN', 'This room seats people with an account only. Log in or sign up to play.');
  if (room.status !== 'open') throw new AppError('CONFLICT', 'This room is closed. Ask the host to reopen it.');
  if (caller.guest && isBannedFrom(caller.guest, room)) throw new AppError('FORBIDDEN', 'The host removed you from this room.');

  if (caller.guest) {
    const guest = caller.guest;
    await withTransaction(services.pool, async (client) => {
      if (guest.name !== checked.name) await renameGuest(client, guest.id, checked.name);
      if (invited) await admitToRoom(client, room.id, guest.id);
    });
    return { room: (await roomStore.findRoomById(services.pool, room.id))!, token: null };
  }
  const token = await withTransaction(services.pool, async (client) => {
    if ((await lockAndCountRecentGuests(client, caller.ip)) >= GUESTS_PER_ADDRESS_HOUR)
      throw new AppError('RATE_LIMITED', 'Too many guests from your network this hour. Sign up, or try again later.');
    const guest = await insertGuest(client, { name: checked.name, address: caller.ip });
    if (invited) await admitToRoom(client, room.id, guest.id);
    return startGuestSession(client, guest.id, caller.userAgent);
  });
  return { room: (await roomStore.findRoomById(services.pool, room.id))!, token };
}
