import type { Queryable } from '@tablecraft/platform';
import type { MemberRole } from '../policies/index.ts';

/**
 * Who may work on and play a game, read with it so the policy rules decide from the rows of the moment: its
 * members with their roles (the owner included) and its listed players.
 */
export interface GameAccess {
  members: Array<{ userId: string; role: MemberRole }>;
  playerIds: string[];
}

/** Reads the access of several games in one query, in the order asked. */
export type GameAccessReader = (db: Queryable, gameIds: readonly string[]) => Promise<GameAccess[]>;

// The members feature keeps those rows, and it sits above games (it asks games for the game it changes), so
// games cannot ask its face: members hands its reader in as its store loads, as each feature registers its
// usage measure with plans. Every game read asks it once more, by the ids just read, never once a game.
let reader: GameAccessReader | null = null;

/** Sets how a game's members and players are read (the members feature's store calls it once, as it loads). */
export function registerGameAccessReader(read: GameAccessReader): void {
  reader = read;
}

/** Games read from their own table, each with its access; refuses to guess when the members feature is not loaded. */
export async function withAccess<T extends { id: string }>(db: Queryable, games: T[]): Promise<Array<T & GameAccess>> {
  if (games.length === 0) return [];
  if (!reader) throw new Error("A game's members and players cannot be read: the members feature is not loaded.");
  const access = await reader(
    db,
    games.map((game) => game.id),
  );
  return games.map((game, index) => ({ ...game, ...access[index]! }));
}
