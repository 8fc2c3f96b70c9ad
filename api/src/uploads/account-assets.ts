import type { Queryable } from '@tablecraft/platform';
import { findGamesByIds, gameIdsOwnedBy, type GameRecord } from '../games/index.ts';
import { deleteAssetsOfAccount, gameIdsUploadedToBy, passAssetsToGameOwners } from './assets-store.ts';

/**
 * What an account's deletion does to its uploads (accounts' AssetsLeftByAccount): images it uploaded to
 * other people's games stay with those games, owned by their owners; the rest of its assets, and every
 * asset of its own games, are deleted. Returns the deleted ids, whose files the caller removes once the
 * deletion has committed. Call inside the account's deletion transaction, before its row goes. Which games
 * are whose the games feature answers, by id, so this never reads its table.
 */
export async function deleteAccountAssets(db: Queryable, userId: string): Promise<string[]> {
  const ownGameIds = await gameIdsOwnedBy(db, userId);
  const othersGameIds = await gameIdsUploadedToBy(db, userId, ownGameIds);
  if (othersGameIds.length > 0) {
    const games = (await findGamesByIds(db, othersGameIds)).filter((game): game is GameRecord => game !== null);
    await passAssetsToGameOwners(
      db,
      userId,
      games.map((game) => ({ gameId: game.id, ownerId: game.ownerId })),
    );
  }
  return deleteAssetsOfAccount(db, userId, ownGameIds);
}
