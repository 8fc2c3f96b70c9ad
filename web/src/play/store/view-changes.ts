import type { ChangesView, PieceView, RoomView } from '@tablecraft/core/play';

/** A view with one op's changes (as the server redacted them for this seat) applied. */
export function applyChanges(view: RoomView, changes: ChangesView): RoomView {
  const pieces = { ...view.pieces };
  for (const [id, piece] of Object.entries(changes.pieces)) {
    if (piece) pieces[id] = piece;
    else delete pieces[id];
  }
  return {
    ...view,
    pieces,
    piles: { ...view.piles, ...changes.piles },
    hands: { ...view.hands, ...changes.hands },
    seats: changes.seats ?? view.seats,
    undoSteps: changes.undoSteps ?? view.undoSteps,
    looks: changes.looks ?? view.looks ?? {},
    // null is news too: the look ended.
    looking: changes.looking !== undefined ? changes.looking : (view.looking ?? null),
  };
}

/**
 * Keeps the previous object for every piece that did not change, so canvas nodes (memoised on their
 * piece) redraw only what moved when a prediction is recomputed.
 */
export function shareUnchanged(previous: RoomView | null, next: RoomView): RoomView {
  if (!previous) return next;
  let shared = 0;
  const pieces: Record<string, PieceView> = {};
  for (const [id, piece] of Object.entries(next.pieces)) {
    const before = previous.pieces[id];
    if (before && samePiece(before, piece)) {
      pieces[id] = before;
      shared += 1;
    } else pieces[id] = piece;
  }
  const piles = Object.fromEntries(
    Object.entries(next.piles).map(([id, pile]) => [
      id,
      previous.piles[id] && JSON.stringify(previous.piles[id]) === JSON.stringify(pile) ? previous.piles[id]! : pile,
    ]),
  );
  const hands = Object.fromEntries(
    Object.entries(next.hands).map(([id, hand]) => [
      id,
      previous.hands[id] && JSON.stringify(previous.hands[id]) === JSON.stringify(hand) ? previous.hands[id]! : hand,
    ]),
  );
  return { ...next, pieces: shared ? pieces : next.pieces, piles, hands };
}

/** Whether two views of a piece look the same. */
export function samePiece(a: PieceView, b: PieceView): boolean {
  return (
    a.componentId === b.componentId &&
    a.variantId === b.variantId &&
    a.faceUp === b.faceUp &&
    a.rotation === b.rotation &&
    a.value === b.value &&
    a.rolls === b.rolls &&
    a.z === b.z &&
    a.label === b.label &&
    a.locked === b.locked &&
    JSON.stringify(a.location) === JSON.stringify(b.location)
  );
}
