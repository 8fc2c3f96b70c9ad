import type { Queryable } from '@tablecraft/platform';
import type { PlayPermission } from '../policies/index.ts';

// The rows behind a game's settings pages (the settings feature's rules): the page and profile columns of
// the games row, and the deletion of a revision or of the game itself. Games owns both tables.

/** The game page and profile extras kept on the games row. */
export interface GameSettingsRecord {
  thumbnailAssetId: string | null;
  pageOverview: string;
  minPlayers: number | null;
  maxPlayers: number | null;
  playMinutes: number | null;
  pageImageIds: string[];
}

/** A game's page content and thumbnail. */
export async function findGameSettings(db: Queryable, gameId: string): Promise<GameSettingsRecord | null> {
  const { rows } = await db.query<GameSettingsRecord>(
    `SELECT thumbnail_asset_id AS "thumbnailAssetId", page_overview AS "pageOverview", min_players AS "minPlayers", max_players AS "maxPlayers",
            play_minutes AS "playMinutes", ARRAY(SELECT unnest(page_image_ids)::text) AS "pageImageIds"
       FROM games WHERE id = $1`,
    [gameId],
  );
  return rows[0] ?? null;
}

const SETTINGS_COLUMNS = {
  thumbnailAssetId: 'thumbnail_asset_id',
  pageOverview: 'page_overview',
  minPlayers: 'min_players',
  maxPlayers: 'max_players',
  playMinutes: 'play_minutes',
  pageImageIds: 'page_image_ids',
  playPermission: 'play_permission',
  allowSpectators: 'allow_spectators',
} as const;

type GameSettingsPatch = Partial<GameSettingsRecord & { playPermission: PlayPermission; allowSpectators: boolean }>;

/** Writes the given settings columns; undefined leaves a column as it is. */
async function updateGameSettingsColumns(db: Queryable, gameId: string, patch: GameSettingsPatch): Promise<void> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as Array<[keyof typeof SETTINGS_COLUMNS, unknown]>;
  if (entries.length === 0) return;
  const sets = entries.map(([key], index) => `${SETTINGS_COLUMNS[key]} = $${index + 2}${key === 'pageImageIds' ? '::uuid[]' : ''}`);
  await db.query(`UPDATE games SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
    gameId,
    ...entries.map(([, value]) => value),
  ]);
}

/** Sets the image shown for the game in lists (null: none); the settings feature checks it is the game's. */
export async function setGameThumbnail(db: Queryable, gameId: string, thumbnailAssetId: string | null): Promise<void> {
  await updateGameSettingsColumns(db, gameId, { thumbnailAssetId });
}

/** What the public game page shows besides the game's profile; undefined leaves a part as it is. */
export type GamePagePatch = Partial<
  Pick<GameSettingsRecord, 'pageOverview' | 'minPlayers' | 'maxPlayers' | 'playMinutes' | 'pageImageIds'>
>;

/** Changes the public game page's Markdown, player count, play time or images (checked by the settings feature). */
export async function setGamePage(db: Queryable, gameId: string, page: GamePagePatch): Promise<void> {
  await updateGameSettingsColumns(db, gameId, page);
}

/** Changes who may play the game and whether others may watch its rooms; undefined leaves either as it is. */
export async function setWhoMayPlay(
  db: Queryable,
  gameId: string,
  access: { playPermission?: PlayPermission; allowSpectators?: boolean },
): Promise<void> {
  await updateGameSettingsColumns(db, gameId, access);
}

/**
 * Locks a revision's row until the transaction ends: a room opening on it waits (its foreign key needs
 * the row), so the rooms counted before deleting it stay the rooms there are.
 */
export async function lockRevision(db: Queryable, revisionId: string): Promise<void> {
  await db.query('SELECT 1 FROM revisions WHERE id = $1 FOR UPDATE', [revisionId]);
}

/** Deletes a published revision; the draft is never deleted here. */
export async function deletePublishedRevision(db: Queryable, revisionId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM revisions WHERE id = $1 AND number IS NOT NULL', [revisionId]);
  return (rowCount ?? 0) > 0;
}

/**
 * Deletes a game's own rows: the game, whose revisions, members, players, invites, keys and old names go
 * with it by cascade. Its rooms and assets must be gone first (deleteGameForGood). Call inside a
 * transaction holding the game's lock (lockGameForDeletion).
 */
export async function deleteGameRow(db: Queryable, gameId: string): Promise<void> {
  await db.query('DELETE FROM games WHERE id = $1', [gameId]);
}

/** Locks the game's row until the transaction ends, so nothing is added to it while it is deleted. */
export async function lockGameForDeletion(db: Queryable, gameId: string): Promise<void> {
  await db.query('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [gameId]);
}
