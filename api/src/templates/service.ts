import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { fieldError } from '@tablecraft/core/errors';
import { GAME_NAME_PATTERN } from '@tablecraft/core';
import { findTemplate, type GameTemplate } from '@tablecraft/core/templates';
import { ASSET_PIPELINE, assetKeys, withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { parseInput } from '../common/index.ts';
import { authorize, requireUser } from '../policies/index.ts';
import { assertMayAddPrivateGame, assertMayStore, storageCharge } from '../plans/index.ts';
import { addGameImages } from '../uploads/index.ts';
import * as gameStore from '../games/index.ts';
import { freeGameName } from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { renderTemplateArt, type RenderedArt } from './art.ts';
import { lockPlayNow } from './store.ts';

// Making a game from a template: the template's art is rasterised and stored as the new game's own
// assets (the same rows and pipeline as an upload: the worker makes the renditions and cuts the
// sheets), and its document, pointing at them, becomes the draft. As with an upload, the files are
// written first, under the new assets' keys and outside any transaction, so no file is written while the
// owner's plan lock is held; the limits are then counted and every row inserted in one transaction. A
// refusal removes the files again: it leaves no game, no asset row and no stored file behind.

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
    return await withTemplateGames(services, [template], (make) => make(user.id, template, data));
  } catch (error) {
    if (isGameNameTaken(error)) throw fieldError({ gameName: 'is already used by another of your games' });
    throw error;
  }
}

/**
 * The viewer's game for playing a template at once (GraphQL `playTemplate`): the one Play now made for them
 * before, while they still own it, or a new unlisted game with v1 published, marked as that one. One per
 * account and template however many calls come at once: they are made one at a time under a lock of that
 * account and template, and each looks again once it holds it (the unique index on games backs it up).
 * Calls at once in this process share one answer, so the art is drawn and stored once.
 */
export function playTemplate(services: ApiServices, viewer: UserRecord | null, templateId: string): Promise<GameRecord> {
  const user = requireUser(viewer);
  const template = typeof templateId === 'string' ? findTemplate(templateId) : undefined;
  if (!template) throw fieldError({ templateId: 'is not a template' });
  const key = `${user.id}:${template.id}`;
  const pending = playNowUnderWay.get(key);
  if (pending) return pending;
  const made = findOrMakePlayNowGame(services, user, template).finally(() => playNowUnderWay.delete(key));
  playNowUnderWay.set(key, made);
  return made;
}

/** Play now calls under way in this process, by account and template. */
const playNowUnderWay = new Map<string, Promise<GameRecord>>();

async function findOrMakePlayNowGame(services: ApiServices, user: UserRecord, template: GameTemplate): Promise<GameRecord> {
  const earlierId = await gameStore.findPlayNowGameId(services.pool, user.id, template.id);
  const found = earlierId ? await gameStore.findGameById(services.pool, earlierId) : null;
  if (found) return found;
  authorize(user, 'game.create', null);
  // Publishing at once counts like any publish, so Play now cannot be used to get round the hourly limit.
  await services.rateLimits.consume('publishByUser', user.id);
  return withTemplateGames(services, [template], async (make, client) => {
    // Another call (on any API process) may have made it while this one drew the art: it is the one.
    await lockPlayNow(client, user.id, template.id);
    const madeMeanwhile = await gameStore.findPlayNowGameId(client, user.id, template.id);
    const existing = madeMeanwhile ? await gameStore.findGameById(client, madeMeanwhile) : null;
    if (existing) return existing;
    const game = await make(user.id, template, { visibility: 'unlisted', publish: true });
    await gameStore.markPlayNowGame(client, game.id, template.id);
    return game;
  });
}

/** Makes a game from a template inside the caller's transaction (see `withTemplateGames`). */
export type MakeTemplateGame = (ownerId: string, template: GameTemplate, options: TemplateGameOptions) => Promise<GameRecord>;

/** A template's game made ready before the transaction: its art stored under new asset ids, its document naming them. */
interface PreparedArt {
  template: GameTemplate;
  art: RenderedArt[];
  assetIds: Record<string, string>;
  /** Taken by a game made in the transaction; the files of one not taken are removed afterwards. */
  taken: boolean;
  /** Who the game taking it belongs to: their images are processed in their turns. */
  ownerId?: string;
}

/**
 * Runs `work` in one transaction with a way to make games from `templates` in it (each at most once). The
 * templates' art is rasterised and stored before the transaction begins, so no file is written while it
 * holds a lock (the owner's plan lock above all); the files of a game not made, and every file when the
 * transaction fails, are removed again. The pipeline jobs are queued only once it has committed, so the
 * worker never looks for a row that is not there yet.
 */
export async function withTemplateGames<T>(
  services: ApiServices,
  templates: readonly GameTemplate[],
  work: (make: MakeTemplateGame, client: Queryable) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  let prepared: PreparedArt[];
  let result: T;
  try {
    prepared = await Promise.all(templates.map((template) => storeTemplateArt(services, template, stored)));
    result = await withTransaction(services.pool, (client) =>
      work((ownerId, template, options) => {
        const ready = prepared.find((candidate) => candidate.template.id === template.id && !candidate.taken);
        if (!ready) throw new Error(`the art of template ${template.id} was not stored before the transaction`);
        ready.taken = true;
        ready.ownerId = ownerId;
        return insertTemplateGame(client, ownerId, ready, options);
      }, client),
    );
  } catch (error) {
    await removeFiles(services, stored);
    throw error;
  }
  await removeFiles(
    services,
    prepared.filter((ready) => !ready.taken).flatMap((ready) => Object.values(ready.assetIds).map((id) => assetKeys.original(id))),
  );
  for (const ready of prepared.filter((candidate) => candidate.taken))
    for (const id of Object.values(ready.assetIds)) {
      // Left pending on a failure here: the worker's sweep of pending assets queues it again.
      await services.queue
        .enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id, fairKey: ready.ownerId })
        .catch((error: unknown) => services.logger.error({ err: error, assetId: id }, 'could not enqueue the asset pipeline'));
    }
  return result;
}

const removeFiles = async (services: ApiServices, keys: readonly string[]) => {
  for (const key of keys) await services.blobs.delete(key).catch(() => undefined);
};

/** Rasterises a template's art and stores each picture under a new asset id, noting each key in `stored` before writing it. */
async function storeTemplateArt(services: ApiServices, template: GameTemplate, stored: string[]): Promise<PreparedArt> {
  const art = await renderTemplateArt(template);
  const assetIds = Object.fromEntries(art.map((picture) => [picture.art.key, randomUUID()]));
  await Promise.all(
    art.map((picture) => {
      const key = assetKeys.original(assetIds[picture.art.key]!);
      stored.push(key);
      return services.blobs.put(key, picture.png, { contentType: 'image/png', size: picture.png.length });
    }),
  );
  return { template, art, assetIds, taken: false };
}

/** The rows of a game from a template whose art is stored: counted against the owner's plan, then inserted. */
async function insertTemplateGame(
  client: Queryable,
  ownerId: string,
  { template, art, assetIds }: PreparedArt,
  options: TemplateGameOptions,
): Promise<GameRecord> {
  const document = template.document(assetIds);
  const documentBytes = Buffer.byteLength(JSON.stringify(document));
  const artBytes = art.reduce((sum, picture) => sum + storageCharge(picture.png.length), 0);
  const title = options.title ?? template.title;

  if (options.visibility === 'private') await assertMayAddPrivateGame(client, ownerId);
  await assertMayStore(client, ownerId, artBytes + documentBytes * (options.publish ? 2 : 1));
  const game = await gameStore.makeGameWithDocument(
    client,
    {
      ownerId,
      gameName: options.gameName ?? (await freeGameName(client, ownerId, title)),
      title,
      description: options.description ?? template.summary,
      visibility: options.visibility,
    },
    document,
    { publish: options.publish },
  );
  await addGameImages(
    client,
    game.id,
    ownerId,
    art.map((picture) => {
      const sheet = picture.art.pipeline === 'sheet';
      return {
        id: assetIds[picture.art.key]!,
        pipeline: picture.art.pipeline,
        rows: sheet ? picture.art.rows! : null,
        columns: sheet ? picture.art.columns! : null,
        contentType: 'image/png',
        byteSize: picture.png.length,
        width: picture.width,
        height: picture.height,
      };
    }),
  );
  return game;
}

const isGameNameTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'games_owner_game_name_key';
