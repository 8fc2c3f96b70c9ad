import type { ApiServices } from '../common/index.ts';
import type { UserRecord } from '../common/index.ts';
import { can } from '../policies/index.ts';
import type { GameRecord } from '../games/index.ts';
import { roomResource } from './open-rooms-counted.ts';
import { listRoomsForUser, type RoomRecord } from './store.ts';

/**
 * The open rooms of a game the viewer hosts or has played in and may join now, most recently active
 * first: the way back to a game night from the game page. Other people's rooms are not listed: a
 * room's code is its invitation, shared by its host.
 */
export async function viewerOpenRooms(services: ApiServices, viewer: UserRecord | null, game: GameRecord): Promise<RoomRecord[]> {
  if (!viewer) return [];
  const rooms = await listRoomsForUser(services.pool, viewer.id);
  return rooms.filter((room) => room.gameId === game.id && room.status === 'open' && can(viewer, 'room.join', roomResource(room, game)));
}
