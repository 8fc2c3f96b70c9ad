import type { PlayAction } from './registry.ts';
import { nudgedHand, sortedHand } from './hand-order.ts';
import { kindOf, passChoices, pieceOf } from './targets.ts';

/** What can be done with the viewer's own hand: arrange it, or pass a card from it. */
export const HAND_ACTIONS: readonly PlayAction[] = [
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
    // For a moment, in front of everyone (the card stays in hand): proving a card, or a winning hand.
    id: 'show-card',
    label: 'Show to everyone',
    shortcuts: [{ key: 'v', label: 'V' }],
    appliesTo: (c) => pieceOf(c)?.location.type === 'hand' && kindOf(c) !== 'container',
    perform: (c) => c.submit({ type: 'reveal', pieceIds: [pieceOf(c)!.id] }),
  },
  {
    id: 'show-hand',
    label: 'Show your hand to everyone',
    shortcuts: [],
    appliesTo: (c) =>
      (c.target.kind === 'none' || pieceOf(c)?.location.type === 'hand') && (c.seatId ? (c.view.hands[c.seatId]?.count ?? 0) : 0) > 0,
    perform: (c) => c.submit({ type: 'reveal' }),
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
];
