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
export function directory(
  players: RoomPlayer[],
  people: Record<string, Presence>,
  me: { id: string; name: string; image: string; userName: string } | null,
): Map<string, Person> {
  const map = new Map<string, Person>();
  for (const player of players)
    map.set(player.user.id, { id: player.user.id, name: player.user.name, image: player.user.image, userName: player.user.userName });
  // Someone connected now is named as their connection says: fresher than the list of players (a guest
  // who just signed up is named by their account at once).
  for (const presence of Object.values(people)) {
    if (!presence.userId || !presence.name) continue;
    const known = map.get(presence.userId);
    map.set(presence.userId, { id: presence.userId, name: presence.name, image: presence.image, userName: known?.userName ?? null });
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

/** Someone in the room as the people list shows them: seated, or watching (spectators and visitors too). */
export interface RoomPerson {
  /** Their account id, or the connection id of a visitor (who has no account). */
  key: string;
  /** Null for a visitor: nobody can remove or promote someone without an account. */
  userId: string | null;
  name: string;
  image: string;
  /** The seat they hold, or null when they watch. */
  seat: { id: string; name: string; color: string } | null;
  online: boolean;
  host: boolean;
  me: boolean;
}

/**
 * Everyone in the room, once each however many tabs they have open: the seated players in seat order (online
 * or not), then whoever is connected without a seat (players who have not sat down, spectators, visitors),
 * by name. Presence names spectators by their account, so the host can act on them too.
 */
export function peopleInRoom(options: {
  seats: SeatState[];
  presence: Record<string, Presence>;
  people: Map<string, Person>;
  me: string | null;
  hostId: string | null;
}): RoomPerson[] {
  const { seats, presence, people, me, hostId } = options;
  const online = onlineUsers(presence, me);
  const nameOf = (userId: string) =>
    people.get(userId)?.name ?? Object.values(presence).find((p) => p.userId === userId && p.name)?.name ?? 'A player';
  const imageOf = (userId: string) => people.get(userId)?.image ?? Object.values(presence).find((p) => p.userId === userId)?.image ?? '';
  const person = (userId: string, seat: RoomPerson['seat']): RoomPerson => ({
    key: userId,
    userId,
    name: nameOf(userId),
    image: imageOf(userId),
    seat,
    online: online.has(userId),
    host: userId === hostId,
    me: userId === me,
  });
  const listed = new Set<string>();
  const seated: RoomPerson[] = [];
  for (const seat of seats) {
    if (!seat.userId || listed.has(seat.userId)) continue;
    listed.add(seat.userId);
    seated.push(person(seat.userId, { id: seat.id, name: seat.name, color: seat.color }));
  }
  const watching: RoomPerson[] = [];
  for (const userId of online) {
    if (listed.has(userId)) continue;
    listed.add(userId);
    watching.push(person(userId, null));
  }
  for (const p of Object.values(presence)) {
    if (p.userId) continue;
    watching.push({
      key: p.connectionId,
      userId: null,
      name: p.name ?? 'Visitor',
      image: p.image,
      seat: null,
      online: true,
      host: false,
      me: false,
    });
  }
  // The viewer first among those watching, then by name, so the list does not jump about as people come and go.
  watching.sort((a, b) => Number(b.me) - Number(a.me) || a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
  return [...seated, ...watching];
}
