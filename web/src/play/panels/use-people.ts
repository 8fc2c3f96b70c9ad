import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SeatState, WelcomeMessage } from '@tablecraft/core/play';
import type { RoomPlayer } from '../documents.ts';
import type { Presence } from '../store/presence-store.ts';
import { colourOfUser, directory, onlineUsers } from './people.ts';

interface Options {
  players: RoomPlayer[];
  presence: Record<string, Presence>;
  me: WelcomeMessage['user'];
  seats: SeatState[] | undefined;
  /** Asks the API again for the room's players. */
  refreshPlayers: () => void;
}

/**
 * Who is in the room, by name and colour: players known to the API, people online now, the viewer.
 * Someone who sits down or comes online unnamed makes the page ask the API again (once per person).
 */
export function usePeople({ players, presence, me, seats, refreshPlayers }: Options) {
  const people = useMemo(() => directory(players, presence, me), [players, presence, me]);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const ids = [...(seats?.map((seat) => seat.userId) ?? []), ...Object.values(presence).map((p) => p.userId)];
    const unknown = ids.filter((id): id is string => id !== null && !people.has(id) && !asked.current.has(id));
    if (unknown.length === 0) return;
    for (const id of unknown) asked.current.add(id);
    refreshPlayers();
  }, [seats, presence, people, refreshPlayers]);
  const online = useMemo(() => onlineUsers(presence, me?.id ?? null), [presence, me]);
  const colourOf = useCallback((userId: string | null) => colourOfUser(seats ?? [], userId), [seats]);
  const nameOf = useCallback(
    (connectionId: string) => {
      const person = presence[connectionId];
      return person?.name ?? (person?.userId ? people.get(person.userId)?.name : undefined) ?? 'Visitor';
    },
    [presence, people],
  );
  return { people, online, colourOf, nameOf };
}
