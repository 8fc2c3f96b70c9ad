import type { ActionContext, PlayAction } from './registry.ts';
import { kindOf, pieceOf, pileChoices, seated } from './targets.ts';
import { groupFlip, groupRotate, inGroup, selectable } from '../table/selection.ts';

/** A piece the game has not fixed in place (locked pieces are not moved, flipped or turned). */
const movable = (context: ActionContext) => pieceOf(context) !== null && pieceOf(context)!.locked !== true;
/** A piece that can go into a pile: anything but a container or a locked piece. */
const pilesPiece = (context: ActionContext) => movable(context) && kindOf(context) !== undefined && kindOf(context) !== 'container';

/** The one op for the whole selection when the piece is one of several selected, else null. */
const forGroup = (context: ActionContext, make: (group: readonly string[]) => ReturnType<typeof groupFlip>) =>
  inGroup(context.group ?? [], pieceOf(context) ?? undefined) ? make(context.group!) : null;

/** What can be done to one piece on the table or in the hand (or to the selection it is part of). */
export const PIECE_ACTIONS: readonly PlayAction[] = [
  {
    id: 'flip',
    label: 'Flip',
    shortcuts: [{ key: 'f', label: 'F' }],
    appliesTo: (c) => kindOf(c) === 'tile' && movable(c),
    perform: (c) => c.submit(forGroup(c, (group) => groupFlip(c.view, group)) ?? { type: 'flip', pieceId: pieceOf(c)!.id }),
  },
  {
    id: 'rotate-left',
    label: 'Rotate left',
    shortcuts: [{ key: 'q', label: 'Q' }],
    appliesTo: (c) => movable(c) && pieceOf(c)!.location.type !== 'hand',
    perform: (c) =>
      c.submit(forGroup(c, (group) => groupRotate(c.view, group, -1)) ?? { type: 'rotate', pieceId: pieceOf(c)!.id, direction: -1 }),
  },
  {
    id: 'rotate-right',
    label: 'Rotate right',
    shortcuts: [{ key: 'e', label: 'E' }],
    appliesTo: (c) => movable(c) && pieceOf(c)!.location.type !== 'hand',
    perform: (c) =>
      c.submit(forGroup(c, (group) => groupRotate(c.view, group, 1)) ?? { type: 'rotate', pieceId: pieceOf(c)!.id, direction: 1 }),
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
    shortcuts: [
      { key: '+', label: '+' },
      { key: '=', label: '=' },
    ],
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
    appliesTo: (c) => movable(c) && pieceOf(c)!.location.type !== 'hand' && kindOf(c) !== 'container',
    perform: (c) => c.submit({ type: 'bringToFront', pieceId: pieceOf(c)!.id }),
  },
  {
    id: 'to-hand',
    label: 'Put in your hand',
    shortcuts: [{ key: 'h', label: 'H' }],
    appliesTo: (c) =>
      seated(c) &&
      movable(c) &&
      (kindOf(c) === 'tile' || kindOf(c) === 'counter' || kindOf(c) === 'die') &&
      pieceOf(c)!.location.type !== 'hand',
    perform: (c) => c.submit({ type: 'move', pieceId: pieceOf(c)!.id, to: { type: 'hand' } }),
  },
  {
    id: 'play',
    label: 'Play to the table',
    shortcuts: [{ key: 'p', label: 'P' }],
    appliesTo: (c) => pieceOf(c)?.location.type === 'hand' && c.tableCentre() !== null,
    perform: (c) => c.submit({ type: 'move', pieceId: pieceOf(c)!.id, to: c.tableCentre(pieceOf(c)!.id)! }),
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
    // Touch screens have no shift key: a long press offers this, and taps then add and remove pieces.
    id: 'select',
    label: 'Select',
    shortcuts: [],
    appliesTo: (c) => c.startSelecting !== undefined && c.canPlay && pieceOf(c) !== null && selectable(c.view, pieceOf(c)!.id),
    perform: (c) => c.startSelecting?.(pieceOf(c)!.id),
  },
];
