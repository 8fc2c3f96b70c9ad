// What someone who is not playing is told when they try to: how to take a seat from where they are.
// Before, a spectator's double-click, key or drag did nothing at all, and said nothing.

/**
 * The way to a seat: sit down as a guest (no account needed where the game lets anyone play), log in or
 * sign up, ask the host (signed in, but only watching this game), or pick a free seat (a player not seated).
 */
export type SeatWay = 'sit-as-guest' | 'log-in' | 'ask-host' | 'pick-seat';

/** Who is at the page, as the room tells it. */
export interface Viewer {
  /** Known to the room: signed in, or a guest. */
  known: boolean;
  role: 'player' | 'spectator' | null;
  seated: boolean;
  /** Guests may sit in this room. */
  guestsMaySit: boolean;
}

/** The way to a seat for this viewer, or null for a seated player (nothing to tell). */
export function seatWay(viewer: Viewer): SeatWay | null {
  if (!viewer.known) return viewer.guestsMaySit ? 'sit-as-guest' : 'log-in';
  if (viewer.role === 'spectator') return 'ask-host';
  return viewer.seated ? null : 'pick-seat';
}
