import { can } from '@tablecraft/core/policies';
import type { RoomRecord } from './room-records.ts';

/**
 * Who may be in a room, and how: a player (may act once seated), a spectator (watches only), or nobody.
 * The decision is the policy module's: `room.join` for players (test plays of a draft are for its
 * editors), `game.watch` for spectators (when the game allows them and the visitor may see it).
 */
export function roomAccess(userId: string | null, room: RoomRecord): 'player' | 'spectator' | 'none' {
  const actor = userId === null ? null : { id: userId };
  const resource = { hostId: room.hostId, testPlay: room.testPlay, game: room.game };
  // Visitors never take a seat: a seat needs someone to come back as.
  if (actor !== null && can(actor, 'room.join', resource)) return 'player';
  if (!room.testPlay && can(actor, 'game.watch', room.game)) return 'spectator';
  return 'none';
}
