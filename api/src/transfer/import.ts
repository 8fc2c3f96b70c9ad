import { randomUUID } from 'node:crypto';
import { AppError } from '@tablecraft/core/errors';
import { formatBytes } from '@tablecraft/core';
import { DOCUMENT_MAX_BYTES, type GameDocument } from '@tablecraft/core/game';
import { ASSET_PIPELINE, assetKeys, withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import { findUserById } from '../accounts/index.ts';
import type { UserRecord } from '../common/index.ts';
import { authorize, requireUser } from '../policies/index.ts';
import { assertMayAddPrivateGame, assertMayStore, storageCharge } from '../plans/index.ts';
import * as gameStore from '../games/index.ts';
import { freeGameName } from '../games/index.ts';
import { assertStorageFor, gameFor } from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import { isUuid } from '../common/index.ts';
import { addGameImages } from '../uploads/index.ts';
import { inspectImage } from '../uploads/index.ts';
import type { ImportAsset } from './import-bundle.ts';
import { readGameFileOffThread } from './import-pool.ts';
import { archiveError } from './zip-reader.ts';

/** A finished import: the game (new, or the one whose draft it replaced), where its editor is, and what was skipped on the way. */
export interface ImportResult {
  game: GameRecord;
  gamePath: string;
  editorPath: string;
  report: string[];
}

interface AcceptedImage {
  id: string;
  source: ImportAsset;
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Imports a game file as a new private game of the viewer, or (`intoGameId`) as the new draft of a game
 * the viewer may edit, its images added to that game; its published revisions stay as they are.
 * Everything that can be refused is checked before anything is stored: the file itself on a worker thread
 * within a time and memory budget (read-archive.ts: the archive, what it is, the document migrated and
 * validated, the number of images), each image (the upload's own type and pixel checks; a refused image
 * is skipped and reported, not fatal), then the plan (private games, storage).
 *
 * The originals are written to the blob store first, outside any transaction; then one short transaction
 * takes the plan's lock, checks the limits and makes the game, the asset rows and the draft. If anything
 * fails the written originals are deleted, so a refused import leaves no row and no object (their keys
 * are new ids nobody else knows, so deleting them is enough). The pipeline jobs are queued only after the
 * commit, so the worker never looks for a row that is not there.
 */
export async function importGameFile(
  services: ApiServices,
  viewer: UserRecord | null,
  bytes: Uint8Array,
  fileName = '',
  options: { intoGameId?: string } = {},
): Promise<ImportResult> {
  const user = requireUser(viewer);
  // Into an existing game: its draft is replaced, by someone who may edit it (checked before the file is read).
  if (options.intoGameId !== undefined && !isUuid(options.intoGameId)) throw new AppError('NOT_FOUND', 'That game does not exist.');
  const into = options.intoGameId ? await gameFor(services.pool, user, options.intoGameId, 'game.edit') : null;
  if (!into) authorize(user, 'game.create', null);
  // The archive, its JSON and the document are read on a worker thread, within a time and memory budget.
  const bundle = await readGameFileOffThread(bytes, fileName, user.id);
  const report = [...bundle.report];
  const images = await acceptImages(bundle.assets, report);
  const document = pointAtCopies(bundle.document, images, bundle.assets, report);
  const documentBytes = Buffer.byteLength(JSON.stringify(document));
  if (documentBytes > DOCUMENT_MAX_BYTES)
    throw archiveError(`The game's document is ${formatBytes(documentBytes)}; at most ${formatBytes(DOCUMENT_MAX_BYTES)} is allowed.`);

  // The originals are written before the transaction, so no write happens while the plan's lock is held;
  // a refusal below deletes them again (their keys are new ids nobody else knows).
  const stored: string[] = [];
  let game: GameRecord;
  let pendingDraft: { id: string; version: number } | null = null;
  try {
    for (const image of images) {
      const originalKey = assetKeys.original(image.id);
      stored.push(originalKey);
      await services.blobs.put(originalKey, image.bytes, { contentType: image.contentType, size: image.bytes.length });
    }
    game = await withTransaction(services.pool, async (client) => {
      // Each image costs what the plan's storage charges for a file (at least its minimum), not its bytes in the zip.
      const imageBytes = images.reduce((sum, image) => sum + storageCharge(image.bytes.length), 0);
      let created: GameRecord;
      if (into) {
        // The images count for whoever imports them, as their uploads do; the document for the game's owner.
        await assertMayStore(client, user.id, imageBytes);
        const draft = (await gameStore.listRevisions(client, into.id)).find((revision) => revision.number === null);
        if (!draft) throw new AppError('NOT_FOUND', 'This game has no draft to replace.');
        await assertStorageFor(client, into.ownerId, documentBytes - draft.documentBytes, documentBytes);
        created = into;
        pendingDraft = { id: draft.id, version: draft.version };
      } else {
        await assertMayAddPrivateGame(client, user.id);
        await assertMayStore(client, user.id, imageBytes + documentBytes);
        created = await gameStore.makeGameWithDocument(
          client,
          {
            ownerId: user.id,
            gameName: await freeGameName(client, user.id, bundle.title, 'imported-game'),
            title: bundle.title,
            description: bundle.description,
            visibility: 'private',
          },
          document,
        );
      }
      await addGameImages(
        client,
        created.id,
        user.id,
        images.map((image) => {
          const sheet = image.source.pipeline === 'sheet';
          return {
            id: image.id,
            pipeline: image.source.pipeline,
            rows: sheet ? image.source.rows : null,
            columns: sheet ? image.source.columns : null,
            contentType: image.contentType,
            byteSize: image.bytes.length,
            width: image.width,
            height: image.height,
          };
        }),
      );
      if (pendingDraft) {
        // A save of the draft since this import began wins: the import is refused rather than overwrite it.
        const saved = await gameStore.saveDraftDocument(client, pendingDraft.id, pendingDraft.version, document, user.id);
        if (!saved) throw new AppError('CONFLICT', 'The draft changed while the file was imported. Import it again.');
      }
      return created;
    });
    if (into) await gameStore.touchGame(services.pool, into.id);
  } catch (error) {
    for (const key of stored)
      await services.blobs
        .delete(key)
        .catch((cleanup: unknown) => services.logger.error({ err: cleanup, key }, 'could not remove an original after a failed import'));
    if (isGameNameTaken(error))
      throw new AppError('CONFLICT', 'Another game of yours took this name at the same moment. Import the file again.');
    throw error;
  }
  for (const image of images) {
    // Left pending on a failure here: the worker's sweep of pending assets queues it again.
    await services.queue
      .enqueue(ASSET_PIPELINE, { assetId: image.id }, { jobId: image.id, fairKey: user.id })
      .catch((error: unknown) => services.logger.error({ err: error, assetId: image.id }, 'could not enqueue the asset pipeline'));
  }
  const owner = into ? await findUserById(services.pool, into.ownerId) : user;
  const gamePath = `/@${owner?.userName ?? user.userName}/${game.gameName}`;
  return { game, gamePath, editorPath: `${gamePath}/edit/draft`, report };
}

/** Each image through the upload's own checks (real type from the bytes, pixel limit); refusals are reported and skipped. */
async function acceptImages(assets: ImportAsset[], report: string[]): Promise<AcceptedImage[]> {
  const accepted: AcceptedImage[] = [];
  for (const asset of assets) {
    if (!asset.bytes) {
      report.push(`${asset.file} is missing from the file; parts showing it have no picture.`);
      continue;
    }
    const bytes = Buffer.from(asset.bytes.buffer, asset.bytes.byteOffset, asset.bytes.byteLength);
    try {
      const image = await inspectImage(bytes);
      // A sheet without its grid cannot be cut into frames: it comes in as a plain image.
      const source: ImportAsset =
        asset.pipeline === 'sheet' && (!asset.rows || !asset.columns) ? { ...asset, pipeline: 'image', rows: null, columns: null } : asset;
      accepted.push({ id: randomUUID(), source, bytes, ...image });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.push(`${asset.file} was not imported: ${error.message} Parts showing it have no picture.`);
    }
  }
  return accepted;
}

/**
 * Asset parts naming an imported image name its new copy. Parts naming an image that did not come in
 * (missing, refused) keep their place and name a fresh id of no asset, so the parts using them still
 * work, without a picture, and an editor can upload a replacement; they never point at someone else's image.
 */
function pointAtCopies(document: GameDocument, images: AcceptedImage[], assets: ImportAsset[], report: string[]): GameDocument {
  const byRef = new Map(images.filter((image) => image.source.refId !== undefined).map((image) => [image.source.refId!, image.id]));
  const byAssetId = new Map(images.filter((image) => image.source.assetId !== undefined).map((image) => [image.source.assetId!, image.id]));
  const listed = new Set(assets.flatMap((asset) => [asset.refId, asset.assetId]).filter((id) => id !== undefined));
  const placeholders = new Map<string, string>();
  const assetParts = document.assets.map((part) => {
    const copy = byRef.get(part.id) ?? byAssetId.get(part.assetId);
    if (copy) return { ...part, assetId: copy };
    if (!listed.has(part.id) && !listed.has(part.assetId) && !placeholders.has(part.assetId))
      report.push(`The asset "${part.name}" names an image that is not in the file; parts showing it have no picture.`);
    let placeholder = placeholders.get(part.assetId);
    if (!placeholder) placeholders.set(part.assetId, (placeholder = randomUUID()));
    return { ...part, assetId: placeholder };
  });
  return { ...document, assets: assetParts };
}

const isGameNameTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'games_owner_game_name_key';
