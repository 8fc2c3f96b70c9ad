import type { Actor } from './apply.ts';
import type { Draft } from './draft.ts';
import type { Op } from './ops.ts';
import type { Piece, RoomState, SeatState } from './state.ts';
import { own } from './own.ts';

// Hands stay with whoever held them. A seat left with cards (in hand, or in a zone only that seat
// sees) stays reserved for the player who left it: nobody else may sit there and read those faces.
// The player may come back; the host (or that player) may release it, and the cards then go face
// down, with fresh ids, to a pile or the table, in full view of the room.

type Refusal = { code: string; reason: string };

/** Whether a zone (or stack zone) is private to a seat: only its owner sees the faces there. */
function ownedBy(state: RoomState, zoneId: string, seatId: string): boolean {
  const zone = own(state.zones, zoneId);
  return zone?.viewPolicy === 'owner' && zone.ownerSeatId === seatId;
}

/**
 * The pieces only this seat may see the faces of: its hand (in order), then pieces in its private
 * zones (by zone, position and id, all of which everyone sees), then its private piles bottom first.
 * Containers are left where they are.
 */
export function holdingsOf(state: Pick<RoomState, 'pieces' | 'piles' | 'hands' | 'zones' | 'components'>, seatId: string): string[] {
  const fullState = state as RoomState;
  const inZones = Object.values(state.pieces)
    .filter(
      (piece) =>
        piece.location.type === 'zone' &&
        ownedBy(fullState, piece.location.dropzoneId, seatId) &&
        state.components[piece.componentId]?.kind !== 'container',
    )
    .sort((a, b) => compareZonePieces(a, b));
  const piles = Object.keys(state.piles)
    .filter((pileId) => ownedBy(fullState, pileId, seatId))
    .sort();
  return [...(state.hands[seatId] ?? []), ...inZones.map((piece) => piece.id), ...piles.flatMap((pileId) => state.piles[pileId] ?? [])];
}

function compareZonePieces(a: Piece, b: Piece): number {
  const la = a.location as Extract<Piece['location'], { type: 'zone' }>;
  const lb = b.location as Extract<Piece['location'], { type: 'zone' }>;
  if (la.dropzoneId !== lb.dropzoneId) return la.dropzoneId < lb.dropzoneId ? -1 : 1;
  return la.y - lb.y || la.x - lb.x || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A seat its occupant leaves: kept for them if they leave secrets behind, else free. */
function vacated(state: RoomState, seat: SeatState): SeatState {
  const keep = seat.userId !== null && holdingsOf(state, seat.id).length > 0;
  return { ...seat, userId: null, reservedFor: keep ? seat.userId : null };
}

export function claimSeat(state: RoomState, draft: Draft, op: Extract<Op, { type: 'claimSeat' }>, actor: Actor): Refusal | null {
  const seat = state.seats.find((s) => s.id === op.seatId);
  if (!seat) return { code: 'GONE', reason: 'That seat does not exist.' };
  if (seat.userId && seat.userId !== actor.userId) return { code: 'SEAT_TAKEN', reason: `${seat.name} is taken.` };
  if (seat.reservedFor && seat.reservedFor !== actor.userId) {
    return {
      code: 'SEAT_RESERVED',
      reason: `${seat.name} is kept for the player who left it with cards; they can come back, or the host can free it.`,
    };
  }
  if (seat.userId === actor.userId) return null;
  const left: string[] = [];
  draft.seats = state.seats.map((s) => {
    if (s.id === op.seatId) return { ...s, userId: actor.userId, reservedFor: null };
    if (s.userId === actor.userId) {
      left.push(s.id);
      return vacated(state, s);
    }
    return s;
  });
  // Nobody undoes what a seat's previous occupant did.
  draft.undo = { ...draft.undo, [op.seatId]: null, ...Object.fromEntries(left.map((id) => [id, null])) };
  draft.changes.seats = true;
  return null;
}

/**
 * The host seats someone who watches. The same rules as sitting down oneself: a seat someone holds, or one
 * kept for another player who left it with cards, is refused (nobody reads a hand they did not hold); the
 * player a seat is kept for may be seated back in it. Someone already seated is moved by themselves, never
 * by the host, so their own seat is never left behind by another's choice.
 */
export function assignSeat(state: RoomState, draft: Draft, op: Extract<Op, { type: 'assignSeat' }>, actor: Actor): Refusal | null {
  if (actor.host !== true) return { code: 'NOT_ALLOWED', reason: 'Only the host can seat someone.' };
  const seat = state.seats.find((s) => s.id === op.seatId);
  if (!seat) return { code: 'GONE', reason: 'That seat does not exist.' };
  if (seat.userId) return { code: 'SEAT_TAKEN', reason: `${seat.name} is taken.` };
  if (seat.reservedFor && seat.reservedFor !== op.userId) {
    return {
      code: 'SEAT_RESERVED',
      reason: `${seat.name} is kept for the player who left it with cards; they can come back, or you can free it.`,
    };
  }
  const held = state.seats.find((s) => s.userId === op.userId);
  if (held) return { code: 'ALREADY_SEATED', reason: `They already sit at ${held.name}.` };
  draft.seats = state.seats.map((s) => (s.id === op.seatId ? { ...s, userId: op.userId, reservedFor: null } : s));
  // Nobody undoes what a seat's previous occupant did.
  draft.undo = { ...draft.undo, [op.seatId]: null };
  draft.changes.seats = true;
  return null;
}

export function leaveSeat(state: RoomState, draft: Draft, actor: Actor): Refusal | null {
  const left: string[] = [];
  draft.seats = state.seats.map((s) => {
    if (s.userId !== actor.userId) return s;
    left.push(s.id);
    return vacated(state, s);
  });
  draft.undo = { ...draft.undo, ...Object.fromEntries(left.map((id) => [id, null])) };
  draft.changes.seats = true;
  return null;
}

/**
 * Frees a seat. Its cards go face down with fresh ids, on top of `pileId`, or without one near the
 * centre of the first surface. The player a seat is kept for may free it; the host may free any seat,
 * also one still held: a player who was removed from the game, or who left for good without leaving
 * the seat, would otherwise keep it, and its cards, out of play forever. Nobody sees the faces.
 */
export function releaseSeat(state: RoomState, draft: Draft, op: Extract<Op, { type: 'releaseSeat' }>, actor: Actor): Refusal | null {
  const seat = state.seats.find((s) => s.id === op.seatId);
  if (!seat) return { code: 'GONE', reason: 'That seat does not exist.' };
  if (seat.userId && actor.host !== true)
    return { code: 'SEAT_OCCUPIED', reason: `${seat.name} is held by a player; only the host can free it.` };
  if (!seat.userId && !seat.reservedFor) return { code: 'NOT_RESERVED', reason: `${seat.name} is already free.` };
  if (actor.host !== true && actor.userId !== seat.reservedFor)
    return { code: 'NOT_ALLOWED', reason: 'Only the host, or the player the seat is kept for, can free it.' };
  const surface = state.surfaces[0];
  if (op.pileId !== undefined) {
    if (!Object.hasOwn(state.piles, op.pileId)) return { code: 'GONE', reason: 'That pile does not exist.' };
    if (ownedBy(state, op.pileId, seat.id)) return { code: 'BAD_TARGET', reason: "Choose a pile outside the seat's own places." };
  } else if (!surface) return { code: 'BAD_TARGET', reason: 'There is no table to put the cards on.' };

  for (const [index, id] of holdingsOf(state, seat.id).entries()) {
    draft.detach(id);
    const newId = draft.rekey(id);
    const piece = draft.piece(newId);
    const kind = state.components[piece.componentId]?.kind;
    if (kind === 'tile') piece.faceUp = false;
    // A container (a game may deal one into a hand) never goes into a pile: it goes to the table.
    if (op.pileId !== undefined && kind !== 'container') {
      draft.pile(op.pileId).push(newId);
      piece.location = { type: 'pile', pileId: op.pileId };
    } else {
      piece.location = { type: 'surface', surfaceId: surface!.id, x: surface!.width / 2 + index * 4, y: surface!.height / 2 + index * 4 };
    }
  }
  draft.seats = state.seats.map((s) => (s.id === seat.id ? { ...s, userId: null, reservedFor: null } : s));
  draft.undo = { ...draft.undo, [seat.id]: null };
  draft.changes.seats = true;
  return null;
}
