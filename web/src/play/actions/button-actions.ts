import type { PieceView, RoomView } from '@tablecraft/core/play';
import type { ActionContext, ActionTarget, PlayAction } from './registry.ts';
import { seated } from './targets.ts';

// The buttons a game's author put on a kind of piece ("Draw for everyone"): pressing one asks the game's
// scripts to answer. Unlike the table's own actions they differ from game to game, so they are made
// from the piece's component each time a menu opens.

/** The piece a target is about: a piece, or a container acting as a pile (a deck's buttons are its own). */
export function buttonPieceOf(view: RoomView, target: ActionTarget): PieceView | null {
  if (target.kind === 'piece') return view.pieces[target.pieceId] ?? null;
  if (target.kind === 'pile') return view.pieces[target.pileId] ?? null;
  return null;
}

/** The buttons a piece carries, as its component has them (none for most pieces). */
export function buttonsOf(view: RoomView, piece: Pick<PieceView, 'componentId'>): ReadonlyArray<{ id: string; label: string }> {
  return view.components[piece.componentId]?.buttons ?? [];
}

/**
 * One action for each of the target piece's buttons, named with the author's words. Only for someone in
 * a seat: watching, one presses nothing. The scripts have the last word (a refusal comes back with their reason).
 */
export function buttonActions(context: ActionContext): PlayAction[] {
  if (!seated(context)) return [];
  const piece = buttonPieceOf(context.view, context.target);
  if (!piece) return [];
  return buttonsOf(context.view, piece).map((button) => ({
    id: `press:${button.id}`,
    label: button.label,
    shortcuts: [],
    appliesTo: () => true,
    perform: (c: ActionContext) => c.submit({ type: 'press', pieceId: piece.id, buttonId: button.id }),
  }));
}
