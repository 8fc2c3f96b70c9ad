import type { SeatState } from '@tablecraft/core/play';
import type { RoomPlayer } from '../documents.ts';
import type { Presence } from '../store/presence-store.ts';

/** A person the room knows of, by user id. */
export interface Person {
  id: string;
  name: string;
  image: string;
  userName: string | null;
}

/** The colour of visitors and people without a seat. */
export const NO_SEAT_COLOUR = '#64748b';

/** Everyone the page can name: players of this room (from the API), people online now, and the viewer. */
export function directory(players: RoomPlayer[], people: Record<string, Presence>, me: { id: string; name: string; image: string; userName: string } | null): Map<string, Person> {
  const map = new Map<string, Person>();
  for (const player of players) map.set(player.user.id, { id: player.user.id, name: player.user.name, image: player.user.image, userName: player.user.userName });
  for (const presence of Object.values(people)) {
    if (presence.userId && presence.name && !map.has(presence.userId)) map.set(presence.userId, { id: presence.userId, name: presence.name, image: presence.image, userName: null });
  }
  if (me) map.set(me.id, { id: me.id, name: me.name, image: me.image, userName: me.userName });
  return map;
}

/** The colour of the seat a user holds (their cursor, what they hold), or grey. */
export function colourOfUser(seats: SeatState[], userId: string | null): string {
  return (userId && seats.find((seat) => seat.userId === userId)?.color) || NO_SEAT_COLOUR;
}

/** User ids connected now (one person may have several connections). */
export function onlineUsers(people: Record<string, Presence>, me: string | null): Set<string> {
  const online = new Set<string>();
  for (const presence of Object.values(people)) if (presence.userId) online.add(presence.userId);
  if (me) online.add(me);
  return online;
}
