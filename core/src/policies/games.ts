import { hasAccount, type Actor, type Rule } from './types.ts';

export type MemberRole = 'owner' | 'editor' | 'viewer';
export type PlayPermission = 'anyone' | 'users' | 'players';

/**
 * What game rules need to know about a game: its owner and visibility, who may play, and its
 * members and listed players as they are in the database now (the store reads them with the game on
 * every request, so a removed member loses access at once).
 */
export interface GameResource {
  ownerId: string;
  visibility: 'public' | 'unlisted' | 'private';
  playPermission: PlayPermission;
  allowSpectators: boolean;
  members: ReadonlyArray<{ userId: string; role: MemberRole }>;
  playerIds: ReadonlyArray<string>;
}

/** The actor's role in the game: owner (by games.owner_id), editor, viewer, or null for everyone else. */
export function roleOf(actor: Actor, game: GameResource): MemberRole | null {
  // A guest is never a member, whatever id it carries.
  if (!hasAccount(actor)) return null;
  if (actor.id === game.ownerId) return 'owner';
  const role = game.members.find((member) => member.userId === actor.id)?.role ?? null;
  // A stale owner row (mid-transfer) grants nothing more than the owner_id says.
  return role === 'owner' ? null : role;
}

const isListedPlayer = (actor: Actor, game: GameResource) => hasAccount(actor) && game.playerIds.includes(actor.id);
const hasRole =
  (...roles: MemberRole[]): Rule<GameResource> =>
  (actor, game) => {
    const role = roleOf(actor, game);
    return role !== null && roles.includes(role);
  };

const canView: Rule<GameResource> = (actor, game) =>
  game.visibility !== 'private' || roleOf(actor, game) !== null || isListedPlayer(actor, game);

const canPlay: Rule<GameResource> = (actor, game) => {
  if (!canView(actor, game)) return false;
  if (roleOf(actor, game) !== null || isListedPlayer(actor, game)) return true;
  if (game.playPermission === 'anyone') return true;
  if (game.playPermission === 'users') return hasAccount(actor);
  return false;
};

/**
 * Game rules. Members: the owner manages and deletes; editors edit drafts and publish; viewers open
 * the editor read-only. A private game is seen only by its members and listed players. Who may play
 * is the game's play permission (anyone, guests included; logged-in users; listed players only); members
 * always may.
 */
export const gameRules = {
  'game.view': canView,
  /** Open the editor on the draft (read-only for viewers). */
  'game.viewDraft': hasRole('owner', 'editor', 'viewer'),
  'game.play': canPlay,
  /** Watch a room as a spectator: players may, and anyone who sees the game when spectators are allowed. */
  'game.watch': ((actor, game) => canPlay(actor, game) || (game.allowSpectators && canView(actor, game))) as Rule<GameResource>,
  'game.edit': hasRole('owner', 'editor'),
  'game.publish': hasRole('owner', 'editor'),
  /** Settings, members, players, invites and deleting published revisions. */
  'game.manage': hasRole('owner'),
  'game.delete': hasRole('owner'),
  /** Leave the game: any member but the owner, who must hand the game over first. */
  'game.leave': hasRole('editor', 'viewer'),
  'game.create': ((actor) => hasAccount(actor)) as Rule<null>,
};
