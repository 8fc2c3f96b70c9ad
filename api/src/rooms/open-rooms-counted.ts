import type { Queryable } from '@tablecraft/platform';
import { can } from '../policies/index.ts';
import * as gameStore from '../games/store.ts';
import type { GameRecord } from '../games/store.ts';
import { listOpenRoomsHostedBy, type RoomRecord } from './store.ts';

/** A room as the room rules see it. */
export const roomResource = (room: RoomRecord, game: GameRecord) => ({
  hostId: room.hostId,
  testPlay: room.testPlay,
  game,
  bannedIds: room.bannedIds,
  admittedIds: room.admittedIds,
});

/**
 * The open rooms a user hosts that count against their plan: those they can still close. A room in a game
 * they lost access to (removed from it, the game made private) is out of their reach, so it does not lock
 * them out of opening new ones. The plan page shows the same number the limit checks.
 */
export async function countOpenRoomsAgainstPlan(db: Queryable, hostId: string): Promise<number> {
  const rooms = await listOpenRoomsHostedBy(db, hostId);
  const games = new Map<string, Promise<GameRecord | null>>();
  const gameOf = (id: string) => games.get(id) ?? games.set(id, gameStore.findGameById(db, id)).get(id)!;
  const manageable = await Promise.all(
    rooms.map(async (room) => {
      const game = await gameOf(room.gameId);
      return game !== null && can({ id: hostId }, 'room.manage', roomResource(room, game));
    }),
  );
  return manageable.filter(Boolean).length;
}
