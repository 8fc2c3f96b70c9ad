import { roomRoleOf, type Actor } from '@tablecraft/core/policies';
import type { RoomRecord } from './room-records.ts';

/**
 * Who may be in a room, and how: a player (may act once seated), a spectator (watches only), or nobody.
 * The decision is the policy module's room rules: `room.join` for players (test plays of a draft are for
 * its editors), watching when the game allows spectators, and nobody the host removed from the room.
 */
export function roomAccess(actor: Actor, room: RoomRecord): 'player' | 'spectator' | 'none' {
  return roomRoleOf(actor, {
    hostId: room.hostId,
    testPlay: room.testPlay,
    game: room.game,
    bannedIds: room.bannedIds,
    admittedIds: room.admittedIds,
  });
}
