import { opSchema, isFinalOp, GAME_OPS, LOOKING_OPS, type Op } from './ops.ts';
import { applyScriptOp, isScriptOp } from './game-ops.ts';
import { Draft } from './draft.ts';
import { namedPiece } from './named-piece.ts';
import { OP_HANDLERS, isDraftOp } from './op-handlers.ts';
import { own } from './own.ts';
import { partsOf } from './piece-ops.ts';
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
    if (location.type === 'hand' && location.seatId !== actor.seatId)
      return { ok: false, code: 'NOT_YOURS', reason: "That card is in another player's hand." };
    const zone = zoneOwnerOf(state, location);
    if (zone && zone.policy === 'owner' && zone.ownerSeatId && zone.ownerSeatId !== actor.seatId)
      return { ok: false, code: 'NOT_YOURS', reason: 'That area belongs to another player.' };
  }
  return { ok: true };
}

/**
 * Applies an op: deterministic and total. An op that has become invalid (someone took the card first)
 * is refused with a reason, never thrown; the state is never mutated (a new one is returned).
 */
export function applyOp(state: RoomState, op: Op, actor: Actor): ApplyResult {
  const allowed = canAct(state, actor, op);
  if (!allowed.ok) return allowed;
  if (isScriptOp(op)) return applyScriptOp(state, op, 'pieceId' in op ? namedPiece(state, op.pieceId, actor) : undefined);
  if (!isDraftOp(op)) return undoLast(state, actor);
  // No seed (a validity check before sequencing, or the browser's prediction): the all-zero seed.
  const draft = new Draft(state, op.seed);
  const handle = OP_HANDLERS[op.type] as (state: RoomState, draft: Draft, op: Op, actor: Actor) => { code: string; reason: string } | null;
  const problem = handle(state, draft, op, actor);
  if (problem) return refuse(problem.code, problem.reason);

  // Chance, or cards others now hold, end the actor's history: nothing before it can be taken back.
  // Looking moves nothing, so it is no step; a stop that shuffled is chance.
  const shuffled = LOOKING_OPS.has(op.type) && draft.changes.piles.length > 0;
  if (actor.seatId && (!LOOKING_OPS.has(op.type) || shuffled))
    draft.undo = { ...draft.undo, [actor.seatId]: isFinalOp(op) || shuffled ? null : pushStep(draft.undo[actor.seatId], draft.before) };
  draft.undo = dropOverwritten(draft.undo, draft.changes, actor.seatId);
  return { ok: true, state: draft.finish(), changes: draft.changes, random: draft.random.used };
}

/** Takes back the actor's last step: every step kept is still valid (dropOverwritten removes those someone else changed since). */
function undoLast(state: RoomState, actor: Actor): ApplyResult {
  const history = actor.seatId ? state.undo[actor.seatId] : null;
  const record = history?.steps.at(-1);
  if (!record) return history?.lost ? refuse('UNDO_STALE', UNDO_LOST) : refuse('NOTHING_TO_UNDO', 'There is nothing of yours to undo.');
  const draft = new Draft(state, undefined);
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
  draft.undo = dropOverwritten(
    { ...state.undo, [actor.seatId!]: { steps: history!.steps.slice(0, -1), lost: history!.lost } },
    draft.changes,
    actor.seatId,
  );
  return { ok: true, state: draft.finish(), changes: draft.changes, random: false };
}
