import { applyOp, viewFor, ROOM_STATE_VERSION, type Op, type Piece, type RoomState, type RoomView } from '@tablecraft/core/play';

// Prediction: the browser runs the room engine itself on what it can see, so a move shows at once.
// The server stays the authority: its changes replace the prediction when they arrive.

/** Ops whose outcome the browser can know before the server answers. Chance and undo wait for it. */
export const PREDICTED_OPS = new Set<Op['type']>([
  'move',
  'flip',
  'rotate',
  'counter',
  'take',
  'draw',
  'pass',
  'arrangeHand',
  'bringToFront',
  'moveMany',
  'flipMany',
  'rotateMany',
  'claimSeat',
  'leaveSeat',
]);

/**
 * Whether an op is shown before the server answers: of a predicted kind, and showing nothing this viewer
 * has not seen. A card taken face up from a pile waits for the server to say which card it is; predicted,
 * it would show as a back lying face up.
 */
export function isPredicted(op: Op): boolean {
  if (!PREDICTED_OPS.has(op.type)) return false;
  return !(op.type === 'take' && op.faceUp === true);
}

/**
 * A room state rebuilt from one seat's view, good enough for the engine to predict with: hidden pile
 * contents and other hands become placeholder pieces (the top of a pile keeps what the view shows).
 */
export function stateFromView(view: RoomView): RoomState {
  const pieces: Record<string, Piece> = {};
  for (const piece of Object.values(view.pieces)) pieces[piece.id] = { ...piece, location: piece.location };
  const piles: Record<string, string[]> = {};
  for (const pile of Object.values(view.piles)) {
    piles[pile.id] = Array.from({ length: pile.count }, (_, index) => {
      const id = `hidden:${pile.id}:${index}`;
      const isTop = index === pile.count - 1;
      const variantId = isTop ? (pile.top?.variantId ?? null) : null;
      pieces[id] = {
        id,
        componentId: pile.top?.componentId ?? '',
        variantId,
        faceUp: variantId !== null,
        rotation: 0,
        location: { type: 'pile', pileId: pile.id },
      };
      return id;
    });
  }
  const hands: Record<string, string[]> = {};
  for (const hand of Object.values(view.hands)) {
    hands[hand.seatId] =
      hand.cards ??
      Array.from({ length: hand.count }, (_, index) => {
        const id = `hidden:hand:${hand.seatId}:${index}`;
        pieces[id] = { id, componentId: '', variantId: null, faceUp: false, rotation: 0, location: { type: 'hand', seatId: hand.seatId } };
        return id;
      });
  }
  // The seat's undo steps as placeholders, so a predicted move adds to the count the server gave.
  const steps = Array.from({ length: view.undoSteps ?? 0 }, () => ({ opIndex: 0, pieces: {}, piles: {}, hands: {} }));
  const undo = view.seatId ? { [view.seatId]: { steps, lost: false } } : {};
  return {
    version: ROOM_STATE_VERSION,
    opIndex: 0,
    seats: view.seats,
    surfaces: view.surfaces,
    components: view.components,
    zones: view.zones,
    pieces,
    piles,
    hands,
    undo,
  };
}

/** The view after this viewer's own pending ops, as far as they can be predicted. */
export function predictView(confirmed: RoomView, pending: readonly Op[], userId: string): RoomView {
  const predictable = pending.filter(isPredicted);
  if (predictable.length === 0) return confirmed;
  try {
    let state = stateFromView(confirmed);
    for (const op of predictable) {
      const seatId = state.seats.find((seat) => seat.userId === userId)?.id ?? null;
      const result = applyOp(state, op, { userId, seatId });
      // A refused op is left for the server to refuse, with its reason.
      if (result.ok) state = result.state;
    }
    const seatId = state.seats.find((seat) => seat.userId === userId)?.id ?? null;
    // Looks are not rebuilt from a view (its ids are the server's to give): they stay as confirmed.
    return { ...viewFor(state, seatId), looks: confirmed.looks, looking: confirmed.looking };
  } catch (error) {
    // A prediction is only a preview: if the engine cannot run on this seat's partial view, show the
    // server's view and wait for its answer rather than stop applying what the room sends.
    console.warn('could not predict a move; waiting for the server', error);
    return confirmed;
  }
}

/** What the engine says of an op against the current view: null if it would pass, else the reason. */
export function refusalOf(view: RoomView, op: Op, userId: string): string | null {
  const seatId = view.seats.find((seat) => seat.userId === userId)?.id ?? null;
  const result = applyOp(stateFromView(view), op, { userId, seatId });
  return result.ok ? null : result.reason;
}
