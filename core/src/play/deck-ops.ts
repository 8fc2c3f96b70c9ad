import type { Actor } from './apply.ts';
import type { Draft } from './draft.ts';
import type { Refusal } from './named-piece.ts';
import type { Op } from './ops.ts';
import { own } from './own.ts';
import { squared } from './pile-ops.ts';
import { relocate, topOf } from './placing.ts';
import type { RoomState } from './state.ts';

// Ops that deal from the top of a pile (a deck, a bag, a stack dropzone) or shuffle it. The order of a
// pile is never part of any view; cards that leave it for a hand or the table get fresh ids.

export function shuffle(state: RoomState, draft: Draft, op: Extract<Op, { type: 'shuffle' }>): Refusal | null {
  const pile = own(state.piles, op.pileId);
  if (!pile) return { code: 'GONE', reason: 'That pile does not exist.' };
  if (pile.length < 2) return { code: 'NOTHING_TO_SHUFFLE', reason: 'There is nothing to shuffle.' };
  const shuffled = draft.random.stream('shuffle').shuffle(pile);
  const target = draft.pile(op.pileId);
  target.splice(0, target.length, ...shuffled);
  // Shuffled cards lie face down and square: a card turned before it went in would be known coming out.
  for (const id of shuffled) squared(draft, id, state.pieces[id]!);
  return null;
}

/**
 * The seats a deal goes to, in seat order: the seats named, or every held seat. A player deals only to
 * seats someone holds (whoever sat down next would see cards nobody held); the game may deal to one
 * nobody holds yet, a hand waiting at setup.
 */
function dealtSeats(state: RoomState, seatIds: string[] | undefined, actor: Actor): { seats: string[] } | Refusal {
  if (seatIds === undefined) {
    const seats = state.seats.filter((s) => s.userId).map((s) => s.id);
    return seats.length ? { seats } : { code: 'NO_PLAYERS', reason: 'Nobody is seated to deal to.' };
  }
  for (const seatId of seatIds) {
    const seat = state.seats.find((s) => s.id === seatId);
    if (!seat) return { code: 'GONE', reason: 'That seat does not exist.' };
    if (!seat.userId && !actor.game) return { code: 'NO_PLAYER', reason: `Nobody sits in ${seat.name} to deal to.` };
  }
  return { seats: state.seats.filter((s) => seatIds.includes(s.id)).map((s) => s.id) };
}

/** Draws into the actor's own hand, or deals to seats round by round, from the top of a pile. */
export function drawOrDeal(state: RoomState, draft: Draft, op: Extract<Op, { type: 'draw' | 'deal' }>, actor: Actor): Refusal | null {
  const pile = own(state.piles, op.pileId);
  if (!pile) return { code: 'GONE', reason: 'That pile does not exist.' };
  const chosen = op.type === 'deal' ? dealtSeats(state, op.seatIds, actor) : { seats: [actor.seatId!] };
  if ('code' in chosen) return chosen;
  const needed = op.count * chosen.seats.length;
  if (pile.length === 0) return { code: 'EMPTY', reason: 'The pile is empty.' };
  if (pile.length < needed && op.type === 'deal')
    return { code: 'NOT_ENOUGH', reason: `The pile has ${pile.length} cards; dealing ${op.count} each needs ${needed}.` };
  for (let round = 0; round < op.count; round++) {
    for (const seatId of chosen.seats) {
      const top = topOf(draft, op.pileId);
      if (!top) break;
      draft.detach(top);
      const id = draft.rekey(top);
      draft.piece(id).location = { type: 'hand', seatId };
      draft.hand(seatId).push(id);
    }
  }
  return null;
}

export function take(state: RoomState, draft: Draft, op: Extract<Op, { type: 'take' }>, actor: Actor): Refusal | null {
  const pile = own(state.piles, op.pileId);
  if (!pile) return { code: 'GONE', reason: 'That pile does not exist.' };
  const top = pile.at(-1);
  if (!top) return { code: 'EMPTY', reason: 'The pile is empty.' };
  const taken = relocate(state, draft, top, op.to, actor, op.faceUp);
  return 'problem' in taken ? { code: 'BAD_TARGET', reason: taken.problem } : null;
}
