import type { Actor } from './apply.ts';
import type { Draft } from './draft.ts';
import { isLookedAtBy } from './look-ops.ts';
import { LOCKED_REASON, namedPiece, type Refusal } from './named-piece.ts';
import type { Op } from './ops.ts';
import { relocate } from './placing.ts';
import type { RoomState } from './state.ts';

// Ops on pieces one by one (or a selection of them as one op): move, flip, turn, raise, roll, count.

export type OnePieceOp = Extract<Op, { type: 'move' | 'flip' | 'rotate' }>;
type ManyPiecesOp = Extract<Op, { type: 'moveMany' | 'flipMany' | 'rotateMany' }>;

/** The single-piece ops a many-piece op is made of, in its order; null for any other op. */
export function partsOf(op: Op): OnePieceOp[] | null {
  if (op.type === 'moveMany') return op.moves.map((move) => ({ type: 'move', pieceId: move.pieceId, to: move.to }));
  if (op.type === 'flipMany') return op.pieceIds.map((pieceId) => ({ type: 'flip', pieceId }));
  if (op.type === 'rotateMany') return op.pieceIds.map((pieceId) => ({ type: 'rotate', pieceId, direction: op.direction }));
  return null;
}

/** Moves, flips or turns one piece on the draft; a refusal, or null when done. */
export function onePiece(state: RoomState, draft: Draft, op: OnePieceOp, actor: Actor): Refusal | null {
  const piece = namedPiece(state, op.pieceId, actor);
  if (!piece) return { code: 'GONE', reason: 'That piece is no longer there.' };
  switch (op.type) {
    case 'move': {
      // A card the actor is looking at may be taken from anywhere in the pile; others only from its top.
      if (piece.location.type === 'pile' && !isLookedAtBy(state, piece, actor.seatId))
        return { code: 'IN_PILE', reason: 'Take cards from the top of a pile.' };
      if (piece.locked) return LOCKED_REASON;
      const moved = relocate(state, draft, op.pieceId, op.to, actor);
      return 'problem' in moved ? { code: 'BAD_TARGET', reason: moved.problem } : null;
    }
    case 'flip': {
      if (state.components[piece.componentId]?.kind !== 'tile')
        return { code: 'CANNOT_FLIP', reason: 'Only cards and tiles can be flipped.' };
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
export function manyPieces(state: RoomState, draft: Draft, op: ManyPiecesOp, actor: Actor): Refusal | null {
  const parts = partsOf(op)!;
  if (new Set(parts.map((part) => part.pieceId)).size !== parts.length)
    return { code: 'REPEATED', reason: 'Each piece can be named only once.' };
  for (const part of parts) {
    const problem = onePiece(state, draft, part, actor);
    if (problem) return problem;
  }
  return null;
}

export function bringToFront(state: RoomState, draft: Draft, op: Extract<Op, { type: 'bringToFront' }>, actor: Actor): Refusal | null {
  const piece = namedPiece(state, op.pieceId, actor);
  if (!piece) return { code: 'GONE', reason: 'That piece is no longer there.' };
  if (piece.location.type === 'hand') return { code: 'NOT_ON_TABLE', reason: 'Only pieces on the table can be brought to the front.' };
  if (piece.locked) return LOCKED_REASON;
  draft.piece(op.pieceId).z = draft.topZ();
  return null;
}

export function roll(state: RoomState, draft: Draft, op: Extract<Op, { type: 'roll' }>, actor: Actor): Refusal | null {
  const piece = namedPiece(state, op.pieceId, actor);
  const component = piece && state.components[piece.componentId];
  if (!piece || component?.kind !== 'die') return { code: 'NOT_A_DIE', reason: 'Only dice can be rolled.' };
  const rolled = draft.piece(op.pieceId);
  rolled.value = 1 + draft.random.stream('roll').int(component.sides ?? 6);
  rolled.rolls = (piece.rolls ?? 0) + 1;
  return null;
}

export function counter(state: RoomState, draft: Draft, op: Extract<Op, { type: 'counter' }>, actor: Actor): Refusal | null {
  const piece = namedPiece(state, op.pieceId, actor);
  const component = piece && state.components[piece.componentId];
  if (!piece || component?.kind !== 'counter') return { code: 'NOT_A_COUNTER', reason: 'Only counters count.' };
  draft.piece(op.pieceId).value = Math.min(component.max ?? Infinity, Math.max(component.min ?? -Infinity, (piece.value ?? 0) + op.delta));
  return null;
}
