import { useEffect, useRef } from 'react';
import type { OpInput, RoomView } from '@tablecraft/core/play';
import { seatToTake } from './door-links.ts';

/**
 * Takes the seat the address names (`?sit=` a seat id, or `any` for the first free one) once the page is
 * a player without a seat (`view` is given only then), and drops it from the address so a reload does not
 * sit again. One seat per person: a seat kept for `me` (left with cards, say before a reload) is taken back
 * instead, never a second one beside it. A seat taken meanwhile is simply not taken: the seats panel shows
 * what is free.
 */
export function useSeatFromAddress(view: RoomView | null, submit: (op: OpInput) => void, me: string | null = null): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !view || typeof window === 'undefined') return;
    const wanted = seatToTake(window.location.search);
    if (!wanted) return;
    done.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete('sit');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const kept = me ? view.seats.find((seat) => !seat.userId && seat.reservedFor === me) : undefined;
    const free = view.seats.filter((seat) => !seat.userId && !seat.reservedFor);
    const seat = kept ?? (wanted === 'any' ? free[0] : free.find((candidate) => candidate.id === wanted));
    if (seat) submit({ type: 'claimSeat', seatId: seat.id });
  }, [view, submit, me]);
}
