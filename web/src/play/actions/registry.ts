import type { GameDocument } from '@tablecraft/core/game';
import type { OpInput, RoomView, Target } from '@tablecraft/core/play';
import { matchesShortcut, type Shortcut } from '../../actions/shortcuts.ts';

export type { Shortcut };

/** What an action acts on: a piece on the table or in the hand, a pile, or nothing in particular. */
export type ActionTarget = { kind: 'piece'; pieceId: string } | { kind: 'pile'; pileId: string } | { kind: 'none' };

/** Everything an action needs to decide whether it applies and to perform itself. */
export interface ActionContext {
  view: RoomView;
  /** The seat the viewer holds (null: watching). */
  seatId: string | null;
  /** False while reconnecting, for spectators and visitors: actions are shown but disabled. */
  canPlay: boolean;
  target: ActionTarget;
  /** Plays an op (predicted at once, confirmed by the server). */
  submit(op: OpInput): void;
  /** Where "take" puts a pile's top card. */
  besidePile(pileId: string): Target | null;
  /** Where a card played from the hand lands: the free spot nearest the middle of the first table area. */
  tableCentre(pieceId?: string): Target | null;
  /**
   * The game being played: names piles in choices and gives a hand its sort order (the author's order
   * of components and variants). Without it piles go by their zone's name and hands sort by kind.
   */
  document?: GameDocument;
  /** The pieces selected together on the table: flipping or turning one of them acts on all (one op). */
  group?: readonly string[];
  /** Starts selecting several pieces with this one (touch screens: then taps add and remove). */
  startSelecting?(pieceId: string): void;
}

/** One answer to an action that asks something (how many, to whom, onto which pile). */
export interface ActionChoice {
  id: string;
  label: string;
}

/** A play action, registered once and used by the context menu, the keyboard and the tests. */
export interface PlayAction {
  id: string;
  label: string;
  shortcuts: Shortcut[];
  /** Whether it applies to this target at all (shown in the menu). */
  appliesTo(context: ActionContext): boolean;
  /**
   * The answers an action that asks something offers, listed under it in the menu. `perform` gets the
   * chosen one's id; a shortcut performs it without one (its usual answer). None (undefined): it asks nothing now.
   */
  choices?(context: ActionContext): ActionChoice[] | undefined;
  /**
   * Whether it must ask before it acts (it would take something from someone's hand): its shortcut then opens
   * the menu, where its answer says what it takes, instead of acting at once.
   */
  asksFirst?(context: ActionContext): boolean;
  perform(context: ActionContext, choice?: string): void;
}

/** The actions that apply to a target, in registration order (the context menu). */
export function actionsFor(actions: readonly PlayAction[], context: ActionContext): PlayAction[] {
  return actions.filter((action) => action.appliesTo(context));
}

/** The action a key press triggers for a target, if any. Ctrl and Cmd count as the same key. */
export function actionForKey(
  actions: readonly PlayAction[],
  context: ActionContext,
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
): PlayAction | null {
  return (
    actions.find((action) => action.shortcuts.some((shortcut) => matchesShortcut(shortcut, event)) && action.appliesTo(context)) ?? null
  );
}
