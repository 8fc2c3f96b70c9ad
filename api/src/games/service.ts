import { z } from 'zod';
import { AppError, fieldError, type FieldErrors } from '@tablecraft/core/errors';
import { GAME_NAME_PATTERN, slugify } from '@tablecraft/core';
import { DOCUMENT_MAX_BYTES, emptyGameDocument, migrateDocument, validateDocument, type GameDocument } from '@tablecraft/core/game';
import { withTransaction, type Queryable } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { authorize, can, requireUser } from '../policies/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import { parseInput } from '../common/index.ts';
import { assertMayAddPrivateGame } from '../plans/index.ts';
import { assertSeatsWithinPlan } from '../plans/index.ts';
import { effectivePlan } from '../plans/index.ts';
import { assertMayStore } from '../plans/index.ts';
import { formatBytes } from '@tablecraft/core';
import { findGameAtPathOrOldPath } from './game-paths.ts';
import * as store from './store.ts';
import type { GameRecord, RevisionRecord } from './store.ts';

const visibilitySchema = z.enum(['public', 'unlisted', 'private']);
const titleSchema = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
const gameNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(40, 'must be at most 40 characters')
  .regex(GAME_NAME_PATTERN, 'may contain only lower-case letters, digits and single dashes');
const descriptionSchema = z.string().max(2_000, 'must be at most 2000 characters');

export const CONFLICT_MESSAGE = 'Changed by someone else — reload.';
export const READ_ONLY_MESSAGE = 'Published revisions are read-only. Create a draft from this revision to change it.';

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

/** Problems from the document rules as field errors keyed by path, first problem per path. */
export function problemsToFieldErrors(problems: Array<{ path: ReadonlyArray<string | number>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.path.join('.') || 'document'] ??= problem.message;
  return errors;
}

/** Creates a game with an empty draft. The game name defaults to the title's slug; a taken one is a field error. */
export async function createGame(services: ApiServices, viewer: UserRecord | null, input: unknown): Promise<GameRecord> {
  const user = requireUser(viewer);
  authorize(user, 'game.create', null);
  const data = parseInput(
    z.object({
      title: titleSchema,
      gameName: gameNameSchema.optional(),
      description: descriptionSchema.default(''),
      visibility: visibilitySchema.default('private'),
    }),
    input,
  );
  const gameName = data.gameName ?? slugify(data.title);
  if (!GAME_NAME_PATTERN.test(gameName)) throw fieldError({ gameName: 'is required: the title has no letters or digits to make one from' });
  try {
    return await withTransaction(services.pool, async (client) => {
      if (data.visibility === 'private') await assertMayAddPrivateGame(client, user.id);
      const game = await store.insertGame(client, {
        ownerId: user.id,
        gameName,
        title: data.title,
        description: data.description,
        visibility: data.visibility,
      });
      await store.insertDraft(client, game.id, emptyGameDocument(), user.id);
      return game;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'games_owner_game_name_key')) throw fieldError({ gameName: `is already used by another of your games` });
    throw error;
  }
}

/**
 * Makes a whole game at once, owned by `game.ownerId`: its row, its draft holding `document` and, with
 * `publish`, its first published revision of it. For the features that bring a finished game (a template, an
 * imported file), inside their transaction, once they have checked the owner's plan; they attach the game's
 * uploads to the game answered.
 */
export async function makeGameWithDocument(
  client: Queryable,
  game: Pick<GameRecord, 'ownerId' | 'gameName' | 'title' | 'description' | 'visibility'>,
  document: unknown,
  options: { publish?: boolean } = {},
): Promise<GameRecord> {
  const made = await store.insertGame(client, game);
  await store.insertDraft(client, made.id, document, game.ownerId);
  if (options.publish) await store.insertPublishedRevision(client, made.id, document, game.ownerId);
  return made;
}

/**
 * Changes a game's title, name, description or visibility. Making it private counts against the
 * owner's plan; a new name keeps the old one as a redirect, so shared links keep working.
 */
export async function updateGameSettings(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  input: unknown,
): Promise<GameRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const data = parseInput(
    z.object({
      title: titleSchema.optional(),
      gameName: gameNameSchema.optional(),
      description: descriptionSchema.optional(),
      visibility: visibilitySchema.optional(),
    }),
    input,
  );
  try {
    const updated = await withTransaction(services.pool, async (client) => {
      if (data.visibility === 'private' && game.visibility !== 'private') await assertMayAddPrivateGame(client, game.ownerId);
      const updated = await store.updateGame(client, game.id, data);
      if (updated.gameName.toLowerCase() !== game.gameName.toLowerCase()) {
        await store.forgetOldName(client, game.ownerId, updated.gameName);
        await store.rememberOldName(client, game.ownerId, game.gameName, game.id);
      }
      return updated;
    });
    // Made private (or otherwise less visible): players and spectators who may no longer see it are let go.
    if (updated.visibility !== game.visibility) await announceAccessChange(services, { scope: 'game', gameId: game.id });
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, 'games_owner_game_name_key')) throw fieldError({ gameName: 'is already used by another of your games' });
    throw error;
  }
}

/**
 * Loads a game and checks the action. A game the viewer may not even see is reported as not found,
 * so private games are not revealed by their URLs.
 */
export async function gameFor(
  db: Queryable,
  viewer: UserRecord | null,
  gameId: string,
  action: 'game.view' | 'game.viewDraft' | 'game.edit' | 'game.publish' | 'game.manage' | 'game.delete' | 'game.play' | 'game.leave',
): Promise<GameRecord> {
  const game = await store.findGameById(db, gameId);
  if (!game || !can(viewer, 'game.view', game)) throw new AppError('NOT_FOUND', 'That game does not exist.');
  authorize(viewer, action, game);
  return game;
}

/**
 * The game at /@{userName}/{gameName} if the viewer may see it; otherwise null (a 404 page). An old
 * address of a renamed game finds it too, marked with the address asked for so the web can redirect.
 */
export async function findVisibleGame(
  services: ApiServices,
  viewer: UserRecord | null,
  userName: string,
  gameName: string,
): Promise<(GameRecord & { requestedPath?: string }) | null> {
  const game = await findGameAtPathOrOldPath(services.pool, userName, gameName);
  return game && can(viewer, 'game.view', game) ? { ...game, requestedPath: `/@${userName}/${gameName}` } : null;
}

/** The revision's document in the current format (stored documents may be older). */
export function documentOf(revision: Pick<RevisionRecord, 'document'>): GameDocument {
  return migrateDocument(revision.document);
}

type DocumentChange = (
  document: GameDocument,
) =>
  | { ok: true; doc: GameDocument }
  | { ok: false; problems: Array<{ path: ReadonlyArray<string | number>; message: string; code?: string }> };

/**
 * Applies one pure change to a draft: authorize, refuse published revisions, apply, validate the whole
 * document, and save only if nobody saved since `expectedVersion`.
 */
export async function changeDraft(
  services: ApiServices,
  viewer: UserRecord | null,
  revisionId: string,
  expectedVersion: number,
  change: DocumentChange,
): Promise<RevisionRecord> {
  const revision = await store.findRevisionById(services.pool, revisionId);
  if (!revision) throw new AppError('NOT_FOUND', 'That revision does not exist.');
  const game = await gameFor(services.pool, viewer, revision.gameId, 'game.edit');
  if (revision.number !== null) throw new AppError('FORBIDDEN', READ_ONLY_MESSAGE);
  if (revision.version !== expectedVersion)
    throw new AppError('CONFLICT', CONFLICT_MESSAGE, undefined, { currentVersion: revision.version });
  const changed = change(documentOf(revision));
  if (!changed.ok) throw problemsError(changed.problems);
  const checked = validateDocument(changed.doc);
  if (!checked.ok) throw problemsError(checked.problems);
  const bytes = documentSize(checked.doc);
  const saved = await withTransaction(services.pool, async (client) => {
    await assertStorageFor(client, game.ownerId, bytes - revision.documentBytes, bytes);
    return store.saveDraftDocument(client, revision.id, expectedVersion, checked.doc, requireUser(viewer).id);
  });
  if (!saved) throw new AppError('CONFLICT', CONFLICT_MESSAGE);
  await store.touchGame(services.pool, game.id);
  return saved;
}

function problemsError(problems: Array<{ path: ReadonlyArray<string | number>; message: string; code?: string }>): AppError {
  const inUse = problems.find((problem) => problem.code === 'PART_IN_USE');
  const notFound = problems.find((problem) => problem.code === 'NOT_FOUND');
  if (notFound && problems.length === 1) return new AppError('NOT_FOUND', notFound.message);
  return new AppError('BAD_USER_INPUT', (inUse ?? problems[0])?.message, problemsToFieldErrors(problems));
}

/** The document's size as stored and sent: JSON text, in bytes. */
function documentSize(document: GameDocument): number {
  return Buffer.byteLength(JSON.stringify(document));
}

/**
 * Refuses a document over the cap, and a save that would take the game owner's storage (uploads plus
 * every draft and revision of their games) past their plan (the plan module's check, which takes the
 * owner's plan lock): call in a transaction.
 */
export async function assertStorageFor(db: Queryable, ownerId: string, addedBytes: number, documentBytes?: number): Promise<void> {
  if (documentBytes !== undefined && documentBytes > DOCUMENT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `A game's document may be at most ${formatBytes(DOCUMENT_MAX_BYTES)}; this change would make it ${formatBytes(documentBytes)}. Remove parts or shorten guides.`,
      undefined,
      { maxBytes: DOCUMENT_MAX_BYTES },
    );
  }
  if (addedBytes > 0) await assertMayStore(db, ownerId, addedBytes);
}

/**
 * Freezes the draft as the next revision (v1, v2, …) after checking the whole document. Publishing is
 * rate-limited per account, and each revision counts toward the owner's storage. A game with more seats
 * than the publisher's plan lets a room have is refused here, not later when someone presses Play.
 */
export async function publishDraft(services: ApiServices, viewer: UserRecord | null, gameId: string): Promise<RevisionRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.publish');
  const user = requireUser(viewer);
  await services.rateLimits.consume('publishByUser', user.id);
  return withTransaction(services.pool, async (client) => {
    const draft = await store.findRevisionByName(client, game.id, 'draft');
    if (!draft) throw new AppError('NOT_FOUND', 'This game has no draft.');
    const checked = validateDocument(documentOf(draft));
    if (!checked.ok) throw problemsError(checked.problems);
    await assertSeatsWithinPlan(client, await effectivePlan(client, user.id), checked.doc.seats.length);
    await assertStorageFor(client, game.ownerId, documentSize(checked.doc));
    return store.insertPublishedRevision(client, game.id, checked.doc, user.id);
  });
}

/** Replaces the draft's content with a copy of another revision, so work can continue from it. */
export async function draftFromRevision(services: ApiServices, viewer: UserRecord | null, revisionId: string): Promise<RevisionRecord> {
  const source = await store.findRevisionById(services.pool, revisionId);
  if (!source) throw new AppError('NOT_FOUND', 'That revision does not exist.');
  await gameFor(services.pool, viewer, source.gameId, 'game.edit');
  const draft = await store.findRevisionByName(services.pool, source.gameId, 'draft');
  if (!draft) throw new AppError('NOT_FOUND', 'This game has no draft.');
  if (draft.id === source.id) return draft;
  return changeDraft(services, viewer, draft.id, draft.version, () => ({ ok: true, doc: documentOf(source) }));
}

/** A revision of a visible game by name, or null. */
export async function revisionByName(services: ApiServices, game: GameRecord, name: string): Promise<RevisionRecord | null> {
  return store.findRevisionByName(services.pool, game.id, name);
}
