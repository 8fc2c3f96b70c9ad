import { z } from 'zod';
import { AppError, fieldError } from '@tablecraft/core/errors';
import { assetKeys, assetChannel, withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { parseInput } from '../common/index.ts';
import { gameFor, updateGameSettings } from '../games/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import { countRoomsOnRevision, deleteRoomsOfGame } from '../rooms/index.ts';
import { assetIdsOfGame, deleteGameAssets } from '../uploads/index.ts';
import * as store from '../games/index.ts';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not an asset id');
const count = (max: number) =>
  z.number().int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`).nullable();

/** /settings/profile: title, game name (the old one keeps redirecting), description and thumbnail. */
export async function updateGameProfile(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  input: unknown,
): Promise<GameRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const { thumbnailAssetId, ...rest } = parseInput(z.object({ thumbnailAssetId: uuid.nullable().optional() }).loose(), input) as {
    thumbnailAssetId?: string | null;
  } & Record<string, unknown>;
  if (thumbnailAssetId) {
    const ofGame = await assetIdsOfGame(services.pool, game.id, [thumbnailAssetId]);
    if (!ofGame.has(thumbnailAssetId)) throw fieldError({ thumbnailAssetId: 'must be an image uploaded to this game' });
  }
  const updated = Object.keys(rest).length > 0 ? await updateGameSettings(services, viewer, game.id, rest) : game;
  if (thumbnailAssetId !== undefined) await store.setGameThumbnail(services.pool, game.id, thumbnailAssetId);
  return updated;
}

const pageSchema = z
  .object({
    overview: z.string().max(20_000, 'must be at most 20000 characters').optional(),
    minPlayers: count(100).optional(),
    maxPlayers: count(100).optional(),
    playMinutes: count(10_000).optional(),
    imageAssetIds: z.array(uuid).max(12, 'may hold at most 12 images').optional(),
    visibility: z.enum(['public', 'unlisted', 'private']).optional(),
  })
  .strict();

/** /settings/page: the public game page's Markdown, player count, play time, images, and visibility. */
export async function updateGamePage(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  input: unknown,
): Promise<GameRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const data = parseInput(pageSchema, input);
  const current = (await store.findGameSettings(services.pool, game.id))!;
  const min = data.minPlayers === undefined ? current.minPlayers : data.minPlayers;
  const max = data.maxPlayers === undefined ? current.maxPlayers : data.maxPlayers;
  if (min !== null && max !== null && min > max) throw fieldError({ maxPlayers: 'must not be less than the minimum' });
  if (data.imageAssetIds) {
    const ofGame = await assetIdsOfGame(services.pool, game.id, data.imageAssetIds);
    const index = data.imageAssetIds.findIndex((id) => !ofGame.has(id));
    if (index >= 0) throw fieldError({ [`imageAssetIds.${index}`]: 'must be an image uploaded to this game' });
  }
  await store.setGamePage(services.pool, game.id, {
    pageOverview: data.overview,
    minPlayers: data.minPlayers,
    maxPlayers: data.maxPlayers,
    playMinutes: data.playMinutes,
    pageImageIds: data.imageAssetIds ? [...new Set(data.imageAssetIds)] : undefined,
  });
  // Visibility goes through the games service: making a game private counts against the plan.
  if (data.visibility && data.visibility !== game.visibility)
    return updateGameSettings(services, viewer, game.id, { visibility: data.visibility });
  return (await gameStore.findGameById(services.pool, game.id))!;
}

/** /settings/permissions: who may play, and whether others may watch rooms as spectators. */
export async function updateGamePermissions(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  input: unknown,
): Promise<GameRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const data = parseInput(
    z.object({ playPermission: z.enum(['anyone', 'users', 'players']).optional(), allowSpectators: z.boolean().optional() }).strict(),
    input,
  );
  await store.setWhoMayPlay(services.pool, game.id, data);
  // Narrowed play or no more spectators: open connections become spectators or are closed.
  await announceAccessChange(services, { scope: 'game', gameId: game.id });
  return (await gameStore.findGameById(services.pool, game.id))!;
}

/**
 * Deletes a published revision nobody plays. A room keeps the revision it was opened on (closed rooms
 * can be reopened), so a revision with rooms is refused, saying how many; the draft is never deleted.
 */
export async function deleteRevision(services: ApiServices, viewer: UserRecord | null, revisionId: string): Promise<void> {
  const revision = uuid.safeParse(revisionId).success ? await gameStore.findRevisionById(services.pool, revisionId) : null;
  if (!revision) throw new AppError('NOT_FOUND', 'That revision does not exist.');
  await gameFor(services.pool, viewer, revision.gameId, 'game.manage');
  if (revision.number === null)
    throw new AppError('BAD_USER_INPUT', 'The draft cannot be deleted. Create a draft from another revision to replace its content.');
  await withTransaction(services.pool, async (client) => {
    await store.lockRevision(client, revision.id);
    const rooms = await countRoomsOnRevision(client, revision.id);
    if (rooms > 0) {
      throw new AppError(
        'CONFLICT',
        `${revision.name} is played in ${rooms} room${rooms === 1 ? '' : 's'}, so it cannot be deleted.`,
        undefined,
        { reason: 'REVISION_IN_USE', rooms },
      );
    }
    await store.deletePublishedRevision(client, revision.id);
  });
}

/**
 * Deletes a game for good, after its name is typed to confirm: rooms, assets, revisions, members,
 * players, invites, keys and old names go, everyone still in one of its rooms is told the game was
 * deleted (their connections close), and the assets' files are removed from the blob store. Nothing is
 * left that points at the game.
 */
export async function deleteGameForGood(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  confirmGameName?: string | null,
): Promise<void> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.delete');
  if (confirmGameName != null && confirmGameName.trim().toLowerCase() !== game.gameName.toLowerCase()) {
    throw fieldError({ confirmGameName: `must be ${game.gameName}` });
  }
  // Rooms first (they hold the game's revisions), then the assets uploaded to it, then the game, whose
  // revisions, members, players, invites, keys and old names go with it by cascade.
  const assetIds = await withTransaction(services.pool, async (client) => {
    await store.lockGameForDeletion(client, game.id);
    await deleteRoomsOfGame(client, game.id);
    const deleted = await deleteGameAssets(client, game.id);
    await store.deleteGameRow(client, game.id);
    return deleted;
  });
  await announceAccessChange(services, { scope: 'game', gameId: game.id });
  // Rows go first: a failure below leaves unreachable files, never a row pointing at nothing.
  for (const assetId of assetIds) {
    await services.blobs
      .deletePrefix(assetKeys.prefix(assetId))
      .catch((error: unknown) => services.logger.error({ err: error, assetId }, 'could not remove the files of a deleted game'));
    await services.pubsub.publish(assetChannel(assetId), JSON.stringify({ id: assetId, deleted: true })).catch(() => undefined);
  }
}
