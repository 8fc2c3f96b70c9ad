import { countRoomsInUse, type Queryable } from '@tablecraft/platform';
import type { GameRecord } from '../games/index.ts';
import * as plans from '../plans/index.ts';
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
 * The open rooms a user hosts that count against their plan, as the socket service counts them when
 * someone comes into a room (`countRoomsInUse`, platform/src/room-use.ts): every open room opened with
 * Play, from a save or reopened; a test play or Play now room while someone is in it, or while it is held
 * for whoever just opened it; and only rooms the host can still close. The plan page shows the same number.
 */
export function countOpenRooms(db: Queryable, hostId: string): Promise<number> {
  return countRoomsInUse(db, hostId);
}

/**
 * Refuses one more open room hosted by the user past their plan's limit (a new room, a reopened one, one
 * started from a saved table), counted as above. Takes the plan lock: call inside the transaction that
 * opens the room.
 */
export function assertMayOpenRoom(db: Queryable, hostId: string): Promise<void> {
  return plans.assertMayOpenRoom(db, hostId, countOpenRooms);
}
