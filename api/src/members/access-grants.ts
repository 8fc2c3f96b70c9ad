import type { Queryable } from '@tablecraft/platform';
import { roleOf, type MemberRole } from '../policies/index.ts';
import type { UserRecord } from '../common/index.ts';
import type { GameRecord } from '../games/index.ts';
import { insertMember, insertPlayer } from './store.ts';

// What other features grant in a game, in the members feature's words: an accepted invite makes someone a
// member or a listed player, a redeemed key a listed player. Each runs inside the caller's transaction,
// which spends the invite or the key only when something was granted.

/** How someone came to be listed as a player, other than by the owner's hand (addPlayer). */
export type PlayerGrant = 'invite' | 'key';

/**
 * Lets someone play a game (`game` as read in this transaction) by listing them as a player; false when they
 * may play already: a member, who needs no listing, or listed before.
 */
export async function letPlay(
  db: Queryable,
  game: GameRecord,
  person: Pick<UserRecord, 'id' | 'guest'>,
  by: PlayerGrant,
): Promise<boolean> {
  if (roleOf(person, game) !== null) return false;
  return insertPlayer(db, game.id, person.id, by);
}

/** Makes someone a member of a game with an invite's role; false when they already are one (their role stays). */
export function joinByInvite(db: Queryable, gameId: string, userId: string, role: Exclude<MemberRole, 'owner'>): Promise<boolean> {
  return insertMember(db, gameId, userId, role);
}
