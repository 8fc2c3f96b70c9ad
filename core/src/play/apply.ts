import { opSchema, FINAL_OPS, type Op, type Target } from './ops.ts';
import { opaqueId, seededRandom, seededShuffle } from './random.ts';
import { snapInZone } from './layout.ts';
import type { Location, Piece, RoomState, UndoRecord } from './state.ts';

/** Who acts: a user and the seat they hold (null: a spectator). */
export interface Actor {
  userId: string;
  seatId: string | null;
}

/** What an op changed, by key. Redaction turns it into what each seat may see. */
export interface Changes {
  pieces: string[];
  piles: string[];
  hands: string[];
  seats: boolean;
}

export type ApplyResult = { ok: true; state: RoomState; changes: Changes } | { ok: false; code: string; reason: string };

const refuse = (code: string, reason: string): ApplyResult => ({ ok: false, code, reason });

/** Parses an untrusted op; null when its shape is wrong. */
export function parseOp(raw: unknown): Op | null {
  const result = opSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/**
 * Copy-on-write view of a state for one op: only the maps and entries the op touches are copied,
 * so the previous state stays intact (for redaction and undo) and big tables stay cheap.
 */
class Draft {
  pieces: Record<string, Piece>;
  piles: Record<string, string[]>;
  hands: Record<string, string[]>;
  seats: RoomState['seats'];
  readonly changes: Changes = { pieces: [], piles: [], hands: [], seats: false };
  readonly before: UndoRecord;

  constructor(readonly base: RoomState) {
    this.pieces = { ...base.pieces };
    this.piles = { ...base.piles };
    this.hands = { ...base.hands };
    this.seats = base.seats;
    this.before = { opIndex: base.opIndex + 1, pieces: {}, piles: {}, hands: {} };
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
   * A piece leaving a hidden pile gets a new id, derived from the room secret and the op count:
   * the same on every replica, but unlinkable to the id it had before it went in.
   */
  rekey(id: string): string {
    const piece = this.pieces[id]!;
    if (this.base.components[piece.componentId]?.kind === 'container') return id;
    const newId = opaqueId(`${this.base.secret}:${this.base.opIndex}:${id}`);
    this.before.pieces[newId] = null;
    this.before.pieces[id] ??= this.base.pieces[id] ?? null;
    delete this.pieces[id];
    this.pieces[newId] = { ...piece, id: newId };
    this.changes.pieces.push(id, newId);
    return newId;
  }

  finish(extra: Partial<RoomState> = {}): RoomState {
    const opIndex = this.base.opIndex + 1;
    const touched = { ...this.base.touched };
    for (const key of [...this.changes.pieces, ...this.changes.piles.map((p) => `pile:${p}`), ...this.changes.hands.map((h) => `hand:${h}`)]) touched[key] = opIndex;
    return { ...this.base, pieces: this.pieces, piles: this.piles, hands: this.hands, seats: this.seats, opIndex, touched, ...extra };
  }
}

/** The pile a location belongs to and who owns its zone, for authorization. */
function zoneOwnerOf(state: RoomState, location: Location): { ownerSeatId: string | null; policy: string } | null {
  const zoneId = location.type === 'zone' ? location.dropzoneId : location.type === 'pile' ? location.pileId : null;
  const zone = zoneId ? state.zones[zoneId] : undefined;
  return zone ? { ownerSeatId: zone.ownerSeatId, policy: zone.viewPolicy } : null;
}

/** Room-level authorization: spectators only claim seats; nobody touches another seat's hand or private zone. */
export function canAct(state: RoomState, actor: Actor, op: Op): { ok: true } | { ok: false; code: string; reason: string } {
  if (op.type === 'claimSeat') return { ok: true };
  if (!actor.seatId) return { ok: false, code: 'SPECTATOR', reason: 'Take a seat to play; spectators can only watch.' };
  const locations: Location[] = [];
  if ('pieceId' in op) {
    const piece = state.pieces[op.pieceId];
    if (piece) locations.push(piece.location);
  }
  if ('pileId' in op) locations.push({ type: 'pile', pileId: op.pileId });
  if ('to' in op && op.to.type === 'zone') locations.push({ type: 'zone', dropzoneId: op.to.dropzoneId, x: 0, y: 0 });
  if ('to' in op && op.to.type === 'pile') locations.push({ type: 'pile', pileId: op.to.pileId });
  for (const location of locations) {
    if (location.type === 'hand' && location.seatId !== actor.seatId) return { ok: false, code: 'NOT_YOURS', reason: "That card is in another player's hand." };
    const zone = zoneOwnerOf(state, location);
    if (zone && zone.policy === 'owner' && zone.ownerSeatId && zone.ownerSeatId !== actor.seatId) return { ok: false, code: 'NOT_YOURS', reason: "That area belongs to another player." };
  }
  return { ok: true };
}

/** Puts a piece at a target; returns a refusal reason or null. */
function place(state: RoomState, draft: Draft, pieceId: string, target: Target, actor: Actor): string | null {
  const piece = draft.piece(pieceId);
  const component = state.components[piece.componentId];
  if (target.type === 'surface') {
    if (!state.surfaces.some((s) => s.id === target.surfaceId)) return 'That table area does not exist.';
    piece.location = { type: 'surface', surfaceId: target.surfaceId, x: target.x, y: target.y };
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
    if (!(target.pileId in state.piles) || target.pileId === pieceId) return 'That pile does not exist.';
    if (component?.kind === 'container') return 'Containers cannot go into a pile.';
    const zone = state.zones[target.pileId];
    if (zone?.faceUpOnDrop) piece.faceUp = true;
    draft.pile(target.pileId).push(pieceId);
    piece.location = { type: 'pile', pileId: target.pileId };
    return null;
  }
  const zone = state.zones[target.dropzoneId];
  if (!zone) return 'That drop area does not exist.';
  if (zone.layout.type === 'stack') return place(state, draft, pieceId, { type: 'pile', pileId: zone.id }, actor);
  const snapped = snapInZone(zone, target.x, target.y);
  if (zone.faceUpOnDrop) piece.faceUp = true;
  piece.location = { type: 'zone', dropzoneId: zone.id, x: snapped.x, y: snapped.y };
  return null;
}

function topOf(draft: Draft, pileId: string): string | undefined {
  return draft.piles[pileId]?.at(-1);
}

/**
 * Applies an op: deterministic and total. An op that has become invalid (someone took the card first)
 * is refused with a reason, never thrown; the state is never mutated (a new one is returned).
 */
export function applyOp(state: RoomState, op: Op, actor: Actor): ApplyResult {
  const allowed = canAct(state, actor, op);
  if (!allowed.ok) return allowed;
  const draft = new Draft(state);
  const pieceOf = (id: string) => state.pieces[id];

  switch (op.type) {
    case 'move': {
      const piece = pieceOf(op.pieceId);
      if (!piece) return refuse('GONE', 'That piece is no longer there.');
      if (piece.location.type === 'pile') return refuse('IN_PILE', 'Take cards from the top of a pile.');
      draft.detach(op.pieceId);
      const problem = place(state, draft, op.pieceId, op.to, actor);
      if (problem) return refuse('BAD_TARGET', problem);
      break;
    }
    case 'flip': {
      const piece = pieceOf(op.pieceId);
      if (!piece) return refuse('GONE', 'That piece is no longer there.');
      if (state.components[piece.componentId]?.kind !== 'tile') return refuse('CANNOT_FLIP', 'Only cards and tiles can be flipped.');
      if (piece.location.type === 'pile') return refuse('IN_PILE', 'Take the card from the pile to flip it.');
      draft.piece(op.pieceId).faceUp = !piece.faceUp;
      break;
    }
    case 'rotate': {
      const piece = pieceOf(op.pieceId);
      if (!piece) return refuse('GONE', 'That piece is no longer there.');
      const orientations = state.components[piece.componentId]?.orientations ?? 2;
      draft.piece(op.pieceId).rotation = (piece.rotation + op.direction + orientations) % orientations;
      break;
    }
    case 'shuffle': {
      const pile = state.piles[op.pileId];
      if (!pile) return refuse('GONE', 'That pile does not exist.');
      if (pile.length < 2) return refuse('NOTHING_TO_SHUFFLE', 'There is nothing to shuffle.');
      const shuffled = seededShuffle(pile, `${op.seed}:${state.secret}:${state.opIndex}`);
      const target = draft.pile(op.pileId);
      target.splice(0, target.length, ...shuffled);
      // Shuffled cards lie face down.
      for (const id of shuffled) if (state.pieces[id]!.faceUp) draft.piece(id).faceUp = false;
      break;
    }
    case 'draw':
    case 'deal': {
      const pile = state.piles[op.pileId];
      if (!pile) return refuse('GONE', 'That pile does not exist.');
      const seats = op.type === 'draw' ? [actor.seatId!] : state.seats.filter((s) => s.userId).map((s) => s.id);
      if (seats.length === 0) return refuse('NO_PLAYERS', 'Nobody is seated to deal to.');
      const needed = op.count * seats.length;
      if (pile.length === 0) return refuse('EMPTY', 'The pile is empty.');
      if (pile.length < needed && op.type === 'deal') return refuse('NOT_ENOUGH', `The pile has ${pile.length} cards; dealing ${op.count} each needs ${needed}.`);
      for (let round = 0; round < op.count; round++) {
        for (const seatId of seats) {
          const top = topOf(draft, op.pileId);
          if (!top) break;
          draft.detach(top);
          const id = draft.rekey(top);
          const piece = draft.piece(id);
          piece.location = { type: 'hand', seatId };
          draft.hand(seatId).push(id);
        }
      }
      break;
    }
    case 'take': {
      const top = state.piles[op.pileId]?.at(-1);
      if (!state.piles[op.pileId]) return refuse('GONE', 'That pile does not exist.');
      if (!top) return refuse('EMPTY', 'The pile is empty.');
      draft.detach(top);
      const id = draft.rekey(top);
      const problem = place(state, draft, id, op.to, actor);
      if (problem) return refuse('BAD_TARGET', problem);
      break;
    }
    case 'roll': {
      const piece = pieceOf(op.pieceId);
      const component = piece && state.components[piece.componentId];
      if (!piece || component?.kind !== 'die') return refuse('NOT_A_DIE', 'Only dice can be rolled.');
      const random = seededRandom(`${op.seed}:${state.secret}:${state.opIndex}`);
      draft.piece(op.pieceId).value = 1 + Math.floor(random() * (component.sides ?? 6));
      break;
    }
    case 'counter': {
      const piece = pieceOf(op.pieceId);
      const component = piece && state.components[piece.componentId];
      if (!piece || component?.kind !== 'counter') return refuse('NOT_A_COUNTER', 'Only counters count.');
      const next = Math.min(component.max ?? Infinity, Math.max(component.min ?? -Infinity, (piece.value ?? 0) + op.delta));
      draft.piece(op.pieceId).value = next;
      break;
    }
    case 'claimSeat': {
      const seat = state.seats.find((s) => s.id === op.seatId);
      if (!seat) return refuse('GONE', 'That seat does not exist.');
      if (seat.userId && seat.userId !== actor.userId) return refuse('SEAT_TAKEN', `${seat.name} is taken.`);
      draft.seats = state.seats.map((s) => (s.id === op.seatId ? { ...s, userId: actor.userId } : s.userId === actor.userId ? { ...s, userId: null } : s));
      draft.changes.seats = true;
      break;
    }
    case 'leaveSeat': {
      draft.seats = state.seats.map((s) => (s.userId === actor.userId ? { ...s, userId: null } : s));
      draft.changes.seats = true;
      break;
    }
    case 'undo': {
      const record = actor.seatId ? state.undo[actor.seatId] : null;
      if (!record) return refuse('NOTHING_TO_UNDO', 'There is nothing of yours to undo.');
      const keys = [...Object.keys(record.pieces), ...Object.keys(record.piles).map((p) => `pile:${p}`), ...Object.keys(record.hands).map((h) => `hand:${h}`)];
      if (keys.some((key) => (state.touched[key] ?? 0) > record.opIndex)) return refuse('UNDO_STALE', 'Someone has moved those pieces since; it can no longer be undone.');
      for (const [id, piece] of Object.entries(record.pieces)) {
        draft.changes.pieces.push(id);
        if (piece) draft.pieces[id] = piece;
        else delete draft.pieces[id];
      }
      for (const [id, list] of Object.entries(record.piles)) {
        draft.piles[id] = list;
        draft.changes.piles.push(id);
      }
      for (const [id, list] of Object.entries(record.hands)) {
        draft.hands[id] = list;
        draft.changes.hands.push(id);
      }
      return { ok: true, state: draft.finish({ undo: { ...state.undo, [actor.seatId!]: null } }), changes: draft.changes };
    }
  }

  const undo = actor.seatId ? { ...state.undo, [actor.seatId]: FINAL_OPS.has(op.type) ? null : draft.before } : state.undo;
  return { ok: true, state: draft.finish({ undo }), changes: draft.changes };
}
