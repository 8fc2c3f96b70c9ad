import type { Actor, Rule } from './types.ts';
import { gameRules } from './games.ts';
import { isBannedFrom, roomRules, type RoomResource } from './rooms.ts';

/** What the record rule needs besides the room rules' resource: who has played in the room. */
export interface RoomRecordResource extends RoomResource {
  /** Everyone who has played in the room (room_players). */
  playerIds: ReadonlyArray<string>;
}

// Its host, while they may still play in it. A save holds every hand and ending shows every seed, so
// neither is for the game's owner in a room of strangers, although the owner may close any of its rooms.
const isPlayingHost = (actor: Actor, room: RoomResource) =>
  actor !== null && actor.id === room.hostId && roomRules['room.host'](actor, room);

/**
 * What may be done with a room's secrets (docs/ARCHITECTURE.md, "Saves, pauses and the end of a game"):
 * saving its table and ending its game are its host's; its record, once the game ended, is read by the
 * people who played in it and the game's members.
 */
export const saveRules = {
  /** Save a room's table: its host while they may play in it, never the game's owner in a room they do not host. */
  'room.save': isPlayingHost as Rule<RoomResource>,
  /** End the room's game and reveal its record (final): its host while they may play in it. */
  'room.end': isPlayingHost as Rule<RoomResource>,
  /** Read an ended room's record (seeds, initial state): its host, its players and the game's members. */
  'room.readRecord': ((actor: Actor, room: RoomRecordResource) =>
    actor !== null &&
    !isBannedFrom(actor, room) &&
    (actor.id === room.hostId ||
      room.playerIds.includes(actor.id) ||
      gameRules['game.viewDraft'](actor, room.game))) as Rule<RoomRecordResource>,
};
