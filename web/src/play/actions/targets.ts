import type { PieceView } from '@tablecraft/core/play';
import type { ActionContext } from './registry.ts';
import { heldSeats, reachablePiles } from './names.ts';

// What an action is about, read from its context: shared by the piece, hand and pile actions.

export const pieceOf = (context: ActionContext): PieceView | null =>
  context.target.kind === 'piece' ? (context.view.pieces[context.target.pieceId] ?? null) : null;
export const kindOf = (context: ActionContext) => {
  const piece = pieceOf(context);
  return piece ? context.view.components[piece.componentId]?.kind : undefined;
};
export const pileOf = (context: ActionContext) =>
  context.target.kind === 'pile' ? (context.view.piles[context.target.pileId] ?? null) : null;
export const seated = (context: ActionContext) => context.seatId !== null;
/** The piles a piece can be put on, as choices. */
export const pileChoices = (context: ActionContext) => reachablePiles(context).map((pile) => ({ id: pile.id, label: pile.name }));
/** The other piles a pile's cards could all go onto, as choices. */
export const otherPiles = (context: ActionContext) =>
  reachablePiles(context, pileOf(context)?.id).map((pile) => ({ id: pile.id, label: pile.name }));
/** The other players a card in hand can be passed to, as choices. */
export const passChoices = (context: ActionContext) =>
  heldSeats(context)
    .filter((seat) => seat.id !== context.seatId)
    .map((seat) => ({ id: seat.id, label: seat.name }));
