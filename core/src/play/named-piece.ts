import type { Actor } from './apply.ts';
import { isLookedAtBy } from './look-ops.ts';
import { own } from './own.ts';
import type { RoomState } from './state.ts';
import { pieceViewFor } from './view.ts';

/** An op's refusal: a code for programs and a reason for people. */
export type Refusal = { code: string; reason: string };

export const LOCKED_REASON: Refusal = { code: 'LOCKED', reason: 'The game fixes this piece in place.' };

/**
 * The piece an op names, as far as its actor may know it exists: a piece in another hand or in a pile is
 * answered exactly as an id that does not exist. Such a piece may carry an id everyone saw it go in with;
 * any other verdict ("in another hand", "in a pile", or acting on it) would let a script ask where it is.
 */
export function namedPiece(state: RoomState, pieceId: string, actor: Actor) {
  const piece = own(state.pieces, pieceId);
  if (actor.game) return piece;
  return piece && (pieceViewFor(state, piece, actor.seatId) || isLookedAtBy(state, piece, actor.seatId)) ? piece : undefined;
}
