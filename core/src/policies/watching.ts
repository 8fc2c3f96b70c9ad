import type { Actor, Rule } from './types.ts';
import { roomRules, type RoomResource } from './rooms.ts';

// Who may watch a room in a spectator mode (docs/ARCHITECTURE.md, "Watching"). Each mode is the host's
// to turn on and off by default; what it shows is decided by core/src/play/watching.ts and the socket.

/** A room as the watching rules need it: who sits or sat in it, and which modes are on. */
export interface RoomWatchResource extends RoomResource {
  /**
   * Every account or guest that holds a seat, holds one kept for them, or has joined the room to play
   * (room_players): each has seen, or may see, a hand of this game.
   */
  seatedIds: ReadonlyArray<string>;
  /** The host turned "Every hand, delayed" on, and the seated players were asked. */
  everyHandOn: boolean;
  /** Seats whose player agreed to be followed while "Follow a seat" is on (none while it is off). */
  followableSeatIds: ReadonlyArray<string>;
  /** The game ended: every hand is in its revealed record, for its players to read anyway. */
  ended: boolean;
}

/** Whether the actor is, or was, at the table: its host, or someone who holds, kept or joined to play a seat. */
const atTheTable = (actor: Actor, room: RoomWatchResource) =>
  actor !== null && (actor.id === room.hostId || room.seatedIds.includes(actor.id));

export const watchRules = {
  /**
   * Open the every-hand view, a delay behind: someone who may watch the room at all, while the mode is on,
   * and never anyone at the table while the game goes on (they would see the hands they play against).
   * Another account or a private window of theirs is someone else to the server: the delay is the answer.
   */
  'room.watchEveryHand': ((actor, room) =>
    !room.ended && room.everyHandOn && roomRules['room.view'](actor, room) && !atTheTable(actor, room)) as Rule<RoomWatchResource>,
  /**
   * Follow one seat's view: someone who may watch the room, while its player agrees to be followed, and
   * nobody else at the table (a player following another seat would see two hands).
   */
  'room.followSeat': ((actor, room: RoomWatchResource & { seatId: string }) =>
    !room.ended && room.followableSeatIds.includes(room.seatId) && roomRules['room.view'](actor, room) && !atTheTable(actor, room)) as Rule<
    RoomWatchResource & { seatId: string }
  >,
  /** Turn a mode on or off, and choose its delay: the host while they may play in the room. */
  'room.chooseWatchMode': ((actor, room) =>
    actor !== null && actor.id === room.hostId && roomRules['room.join'](actor, room)) as Rule<RoomResource>,
};
