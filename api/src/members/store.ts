import type { Queryable } from '@tablecraft/platform';
import type { MemberRole } from '../policies/index.ts';
import { registerGameAccessReader, type GameAccess } from '../games/index.ts';

export interface MemberRecord {
  gameId: string;
  userId: string;
  role: MemberRole;
  createdAt: Date;
}

export interface PlayerRecord {
  gameId: string;
  userId: string;
  source: 'added' | 'invite' | 'key';
  createdAt: Date;
}

const MEMBER_COLUMNS = `game_id AS "gameId", user_id AS "userId", role, created_at AS "createdAt"`;
const PLAYER_COLUMNS = `game_id AS "gameId", user_id AS "userId", source, created_at AS "createdAt"`;

/** A game's members: the owner first, then by when they joined. */
export async function listMembers(db: Queryable, gameId: string): Promise<MemberRecord[]> {
  const { rows } = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM game_members WHERE game_id = $1 ORDER BY role = 'owner' DESC, created_at, user_id`,
    [gameId],
  );
  return rows;
}

/** The members of several games in one query, in the order asked, each list as listMembers orders it. */
export async function listMembersOfGames(db: Queryable, gameIds: readonly string[]): Promise<MemberRecord[][]> {
  const { rows } = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM game_members WHERE game_id = ANY($1::uuid[]) ORDER BY role = 'owner' DESC, created_at, user_id`,
    [gameIds],
  );
  const byGame = new Map<string, MemberRecord[]>();
  for (const row of rows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
  return gameIds.map((id) => byGame.get(id) ?? []);
}

/**
 * Who may work on and play each of several games, in one query, in the order asked: its members with their
 * roles, as they joined, and its listed players. Games reads it with every game (registered below).
 */
export async function accessOfGames(db: Queryable, gameIds: readonly string[]): Promise<GameAccess[]> {
  const { rows } = await db.query<GameAccess & { gameId: string }>(
    `SELECT g.id AS "gameId",
            (SELECT coalesce(json_agg(json_build_object('userId', m.user_id, 'role', m.role) ORDER BY m.created_at), '[]'::json)
               FROM game_members m WHERE m.game_id = g.id) AS members,
            ARRAY(SELECT p.user_id::text FROM game_players p WHERE p.game_id = g.id) AS "playerIds"
       FROM unnest($1::uuid[]) AS g(id)`,
    [gameIds],
  );
  const byGame = new Map(rows.map(({ gameId, ...access }) => [gameId, access]));
  return gameIds.map((id) => byGame.get(id) ?? { members: [], playerIds: [] });
}
registerGameAccessReader(accessOfGames);

/** One member row, or null. */
export async function findMember(db: Queryable, gameId: string, userId: string): Promise<MemberRecord | null> {
  return (
    (await db.query<MemberRecord>(`SELECT ${MEMBER_COLUMNS} FROM game_members WHERE game_id = $1 AND user_id = $2`, [gameId, userId]))
      .rows[0] ?? null
  );
}

/** Adds a member; false when they already are one (their role is left as it is). */
export async function insertMember(db: Queryable, gameId: string, userId: string, role: Exclude<MemberRole, 'owner'>): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO game_members (game_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    gameId,
    userId,
    role,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Changes a member's role (never the owner's: ownership moves with transferOwnership). */
export async function updateMemberRole(
  db: Queryable,
  gameId: string,
  userId: string,
  role: Exclude<MemberRole, 'owner'>,
): Promise<MemberRecord | null> {
  const { rows } = await db.query<MemberRecord>(
    `UPDATE game_members SET role = $3 WHERE game_id = $1 AND user_id = $2 AND role <> 'owner' RETURNING ${MEMBER_COLUMNS}`,
    [gameId, userId, role],
  );
  return rows[0] ?? null;
}

/** Removes a member who is not the owner; false when there was none. */
export async function deleteMember(db: Queryable, gameId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM game_members WHERE game_id = $1 AND user_id = $2 AND role <> 'owner'`, [gameId, userId]);
  return (rowCount ?? 0) > 0;
}

/**
 * Moves the owner's role to another member, the old owner staying on as an editor, as the game changes
 * hands (the games feature's handGameOver, in the same transaction). Call inside a transaction.
 */
export async function moveOwnerRole(db: Queryable, gameId: string, fromUserId: string, toUserId: string): Promise<void> {
  // One owner a game: the old one steps down first (game_members_one_owner_key).
  await db.query(`UPDATE game_members SET role = 'editor' WHERE game_id = $1 AND user_id = $2`, [gameId, fromUserId]);
  await db.query(`UPDATE game_members SET role = 'owner' WHERE game_id = $1 AND user_id = $2`, [gameId, toUserId]);
}

/** Which of the games (`gameIds`, those a user owns) have members besides that user. */
export async function gameIdsWithMembersBesides(db: Queryable, gameIds: readonly string[], userId: string): Promise<string[]> {
  if (gameIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    'SELECT DISTINCT game_id AS id FROM game_members WHERE game_id = ANY($1::uuid[]) AND user_id <> $2',
    [gameIds, userId],
  );
  return rows.map((row) => row.id);
}

/** Ids of games where a user is an editor or viewer (not the owner). */
export async function gameIdsSharedWith(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT game_id AS id FROM game_members WHERE user_id = $1 AND role <> 'owner'`, [
    userId,
  ]);
  return rows.map((row) => row.id);
}

/** A game's listed players, by when they were added. */
export async function listPlayers(db: Queryable, gameId: string): Promise<PlayerRecord[]> {
  return (
    await db.query<PlayerRecord>(`SELECT ${PLAYER_COLUMNS} FROM game_players WHERE game_id = $1 ORDER BY created_at, user_id`, [gameId])
  ).rows;
}

/** Lists a player; false when they already are one. */
export async function insertPlayer(db: Queryable, gameId: string, userId: string, source: PlayerRecord['source']): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO game_players (game_id, user_id, source) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    gameId,
    userId,
    source,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Removes a listed player; false when there was none. */
export async function deletePlayer(db: Queryable, gameId: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM game_players WHERE game_id = $1 AND user_id = $2', [gameId, userId]);
  return (rowCount ?? 0) > 0;
}
