import type { Actor } from './apply.ts';
import { drawOrDeal, shuffle, take } from './deck-ops.ts';
import type { Draft } from './draft.ts';
import { arrangeHand, pass } from './hand-ops.ts';
import { look, reveal, stopLooking } from './look-ops.ts';
import { namedPiece, type Refusal } from './named-piece.ts';
import type { Op } from './ops.ts';
import { bringToFront, counter, manyPieces, onePiece, roll } from './piece-ops.ts';
import { cut, flipStack, gather, moveAll } from './pile-ops.ts';
import { assignSeat, claimSeat, leaveSeat, releaseSeat } from './seats.ts';
import type { RoomState } from './state.ts';

// Every op the engine applies on a draft, by type: one handler each, from the module of its family. A new
// op is its schema in ops.ts and its line here (the compiler refuses a type without one). The game's own
// ops (game-ops.ts) and undo are applied by applyOp itself: they do not work on a draft the same way.

type DraftOpType = Exclude<Op['type'], 'undo' | 'press' | 'label' | 'setVariable' | 'setTimer' | 'cancelTimer' | 'setup' | 'timer'>;
type Handler<T extends Op['type']> = (state: RoomState, draft: Draft, op: Extract<Op, { type: T }>, actor: Actor) => Refusal | null;

export const OP_HANDLERS: { [T in DraftOpType]: Handler<T> } = {
  move: onePiece,
  flip: onePiece,
  rotate: onePiece,
  moveMany: manyPieces,
  flipMany: manyPieces,
  rotateMany: manyPieces,
  bringToFront,
  roll,
  counter,
  shuffle,
  draw: drawOrDeal,
  deal: drawOrDeal,
  take,
  gather,
  moveAll,
  flipStack,
  cut,
  pass: (state, draft, op, actor) => pass(state, draft, op, actor, namedPiece(state, op.pieceId, actor)),
  arrangeHand,
  claimSeat,
  assignSeat,
  leaveSeat: (state, draft, _op, actor) => leaveSeat(state, draft, actor),
  releaseSeat,
  look,
  stopLooking,
  reveal,
};

export function isDraftOp(op: Op): op is Extract<Op, { type: DraftOpType }> {
  return Object.hasOwn(OP_HANDLERS, op.type);
}
