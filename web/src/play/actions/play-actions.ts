import { actionsFor, type ActionContext, type PlayAction } from './registry.ts';
import { PIECE_ACTIONS } from './piece-actions.ts';
import { HAND_ACTIONS } from './hand-actions.ts';
import { PILE_ACTIONS } from './pile-actions.ts';
import { seated } from './targets.ts';
import { buttonActions } from './button-actions.ts';

/**
 * Every action of the play table, in the order menus list them. Each checks with the room view whether
 * it applies; the server has the last word (a refused op snaps back with its reason).
 */
export const PLAY_ACTIONS: readonly PlayAction[] = [
  ...PIECE_ACTIONS,
  ...HAND_ACTIONS,
  ...PILE_ACTIONS,
  {
    id: 'undo',
    label: 'Undo',
    shortcuts: [{ key: 'z', ctrl: true, label: 'Ctrl+Z' }],
    // Offered (and Ctrl+Z acts) only when the seat's own view says a step would succeed.
    appliesTo: (c) => seated(c) && c.view.undoSteps > 0,
    perform: (c) => c.submit({ type: 'undo' }),
  },
];

/** One action by id (buttons outside the menu: undo in the room bar). */
export function playAction(id: string): PlayAction {
  const action = PLAY_ACTIONS.find((a) => a.id === id);
  if (!action) throw new Error(`no play action "${id}"`);
  return action;
}

/** What a menu or the selection's toolbar offers for a target: the game's own buttons on the piece first, then the table's actions. */
export function menuActions(context: ActionContext): PlayAction[] {
  return [...buttonActions(context), ...actionsFor(PLAY_ACTIONS, context)];
}
