import type { GameRecord } from '../games/index.ts';
import type { RoomRecord } from './store.ts';

/** A room as the room rules see it. */
export const roomResource = (room: RoomRecord, game: GameRecord) => ({
  hostId: room.hostId,
  testPlay: room.testPlay,
  game,
  bannedIds: room.bannedIds,
  admittedIds: room.admittedIds,
});
