import type { Target } from './ops.ts';
import type { Location, RoomState } from './state.ts';
import { own } from './own.ts';

// Identity: when a piece must get a new id. A piece's id is how a seat follows it; following is fine
// while it moves in full view, but a card that went into a hand, a pile or a private zone must come
// out as a stranger, or a card seen face up once would be recognised when played face down later.

/**
 * Places where some seat cannot tell pieces apart: hands, piles (containers and stack zones), and
 * zones whose view policy is not 'everyone'. A piece leaving one gets a fresh id.
 */
export function hidesIdentity(state: RoomState, location: Location): boolean {
  if (location.type === 'hand' || location.type === 'pile') return true;
  if (location.type === 'zone') return (own(state.zones, location.dropzoneId)?.viewPolicy ?? 'everyone') !== 'everyone';
  return false;
}

/** Whether a target is the very place a piece already is (a move within one zone, hand or pile keeps the id). */
export function staysInPlace(state: RoomState, from: Location, to: Target, actorSeatId: string | null): boolean {
  if (from.type === 'hand') return to.type === 'hand' && actorSeatId === from.seatId;
  if (from.type === 'pile')
    return (
      (to.type === 'pile' && to.pileId === from.pileId) ||
      (to.type === 'zone' && to.dropzoneId === from.pileId && own(state.zones, to.dropzoneId)?.layout.type === 'stack')
    );
  if (from.type === 'zone') return to.type === 'zone' && to.dropzoneId === from.dropzoneId;
  return false;
}

/** Whether a piece moving from `from` to `to` must be given a fresh id. */
export function needsFreshId(state: RoomState, from: Location, to: Target, actorSeatId: string | null): boolean {
  return hidesIdentity(state, from) && !staysInPlace(state, from, to, actorSeatId);
}
