import type { Queryable } from '@tablecraft/platform';
import type { GameRecord } from '../games/store.ts';
import { countOpenRooms } from '../plans/open-rooms.ts';
import { lockPlan } from '../plans/store.ts';
import type { RoomRecord } from './store.ts';

/** A room as the room rules see it. */
export const roomResource = (room: RoomRecord, game: GameRecord) => ({
  hostId: room.hostId,
  testPlay: room.testPlay,
  game,
  bannedIds: room.bannedIds,
  admittedIds: room.admittedIds,
});

/**
 * The open rooms a user hosts that count against their plan, as the plan module counts them
 * (api/src/plans/open-rooms.ts), after taking the user's plan lock: inside a transaction, a check made
 * with this number holds until it commits. New code calls the plan module's assertMayOpenRoom instead.
 */
export async function countOpenRoomsAgainstPlan(db: Queryable, hostId: string): Promise<number> {
  await lockPlan(db, hostId);
  return countOpenRooms(db, hostId);
}
