import type { Queryable } from '@tablecraft/platform';
import type { PlayPermission } from '../policies/index.ts';

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

export type GameSettingsPatch = Partial<GameSettingsRecord & { playPermission: PlayPermission; allowSpectators: boolean }>;

/** Writes the given settings columns; undefined leaves a column as it is. */
export async function updateGameSettingsColumns(db: Queryable, gameId: string, patch: GameSettingsPatch): Promise<void> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as Array<[keyof typeof SETTINGS_COLUMNS, unknown]>;
  if (entries.length === 0) return;
  const sets = entries.map(([key], index) => `${SETTINGS_COLUMNS[key]} = $${index + 2}${key === 'pageImageIds' ? '::uuid[]' : ''}`);
  await db.query(`UPDATE games SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
    gameId,
    ...entries.map(([, value]) => value),
  ]);
}

/** Which of the given assets were uploaded to the game (only those may appear on its page). */
export async function assetIdsOfGame(db: Queryable, gameId: string, assetIds: string[]): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM assets WHERE game_id = $1 AND id = ANY($2::uuid[])`, [
    gameId,
    assetIds,
  ]);
  return new Set(rows.map((row) => row.id));
}

/** How many rooms (open or closed: closed ones can be reopened) play each revision of a game. */
export async function roomCountsByRevision(db: Queryable, gameId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ revisionId: string; count: number }>(
    `SELECT revision_id AS "revisionId", count(*)::int AS count FROM rooms WHERE game_id = $1 GROUP BY revision_id`,
    [gameId],
  );
  return new Map(rows.map((row) => [row.revisionId, row.count]));
}

/**
 * Locks a revision's row until the transaction ends: a room opening on it waits (its foreign key needs
 * the row), so the rooms counted before deleting it stay the rooms there are.
 */
export async function lockRevision(db: Queryable, revisionId: string): Promise<void> {
  await db.query('SELECT 1 FROM revisions WHERE id = $1 FOR UPDATE', [revisionId]);
}

/** Rooms that play one revision. */
export async function countRoomsOnRevision(db: Queryable, revisionId: string): Promise<number> {
  return (
    (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rooms WHERE revision_id = $1', [revisionId])).rows[0]?.count ?? 0
  );
}

/** Deletes a published revision; the draft is never deleted here. */
export async function deletePublishedRevision(db: Queryable, revisionId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM revisions WHERE id = $1 AND number IS NOT NULL', [revisionId]);
  return (rowCount ?? 0) > 0;
}

/** The ids of a game's open rooms, to close before the game goes. */
export async function openRoomIdsOfGame(db: Queryable, gameId: string): Promise<string[]> {
  return (await db.query<{ id: string }>(`SELECT id FROM rooms WHERE game_id = $1 AND status = 'open'`, [gameId])).rows.map(
    (row) => row.id,
  );
}

/**
 * Deletes a game and every row that belongs to it: rooms first (they hold their revisions), the assets
 * uploaded to it, then the game, whose revisions, members, players, invites, keys and old names
 * go with it by cascade. Returns the ids of the deleted assets, whose files the caller removes.
 * Call inside a transaction.
 */
export async function deleteGameRows(db: Queryable, gameId: string): Promise<string[]> {
  await db.query('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [gameId]);
  await db.query('DELETE FROM rooms WHERE game_id = $1', [gameId]);
  const assets = await db.query<{ id: string }>('DELETE FROM assets WHERE game_id = $1 RETURNING id', [gameId]);
  await db.query('DELETE FROM games WHERE id = $1', [gameId]);
  return assets.rows.map((row) => row.id);
}
