import { AppError, fieldError } from '@tablecraft/core/errors';
import { checkGuestName } from '@tablecraft/core';
import { addressGroup, addressNetwork, withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { can, isBannedFrom } from '../policies/index.ts';
import * as gameStore from '../games/index.ts';
import * as roomStore from '../rooms/index.ts';
import type { RoomRecord } from '../rooms/index.ts';
import { roomResource } from '../rooms/index.ts';
import { addressRemovedFrom, INVITE_REFUSED, inviteMatches, letInByInvite } from '../rooms/index.ts';
import { deleteUnusedGuests, insertGuest, lockAndCountRecentGuests, renameGuest } from '../accounts/index.ts';
import { startGuestSession } from './sessions.ts';

/** New guests one address may make in an hour: a family or a club on one router, not a flood. */
export const GUESTS_PER_ADDRESS_HOUR = 20;
/** New guests one network (an IPv4 /24, an IPv6 /64) may make in an hour: a school or a café, not a rented block. */
export const GUESTS_PER_NETWORK_HOUR = 60;

/** The refusals, in the words the room's door shows. */
export const TOO_MANY_FROM_NETWORK = 'Too many guests from your network this hour. Sign up, or try again later.';
export const TOO_MANY_GUESTS = 'Too many people are joining as guests right now. Log in or sign up to play, or try again in a few minutes.';
export const REMOVED_FROM_ADDRESS =
  'The host removed a guest who came from your network from this room. Log in or sign up to join it, or ask the host to let them back in.';

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
    throw new AppError(
      'FORBIDDEN',
      game.visibility === 'public'
        ? 'This room seats people with an account only. Log in or sign up to play.'
        : "This room lets in the people its host invites. Ask the host for the room's invite link.",
    );
  if (room.status !== 'open') throw new AppError('CONFLICT', 'This room is closed. Ask the host to reopen it.');
  if (caller.guest && isBannedFrom(caller.guest, room)) throw new AppError('FORBIDDEN', 'The host removed you from this room.');
  // A removed guest who cleared the cookie comes back as a new guest from the same address: refused, and so
  // is any guest made there since the removal (the host cannot tell them apart). Guests made before it, and
  // anyone with an account, still come in.
  const address = addressGroup(caller.ip);
  if (await addressRemovedFrom(services.pool, room.id, address, caller.guest?.createdAt ?? null))
    throw new AppError('FORBIDDEN', REMOVED_FROM_ADDRESS);

  if (caller.guest) {
    const guest = caller.guest;
    await withTransaction(services.pool, async (client) => {
      if (guest.name !== checked.name) await renameGuest(client, guest.id, checked.name);
      if (invited) await letInByInvite(client, room.id, guest.id);
    });
    return { room: (await roomStore.findRoomById(services.pool, room.id))!, token: null };
  }
  const token = await withTransaction(services.pool, async (client) => {
    const network = addressNetwork(caller.ip);
    const recent = await lockAndCountRecentGuests(client, { address, network });
    if (recent.address >= GUESTS_PER_ADDRESS_HOUR || recent.network >= GUESTS_PER_NETWORK_HOUR)
      throw new AppError('RATE_LIMITED', TOO_MANY_FROM_NETWORK);
    if (recent.all >= services.config.GUESTS_PER_HOUR) throw new AppError('RATE_LIMITED', TOO_MANY_GUESTS);
    const guest = await insertGuest(client, { name: checked.name, address, network });
    if (invited) await letInByInvite(client, room.id, guest.id);
    return startGuestSession(client, guest.id, caller.userAgent);
  });
  return { room: (await roomStore.findRoomById(services.pool, room.id))!, token };
}

/**
 * Deletes the guests nobody can be any more (deleteUnusedGuests) every `everyMs`; every API replica may,
 * the delete takes each row once. A failure is logged and tried again at the next turn.
 */
export function startGuestSweeper(services: Pick<ApiServices, 'pool' | 'logger'>, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    deleteUnusedGuests(services.pool).catch((error: unknown) => services.logger.warn({ err: error }, 'could not delete unused guests'));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
