import type { RoomState } from './state.ts';
import { handViewFor, looksView, pieceViewFor, pileViewFor, viewFor, type PieceView, type RoomView } from './view.ts';

// What a replay of an ended room shows. Its record is revealed to whoever may read it, so nothing in it is
// hidden any longer; still, a replay shows the table as someone at it saw it: one seat's view (viewFor),
// a visitor's, or every hand at once. "Every hand" is the union of what the seats saw, each piece as the
// seat that saw the most of it: a hand's cards as its holder, a zone's as its owner. A card lying face
// down on the table, or inside a pile, was seen by nobody, and stays so.

/** Whose view of the table a replay shows: a seat's, a visitor's, or every hand at once. */
export type ReplayWhose = { seat: string } | 'visitor' | 'everyone';

/** The seat that saw the most of where a piece lies: a hand's holder, an owned zone's owner, else nobody. */
function bestPlaced(state: RoomState, location: RoomState['pieces'][string]['location']): string | null {
  if (location.type === 'hand') return location.seatId;
  if (location.type === 'zone') return state.zones[location.dropzoneId]?.ownerSeatId ?? null;
  return null;
}

/** Every hand and every owned zone shown as its seat saw it; the rest as everyone saw it. */
export function everyHandView(state: RoomState): RoomView {
  const pieces: Record<string, PieceView> = {};
  for (const piece of Object.values(state.pieces)) {
    const view = pieceViewFor(state, piece, bestPlaced(state, piece.location));
    if (view) pieces[piece.id] = view;
  }
  return {
    seatId: null,
    seats: state.seats,
    surfaces: state.surfaces,
    components: state.components,
    zones: state.zones,
    pieces,
    piles: Object.fromEntries(Object.keys(state.piles).map((id) => [id, pileViewFor(state, id, state.zones[id]?.ownerSeatId ?? null)])),
    hands: Object.fromEntries(Object.keys(state.hands).map((id) => [id, handViewFor(state, id, id)])),
    undoSteps: 0,
    looks: looksView(state),
    looking: null,
  };
}

/** The table as `whose` saw it. A seat's view is exactly the one the room sent that seat. */
export function replayView(state: RoomState, whose: ReplayWhose): RoomView {
  if (whose === 'everyone') return everyHandView(state);
  return viewFor(state, whose === 'visitor' ? null : whose.seat);
}
