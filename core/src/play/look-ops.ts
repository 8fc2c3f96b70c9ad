import type { Actor } from './apply.ts';
import type { Draft } from './draft.ts';
import type { Op } from './ops.ts';
import { own } from './own.ts';
import { squared } from './pile-ops.ts';
import type { Look, Piece, RoomState } from './state.ts';

// Looking and showing: ops that move nothing. A look lets one seat see a pile's top cards, or search the
// whole pile, while everyone else is told only who looks at which pile and how many cards. Showing puts
// cards of one's hand in front of everyone for a moment. Neither changes where anything is, so neither is
// an undo step; a look that ends with a shuffle ends the looker's undo history as a shuffle does.

type Refusal = { code: string; reason: string };

/** The cards a look shows its seat now, top first: the ones it was shown still in the pile, or the whole pile. */
export function lookedAt(state: Pick<RoomState, 'piles'>, look: Look): string[] {
  const pile = state.piles[look.pileId] ?? [];
  const seen = look.ids ? new Set(look.ids) : null;
  return pile.filter((id) => !seen || seen.has(id)).reverse();
}

/** Whether a seat is looking at this piece right now (it may then take it out of the pile). */
export function isLookedAtBy(state: RoomState, piece: Piece, seatId: string | null): boolean {
  if (!seatId || piece.location.type !== 'pile') return false;
  const look = state.looks?.[seatId];
  if (!look || look.pileId !== piece.location.pileId) return false;
  return !look.ids || look.ids.includes(piece.id);
}

/** Whether the game asks for a pile to be shuffled after a search. */
function shufflesAfterSearch(state: RoomState, pileId: string): boolean {
  const zone = own(state.zones, pileId);
  if (zone) return zone.shuffleAfterSearch === true;
  const container = own(state.pieces, pileId);
  return (container && state.components[container.componentId]?.shuffleAfterSearch) === true;
}

export function look(state: RoomState, draft: Draft, op: Extract<Op, { type: 'look' }>, actor: Actor): Refusal | null {
  const pile = own(state.piles, op.pileId);
  if (!pile) return { code: 'GONE', reason: 'That pile does not exist.' };
  if (pile.length === 0) return { code: 'EMPTY', reason: 'The pile is empty.' };
  // The top `count` (bottom first in the pile, so the last ones): those stay in sight while they are in it.
  const ids = op.count === undefined ? null : pile.slice(-op.count);
  draft.look(actor.seatId!, { pileId: op.pileId, count: ids ? ids.length : null, ids });
  return null;
}

export function stopLooking(state: RoomState, draft: Draft, op: Extract<Op, { type: 'stopLooking' }>, actor: Actor): Refusal | null {
  const current = state.looks?.[actor.seatId!];
  if (!current) return { code: 'NOT_LOOKING', reason: 'You are not looking at any pile.' };
  draft.look(actor.seatId!, null);
  const pile = own(state.piles, current.pileId);
  const shuffle = op.shuffle === true || (current.ids === null && shufflesAfterSearch(state, current.pileId));
  if (shuffle && pile && pile.length > 1) {
    const shuffled = draft.random.stream('shuffle').shuffle(pile);
    const target = draft.pile(current.pileId);
    target.splice(0, target.length, ...shuffled);
    for (const id of shuffled) squared(draft, id, state.pieces[id]!);
  }
  return null;
}

/** Shows cards of the actor's own hand (the whole hand when none are named) to everyone at once. */
export function reveal(state: RoomState, draft: Draft, op: Extract<Op, { type: 'reveal' }>, actor: Actor): Refusal | null {
  const hand = state.hands[actor.seatId!] ?? [];
  if (hand.length === 0) return { code: 'EMPTY_HAND', reason: 'Your hand is empty.' };
  const named = op.pieceIds ?? hand;
  // A card not in the hand is answered like any id the actor cannot see, whatever it is.
  if (named.some((id) => !hand.includes(id))) return { code: 'NOT_IN_HAND', reason: 'Only cards in your hand can be shown.' };
  if (new Set(named).size !== named.length) return { code: 'REPEATED', reason: 'Each piece can be named only once.' };
  // In the hand's order, so what everyone sees is the hand as its player holds it.
  draft.changes.reveal = { seatId: actor.seatId!, pieceIds: hand.filter((id) => named.includes(id)) };
  return null;
}
