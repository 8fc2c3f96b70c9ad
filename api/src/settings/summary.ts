import type { Queryable } from '@tablecraft/platform';
import { findUserById } from '../accounts/index.ts';
import { findGameById, findGameSettings } from '../games/index.ts';

/**
 * What an invite or key page may show about a game to someone who cannot see it yet: its name, title,
 * owner and thumbnail, never its revisions or rooms.
 */
export interface GameSummary {
  id: string;
  title: string;
  gameName: string;
  ownerUserName: string;
  ownerName: string;
  thumbnailAssetId: string | null;
}

/** The summary of a game, or null when it no longer exists. */
export async function gameSummary(db: Queryable, gameId: string): Promise<GameSummary | null> {
  const game = await findGameById(db, gameId);
  const [owner, settings] = game ? await Promise.all([findUserById(db, game.ownerId), findGameSettings(db, game.id)]) : [null, null];
  if (!game || !owner) return null;
  return {
    id: game.id,
    title: game.title,
    gameName: game.gameName,
    ownerUserName: owner.userName,
    ownerName: owner.name,
    thumbnailAssetId: settings?.thumbnailAssetId ?? null,
  };
}

/** The address of a game's page. */
export function gamePath(ownerUserName: string, gameName: string): string {
  return `/@${ownerUserName}/${gameName}`;
}
