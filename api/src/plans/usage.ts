import type { Queryable } from '@tablecraft/platform';
import { assertWithinLimit } from './limits.ts';
import { storedBytesOf } from './storage.ts';
import { countPrivateGames, lockPlan } from './store.ts';

/**
 * The open rooms a user hosts that count against their plan. Rooms are theirs to count (rooms/, which
 * asks this module for the limit): the callers pass the rooms feature's count in.
 */
export type OpenRoomCount = (db: Queryable, hostId: string) => Promise<number>;

/** What a user uses of each plan limit that is counted per account. */
export interface PlanUsage {
  privateGames: number;
  openRooms: number;
  /** Uploads as the plan's storage counts them (each at least ASSET_MIN_CHARGE_BYTES). */
  assetBytes: number;
  /** Uploads plus every draft and revision of the games the account owns, and its saved tables: what the plan's storage counts. */
  storageBytes: number;
}

/** The user's usage of each limit, for the plan page: the numbers the checks count. */
export async function planUsage(db: Queryable, userId: string, countOpenRooms: OpenRoomCount): Promise<PlanUsage> {
  const [privateGames, openRooms, stored] = await Promise.all([
    countPrivateGames(db, userId),
    countOpenRooms(db, userId),
    storedBytesOf(db, userId),
  ]);
  return {
    privateGames,
    openRooms,
    assetBytes: stored.assets,
    storageBytes: stored.assets + stored.documents + stored.savedTables,
  };
}

/**
 * Refuses one more private game for the user past their plan's limit, naming the limit and the plan
 * that lifts it. Takes the plan lock: call inside the transaction that makes the game private.
 */
export async function assertMayAddPrivateGame(db: Queryable, userId: string): Promise<void> {
  const plan = await lockPlan(db, userId);
  await assertWithinLimit(db, plan, 'maxPrivateGames', await countPrivateGames(db, userId), {
    noun: 'private games',
    remedy: 'Make one public or unlisted',
  });
}

/**
 * Refuses one more open room hosted by the user past their plan's limit (a new room, a reopened one, one
 * started from a saved table), as `countOpenRooms` counts them. Takes the plan lock: call inside the
 * transaction that opens the room.
 */
export async function assertMayOpenRoom(db: Queryable, hostId: string, countOpenRooms: OpenRoomCount): Promise<void> {
  const plan = await lockPlan(db, hostId);
  await assertWithinLimit(db, plan, 'maxOpenRooms', await countOpenRooms(db, hostId), { noun: 'open rooms', remedy: 'Close one' });
}
