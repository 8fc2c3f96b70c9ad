import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fieldError } from '@tablecraft/core/errors';
import { GAME_NAME_PATTERN } from '@tablecraft/core';
import { findTemplate, type GameTemplate } from '@tablecraft/core/templates';
import { ASSET_PIPELINE, assetKeys, withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices } from '../services.ts';
import type { UserRecord } from '../accounts/users-store.ts';
import { parseInput } from '../accounts/validation.ts';
import { authorize, requireUser } from '../policies/index.ts';
import { assertMayAddPrivateGame, assertMayStore, storageCharge } from '../plans/index.ts';
import { insertAsset } from '../uploads/assets-store.ts';
import * as gameStore from '../games/store.ts';
import { freeGameName } from '../games/free-name.ts';
import type { GameRecord } from '../games/store.ts';
import { renderTemplateArt } from './art.ts';
import { findPlayNowGameId, markPlayNowGame } from './store.ts';

// Making a game from a template: the template's art is rasterised and stored as the new game's own
// assets (the same rows and pipeline as an upload: the worker makes the renditions and cuts the
// sheets), and its document, pointing at them, becomes the draft. All in one transaction: a refusal
// leaves no game, no asset row and no stored file behind.

const inputSchema = z.object({
  templateId: z.string().max(40, 'is not a template'),
  title: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters').optional(),
  gameName: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, 'must be at most 40 characters')
    .regex(GAME_NAME_PATTERN, 'may contain only lower-case letters, digits and single dashes')
    .optional(),
  description: z.string().max(2_000, 'must be at most 2000 characters').optional(),
  visibility: z.enum(['public', 'unlisted', 'private']).default('private'),
  publish: z.boolean().default(false),
});

/** What a game made from a template is: who owns it, who may see it, and whether v1 is published at once. */
export interface TemplateGameOptions {
  title?: string;
  /** A name the author chose; a taken one is a field error. Made from the title when absent. */
  gameName?: string;
  description?: string;
  visibility: 'public' | 'unlisted' | 'private';
  publish?: boolean;
}

/** Creates a game for the viewer from a template (GraphQL `createGameFromTemplate`). */
export async function createGameFromTemplate(services: ApiServices, viewer: UserRecord | null, input: unknown): Promise<GameRecord> {
  const user = requireUser(viewer);
  authorize(user, 'game.create', null);
  const data = parseInput(inputSchema, input);
  const template = findTemplate(data.templateId);
  if (!template) throw fieldError({ templateId: 'is not a template' });
  // Publishing at once counts like any publish, so Play now cannot be used to get round the hourly limit.
  if (data.publish) await services.rateLimits.consume('publishByUser', user.id);
  try {
    return await withTemplateGames(services, (make) => make(user.id, template, data));
  } catch (error) {
    if (isGameNameTaken(error)) throw fieldError({ gameName: 'is already used by another of your games' });
    throw error;
  }
}

/**
 * The viewer's game for playing a template at once (GraphQL `playTemplate`): the one Play now made for them
 * before, while they still own it, or a new unlisted game with v1 published, marked as that one.
 */
export async function playTemplate(services: ApiServices, viewer: UserRecord | null, templateId: string): Promise<GameRecord> {
  const user = requireUser(viewer);
  const template = typeof templateId === 'string' ? findTemplate(templateId) : undefined;
  if (!template) throw fieldError({ templateId: 'is not a template' });
  const earlierId = await findPlayNowGameId(services.pool, user.id, template.id);
  const found = earlierId ? await gameStore.findGameById(services.pool, earlierId) : null;
  if (found) return found;
  const game = await createGameFromTemplate(services, user, { templateId: template.id, visibility: 'unlisted', publish: true });
  // Two clicks at once may both have made one: the first marked is the one found from then on.
  await markPlayNowGame(services.pool, game.id, template.id).catch((error: unknown) =>
    services.logger.warn({ err: error, gameId: game.id }, 'could not mark a Play now game'),
  );
  return game;
}

/** Makes a game from a template inside the caller's transaction (see `withTemplateGames`). */
export type MakeTemplateGame = (ownerId: string, template: GameTemplate, options: TemplateGameOptions) => Promise<GameRecord>;

/**
 * Runs `work` in one transaction with a way to make games from templates in it. The art's files are
 * stored as the games are made and removed again if the transaction fails; the pipeline jobs are
 * queued only once it has committed, so the worker never looks for a row that is not there yet.
 */
export async function withTemplateGames<T>(
  services: ApiServices,
  work: (make: MakeTemplateGame, client: Queryable) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const queued: string[] = [];
  let result: T;
  try {
    result = await withTransaction(services.pool, (client) =>
      work((ownerId, template, options) => insertTemplateGame(services, client, ownerId, template, options, { stored, queued }), client),
    );
  } catch (error) {
    for (const key of stored) await services.blobs.delete(key).catch(() => undefined);
    throw error;
  }
  for (const id of queued) {
    // Left pending on a failure here: the worker's sweep of pending assets queues it again.
    await services.queue
      .enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id })
      .catch((error: unknown) => services.logger.error({ err: error, assetId: id }, 'could not enqueue the asset pipeline'));
  }
  return result;
}

async function insertTemplateGame(
  services: ApiServices,
  client: Queryable,
  ownerId: string,
  template: GameTemplate,
  options: TemplateGameOptions,
  files: { stored: string[]; queued: string[] },
): Promise<GameRecord> {
  const art = await renderTemplateArt(template);
  const assetIds = Object.fromEntries(art.map((picture) => [picture.art.key, randomUUID()]));
  const document = template.document(assetIds);
  const documentBytes = Buffer.byteLength(JSON.stringify(document));
  const artBytes = art.reduce((sum, picture) => sum + storageCharge(picture.png.length), 0);
  const title = options.title ?? template.title;

  if (options.visibility === 'private') await assertMayAddPrivateGame(client, ownerId);
  await assertMayStore(client, ownerId, artBytes + documentBytes * (options.publish ? 2 : 1));
  const game = await gameStore.insertGame(client, {
    ownerId,
    gameName: options.gameName ?? (await freeGameName(client, ownerId, title)),
    title,
    description: options.description ?? template.summary,
    visibility: options.visibility,
  });
  for (const picture of art) {
    const id = assetIds[picture.art.key]!;
    const originalKey = assetKeys.original(id);
    files.stored.push(originalKey);
    await services.blobs.put(originalKey, picture.png, { contentType: 'image/png', size: picture.png.length });
    const sheet = picture.art.pipeline === 'sheet';
    await insertAsset(client, {
      id,
      ownerId,
      gameId: game.id,
      pipeline: picture.art.pipeline,
      rows: sheet ? picture.art.rows! : null,
      columns: sheet ? picture.art.columns! : null,
      originalKey,
      contentType: 'image/png',
      byteSize: picture.png.length,
      width: picture.width,
      height: picture.height,
    });
    files.queued.push(id);
  }
  await gameStore.insertDraft(client, game.id, document, ownerId);
  if (options.publish) await gameStore.insertPublishedRevision(client, game.id, document, ownerId);
  return game;
}

const isGameNameTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'games_owner_game_name_key';
