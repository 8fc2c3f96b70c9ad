import type { Queryable } from '@tablecraft/platform';
import type { MemberRole, PlayPermission } from '../policies/index.ts';
import { registerUsageMeasure } from '../plans/index.ts';
import { withAccess, type GameAccess } from './game-access.ts';

export type Visibility = 'public' | 'unlisted' | 'private';

export interface GameRecord {
  id: string;
  ownerId: string;
  gameName: string;
  title: string;
  description: string;
  visibility: Visibility;
  createdAt: Date;
  updatedAt: Date;
  /** Who may play: anyone, logged-in users, or listed players only (members always may). */
  playPermission: PlayPermission;
  /** Whether people who may see the game but not play it may watch its rooms. */
  allowSpectators: boolean;
  /** Current members with their roles (the owner included), read with the game so rules see today's rows (game-access.ts). */
  members: Array<{ userId: string; role: MemberRole }>;
  /** Users listed as players. */
  playerIds: string[];
}

export interface RevisionRecord {
  id: string;
  gameId: string;
  number: number | null;
  name: string;
  /** The document; absent on revisions read as list entries, loaded when a resolver asks for it. */
  document?: unknown;
  /** The document's size as JSON text, kept by Postgres: budgets and quotas read this, not the document. */
  documentBytes: number;
  version: number;
  authorId: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /**
   * Read through a room by someone who is not the game's member: what playing it needs. Its scripts run on
   * the server, so their source is left out (Revision.document, Revision.part).
   */
  forPlayOnly?: boolean;
}

/** A game as its own row holds it: withAccess adds its members and players, so the policy rules decide from current rows. */
type GameRow = Omit<GameRecord, keyof GameAccess>;

// Read from `games g`.
const GAME_COLUMNS = `g.id, g.owner_id AS "ownerId", g.game_name AS "gameName", g.title, g.description, g.visibility, g.created_at AS "createdAt", g.updated_at AS "updatedAt",
  g.play_permission AS "playPermission", g.allow_spectators AS "allowSpectators"`;

/** The first game of some rows, with its access; null for none. */
async function firstGame(db: Queryable, rows: GameRow[]): Promise<GameRecord | null> {
  return (await withAccess(db, rows.slice(0, 1)))[0] ?? null;
}

// A game is listed publicly (home page, profiles, search) only once it can be played: a revision is published.
const HAS_PUBLISHED_REVISION = `EXISTS (SELECT 1 FROM revisions r WHERE r.game_id = g.id AND r.number IS NOT NULL)`;
const REVISION_HEAD_COLUMNS = `id, game_id AS "gameId", number, name, document_bytes::int AS "documentBytes", version, author_id AS "authorId", created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt"`;
const REVISION_COLUMNS = `${REVISION_HEAD_COLUMNS}, document`;

/** A game by id. */
export async function findGameById(db: Queryable, id: string): Promise<GameRecord | null> {
  return firstGame(db, (await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.id = $1`, [id])).rows);
}

/** Several games by id in one query, in the order asked (null for an id no game has). */
export async function findGamesByIds(db: Queryable, ids: readonly string[]): Promise<Array<GameRecord | null>> {
  const { rows } = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.id = ANY($1::uuid[])`, [ids]);
  const byId = new Map((await withAccess(db, rows)).map((game) => [game.id, game]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Finds games by id: a request's loader (batched, read once per request), or the store directly. */
export interface GameLookup {
  load(id: string): Promise<GameRecord | null>;
}

/** A game by its owner's id and its gameName, in any letter case (game-paths.ts finds the owner by name). */
export async function findGameByOwnerAndName(db: Queryable, ownerId: string, gameName: string): Promise<GameRecord | null> {
  const { rows } = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.owner_id = $1 AND lower(g.game_name) = lower($2)`, [
    ownerId,
    gameName,
  ]);
  return firstGame(db, rows);
}

/** A game that once lived under an owner's name at `gameName` (renamed or handed over since), or null. */
export async function findGameByOldName(db: Queryable, ownerId: string, gameName: string): Promise<GameRecord | null> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM game_name_history h JOIN games g ON g.id = h.game_id
      WHERE h.owner_id = $1 AND lower(h.game_name) = lower($2)`,
    [ownerId, gameName],
  );
  return firstGame(db, rows);
}

/** Remembers a game's old address so links to it keep working; a later game at that address wins. */
export async function rememberOldName(db: Queryable, ownerId: string, gameName: string, gameId: string): Promise<void> {
  await db.query(
    `INSERT INTO game_name_history (owner_id, game_name, game_id) VALUES ($1, $2, $3)
     ON CONFLICT (owner_id, lower(game_name)) DO UPDATE SET game_id = EXCLUDED.game_id, created_at = now()`,
    [ownerId, gameName, gameId],
  );
}

/** Forgets an old address that a game now uses again as its current one. */
export async function forgetOldName(db: Queryable, ownerId: string, gameName: string): Promise<void> {
  await db.query('DELETE FROM game_name_history WHERE owner_id = $1 AND lower(game_name) = lower($2)', [ownerId, gameName]);
}

/** Games owned by a user, newest first; `publicOnly` lists what others see: public games with a published revision. */
export async function listGamesByOwner(db: Queryable, ownerId: string, options: { publicOnly?: boolean } = {}): Promise<GameRecord[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.owner_id = $1 ${options.publicOnly ? `AND g.visibility = 'public' AND ${HAS_PUBLISHED_REVISION}` : ''} ORDER BY g.updated_at DESC`,
    [ownerId],
  );
  return withAccess(db, rows);
}

/** The ids of every game a user owns (public or not), e.g. to announce their deletion with the account. */
export async function gameIdsOwnedBy(db: Queryable, ownerId: string): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM games WHERE owner_id = $1', [ownerId])).rows.map((row) => row.id);
}

/** One page of public games that have a published revision, newest first or by title, optionally filtered by a title search. */
export async function listPublicGames(
  db: Queryable,
  options: { search?: string; order: 'newest' | 'title'; limit: number; offset: number },
): Promise<{ games: GameRecord[]; total: number }> {
  const search = options.search?.trim() ? `%${options.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `g.visibility = 'public' AND ${HAS_PUBLISHED_REVISION} AND ($1::text IS NULL OR g.title ILIKE $1)`;
  const order = options.order === 'title' ? 'lower(g.title) ASC, g.id' : 'g.created_at DESC, g.id';
  const [{ rows }, count] = await Promise.all([
    db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games g WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`, [
      search,
      options.limit,
      options.offset,
    ]),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM games g WHERE ${where}`, [search]),
  ]);
  return { games: await withAccess(db, rows), total: count.rows[0]?.count ?? 0 };
}

/** Locks a game's row until the transaction ends, so changes to who owns it or what it is called wait their turn. */
export async function lockGame(db: Queryable, id: string): Promise<void> {
  await db.query('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [id]);
}

/** Whether a user already owns a game of that name, in any letter case (game names are unique per owner). */
export async function ownerHasGameNamed(db: Queryable, ownerId: string, gameName: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM games WHERE owner_id = $1 AND lower(game_name) = lower($2)', [ownerId, gameName]);
  return (rowCount ?? 0) > 0;
}

/** The owner's game names, lower-cased, that are `base` or start with `base-`: the ones a new name from `base` must avoid. */
export async function gameNamesFrom(db: Queryable, ownerId: string, base: string): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT lower(game_name) AS name FROM games WHERE owner_id = $1 AND (lower(game_name) = $2 OR lower(game_name) LIKE $2 || '-%')`,
    [ownerId, base],
  );
  return new Set(rows.map((row) => row.name));
}

/** Whether any game is listed publicly (public, with a published revision): a site without one gets the sample games. */
export async function hasPublicGame(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM games g WHERE g.visibility = 'public' AND ${HAS_PUBLISHED_REVISION} LIMIT 1`);
  return rows.length > 0;
}

/** Inserts a game. Unique violations surface as Postgres 23505 on games_owner_game_name_key. */
export async function insertGame(
  db: Queryable,
  game: Pick<GameRecord, 'ownerId' | 'gameName' | 'title' | 'description' | 'visibility'>,
): Promise<GameRecord> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO games (owner_id, game_name, title, description, visibility) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [game.ownerId, game.gameName, game.title, game.description, game.visibility],
  );
  // Read back after the statement, so the owner's member row (made by a trigger) is included.
  return (await findGameById(db, rows[0]!.id))!;
}

/** Updates a game's settings. */
export async function updateGame(
  db: Queryable,
  id: string,
  patch: Partial<Pick<GameRecord, 'gameName' | 'title' | 'description' | 'visibility'>>,
): Promise<GameRecord> {
  const columns: Record<string, string> = { gameName: 'game_name', title: 'title', description: 'description', visibility: 'visibility' };
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const sets = entries.map(([key], index) => `${columns[key]} = $${index + 2}`);
  await db.query(`UPDATE games SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
  return (await findGameById(db, id))!;
}

/** Gives a game to another owner (handGameOver: its member rows change with it, in the same transaction). */
export async function setGameOwner(db: Queryable, id: string, ownerId: string): Promise<void> {
  await db.query('UPDATE games SET owner_id = $2, updated_at = now() WHERE id = $1', [id, ownerId]);
}

/** Deletes a game with its revisions. */
export async function deleteGame(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM games WHERE id = $1', [id]);
}

/** Marks a game as just changed (a draft save), for "recently updated" lists. */
export async function touchGame(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE games SET updated_at = now() WHERE id = $1', [id]);
}

/** A revision by id. */
export async function findRevisionById(db: Queryable, id: string): Promise<RevisionRecord | null> {
  return (await db.query<RevisionRecord>(`SELECT ${REVISION_COLUMNS} FROM revisions WHERE id = $1`, [id])).rows[0] ?? null;
}

/** A revision by id, without its document (for GraphQL, which loads it only if asked, within budget). */
export async function findRevisionHeadById(db: Queryable, id: string): Promise<RevisionRecord | null> {
  return (await db.query<RevisionRecord>(`SELECT ${REVISION_HEAD_COLUMNS} FROM revisions WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Several revisions by id without their documents, in one query, in the order asked (null for an unknown id). */
export async function findRevisionHeadsByIds(db: Queryable, ids: readonly string[]): Promise<Array<RevisionRecord | null>> {
  const { rows } = await db.query<RevisionRecord>(`SELECT ${REVISION_HEAD_COLUMNS} FROM revisions WHERE id = ANY($1::uuid[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** A game's revision by name, without its document. */
export async function findRevisionHeadByName(db: Queryable, gameId: string, name: string): Promise<RevisionRecord | null> {
  return (
    (await db.query<RevisionRecord>(`SELECT ${REVISION_HEAD_COLUMNS} FROM revisions WHERE game_id = $1 AND name = $2`, [gameId, name]))
      .rows[0] ?? null
  );
}

/** A game's revision by name (`draft`, `v1`, …). */
export async function findRevisionByName(db: Queryable, gameId: string, name: string): Promise<RevisionRecord | null> {
  return (
    (await db.query<RevisionRecord>(`SELECT ${REVISION_COLUMNS} FROM revisions WHERE game_id = $1 AND name = $2`, [gameId, name]))
      .rows[0] ?? null
  );
}

/**
 * Every revision of a game without its document (each may be up to the document cap): the draft first,
 * then published ones newest first. The document is read when asked for, within the request's budget.
 */
export async function listRevisionHeads(db: Queryable, gameId: string): Promise<RevisionRecord[]> {
  return (
    await db.query<RevisionRecord>(`SELECT ${REVISION_HEAD_COLUMNS} FROM revisions WHERE game_id = $1 ORDER BY number DESC NULLS FIRST`, [
      gameId,
    ])
  ).rows;
}

/** A revision's stored document at a version, or undefined when that version is gone. */
export async function findRevisionDocument(db: Queryable, id: string, version: number): Promise<unknown> {
  return (await db.query<{ document: unknown }>('SELECT document FROM revisions WHERE id = $1 AND version = $2', [id, version])).rows[0]
    ?.document;
}

/** Every revision of a game with its document: the draft first, then published ones newest first. */
export async function listRevisions(db: Queryable, gameId: string): Promise<RevisionRecord[]> {
  return (
    await db.query<RevisionRecord>(`SELECT ${REVISION_COLUMNS} FROM revisions WHERE game_id = $1 ORDER BY number DESC NULLS FIRST`, [
      gameId,
    ])
  ).rows;
}

/** Creates the game's draft. */
export async function insertDraft(db: Queryable, gameId: string, document: unknown, authorId: string): Promise<RevisionRecord> {
  const { rows } = await db.query<RevisionRecord>(
    `INSERT INTO revisions (game_id, number, name, document, author_id) VALUES ($1, NULL, 'draft', $2, $3) RETURNING ${REVISION_COLUMNS}`,
    [gameId, JSON.stringify(document), authorId],
  );
  return rows[0]!;
}

/**
 * Saves a draft's document only if nobody saved since `expectedVersion`; returns null on a stale save
 * (or when the revision is not a draft), so the caller reports a conflict and nothing is overwritten.
 */
export async function saveDraftDocument(
  db: Queryable,
  revisionId: string,
  expectedVersion: number,
  document: unknown,
  authorId: string,
): Promise<RevisionRecord | null> {
  const { rows } = await db.query<RevisionRecord>(
    `UPDATE revisions SET document = $3, version = version + 1, author_id = $4, updated_at = now()
      WHERE id = $1 AND version = $2 AND number IS NULL RETURNING ${REVISION_COLUMNS}`,
    [revisionId, expectedVersion, JSON.stringify(document), authorId],
  );
  return rows[0] ?? null;
}

/** Freezes a copy of the draft as the next published revision (v1, v2, …). Call inside a transaction. */
export async function insertPublishedRevision(db: Queryable, gameId: string, document: unknown, authorId: string): Promise<RevisionRecord> {
  // Taking the number from the game row locks it, so two publishes cannot take the same number; the
  // row remembers the highest number ever used, so a deleted revision's name is never reused.
  const { rows: taken } = await db.query<{ n: number }>(
    `UPDATE games SET last_revision_number = greatest(last_revision_number, (SELECT coalesce(max(number), 0) FROM revisions WHERE game_id = $1)) + 1
      WHERE id = $1 RETURNING last_revision_number AS n`,
    [gameId],
  );
  const { rows } = await db.query<RevisionRecord>(
    `INSERT INTO revisions (game_id, number, name, document, author_id, published_at)
     VALUES ($1, $4::int, 'v' || $4::int, $2, $3, now())
     RETURNING ${REVISION_COLUMNS}`,
    [gameId, JSON.stringify(document), authorId, taken[0]!.n],
  );
  return rows[0]!;
}

/** The bytes of every draft and revision of the games a user owns, as the plan's storage counts them. */
export async function documentBytesOf(db: Queryable, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    `SELECT coalesce(sum(r.document_bytes), 0)::float8 AS bytes FROM revisions r JOIN games g ON g.id = r.game_id WHERE g.owner_id = $1`,
    [ownerId],
  );
  return rows[0]?.bytes ?? 0;
}
registerUsageMeasure('documentBytes', documentBytesOf);

/** How many private games a user owns, as the plan's limit counts them. */
export async function privateGamesOf(db: Queryable, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM games WHERE owner_id = $1 AND visibility = 'private'`,
    [ownerId],
  );
  return rows[0]?.count ?? 0;
}
registerUsageMeasure('privateGames', privateGamesOf);

/** The game Play now made for a user from a template, while they still own it, or null. */
export async function findPlayNowGameId(db: Queryable, ownerId: string, templateId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM games WHERE owner_id = $1 AND play_now_template = $2', [
    ownerId,
    templateId,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * Whether Play now made the game from a template: its rooms are tried and left, so each closes itself once
 * nobody is in it, like a test play's.
 */
export async function isPlayNowGame(db: Queryable, gameId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM games WHERE id = $1 AND play_now_template IS NOT NULL', [gameId]);
  return rows.length > 0;
}

/** Marks a game as the one Play now made from a template, so the next Play now finds it. */
export async function markPlayNowGame(db: Queryable, gameId: string, templateId: string): Promise<void> {
  await db.query('UPDATE games SET play_now_template = $2 WHERE id = $1', [gameId, templateId]);
}

/** Whether an owner has a game with that title, public or not (the samples are seeded once each). */
export async function ownerHasGameTitled(db: Queryable, ownerId: string, title: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM games WHERE owner_id = $1 AND title = $2', [ownerId, title]);
  return rows.length > 0;
}
