import type { Changes } from './apply.ts';
import { OpRandom } from './random.ts';
import type { Piece, RoomState, UndoRecord } from './state.ts';

/**
 * Copy-on-write view of a state for one op: only the maps and entries the op touches are copied,
 * so the previous state stays intact (for redaction and undo) and big tables stay cheap.
 */
export class Draft {
  pieces: Record<string, Piece>;
  piles: Record<string, string[]>;
  hands: Record<string, string[]>;
  seats: RoomState['seats'];
  undo: RoomState['undo'];
  looks: NonNullable<RoomState['looks']>;
  readonly changes: Changes = { pieces: [], piles: [], hands: [], seats: false };
  readonly before: UndoRecord;
  /** The op's randomness, from its seed; `random.used` says whether the op consumed it. */
  readonly random: OpRandom;

  constructor(
    readonly base: RoomState,
    seed: string | undefined,
  ) {
    this.pieces = { ...base.pieces };
    this.piles = { ...base.piles };
    this.hands = { ...base.hands };
    this.seats = base.seats;
    this.undo = base.undo;
    this.looks = base.looks ?? {};
    this.before = { opIndex: base.opIndex + 1, pieces: {}, piles: {}, hands: {} };
    this.random = new OpRandom(seed, base.opIndex);
  }

  piece(id: string): Piece {
    if (!(id in this.before.pieces)) this.before.pieces[id] = this.base.pieces[id] ?? null;
    const copy = { ...this.pieces[id]! };
    this.pieces[id] = copy;
    if (!this.changes.pieces.includes(id)) this.changes.pieces.push(id);
    return copy;
  }

  pile(id: string): string[] {
    if (!(id in this.before.piles)) this.before.piles[id] = this.base.piles[id] ?? [];
    const copy = [...(this.piles[id] ?? [])];
    this.piles[id] = copy;
    if (!this.changes.piles.includes(id)) this.changes.piles.push(id);
    return copy;
  }

  hand(seatId: string): string[] {
    if (!(seatId in this.before.hands)) this.before.hands[seatId] = this.base.hands[seatId] ?? [];
    const copy = [...(this.hands[seatId] ?? [])];
    this.hands[seatId] = copy;
    if (!this.changes.hands.includes(seatId)) this.changes.hands.push(seatId);
    return copy;
  }

  /** Takes a piece out of its pile or hand (if it is in one). */
  detach(id: string): void {
    const location = this.pieces[id]!.location;
    const list = location.type === 'pile' ? this.pile(location.pileId) : location.type === 'hand' ? this.hand(location.seatId) : null;
    const index = list ? list.indexOf(id) : -1;
    if (list && index >= 0) list.splice(index, 1);
  }

  /**
   * Gives a piece a fresh id from the op's seed (containers keep theirs: their contents and zones
   * refer to them). Ids are drawn in the order the op handles pieces, never from the old id or the
   * piece's face, so the new id tells nothing about where the piece was or what it is.
   */
  rekey(id: string): string {
    const piece = this.pieces[id]!;
    if (this.base.components[piece.componentId]?.kind === 'container') return id;
    const ids = this.random.stream('ids');
    let newId = ids.id();
    // 128 random bits do not collide in practice; redrawing keeps the engine total if they ever did.
    while (newId in this.pieces || newId in this.base.pieces) newId = ids.id();
    this.before.pieces[newId] = null;
    if (!(id in this.before.pieces)) this.before.pieces[id] = this.base.pieces[id] ?? null;
    delete this.pieces[id];
    // Its stacking height, how often a die was rolled, or a label would link it to where it lay before it went out of sight.
    const { z: _z, rolls: _rolls, label: _label, ...rest } = piece;
    this.pieces[newId] = { ...rest, id: newId };
    if (!this.changes.pieces.includes(id)) this.changes.pieces.push(id);
    this.changes.pieces.push(newId);
    return newId;
  }

  /** One above the highest piece anyone sees on the table or in a zone (hidden pieces do not count). */
  topZ(): number {
    let top = 0;
    for (const piece of Object.values(this.pieces))
      if ((piece.location.type === 'surface' || piece.location.type === 'zone') && piece.z !== undefined && piece.z > top) top = piece.z;
    return top + 1;
  }

  /** Sets or ends a seat's look at a pile (null ends it). */
  look(seatId: string, look: NonNullable<RoomState['looks']>[string] | null): void {
    const looks = { ...this.looks };
    if (look) looks[seatId] = look;
    else delete looks[seatId];
    this.looks = looks;
    this.changes.looks = true;
  }

  finish(): RoomState {
    // A seat whose occupant changed stops looking: its next player never sees what the last one was shown.
    if (this.seats !== this.base.seats) {
      for (const seatId of Object.keys(this.looks)) {
        const was = this.base.seats.find((seat) => seat.id === seatId)?.userId;
        const now = this.seats.find((seat) => seat.id === seatId)?.userId;
        if (was !== now) this.look(seatId, null);
      }
    }
    const state: RoomState = {
      ...this.base,
      pieces: this.pieces,
      piles: this.piles,
      hands: this.hands,
      seats: this.seats,
      undo: this.undo,
      opIndex: this.base.opIndex + 1,
    };
    if (Object.keys(this.looks).length > 0) state.looks = this.looks;
    else delete state.looks;
    return state;
  }
}
