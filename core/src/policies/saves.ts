import type { Actor, Rule } from './types.ts';
import { gameRules } from './games.ts';
import { isBannedFrom, roomRules, type RoomResource } from './rooms.ts';

/** What the record rule needs besides the room rules' resource: who has played in the room. */
export interface RoomRecordResource extends RoomResource {
  /** Everyone who has played in the room (room_players). */
  playerIds: ReadonlyArray<string>;
  /** Its players shared its replay beyond them (room_replay_shares): whoever may open the room may watch it. */
  replayShared?: boolean;
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
  /**
   * Read an ended room's record (seeds, initial state) and so watch its replay: its host, its players and the
   * game's members; and, once its players shared the replay, anyone who may open the room at all.
   */
  'room.readRecord': ((actor: Actor, room: RoomRecordResource) =>
    (actor !== null && !isBannedFrom(actor, room) && (isPlayerOf(actor.id, room) || gameRules['game.viewDraft'](actor, room.game))) ||
    (room.replayShared === true && roomRules['room.view'](actor, room))) as Rule<RoomRecordResource>,
  /**
   * Share an ended room's replay beyond its players, or take it back: one of its players (its host among
   * them), never the game's members as such. Every one of them may read the record already, and so could
   * pass it on; the setting says what the room's own link does.
   */
  'room.shareReplay': ((actor: Actor, room: RoomRecordResource) =>
    actor !== null && !isBannedFrom(actor, room) && isPlayerOf(actor.id, room)) as Rule<RoomRecordResource>,
};

const isPlayerOf = (id: string, room: RoomRecordResource) => id === room.hostId || room.playerIds.includes(id);
