import type { Queryable } from '@tablecraft/platform';
import { countOpenRoomsAgainstPlan } from '../rooms/open-rooms-counted.ts';
import { storedBytesOf } from '../uploads/assets-store.ts';
import { assertWithinLimit } from './limits.ts';
import { countPrivateGames, effectivePlan, lockPlanUsage } from './store.ts';

/** What a user uses of each plan limit that is counted per account. */
export interface PlanUsage {
  privateGames: number;
  openRooms: number;
  assetBytes: number;
  /** Uploads plus every draft and revision of the games the account owns, and its saved tables: what the plan's storage counts. */
  storageBytes: number;
}

/** The user's usage of each limit, for the plan page. */
export async function planUsage(db: Queryable, userId: string): Promise<PlanUsage> {
  const [privateGames, openRooms, stored] = await Promise.all([
    countPrivateGames(db, userId),
    countOpenRoomsAgainstPlan(db, userId),
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
 * that lifts it. Call inside the transaction that makes the game private: the user's row is locked,
 * so two requests at once cannot both slip under the limit.
 */
export async function assertMayAddPrivateGame(db: Queryable, userId: string): Promise<void> {
  await lockPlanUsage(db, userId);
  const plan = await effectivePlan(db, userId);
  await assertWithinLimit(db, plan, 'maxPrivateGames', await countPrivateGames(db, userId), {
    noun: 'private games',
    remedy: 'Make one public or unlisted',
  });
}
