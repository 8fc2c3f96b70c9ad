import type { Actor } from './apply.ts';
import type { Draft } from './draft.ts';
import { needsFreshId } from './identity.ts';
import { snapInZone } from './layout.ts';
import type { Target } from './ops.ts';
import { own } from './own.ts';
import type { RoomState } from './state.ts';

// Where pieces go: the one place every op that puts a piece somewhere goes through, so zones snap,
// face-up zones turn cards over and piles keep their order the same way whichever op moved the piece.

/** Puts a piece (already detached) at a target; returns a refusal reason or null. */
export function place(state: RoomState, draft: Draft, pieceId: string, target: Target, actor: Actor): string | null {
  const piece = draft.piece(pieceId);
  const component = state.components[piece.componentId];
  if (target.type === 'surface') {
    if (!state.surfaces.some((s) => s.id === target.surfaceId)) return 'That table area does not exist.';
    piece.location = { type: 'surface', surfaceId: target.surfaceId, x: target.x, y: target.y };
    // A piece put down lies on whatever is there.
    piece.z = draft.topZ();
    return null;
  }
  if (target.type === 'hand') {
    if (!actor.seatId) return 'Take a seat to hold cards.';
    if (component?.kind === 'container') return 'Containers cannot go into a hand.';
    draft.hand(actor.seatId).push(pieceId);
    piece.location = { type: 'hand', seatId: actor.seatId };
    return null;
  }
  if (target.type === 'pile') {
    if (!Object.hasOwn(state.piles, target.pileId) || target.pileId === pieceId) return 'That pile does not exist.';
    if (component?.kind === 'container') return 'Containers cannot go into a pile.';
    const zone = own(state.zones, target.pileId);
    if (zone?.faceUpOnDrop) piece.faceUp = true;
    // Piles are kept bottom first: the bottom is the front of the list.
    if (target.position === 'bottom') draft.pile(target.pileId).unshift(pieceId);
    else draft.pile(target.pileId).push(pieceId);
    piece.location = { type: 'pile', pileId: target.pileId };
    return null;
  }
  const zone = own(state.zones, target.dropzoneId);
  if (!zone) return 'That drop area does not exist.';
  if (carries({ pieces: draft.pieces, zones: state.zones }, pieceId, zone.id))
    return 'A piece cannot go into its own drop area, or into one of a piece it carries.';
  if (zone.layout.type === 'stack') return place(state, draft, pieceId, { type: 'pile', pileId: zone.id }, actor);
  const snapped = snapInZone(zone, target.x, target.y);
  if (zone.faceUpOnDrop) piece.faceUp = true;
  piece.location = { type: 'zone', dropzoneId: zone.id, x: snapped.x, y: snapped.y };
  piece.z = draft.topZ();
  return null;
}

/**
 * Whether a zone belongs to the piece or to anything it carries: the zone's container, the container that
 * one lies in, and so on up, reaches the piece. Put there, the piece would hold itself: off every table,
 * drawn nowhere, and kept with a seat that nobody can see holds it.
 */
export function carries(
  state: {
    pieces: Readonly<Record<string, { location: { type: string; dropzoneId?: string } }>>;
    zones: Readonly<Record<string, { containerPieceId: string | null }>>;
  },
  pieceId: string,
  zoneId: string,
): boolean {
  let zone = own(state.zones, zoneId);
  // A container lies in at most one zone; the bound only guards against a table that is already a loop.
  for (let depth = 0; zone?.containerPieceId && depth < 64; depth++) {
    if (zone.containerPieceId === pieceId) return true;
    const location = own(state.pieces, zone.containerPieceId)?.location;
    zone = location?.type === 'zone' && location.dropzoneId ? own(state.zones, location.dropzoneId) : undefined;
  }
  return false;
}

export function topOf(draft: Draft, pileId: string): string | undefined {
  return own(draft.piles, pileId)?.at(-1);
}

/**
 * Takes a piece from where it is and puts it at a target, with a fresh id if it leaves a hidden place.
 * `faceUp` turns it on the way (a zone that shows faces still turns it up). Returns the refusal reason,
 * or the id the piece now has.
 */
export function relocate(
  state: RoomState,
  draft: Draft,
  pieceId: string,
  target: Target,
  actor: Actor,
  faceUp?: boolean,
): { problem: string } | { id: string } {
  const from = draft.pieces[pieceId]!.location;
  draft.detach(pieceId);
  const id = needsFreshId(state, from, target, actor.seatId) ? draft.rekey(pieceId) : pieceId;
  const piece = draft.pieces[id]!;
  if (faceUp !== undefined && piece.faceUp !== faceUp && state.components[piece.componentId]?.kind === 'tile')
    draft.piece(id).faceUp = faceUp;
  const problem = place(state, draft, id, target, actor);
  return problem ? { problem } : { id };
}
