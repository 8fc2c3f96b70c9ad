import type { Queryable } from '@tablecraft/platform';
import { countOpenRoomsAgainstPlan } from '../rooms/open-rooms-counted.ts';
import { SAVED_TABLE_BYTES } from '../uploads/assets-store.ts';
import { assertWithinLimit, effectivePlan } from './limits.ts';

/** What a user uses of each plan limit that is counted per account. */
export interface PlanUsage {
  privateGames: number;
  openRooms: number;
  assetBytes: number;
  /** Uploads plus every draft and revision of the games the account owns, and its saved tables: what the plan's storage counts. */
  storageBytes: number;
}

/** How many private games a user owns. */
export async function countPrivateGames(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM games WHERE owner_id = $1 AND visibility = 'private'`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** The user's usage of each limit, for the plan page. */
export async function planUsage(db: Queryable, userId: string): Promise<PlanUsage> {
  const [privateGames, openRooms, bytes, documents, saves] = await Promise.all([
    countPrivateGames(db, userId),
    countOpenRoomsAgainstPlan(db, userId),
    db.query<{ bytes: string }>('SELECT coalesce(sum(byte_size), 0)::bigint AS bytes FROM assets WHERE owner_id = $1', [userId]),
    db.query<{ bytes: string }>(
      'SELECT coalesce(sum(r.document_bytes), 0)::bigint AS bytes FROM revisions r JOIN games g ON g.id = r.game_id WHERE g.owner_id = $1',
      [userId],
    ),
    db.query<{ bytes: string }>(`SELECT (${SAVED_TABLE_BYTES})::bigint AS bytes FROM users u WHERE u.id = $1`, [userId]),
  ]);
  const assetBytes = Number(bytes.rows[0]?.bytes ?? 0);
  return {
    privateGames,
    openRooms,
    assetBytes,
    storageBytes: assetBytes + Number(documents.rows[0]?.bytes ?? 0) + Number(saves.rows[0]?.bytes ?? 0),
  };
}

/**
 * Refuses one more private game for the user past their plan's limit, naming the limit and the plan
 * that lifts it. Call inside the transaction that makes the game private: the user's row is locked,
 * so two requests at once cannot both slip under the limit.
 */
export async function assertMayAddPrivateGame(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const plan = await effectivePlan(db, userId);
  await assertWithinLimit(db, plan, 'maxPrivateGames', await countPrivateGames(db, userId), {
    noun: 'private games',
    remedy: 'Make one public or unlisted',
  });
}
