import type { PieceView } from '@tablecraft/core/play';
import type { ActionContext, PlayAction } from './registry.ts';
import { heldSeats, reachablePiles } from './names.ts';
import { nudgedHand, sortedHand } from './hand-order.ts';

const pieceOf = (context: ActionContext): PieceView | null => (context.target.kind === 'piece' ? (context.view.pieces[context.target.pieceId] ?? null) : null);
const kindOf = (context: ActionContext) => {
  const piece = pieceOf(context);
  return piece ? context.view.components[piece.componentId]?.kind : undefined;
};
const pileOf = (context: ActionContext) => (context.target.kind === 'pile' ? (context.view.piles[context.target.pileId] ?? null) : null);
const seated = (context: ActionContext) => context.seatId !== null;
/** A piece that can go into a pile: anything but a container. */
const pilesPiece = (context: ActionContext) => kindOf(context) !== undefined && kindOf(context) !== 'container';
const pileChoices = (context: ActionContext) => reachablePiles(context).map((pile) => ({ id: pile.id, label: pile.name }));
/** The other players a card in hand can be passed to. */
const passChoices = (context: ActionContext) => heldSeats(context).filter((seat) => seat.id !== context.seatId).map((seat) => ({ id: seat.id, label: seat.name }));
/** The other piles a pile's cards could all go onto. */
const otherPiles = (context: ActionContext) => reachablePiles(context, pileOf(context)?.id).map((pile) => ({ id: pile.id, label: pile.name }));

/** Most cards a menu offers to deal each player at once: a bridge hand. */
const MOST_DEALT_EACH = 13;

/** How many cards each seated player could be dealt from the pile at once, beyond one: 2, 3, … */
function dealCounts(context: ActionContext): number[] {
  const players = heldSeats(context).length;
  const most = players ? Math.min(MOST_DEALT_EACH, Math.floor((pileOf(context)?.count ?? 0) / players)) : 0;
  return Array.from({ length: Math.max(0, most - 1) }, (_, i) => i + 2);
}

/**
 * Every action of the play table. Each checks with the room view whether it applies; the server has
 * the last word (a refused op snaps back with its reason).
 */
export const PLAY_ACTIONS: readonly PlayAction[] = [
  {
    id: 'flip',
    label: 'Flip',
    shortcuts: [{ key: 'f', label: 'F' }],
    appliesTo: (c) => kindOf(c) === 'tile',
    perform: (c) => c.submit({ type: 'flip', pieceId: pieceOf(c)!.id }),
  },
  {
    id: 'rotate-left',
    label: 'Rotate left',
    shortcuts: [{ key: 'q', label: 'Q' }],
    appliesTo: (c) => pieceOf(c) !== null && pieceOf(c)!.location.type !== 'hand',
    perform: (c) => c.submit({ type: 'rotate', pieceId: pieceOf(c)!.id, direction: -1 }),
  },
  {
    id: 'rotate-right',
    label: 'Rotate right',
    shortcuts: [{ key: 'e', label: 'E' }],
    appliesTo: (c) => pieceOf(c) !== null && pieceOf(c)!.location.type !== 'hand',
    perform: (c) => c.submit({ type: 'rotate', pieceId: pieceOf(c)!.id, direction: 1 }),
  },
  {
    id: 'roll',
    label: 'Roll',
    shortcuts: [{ key: 'r', label: 'R' }],
    appliesTo: (c) => kindOf(c) === 'die',
    perform: (c) => c.submit({ type: 'roll', pieceId: pieceOf(c)!.id }),
  },
  {
    id: 'counter-up',
    label: 'Add one',
    shortcuts: [{ key: '+', label: '+' }, { key: '=', label: '=' }],
    appliesTo: (c) => kindOf(c) === 'counter',
    perform: (c) => c.submit({ type: 'counter', pieceId: pieceOf(c)!.id, delta: 1 }),
  },
  {
    id: 'counter-down',
    label: 'Take one away',
    shortcuts: [{ key: '-', label: '−' }],
    appliesTo: (c) => kindOf(c) === 'counter',
    perform: (c) => c.submit({ type: 'counter', pieceId: pieceOf(c)!.id, delta: -1 }),
  },
  {
    id: 'bring-to-front',
    label: 'Bring to front',
    shortcuts: [{ key: ']', ctrl: true, label: 'Ctrl+]' }],
    appliesTo: (c) => pieceOf(c) !== null && pieceOf(c)!.location.type !== 'hand' && kindOf(c) !== 'container',
    perform: (c) => c.submit({ type: 'bringToFront', pieceId: pieceOf(c)!.id }),
  },
  {
    id: 'to-hand',
    label: 'Put in your hand',
    shortcuts: [{ key: 'h', label: 'H' }],
    appliesTo: (c) => seated(c) && (kindOf(c) === 'tile' || kindOf(c) === 'counter' || kindOf(c) === 'die') && pieceOf(c)!.location.type !== 'hand',
    perform: (c) => c.submit({ type: 'move', pieceId: pieceOf(c)!.id, to: { type: 'hand' } }),
  },
  {
    id: 'play',
    label: 'Play to the table',
    shortcuts: [{ key: 'p', label: 'P' }],
    appliesTo: (c) => pieceOf(c)?.location.type === 'hand' && c.tableCentre() !== null,
    perform: (c) => c.submit({ type: 'move', pieceId: pieceOf(c)!.id, to: c.tableCentre()! }),
  },
  {
    id: 'hand-left',
    label: 'Move left in your hand',
    shortcuts: [{ key: ',', label: ',' }],
    appliesTo: (c) => c.target.kind === 'piece' && nudgedHand(c.view, c.seatId, c.target.pieceId, -1) !== null,
    perform: (c) => {
      const order = c.target.kind === 'piece' ? nudgedHand(c.view, c.seatId, c.target.pieceId, -1) : null;
      if (order) c.submit({ type: 'arrangeHand', order });
    },
  },
  {
    id: 'hand-right',
    label: 'Move right in your hand',
    shortcuts: [{ key: '.', label: '.' }],
    appliesTo: (c) => c.target.kind === 'piece' && nudgedHand(c.view, c.seatId, c.target.pieceId, 1) !== null,
    perform: (c) => {
      const order = c.target.kind === 'piece' ? nudgedHand(c.view, c.seatId, c.target.pieceId, 1) : null;
      if (order) c.submit({ type: 'arrangeHand', order });
    },
  },
  {
    // On a card in the hand, or on the table's background.
    id: 'sort-hand',
    label: 'Sort your hand',
    shortcuts: [{ key: 'o', label: 'O' }],
    appliesTo: (c) => (c.target.kind === 'none' || pieceOf(c)?.location.type === 'hand') && (sortedHand(c.view, c.seatId)?.length ?? 0) > 1,
    perform: (c) => {
      const order = sortedHand(c.view, c.seatId, c.document);
      if (order) c.submit({ type: 'arrangeHand', order });
    },
  },
  {
    id: 'pass',
    label: 'Pass to',
    shortcuts: [],
    appliesTo: (c) => pieceOf(c)?.location.type === 'hand' && kindOf(c) !== 'container' && passChoices(c).length > 0,
    choices: (c) => passChoices(c),
    perform: (c, choice) => {
      const seatId = choice ?? passChoices(c)[0]?.id;
      if (seatId) c.submit({ type: 'pass', pieceId: pieceOf(c)!.id, seatId });
    },
  },
  {
    id: 'to-pile-top',
    label: 'Put on top of',
    shortcuts: [],
    appliesTo: (c) => pilesPiece(c) && pileChoices(c).length > 0,
    choices: pileChoices,
    perform: (c, choice) => {
      const pileId = choice ?? pileChoices(c)[0]?.id;
      if (pileId) c.submit({ type: 'move', pieceId: pieceOf(c)!.id, to: { type: 'pile', pileId } });
    },
  },
  {
    id: 'to-pile-bottom',
    label: 'Put at the bottom of',
    shortcuts: [],
    appliesTo: (c) => pilesPiece(c) && pileChoices(c).length > 0,
    choices: pileChoices,
    perform: (c, choice) => {
      const pileId = choice ?? pileChoices(c)[0]?.id;
      if (pileId) c.submit({ type: 'move', pieceId: pieceOf(c)!.id, to: { type: 'pile', pileId, position: 'bottom' } });
    },
  },
  {
    id: 'draw',
    label: 'Draw',
    shortcuts: [{ key: 'd', label: 'D' }],
    appliesTo: (c) => seated(c) && (pileOf(c)?.count ?? 0) > 0,
    perform: (c) => c.submit({ type: 'draw', pileId: pileOf(c)!.id, count: 1 }),
  },
  {
    id: 'take',
    label: 'Take from stack',
    shortcuts: [{ key: 't', label: 'T' }],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0 && c.besidePile(pileOf(c)!.id) !== null,
    perform: (c) => c.submit({ type: 'take', pileId: pileOf(c)!.id, to: c.besidePile(pileOf(c)!.id)! }),
  },
  {
    id: 'take-face-up',
    label: 'Take face up',
    shortcuts: [{ key: 'u', label: 'U' }],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0 && c.besidePile(pileOf(c)!.id) !== null,
    perform: (c) => c.submit({ type: 'take', pileId: pileOf(c)!.id, to: c.besidePile(pileOf(c)!.id)!, faceUp: true }),
  },
  {
    id: 'top-to-bottom',
    label: 'Put the top card at the bottom',
    shortcuts: [{ key: 'b', label: 'B' }],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 1,
    perform: (c) => c.submit({ type: 'take', pileId: pileOf(c)!.id, to: { type: 'pile', pileId: pileOf(c)!.id, position: 'bottom' } }),
  },
  {
    id: 'shuffle',
    label: 'Shuffle',
    shortcuts: [{ key: 's', label: 'S' }],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 1,
    perform: (c) => c.submit({ type: 'shuffle', pileId: pileOf(c)!.id }),
  },
  {
    id: 'flip-stack',
    label: 'Turn the pile over',
    // F turns over what is selected: a card, or a whole pile.
    shortcuts: [{ key: 'f', label: 'F' }],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0,
    perform: (c) => c.submit({ type: 'flipStack', pileId: pileOf(c)!.id }),
  },
  {
    id: 'cut',
    label: 'Cut',
    shortcuts: [{ key: 'c', label: 'C' }],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 1,
    perform: (c) => c.submit({ type: 'cut', pileId: pileOf(c)!.id }),
  },
  {
    id: 'deal',
    label: 'Deal one to each player',
    shortcuts: [],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0,
    perform: (c) => c.submit({ type: 'deal', pileId: pileOf(c)!.id, count: 1 }),
  },
  {
    id: 'gather',
    label: 'Gather and shuffle',
    shortcuts: [{ key: 'g', label: 'G' }],
    // Only a container (a deck, a bag) has pieces the game set up in it; even an empty one gathers.
    appliesTo: (c) => pileOf(c) !== null && c.view.pieces[pileOf(c)!.id] !== undefined,
    perform: (c) => c.submit({ type: 'gather', pileId: pileOf(c)!.id }),
  },
  {
    id: 'move-all',
    label: 'Move all onto',
    shortcuts: [],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0 && otherPiles(c).length > 0,
    choices: otherPiles,
    perform: (c, choice) => {
      const to = choice ?? otherPiles(c)[0]?.id;
      if (to) c.submit({ type: 'moveAll', pileId: pileOf(c)!.id, to: { type: 'pile', pileId: to } });
    },
  },
  {
    // Discard back into the deck: everything in, face down, shuffled.
    id: 'move-all-shuffled',
    label: 'Move all into and shuffle',
    shortcuts: [],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0 && otherPiles(c).length > 0,
    choices: otherPiles,
    perform: (c, choice) => {
      const to = choice ?? otherPiles(c)[0]?.id;
      if (to) c.submit({ type: 'moveAll', pileId: pileOf(c)!.id, to: { type: 'pile', pileId: to }, shuffle: true });
    },
  },
  {
    id: 'deal-each',
    label: 'Deal to each player',
    shortcuts: [],
    appliesTo: (c) => dealCounts(c).length > 0,
    choices: (c) => dealCounts(c).map((n) => ({ id: String(n), label: `${n} each` })),
    perform: (c, choice) => c.submit({ type: 'deal', pileId: pileOf(c)!.id, count: Number(choice ?? dealCounts(c)[0]) }),
  },
  {
    id: 'deal-to',
    label: 'Deal one to',
    shortcuts: [],
    appliesTo: (c) => (pileOf(c)?.count ?? 0) > 0 && heldSeats(c).length > 0,
    choices: (c) => heldSeats(c).map((seat) => ({ id: seat.id, label: seat.id === c.seatId ? `${seat.name} (you)` : seat.name })),
    perform: (c, choice) => {
      const seatId = choice ?? c.seatId;
      if (seatId) c.submit({ type: 'deal', pileId: pileOf(c)!.id, count: 1, seatIds: [seatId] });
    },
  },
  {
    id: 'undo',
    label: 'Undo',
    shortcuts: [{ key: 'z', ctrl: true, label: 'Ctrl+Z' }],
    appliesTo: (c) => seated(c),
    perform: (c) => c.submit({ type: 'undo' }),
  },
];

/** One action by id (buttons outside the menu: undo in the room bar). */
export function playAction(id: string): PlayAction {
  const action = PLAY_ACTIONS.find((a) => a.id === id);
  if (!action) throw new Error(`no play action "${id}"`);
  return action;
}
