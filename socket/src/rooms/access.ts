import { roomRoleOf, type Actor } from '@tablecraft/core/policies';
import type { RoomRecord } from './room-records.ts';

/**
 * Who may be in a room, and how: a player (may act once seated), a spectator (watches only), or nobody.
 * The decision is the policy module's room rules: `room.join` for players (test plays of a draft are for
 * its editors), watching when the game allows spectators, and nobody the host removed from the room.
 */
export function roomAccess(actor: Actor, room: RoomRecord): 'player' | 'spectator' | 'none' {
  return roomRoleOf(actor, {
    hostId: room.hostId,
    testPlay: room.testPlay,
    game: room.game,
    bannedIds: room.bannedIds,
    admittedIds: room.admittedIds,
  });
}

/** What a visitor is told at a room that lets strangers in by its invite link alone. */
export const INVITE_ONLY_VISITOR =
  "This room lets in the people its host invites. Ask the host for the room's invite link, or log in if you are one of the game's members or players.";
/** What someone logged in (or a guest) is told there. */
export const INVITE_ONLY = "This room lets in the people its host invites. Ask the host for the room's invite link.";
/** What someone the invite let in is told once the host turned it off. */
export const INVITE_TURNED_OFF = 'The host turned off the invite link that let you in. Ask the host for a new link to come back.';

/**
 * Why someone may not come into a room (`roomAccess` said none), in words that name the one thing that helps:
 * the host's invite link, logging in where that is what the room needs, or the host letting them back.
 */
export function refusalOf(actor: Actor, room: RoomRecord, removedByHost: string): string {
  if (actor && room.bannedIds.includes(actor.id)) return removedByHost;
  if (actor && room.evictions?.some((eviction) => eviction.userId === actor.id)) return INVITE_TURNED_OFF;
  if (room.game.visibility === 'public' && room.game.playPermission === 'users' && (!actor || actor.guest))
    return 'Log in to join this room.';
  return actor && !actor.guest ? INVITE_ONLY : INVITE_ONLY_VISITOR;
}
