import type { Queryable } from '@tablecraft/platform';

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
  const { rows } = await db.query<GameSummary>(
    `SELECT g.id, g.title, g.game_name AS "gameName", u.user_name AS "ownerUserName", u.name AS "ownerName", g.thumbnail_asset_id AS "thumbnailAssetId"
       FROM games g JOIN users u ON u.id = g.owner_id WHERE g.id = $1`,
    [gameId],
  );
  return rows[0] ?? null;
}

/** The address of a game's page. */
export function gamePath(ownerUserName: string, gameName: string): string {
  return `/@${ownerUserName}/${gameName}`;
}
