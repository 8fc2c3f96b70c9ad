import { AppError } from '@tablecraft/core/errors';
import type { Queryable } from '@tablecraft/platform';
import { assertMayAddPrivateGame } from '../plans/index.ts';
import { forgetOldName, lockGame, ownerHasGameNamed, rememberOldName, setGameOwner, type GameRecord } from './store.ts';

/**
 * Moves a game to a new owner, inside the caller's transaction: the members feature's handover, which
 * changes the member rows in the same transaction. The game's row is locked first, so changes to who owns
 * it or what it is called wait their turn; a private game counts against the new owner's plan, and a game
 * name they already use is refused. The address moves under the new owner's name and the old one keeps
 * redirecting (the new owner's own old address of that name gives way to it).
 */
export async function handGameOver(db: Queryable, game: GameRecord, toUserId: string): Promise<void> {
  await lockGame(db, game.id);
  if (game.visibility === 'private') await assertMayAddPrivateGame(db, toUserId);
  if (await ownerHasGameNamed(db, toUserId, game.gameName))
    throw new AppError('CONFLICT', `The new owner already has a game named ${game.gameName}. Rename this game first.`, undefined, {
      reason: 'GAME_NAME_TAKEN',
    });
  await rememberOldName(db, game.ownerId, game.gameName, game.id);
  await forgetOldName(db, toUserId, game.gameName);
  await setGameOwner(db, game.id, toUserId);
}
