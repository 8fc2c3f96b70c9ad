import type { Queryable } from '@tablecraft/platform';
import { findUserByUserName } from '../accounts/index.ts';
import { findGameByOldName, findGameByOwnerAndName, type GameRecord } from './store.ts';

// A game's address is /@{userName}/{gameName}. The user name is the accounts feature's: its face turns it
// into the owner's id (guests own no games, and it finds none), and the game is looked up by that id.

/** A game by its owner's userName and its gameName, both case-insensitive. */
export async function findGameByPath(db: Queryable, userName: string, gameName: string): Promise<GameRecord | null> {
  const owner = await findUserByUserName(db, userName);
  return owner ? findGameByOwnerAndName(db, owner.id, gameName) : null;
}

/** The game at /@{userName}/{gameName}, or the one that once lived there (renamed or handed over since). */
export async function findGameAtPathOrOldPath(db: Queryable, userName: string, gameName: string): Promise<GameRecord | null> {
  const owner = await findUserByUserName(db, userName);
  if (!owner) return null;
  return (await findGameByOwnerAndName(db, owner.id, gameName)) ?? (await findGameByOldName(db, owner.id, gameName));
}
