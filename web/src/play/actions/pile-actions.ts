import type { ActionContext, PlayAction } from './registry.ts';
import { heldSeats } from './names.ts';
import { otherPiles, pileOf, seated } from './targets.ts';

/** Most cards a menu offers to deal each player at once: a bridge hand. */
const MOST_DEALT_EACH = 13;

/** How many cards each seated player could be dealt from the pile at once, beyond one: 2, 3, … */
function dealCounts(context: ActionContext): number[] {
  const players = heldSeats(context).length;
  const most = players ? Math.min(MOST_DEALT_EACH, Math.floor((pileOf(context)?.count ?? 0) / players)) : 0;
  return Array.from({ length: Math.max(0, most - 1) }, (_, i) => i + 2);
}

/** How many top cards a menu offers to look at: 1, 2, 3 and 5, as far as the pile goes. */
function lookCounts(context: ActionContext): number[] {
  const count = pileOf(context)?.count ?? 0;
  return [1, 2, 3, 5].filter((n) => n <= count);
}

/** The answer that lets Gather take its cards back from the hands that hold some. */
export const GATHER_FROM_HANDS = 'from-hands';

/** The hands holding cards now, each as "North holds 5" (any of them may be the pile's, which nobody else can tell). */
function handsHolding(context: ActionContext): string[] {
  return context.view.seats.flatMap((seat) => {
    const count = context.view.hands[seat.id]?.count ?? 0;
    if (count === 0) return [];
    const whose = seat.id === context.seatId ? 'you hold' : `${seat.name} holds`;
    return [`${whose} ${count}`];
  });
}

/** Whether the viewer is already looking at this pile (its cards are then in the look panel). */
const lookingHere = (context: ActionContext) => context.view.looking?.pileId === pileOf(context)?.id;

/** What can be done to a pile: a deck, a bag, a stack zone. */
export const PILE_ACTIONS: readonly PlayAction[] = [
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
    // Privately: the cards show in a panel only this player sees; everyone else is told who looks where.
    id: 'look-top',
    label: 'Look at the top',
    shortcuts: [{ key: 'l', label: 'L' }],
    appliesTo: (c) => seated(c) && lookCounts(c).length > 0 && !lookingHere(c),
    choices: (c) => lookCounts(c).map((n) => ({ id: String(n), label: n === 1 ? '1 card' : `${n} cards` })),
    perform: (c, choice) => c.submit({ type: 'look', pileId: pileOf(c)!.id, count: Number(choice ?? 1) }),
  },
  {
    id: 'search',
    label: 'Search the pile',
    shortcuts: [{ key: 'k', label: 'K' }],
    appliesTo: (c) => seated(c) && (pileOf(c)?.count ?? 0) > 0 && !(lookingHere(c) && c.view.looking?.count === null),
    perform: (c) => c.submit({ type: 'look', pileId: pileOf(c)!.id }),
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
    // It takes its cards back from every hand too: while anyone holds cards, it says so and waits for a yes.
    choices: (c) => {
      const held = handsHolding(c);
      return held.length === 0 ? undefined : [{ id: GATHER_FROM_HANDS, label: `Take back its cards from hands too (${held.join(', ')})` }];
    },
    asksFirst: (c) => handsHolding(c).length > 0,
    perform: (c, choice) => {
      if (handsHolding(c).length > 0 && choice !== GATHER_FROM_HANDS) return;
      c.submit({ type: 'gather', pileId: pileOf(c)!.id });
    },
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
];
