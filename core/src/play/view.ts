import type { Changes } from './apply.ts';
import { backOf } from './backs.ts';
import type { ComponentRule, Location, Piece, RoomState, ZoneRule } from './state.ts';
import { lookedAt } from './look-ops.ts';
import { undoCount } from './undo.ts';

// Visibility: everything a seat (or a spectator) receives about the table is decided here. Whenever
// a seat may not see a piece's face, it gets the piece's back (backOf: a component with the same back
// and size) and no variant or value; pieces in piles and other hands are not sent one by one at all.

/**
 * A piece as one seat sees it. Whenever that seat may not see its face, `componentId` is its back's
 * representative (backOf), `variantId` is null and `value` is absent.
 */
export interface PieceView {
  id: string;
  componentId: string;
  variantId: string | null;
  faceUp: boolean;
  rotation: number;
  location: Exclude<Location, { type: 'pile' }>;
  value?: number;
  /** How many times a die was rolled (see Piece.rolls), with its face. */
  rolls?: number;
  /** Stacking on the table (higher lies over lower); only for pieces on the table or in a zone. */
  z?: number;
  /** Fixed in place by the game: it cannot be moved, flipped or turned. */
  locked?: true;
  /** The game's scripts' text on it, sent only with its face. */
  label?: string;
}

/** A pile (deck, bag, stack zone) as one seat sees it: how many, and the top card's face if it lies face up and may be seen, else its back. */
export interface PileView {
  id: string;
  count: number;
  top: { componentId: string; variantId: string | null } | null;
}

/** A hand: everyone sees the count; only its seat sees the cards. */
export interface HandView {
  seatId: string;
  count: number;
  cards: string[] | null;
}

/** Who looks at which pile, as everyone is told it: the pile and how many cards (null: searching all of it). */
export interface LookView {
  pileId: string;
  count: number | null;
}

/** A card as seen by the seat looking at its pile, or as shown to everyone. */
export interface SeenCard {
  componentId: string;
  variantId: string | null;
}

/** What the looking seat itself sees: the cards, top first, by the ids it may take them out by. */
export interface LookingView extends LookView {
  cards: Array<SeenCard & { id: string }>;
}

/** Cards a seat showed everyone, in its hand's order. No ids: they stay hidden in the hand. */
export interface RevealView {
  seatId: string;
  cards: SeenCard[];
}

/** Everything one seat (or a spectator) may see of a room. */
export interface RoomView {
  seatId: string | null;
  seats: RoomState['seats'];
  surfaces: RoomState['surfaces'];
  components: Record<string, ComponentRule>;
  zones: Record<string, ZoneRule>;
  pieces: Record<string, PieceView>;
  piles: Record<string, PileView>;
  hands: Record<string, HandView>;
  /** How many of this seat's own moves it can undo, one by one (0 for a spectator). Nobody else's count is sent. */
  undoSteps: number;
  /** Who is looking at which pile, by seat (every seat's, this one's included). */
  looks: Record<string, LookView>;
  /** The cards this seat is looking at, when it is. */
  looking: LookingView | null;
}

/** What one op changed, as one seat may see it. `null` removes a piece from that seat's view. */
export interface ChangesView {
  pieces: Record<string, PieceView | null>;
  piles: Record<string, PileView>;
  hands: Record<string, HandView>;
  seats?: RoomState['seats'];
  /** This seat's new undo count, when the op changed it (its own move, or someone else's over what it would put back). */
  undoSteps?: number;
  /** Who looks at which pile, when that changed. */
  looks?: Record<string, LookView>;
  /** What this seat now sees of the pile it looks at (null: it stopped), when that may have changed. */
  looking?: LookingView | null;
  /** Cards someone showed everyone with this op. */
  reveal?: RevealView;
}

function seesZoneFaces(zone: ZoneRule | undefined, seatId: string | null): 'faces' | 'face-up only' | 'backs' {
  if (!zone || zone.viewPolicy === 'everyone') return 'face-up only';
  if (zone.viewPolicy === 'owner' && seatId !== null && zone.ownerSeatId === seatId) return 'faces';
  return 'backs';
}

/** One piece as a seat sees it, or null when it is not individually visible (in a pile or another hand). */
export function pieceViewFor(state: RoomState, piece: Piece, seatId: string | null): PieceView | null {
  const location = piece.location;
  if (location.type === 'pile') return null;
  if (location.type === 'hand' && location.seatId !== seatId) return null;
  let showFace: boolean;
  if (location.type === 'hand') showFace = true;
  else if (location.type === 'zone') {
    const sees = seesZoneFaces(state.zones[location.dropzoneId], seatId);
    showFace = sees === 'faces' || (sees === 'face-up only' && piece.faceUp);
  } else showFace = piece.faceUp;
  const view: PieceView = {
    id: piece.id,
    componentId: showFace ? piece.componentId : backOf(state, piece.componentId),
    variantId: showFace ? piece.variantId : null,
    faceUp: piece.faceUp,
    rotation: piece.rotation,
    location,
  };
  if (piece.value !== undefined && showFace) view.value = piece.value;
  if (piece.rolls !== undefined && showFace) view.rolls = piece.rolls;
  if (piece.z !== undefined && location.type !== 'hand') view.z = piece.z;
  if (piece.locked) view.locked = true;
  if (piece.label !== undefined && showFace) view.label = piece.label;
  return view;
}

/**
 * Whether every seat and spectator sees this piece on its own (on the table or in a zone, as a face or
 * a back). Only such pieces' drags are relayed: a drag of a card in a hand or pile would name an id
 * that others must not be able to link to anything.
 */
export function isPubliclyVisible(state: RoomState, pieceId: string): boolean {
  const location = state.pieces[pieceId]?.location;
  return location?.type === 'surface' || location?.type === 'zone';
}

/** A pile as a seat sees it. The order of its cards is never part of any view. */
export function pileViewFor(state: RoomState, pileId: string, seatId: string | null): PileView {
  const ids = state.piles[pileId] ?? [];
  const topPiece = ids.length ? state.pieces[ids.at(-1)!] : undefined;
  const zone = state.zones[pileId];
  const container = state.pieces[pileId] && state.components[state.pieces[pileId]!.componentId];
  const policy = zone?.viewPolicy ?? container?.viewPolicy ?? 'nobody';
  const visible =
    topPiece?.faceUp === true &&
    (policy === 'everyone' || (policy === 'owner' && zone?.ownerSeatId != null && zone.ownerSeatId === seatId));
  return {
    id: pileId,
    count: ids.length,
    top: topPiece
      ? {
          componentId: visible ? topPiece.componentId : backOf(state, topPiece.componentId),
          variantId: visible ? topPiece.variantId : null,
        }
      : null,
  };
}

/** A hand as a seat sees it. */
export function handViewFor(state: RoomState, handSeatId: string, seatId: string | null): HandView {
  const cards = state.hands[handSeatId] ?? [];
  return { seatId: handSeatId, count: cards.length, cards: handSeatId === seatId ? [...cards] : null };
}

/** Who looks at which pile: the same for everyone. */
export function looksView(state: RoomState): Record<string, LookView> {
  return Object.fromEntries(
    Object.entries(state.looks ?? {}).map(([seatId, look]) => [seatId, { pileId: look.pileId, count: look.count }]),
  );
}

/** What a seat sees of the pile it looks at, or null when it looks at none. */
export function lookingViewFor(state: RoomState, seatId: string | null): LookingView | null {
  const look = seatId ? state.looks?.[seatId] : undefined;
  if (!look) return null;
  const cards = lookedAt(state, look).map((id) => {
    const piece = state.pieces[id]!;
    return { id, componentId: piece.componentId, variantId: piece.variantId };
  });
  return { pileId: look.pileId, count: look.count, cards };
}

/**
 * What a seat may see of the whole room. Faces of face-down cards, cards in other hands or hidden
 * zones, and the order of any pile are never included; spectators (null) see only what is public.
 */
export function viewFor(state: RoomState, seatId: string | null): RoomView {
  const pieces: Record<string, PieceView> = {};
  for (const piece of Object.values(state.pieces)) {
    const view = pieceViewFor(state, piece, seatId);
    if (view) pieces[piece.id] = view;
  }
  return {
    seatId,
    seats: state.seats,
    surfaces: state.surfaces,
    components: state.components,
    zones: state.zones,
    pieces,
    piles: Object.fromEntries(Object.keys(state.piles).map((id) => [id, pileViewFor(state, id, seatId)])),
    hands: Object.fromEntries(Object.keys(state.hands).map((id) => [id, handViewFor(state, id, seatId)])),
    undoSteps: undoCount(state, seatId),
    looks: looksView(state),
    looking: lookingViewFor(state, seatId),
  };
}

/**
 * One op's changes as a seat may see them. A piece appears only if the seat could see it before or
 * can see it now, so an id that was hidden (in a pile) is never linked to the id it comes out with.
 */
export function redactChanges(before: RoomState, after: RoomState, changes: Changes, seatId: string | null): ChangesView {
  const pieces: Record<string, PieceView | null> = {};
  for (const id of changes.pieces) {
    const was = before.pieces[id] ? pieceViewFor(before, before.pieces[id]!, seatId) : null;
    const now = after.pieces[id] ? pieceViewFor(after, after.pieces[id]!, seatId) : null;
    if (was || now) pieces[id] = now;
  }
  const view: ChangesView = {
    pieces,
    piles: Object.fromEntries(changes.piles.map((id) => [id, pileViewFor(after, id, seatId)])),
    hands: Object.fromEntries(changes.hands.map((id) => [id, handViewFor(after, id, seatId)])),
  };
  if (changes.seats) view.seats = after.seats;
  const undoSteps = undoCount(after, seatId);
  if (undoSteps !== undoCount(before, seatId)) view.undoSteps = undoSteps;
  if (changes.looks) view.looks = looksView(after);
  // The looker's cards change when its look does or when the pile it looks at changes (and only then).
  const look = seatId ? (after.looks?.[seatId] ?? before.looks?.[seatId]) : undefined;
  if (look && (changes.looks || changes.piles.includes(look.pileId))) {
    view.looking = lookingViewFor(after, seatId);
  }
  if (changes.reveal) {
    const cards = changes.reveal.pieceIds
      .map((id) => before.pieces[id]!)
      .map((piece) => ({ componentId: piece.componentId, variantId: piece.variantId }));
    view.reveal = { seatId: changes.reveal.seatId, cards };
  }
  return view;
}

/** The seat a user holds, if any. */
export function seatOf(state: RoomState, userId: string): string | null {
  return state.seats.find((seat) => seat.userId === userId)?.id ?? null;
}
