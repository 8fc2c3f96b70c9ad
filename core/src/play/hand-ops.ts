import type { Actor } from './apply.ts';
import type { Draft } from './draft.ts';
import type { Op } from './ops.ts';
import type { Piece, RoomState } from './state.ts';

// Ops on the actor's own hand. Hands are seen only by their seat: what others learn of these is the
// counts, and a passed card reaches its new hand under a fresh id, so nobody can follow it there.

type Refusal = { code: string; reason: string };

/**
 * Hands a card from the actor's hand to another player's. `piece` is the card as the actor may know it
 * (undefined when they cannot see it: answered like an unknown id).
 */
export function pass(
  state: RoomState,
  draft: Draft,
  op: Extract<Op, { type: 'pass' }>,
  actor: Actor,
  piece: Piece | undefined,
): Refusal | null {
  if (!piece) return { code: 'GONE', reason: 'That piece is no longer there.' };
  if (piece.location.type !== 'hand' || piece.location.seatId !== actor.seatId)
    return { code: 'NOT_IN_HAND', reason: 'Only a card in your hand can be passed.' };
  if (state.components[piece.componentId]?.kind === 'container') return { code: 'CANNOT_PASS', reason: 'Containers cannot be passed.' };
  const seat = state.seats.find((s) => s.id === op.seatId);
  if (!seat) return { code: 'GONE', reason: 'That seat does not exist.' };
  if (seat.id === actor.seatId) return { code: 'SAME_SEAT', reason: 'That card is already in your hand.' };
  // Nobody could take it up there, and whoever sat down next would see it.
  if (!seat.userId) return { code: 'NO_PLAYER', reason: `Nobody sits in ${seat.name} to pass to.` };
  draft.detach(piece.id);
  const id = draft.rekey(piece.id);
  draft.piece(id).location = { type: 'hand', seatId: seat.id };
  draft.hand(seat.id).push(id);
  return null;
}

/**
 * Puts the actor's hand in the order given (the browser sorts by what it sees, or moves one card). Ids
 * no longer in the hand (passed away while this was on its way) are skipped, and cards not named keep
 * their order after the named ones, so an arrangement made a moment ago still applies.
 */
export function arrangeHand(state: RoomState, draft: Draft, op: Extract<Op, { type: 'arrangeHand' }>, actor: Actor): Refusal | null {
  const hand = state.hands[actor.seatId!] ?? [];
  if (hand.length < 2) return { code: 'NOTHING_TO_ARRANGE', reason: 'There is nothing to arrange in your hand.' };
  const inHand = new Set(hand);
  const named = new Set(op.order.filter((id) => inHand.has(id)));
  const rest = hand.filter((id) => !named.has(id));
  const next = draft.hand(actor.seatId!);
  next.splice(0, next.length, ...named, ...rest);
  return null;
}
