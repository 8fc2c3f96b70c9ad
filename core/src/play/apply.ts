import { opSchema, isFinalOp, GAME_OPS, LOOKING_OPS, type Op } from './ops.ts';
import { applyScriptOp, isScriptOp } from './game-ops.ts';
import { Draft } from './draft.ts';
import { own } from './own.ts';
import { relocate, topOf } from './placing.ts';
import { assignSeat, claimSeat, leaveSeat, releaseSeat } from './seats.ts';
import { cut, flipStack, gather, moveAll, squared } from './pile-ops.ts';
import { arrangeHand, pass } from './hand-ops.ts';
import { isLookedAtBy, look, reveal, stopLooking } from './look-ops.ts';
import { pieceViewFor } from './view.ts';
import { dropOverwritten, pushStep, UNDO_LOST } from './undo.ts';
import type { Location, RoomState } from './state.ts';

/** Who acts: a user, the seat they hold (null: a spectator), and whether they are the room's host. */
export interface Actor {
  userId: string;
  seatId: string | null;
  /** Set by the socket service (the room record's host); lets them free a seat kept for someone who left. */
  host?: boolean;
  /**
   * The game itself (its author's scripts, run on the server): it may name and act on any piece, wherever
   * it is, as the author who set it up could. Never set from a client; what it does is redacted like any op.
   */
  game?: true;
}

/** What an op changed, by key. Redaction turns it into what each seat may see. */
export interface Changes {
  pieces: string[];
  piles: string[];
  hands: string[];
  seats: boolean;
  /** Someone started or stopped looking at a pile. */
  looks?: boolean;
  /** Cards a seat showed everyone for a moment (they stay where they are). */
  reveal?: { seatId: string; pieceIds: string[] };
}

/**
 * `random`: the op drew from its seed (a shuffle, a roll, or a fresh id for a piece leaving a hidden
 * place), so its seed's commitment is published with it.
 */
export type ApplyResult = { ok: true; state: RoomState; changes: Changes; random: boolean } | { ok: false; code: string; reason: string };

const refuse = (code: string, reason: string): ApplyResult => ({ ok: false, code, reason });
const LOCKED_REASON = { code: 'LOCKED', reason: 'The game fixes this piece in place.' };
const LOCKED = refuse(LOCKED_REASON.code, LOCKED_REASON.reason);

/**
 * The piece an op names, as far as its actor may know it exists: a piece in another hand or in a pile is
 * answered exactly as an id that does not exist. Such a piece may carry an id everyone saw it go in with;
 * any other verdict ("in another hand", "in a pile", or acting on it) would let a script ask where it is.
 */
function namedPiece(state: RoomState, pieceId: string, actor: Actor) {
  const piece = own(state.pieces, pieceId);
  if (actor.game) return piece;
  return piece && (pieceViewFor(state, piece, actor.seatId) || isLookedAtBy(state, piece, actor.seatId)) ? piece : undefined;
}

/** Parses an untrusted op; null when its shape is wrong. */
export function parseOp(raw: unknown): Op | null {
  const result = opSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/** The pile a location belongs to and who owns its zone, for authorization. */
function zoneOwnerOf(state: RoomState, location: Location): { ownerSeatId: string | null; policy: string } | null {
  const zoneId = location.type === 'zone' ? location.dropzoneId : location.type === 'pile' ? location.pileId : null;
  const zone = zoneId ? own(state.zones, zoneId) : undefined;
  return zone ? { ownerSeatId: zone.ownerSeatId, policy: zone.viewPolicy } : null;
}

/** Room-level authorization: spectators only claim seats; nobody touches another seat's hand or private zone. */
export function canAct(state: RoomState, actor: Actor, op: Op): { ok: true } | { ok: false; code: string; reason: string } {
  // Seats decide for themselves (releasing one is for the host or the player it is kept for, seated or not).
  if (op.type === 'claimSeat' || op.type === 'releaseSeat' || op.type === 'assignSeat') return { ok: true };
  if (actor.game) return { ok: true };
  if (GAME_OPS.has(op.type)) return { ok: false, code: 'FORBIDDEN', reason: "Only the game's scripts can do that." };
  if (!actor.seatId) return { ok: false, code: 'SPECTATOR', reason: 'Take a seat to play; spectators can only watch.' };
  // Several pieces at once: each part as if it were sent alone, the first one out of reach refusing the whole.
  const parts = partsOf(op);
  if (parts) {
    for (const part of parts) {
      const verdict = canAct(state, actor, part);
      if (!verdict.ok) return verdict;
    }
    return { ok: true };
  }
  const locations: Location[] = [];
  if ('pieceId' in op) {
    const piece = namedPiece(state, op.pieceId, actor);
    if (piece) locations.push(piece.location);
  }
  if ('pileId' in op) locations.push({ type: 'pile', pileId: op.pileId });
  if ('to' in op && op.to.type === 'zone') locations.push({ type: 'zone', dropzoneId: op.to.dropzoneId, x: 0, y: 0 });
  if ('to' in op && op.to.type === 'pile') locations.push({ type: 'pile', pileId: op.to.pileId });
  // A container's pile is where the container is: one held in another seat's hand is out of reach too.
  for (const location of [...locations]) {
    const holder = location.type === 'pile' ? state.pieces[location.pileId]?.location : undefined;
    if (holder?.type === 'hand') locations.push(holder);
  }
  for (const location of locations) {
    if (location.type === 'hand' && location.seatId !== actor.seatId) return { ok: false, code: 'NOT_YOURS', reason: "That card is in another player's hand." };
    const zone = zoneOwnerOf(state, location);
    if (zone && zone.policy === 'owner' && zone.ownerSeatId && zone.ownerSeatId !== actor.seatId) return { ok: false, code: 'NOT_YOURS', reason: "That area belongs to another player." };
  }
  return { ok: true };
}

type OnePieceOp = Extract<Op, { type: 'move' | 'flip' | 'rotate' }>;

/** The single-piece ops a many-piece op is made of, in its order; null for any other op. */
function partsOf(op: Op): OnePieceOp[] | null {
  if (op.type === 'moveMany') return op.moves.map((move) => ({ type: 'move', pieceId: move.pieceId, to: move.to }));
  if (op.type === 'flipMany') return op.pieceIds.map((pieceId) => ({ type: 'flip', pieceId }));
  if (op.type === 'rotateMany') return op.pieceIds.map((pieceId) => ({ type: 'rotate', pieceId, direction: op.direction }));
  return null;
}

/** Moves, flips or turns one piece on the draft; a refusal, or null when done. */
function onePiece(state: RoomState, draft: Draft, op: OnePieceOp, actor: Actor): { code: string; reason: string } | null {
  const piece = namedPiece(state, op.pieceId, actor);
  if (!piece) return { code: 'GONE', reason: 'That piece is no longer there.' };
  switch (op.type) {
    case 'move': {
      // A card the actor is looking at may be taken from anywhere in the pile; others only from its top.
      if (piece.location.type === 'pile' && !isLookedAtBy(state, piece, actor.seatId)) return { code: 'IN_PILE', reason: 'Take cards from the top of a pile.' };
      if (piece.locked) return LOCKED_REASON;
      const moved = relocate(state, draft, op.pieceId, op.to, actor);
      return 'problem' in moved ? { code: 'BAD_TARGET', reason: moved.problem } : null;
    }
    case 'flip': {
      if (state.components[piece.componentId]?.kind !== 'tile') return { code: 'CANNOT_FLIP', reason: 'Only cards and tiles can be flipped.' };
      if (piece.location.type === 'pile') return { code: 'IN_PILE', reason: 'Take the card from the pile to flip it.' };
      if (piece.locked) return LOCKED_REASON;
      draft.piece(op.pieceId).faceUp = !piece.faceUp;
      return null;
    }
    case 'rotate': {
      if (piece.locked) return LOCKED_REASON;
      const orientations = state.components[piece.componentId]?.orientations ?? 2;
      draft.piece(op.pieceId).rotation = (piece.rotation + op.direction + orientations) % orientations;
      return null;
    }
  }
}

/**
 * Several pieces moved, flipped or turned as one op: all of them, or none (the first refused part's
 * reason refuses the whole). Each piece is named once, so no part undoes another.
 */
function manyPieces(state: RoomState, draft: Draft, parts: OnePieceOp[], actor: Actor): { code: string; reason: string } | null {
  if (new Set(parts.map((part) => part.pieceId)).size !== parts.length) return { code: 'REPEATED', reason: 'Each piece can be named only once.' };
  for (const part of parts) {
    const problem = onePiece(state, draft, part, actor);
    if (problem) return problem;
  }
  return null;
}

/**
 * The seats a deal goes to, in seat order: the seats named (each held by a player), or every held seat.
 * A seat with nobody in it gets no cards: nobody could hold them, and whoever sat down next would see them.
 */
function dealtSeats(state: RoomState, seatIds: string[] | undefined, actor: Actor): { seats: string[] } | { code: string; reason: string } {
  if (seatIds === undefined) {
    const seats = state.seats.filter((s) => s.userId).map((s) => s.id);
    return seats.length ? { seats } : { code: 'NO_PLAYERS', reason: 'Nobody is seated to deal to.' };
  }
  for (const seatId of seatIds) {
    const seat = state.seats.find((s) => s.id === seatId);
    if (!seat) return { code: 'GONE', reason: 'That seat does not exist.' };
    // The game may deal to a seat nobody holds yet (a hand waiting at setup); whoever sits there gets it.
    if (!seat.userId && !actor.game) return { code: 'NO_PLAYER', reason: `Nobody sits in ${seat.name} to deal to.` };
  }
  return { seats: state.seats.filter((s) => seatIds.includes(s.id)).map((s) => s.id) };
}

/** The ops on whole piles (pile-ops.ts). */
function pileOp(state: RoomState, draft: Draft, op: Extract<Op, { type: 'gather' | 'moveAll' | 'flipStack' | 'cut' }>) {
  switch (op.type) {
    case 'gather':
      return gather(state, draft, op);
    case 'moveAll':
      return moveAll(state, draft, op);
    case 'flipStack':
      return flipStack(state, draft, op);
    case 'cut':
      return cut(state, draft, op);
  }
}

/**
 * Applies an op: deterministic and total. An op that has become invalid (someone took the card first)
 * is refused with a reason, never thrown; the state is never mutated (a new one is returned).
 */
export function applyOp(state: RoomState, op: Op, actor: Actor): ApplyResult {
  const allowed = canAct(state, actor, op);
  if (!allowed.ok) return allowed;
  const pieceOf = (id: string) => namedPiece(state, id, actor);
  if (isScriptOp(op)) return applyScriptOp(state, op, 'pieceId' in op ? pieceOf(op.pieceId) : undefined);
  // No seed (a validity check before sequencing, or the browser's prediction): the all-zero seed.
  const draft = new Draft(state, op.seed);

  switch (op.type) {
    case 'move':
    case 'flip':
    case 'rotate': {
      const problem = onePiece(state, draft, op, actor);
      if (problem) return refuse(problem.code, problem.reason);
      break;
    }
    case 'moveMany':
    case 'flipMany':
    case 'rotateMany': {
      const problem = manyPieces(state, draft, partsOf(op)!, actor);
      if (problem) return refuse(problem.code, problem.reason);
      break;
    }
    case 'bringToFront': {
      const piece = pieceOf(op.pieceId);
      if (!piece) return refuse('GONE', 'That piece is no longer there.');
      if (piece.location.type === 'hand') return refuse('NOT_ON_TABLE', 'Only pieces on the table can be brought to the front.');
      if (piece.locked) return LOCKED;
      draft.piece(op.pieceId).z = draft.topZ();
      break;
    }
    case 'shuffle': {
      const pile = own(state.piles, op.pileId);
      if (!pile) return refuse('GONE', 'That pile does not exist.');
      if (pile.length < 2) return refuse('NOTHING_TO_SHUFFLE', 'There is nothing to shuffle.');
      const shuffled = draft.random.stream('shuffle').shuffle(pile);
      const target = draft.pile(op.pileId);
      target.splice(0, target.length, ...shuffled);
      // Shuffled cards lie face down and square: a card turned before it went in would be known coming out.
      for (const id of shuffled) squared(draft, id, state.pieces[id]!);
      break;
    }
    case 'draw':
    case 'deal': {
      const pile = own(state.piles, op.pileId);
      if (!pile) return refuse('GONE', 'That pile does not exist.');
      const chosen = op.type === 'deal' ? dealtSeats(state, op.seatIds, actor) : { seats: [actor.seatId!] };
      if ('code' in chosen) return refuse(chosen.code, chosen.reason);
      const seats = chosen.seats;
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
      const top = own(state.piles, op.pileId)?.at(-1);
      if (!own(state.piles, op.pileId)) return refuse('GONE', 'That pile does not exist.');
      if (!top) return refuse('EMPTY', 'The pile is empty.');
      const taken = relocate(state, draft, top, op.to, actor, op.faceUp);
      if ('problem' in taken) return refuse('BAD_TARGET', taken.problem);
      break;
    }
    case 'gather':
    case 'moveAll':
    case 'flipStack':
    case 'cut': {
      const problem = pileOp(state, draft, op);
      if (problem) return refuse(problem.code, problem.reason);
      break;
    }
    case 'pass':
    case 'arrangeHand': {
      const problem = op.type === 'pass' ? pass(state, draft, op, actor, pieceOf(op.pieceId)) : arrangeHand(state, draft, op, actor);
      if (problem) return refuse(problem.code, problem.reason);
      break;
    }
    case 'roll': {
      const piece = pieceOf(op.pieceId);
      const component = piece && state.components[piece.componentId];
      if (!piece || component?.kind !== 'die') return refuse('NOT_A_DIE', 'Only dice can be rolled.');
      const rolled = draft.piece(op.pieceId);
      rolled.value = 1 + draft.random.stream('roll').int(component.sides ?? 6);
      rolled.rolls = (piece.rolls ?? 0) + 1;
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
    case 'claimSeat':
    case 'assignSeat':
    case 'leaveSeat':
    case 'releaseSeat': {
      const problem =
        op.type === 'claimSeat' ? claimSeat(state, draft, op, actor) : op.type === 'assignSeat' ? assignSeat(state, draft, op, actor) : op.type === 'leaveSeat' ? leaveSeat(state, draft, actor) : releaseSeat(state, draft, op, actor);
      if (problem) return refuse(problem.code, problem.reason);
      break;
    }
    case 'look':
    case 'stopLooking':
    case 'reveal': {
      const problem = op.type === 'look' ? look(state, draft, op, actor) : op.type === 'stopLooking' ? stopLooking(state, draft, op, actor) : reveal(state, draft, op, actor);
      if (problem) return refuse(problem.code, problem.reason);
      break;
    }
    case 'undo': {
      const history = actor.seatId ? state.undo[actor.seatId] : null;
      const record = history?.steps.at(-1);
      if (!record) return history?.lost ? refuse('UNDO_STALE', UNDO_LOST) : refuse('NOTHING_TO_UNDO', 'There is nothing of yours to undo.');
      // Every step kept is still valid (dropOverwritten removes those someone else changed since).
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
      draft.undo = dropOverwritten({ ...state.undo, [actor.seatId!]: { steps: history!.steps.slice(0, -1), lost: history!.lost } }, draft.changes, actor.seatId);
      return { ok: true, state: draft.finish(), changes: draft.changes, random: false };
    }
  }

  // Chance, or cards others now hold, end the actor's history: nothing before it can be taken back.
  // Looking moves nothing, so it is no step; a stop that shuffled is chance.
  const shuffled = LOOKING_OPS.has(op.type) && draft.changes.piles.length > 0;
  if (actor.seatId && (!LOOKING_OPS.has(op.type) || shuffled)) draft.undo = { ...draft.undo, [actor.seatId]: isFinalOp(op) || shuffled ? null : pushStep(draft.undo[actor.seatId], draft.before) };
  draft.undo = dropOverwritten(draft.undo, draft.changes, actor.seatId);
  return { ok: true, state: draft.finish(), changes: draft.changes, random: draft.random.used };
}
