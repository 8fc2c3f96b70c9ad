/**
 * Live access: the API announces on this pub/sub channel, after the change commits, that access to rooms
 * may have narrowed, and every socket instance re-checks the connections concerned (session, room, game)
 * by the same rules as a new join. The message names what changed, never the verdict: each instance
 * decides from the database as it is after the change.
 */
export const ACCESS_CHANNEL = 'access';

export type AccessChange =
  /** A room was closed (or deleted). */
  | { scope: 'room'; code: string }
  /** A game's visibility, play permission, spectators, members or players changed, or it was deleted. */
  | { scope: 'game'; gameId: string }
  /** A user's sessions ended (log-out, password change) or the account was deleted. */
  | { scope: 'user'; userId: string };

/** Reads a message from the channel; null for anything that is not one (a newer format, garbage). */
export function parseAccessChange(message: string): AccessChange | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { scope, code, gameId, userId } = value as Record<string, unknown>;
  if (scope === 'room' && typeof code === 'string') return { scope, code };
  if (scope === 'game' && typeof gameId === 'string') return { scope, gameId };
  if (scope === 'user' && typeof userId === 'string') return { scope, userId };
  return null;
}
