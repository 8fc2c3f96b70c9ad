import type { Rule } from './types.ts';
import { gameRules, type GameResource } from './games.ts';

/** What room rules need: the room and its game. */
export interface RoomResource {
  hostId: string;
  testPlay: boolean;
  game: GameResource;
}

/** Room rules: anyone who may play the game may join its rooms; test plays of a draft belong to its editors. */
export const roomRules = {
  'room.create': ((actor, game) => actor !== null && gameRules['game.play'](actor, game)) as Rule<GameResource>,
  'room.createTestPlay': ((actor, game) => gameRules['game.edit'](actor, game)) as Rule<GameResource>,
  'room.join': ((actor, room) => (room.testPlay ? gameRules['game.edit'](actor, room.game) : gameRules['game.play'](actor, room.game))) as Rule<RoomResource>,
  'room.manage': ((actor, room) => actor !== null && (actor.id === room.hostId || gameRules['game.manage'](actor, room.game))) as Rule<RoomResource>,
};
