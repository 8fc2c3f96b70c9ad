import type { Rule } from './types.ts';
import { gameRules, type GameResource } from './games.ts';

/** What room rules need: the room and its game, as they are in the database now. */
export interface RoomResource {
  hostId: string;
  testPlay: boolean;
  game: GameResource;
}

const mayJoin: Rule<RoomResource> = (actor, room) => (room.testPlay ? gameRules['game.edit'](actor, room.game) : gameRules['game.play'](actor, room.game));
// Watching: never a test play (a draft is for its editors), otherwise anyone the game lets watch.
const mayWatch: Rule<RoomResource> = (actor, room) => !room.testPlay && gameRules['game.watch'](actor, room.game);

/**
 * Room rules: anyone who may play the game may join its rooms; test plays of a draft belong to its
 * editors. Every path to a room (GraphQL fields, the list of one's rooms, the socket, and the live
 * re-check when access changes) asks these, so hosting or having played somewhere once grants nothing
 * by itself: a host who lost access to the game may not open or manage the room either.
 */
export const roomRules = {
  'room.create': ((actor, game) => actor !== null && gameRules['game.play'](actor, game)) as Rule<GameResource>,
  'room.createTestPlay': ((actor, game) => gameRules['game.edit'](actor, game)) as Rule<GameResource>,
  'room.join': mayJoin,
  /** Open the room at all: as a player, or as a spectator where the game allows watching. */
  'room.view': ((actor, room) => mayJoin(actor, room) || mayWatch(actor, room)) as Rule<RoomResource>,
  'room.manage': ((actor, room) => actor !== null && (gameRules['game.manage'](actor, room.game) || (actor.id === room.hostId && mayJoin(actor, room)))) as Rule<RoomResource>,
};

/**
 * How someone may be in a room now: a player (may act once seated), a spectator (watches only, sees
 * no hidden face), or not at all. Visitors never take a seat: a seat needs someone to come back as.
 */
export function roomRoleOf(actor: { id: string } | null, room: RoomResource): 'player' | 'spectator' | 'none' {
  if (actor !== null && mayJoin(actor, room)) return 'player';
  if (mayWatch(actor, room)) return 'spectator';
  return 'none';
}
