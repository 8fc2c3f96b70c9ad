import type { Draft } from './draft.ts';
import { hidesIdentity } from './identity.ts';
import type { Op } from './ops.ts';
import { own } from './own.ts';
import { holdingsOf } from './seats.ts';
import type { Piece, RoomState } from './state.ts';

// Ops on whole piles. None of them ever lets anyone see a pile's order: what they change is told only
// as counts and the top card's view (view.ts), and a card that left a hidden place on its way in gets a
// fresh id, so nobody can follow it.

type Refusal = { code: string; reason: string };

/**
 * The pieces whose home is `pileId` and that are somewhere else, in an order that depends only on where
 * they are, never on their ids where those are hidden: hands in seat order, then the other piles (by pile
 * id, bottom first), then the table and zones (by id, which everyone sees there).
 */
function awayFromHome(state: RoomState, pileId: string): string[] {
  const isHome = (id: string) => state.pieces[id]?.home === pileId;
  const seatOrder = state.seats.map((seat) => seat.id);
  const handIds = [
    ...seatOrder.filter((id) => Object.hasOwn(state.hands, id)),
    ...Object.keys(state.hands)
      .filter((id) => !seatOrder.includes(id))
      .sort(),
  ];
  const inHands = handIds.flatMap((seatId) => state.hands[seatId]!.filter(isHome));
  const inPiles = Object.keys(state.piles)
    .filter((id) => id !== pileId)
    .sort()
    .flatMap((id) => state.piles[id]!.filter(isHome));
  const inView = Object.values(state.pieces)
    .filter((piece) => piece.home === pileId && (piece.location.type === 'surface' || piece.location.type === 'zone'))
    .map((piece) => piece.id)
    .sort();
  return [...inHands, ...inPiles, ...inView];
}

/** A piece as it lies in a gathered or shuffled pile: face down and square, so nothing tells cards apart. */
export function squared(draft: Draft, id: string, piece: Piece): void {
  if (piece.faceUp || piece.rotation !== 0) Object.assign(draft.piece(id), { faceUp: false, rotation: 0 });
}

/**
 * Brings every piece the game set up in a pile back to it, from the table, other piles and every hand,
 * face down, then shuffles it. Pieces from hidden places come back under fresh ids. A seat kept only for
 * the cards it held is freed once none are left.
 */
export function gather(state: RoomState, draft: Draft, op: Extract<Op, { type: 'gather' }>): Refusal | null {
  if (!own(state.piles, op.pileId)) return { code: 'GONE', reason: 'That pile does not exist.' };
  // Homes never change, so this verdict is the same all game long: it tells nothing about where cards are.
  if (!Object.values(state.pieces).some((piece) => piece.home === op.pileId)) {
    return { code: 'NOTHING_TO_GATHER', reason: 'The game did not set anything up in this pile, so there is nothing to gather into it.' };
  }
  const incoming: string[] = [];
  for (const id of awayFromHome(state, op.pileId)) {
    const from = state.pieces[id]!.location;
    draft.detach(id);
    const newId = hidesIdentity(state, from) ? draft.rekey(id) : id;
    draft.piece(newId).location = { type: 'pile', pileId: op.pileId };
    incoming.push(newId);
  }
  const pile = draft.pile(op.pileId);
  pile.push(...incoming);
  for (const id of pile) squared(draft, id, draft.pieces[id]!);
  const shuffled = draft.random.stream('shuffle').shuffle(pile);
  pile.splice(0, pile.length, ...shuffled);
  freeEmptiedSeats(state, draft);
  return null;
}

/**
 * Puts every piece of one pile on top of another (or under it), keeping their order, each under a fresh
 * id as it leaves its pile; with `shuffle`, the pile they went to is shuffled face down afterwards.
 */
export function moveAll(state: RoomState, draft: Draft, op: Extract<Op, { type: 'moveAll' }>): Refusal | null {
  const source = own(state.piles, op.pileId);
  if (!source) return { code: 'GONE', reason: 'That pile does not exist.' };
  if (!own(state.piles, op.to.pileId)) return { code: 'GONE', reason: 'The pile to put them on does not exist.' };
  if (op.to.pileId === op.pileId) return { code: 'SAME_PILE', reason: 'Choose another pile to put these cards on.' };
  // A container set up inside another stays where it is: containers never go into piles.
  const isContainer = (id: string) => state.components[state.pieces[id]!.componentId]?.kind === 'container';
  const moving = source.filter((id) => !isContainer(id));
  if (moving.length === 0) return { code: 'EMPTY', reason: 'The pile is empty.' };
  const left = draft.pile(op.pileId);
  left.splice(0, left.length, ...source.filter(isContainer));
  const showsFaces = own(state.zones, op.to.pileId)?.faceUpOnDrop === true;
  const incoming = moving.map((id) => {
    const newId = draft.rekey(id);
    const piece = draft.piece(newId);
    piece.location = { type: 'pile', pileId: op.to.pileId };
    if (showsFaces) piece.faceUp = true;
    return newId;
  });
  const pile = draft.pile(op.to.pileId);
  if (op.to.position === 'bottom') pile.unshift(...incoming);
  else pile.push(...incoming);
  if (op.shuffle) {
    for (const id of pile) squared(draft, id, draft.pieces[id]!);
    const shuffled = draft.random.stream('shuffle').shuffle(pile);
    pile.splice(0, pile.length, ...shuffled);
  }
  return null;
}

/**
 * Turns a pile over as one block: the bottom card comes to the top and every card's face turns (only
 * cards and tiles have faces). The pile's ids stay: nobody sees them inside it.
 */
export function flipStack(state: RoomState, draft: Draft, op: Extract<Op, { type: 'flipStack' }>): Refusal | null {
  const source = own(state.piles, op.pileId);
  if (!source) return { code: 'GONE', reason: 'That pile does not exist.' };
  if (source.length === 0) return { code: 'EMPTY', reason: 'The pile is empty.' };
  const pile = draft.pile(op.pileId);
  pile.reverse();
  for (const id of pile) {
    const piece = state.pieces[id]!;
    if (state.components[piece.componentId]?.kind === 'tile') draft.piece(id).faceUp = !piece.faceUp;
  }
  return null;
}

/** Cuts a pile at a point drawn from the op's seed, one card at least on each side: the upper part goes under. */
export function cut(state: RoomState, draft: Draft, op: Extract<Op, { type: 'cut' }>): Refusal | null {
  const source = own(state.piles, op.pileId);
  if (!source) return { code: 'GONE', reason: 'That pile does not exist.' };
  if (source.length < 2) return { code: 'NOTHING_TO_CUT', reason: 'Cutting needs at least two cards.' };
  // Bottom first: the cards from `at` up are the upper part, lifted and put under the rest.
  const at = 1 + draft.random.stream('cut').int(source.length - 1);
  const pile = draft.pile(op.pileId);
  pile.splice(0, pile.length, ...source.slice(at), ...source.slice(0, at));
  return null;
}

/** Seats kept for players who left with cards, once the op took every one of those cards away. */
function freeEmptiedSeats(state: RoomState, draft: Draft): void {
  const after = { pieces: draft.pieces, piles: draft.piles, hands: draft.hands, zones: state.zones, components: state.components };
  if (!state.seats.some((seat) => seat.reservedFor && holdingsOf(after, seat.id).length === 0)) return;
  draft.seats = state.seats.map((seat) =>
    seat.reservedFor && holdingsOf(after, seat.id).length === 0 ? { ...seat, reservedFor: null } : seat,
  );
  draft.changes.seats = true;
}
