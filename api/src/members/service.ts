import { z } from 'zod';
import { AppError, fieldError } from '@tablecraft/core/errors';
import { withTransaction } from '@tablecraft/platform';
import type { ApiServices } from '../common/index.ts';
import { findUserByUserName } from '../accounts/index.ts';
import type { UserRecord } from '../common/index.ts';
import { registerAccountDeletionCheck } from '../accounts/index.ts';
import { parseInput } from '../common/index.ts';
import { can, requireUser, roleOf } from '../policies/index.ts';
import { announceAccessChange } from '../policies/index.ts';
import { gameFor, handGameOver } from '../games/index.ts';
import * as gameStore from '../games/index.ts';
import type { GameRecord } from '../games/index.ts';
import * as store from './store.ts';
import type { MemberRecord, PlayerRecord } from './store.ts';

export const OWNER_CANNOT_LEAVE = 'The owner cannot leave the game. Hand it over to another member first.';

// An account that owns a game other people work on cannot vanish from under them.
registerAccountDeletionCheck(async (db, userId) => {
  const shared = await store.gameIdsWithMembersBesides(db, await gameStore.gameIdsOwnedBy(db, userId), userId);
  if (shared.length === 0) return null;
  const titles = (await gameStore.findGamesByIds(db, shared))
    .flatMap((game) => (game ? [game.title] : []))
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  return `You own ${titles.length === 1 ? 'a game' : 'games'} with other members: ${titles.map((title) => `"${title}"`).join(', ')}. Hand ${titles.length === 1 ? 'it' : 'them'} over to another member or remove the members first.`;
});

/**
 * A game's members, for anyone who may open its editor; empty for everyone else. Read through `members`
 * (the request's loader, so a list of games reads its members in one query).
 */
export async function membersOf(
  members: { load(gameId: string): Promise<MemberRecord[]> },
  viewer: UserRecord | null,
  game: GameRecord,
): Promise<MemberRecord[]> {
  return can(viewer, 'game.viewDraft', game) ? members.load(game.id) : [];
}

/** A game's listed players, for its owner; empty for everyone else. */
export async function playersOf(services: ApiServices, viewer: UserRecord | null, game: GameRecord): Promise<PlayerRecord[]> {
  return can(viewer, 'game.manage', game) ? store.listPlayers(services.pool, game.id) : [];
}

/** Games where the viewer is an editor or viewer, most recently changed first. */
export async function gamesSharedWithViewer(services: ApiServices, viewer: UserRecord | null): Promise<GameRecord[]> {
  if (!viewer) return [];
  const games = await gameStore.findGamesByIds(services.pool, await store.gameIdsSharedWith(services.pool, viewer.id));
  return games.filter((game): game is GameRecord => game !== null).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

const roleSchema = z.enum(['editor', 'viewer'], 'must be editor or viewer');

/** Makes a member an editor or a viewer. The owner's role changes only by handing the game over. */
export async function changeMemberRole(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  userId: string,
  input: unknown,
): Promise<MemberRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const { role } = parseInput(z.object({ role: roleSchema }), input);
  const member = await store.findMember(services.pool, game.id, userId);
  if (!member) throw new AppError('NOT_FOUND', 'That person is not a member of this game.');
  if (member.role === 'owner')
    throw new AppError('BAD_USER_INPUT', 'The owner stays the owner. Hand the game over to another member to change that.', {
      role: 'cannot be changed for the owner',
    });
  const updated = (await store.updateMemberRole(services.pool, game.id, userId, role))!;
  // An editor made a viewer leaves the draft's test plays at once.
  await announceAccessChange(services, { scope: 'game', gameId: game.id });
  return updated;
}

/**
 * Removes a member: the owner removes anyone else; any other member may remove themselves (leave).
 * The owner cannot leave. Access ends at once: every rule reads the member rows of the moment.
 */
export async function removeMember(services: ApiServices, viewer: UserRecord | null, gameId: string, userId: string): Promise<void> {
  const user = requireUser(viewer);
  if (userId === user.id) {
    const game = await gameFor(services.pool, viewer, gameId, 'game.viewDraft');
    if (!can(user, 'game.leave', game)) throw new AppError('FORBIDDEN', can(user, 'game.manage', game) ? OWNER_CANNOT_LEAVE : undefined);
    await store.deleteMember(services.pool, game.id, user.id);
    await announceAccessChange(services, { scope: 'game', gameId: game.id });
    return;
  }
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const member = await store.findMember(services.pool, game.id, userId);
  if (!member) throw new AppError('NOT_FOUND', 'That person is not a member of this game.');
  if (member.role === 'owner') throw new AppError('FORBIDDEN', OWNER_CANNOT_LEAVE);
  await store.deleteMember(services.pool, game.id, userId);
  await announceAccessChange(services, { scope: 'game', gameId: game.id });
}

/**
 * Hands the game to another member, who becomes its owner (and its address moves under their name;
 * the old one keeps redirecting). The old owner stays on as an editor. A private game counts against
 * the new owner's plan, and a game name they already use is refused.
 */
export async function transferOwnership(
  services: ApiServices,
  viewer: UserRecord | null,
  gameId: string,
  userId: string,
): Promise<GameRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const target = await store.findMember(services.pool, game.id, userId);
  if (!target || roleOf({ id: userId }, game) === 'owner')
    throw new AppError('BAD_USER_INPUT', 'Hand the game over to one of its other members.');
  return withTransaction(services.pool, async (client) => {
    await handGameOver(client, game, userId);
    await store.moveOwnerRole(client, game.id, game.ownerId, userId);
    return (await gameStore.findGameById(client, game.id))!;
  });
}

/** Lists a player by userName; members need no listing (they may always play). */
export async function addPlayer(services: ApiServices, viewer: UserRecord | null, gameId: string, input: unknown): Promise<PlayerRecord> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  const { userName } = parseInput(
    z.object({ userName: z.string().trim().min(1, 'is required').max(30, 'must be at most 30 characters') }),
    input,
  );
  const user = await findUserByUserName(services.pool, userName.replace(/^@/, ''));
  if (!user) throw fieldError({ userName: 'has no account' });
  if (roleOf(user, game) !== null) throw fieldError({ userName: 'is a member of this game and may already play' });
  if (!(await store.insertPlayer(services.pool, game.id, user.id, 'added'))) throw fieldError({ userName: 'is already a player' });
  return (await store.listPlayers(services.pool, game.id)).find((player) => player.userId === user.id)!;
}

/** Takes a player off the list; access ends at once. */
export async function removePlayer(services: ApiServices, viewer: UserRecord | null, gameId: string, userId: string): Promise<void> {
  const game = await gameFor(services.pool, viewer, gameId, 'game.manage');
  if (!(await store.deletePlayer(services.pool, game.id, userId)))
    throw new AppError('NOT_FOUND', 'That person is not a listed player of this game.');
  await announceAccessChange(services, { scope: 'game', gameId: game.id });
}
