import type { PlayAction } from './registry.ts';
import { PIECE_ACTIONS } from './piece-actions.ts';
import { HAND_ACTIONS } from './hand-actions.ts';
import { PILE_ACTIONS } from './pile-actions.ts';
import { PLAY_ACTIONS } from './play-actions.ts';

// The "?" sheet: every way to act on the table, made from the action registry itself, so a key added
// or changed there shows here without anyone remembering to update the sheet.

export interface SheetRow {
  /** What to press or do: ["Ctrl+Z"], ["+", "="], ["Double-click"]. */
  keys: string[];
  label: string;
}

export interface SheetSection {
  title: string;
  rows: SheetRow[];
}

/** What a double-click on the table does, in this order: the first that applies (PlayRoom's onDoubleClick). */
export const DOUBLE_CLICK_ACTIONS = ['draw', 'flip', 'roll'] as const;

/** The key that picks up the focused pile, piece or card to move it (TableTree, HandBar). */
export const PICK_UP_KEY = 'M';

/** The key that opens the sheet. */
export const SHEET_KEY = '?';

const rowsOf = (actions: readonly PlayAction[]): SheetRow[] =>
  actions.filter((a) => a.shortcuts.length > 0).map((a) => ({ keys: a.shortcuts.map((s) => s.label), label: a.label }));

const labelOf = (id: string) => PLAY_ACTIONS.find((a) => a.id === id)?.label ?? id;

/** The sheet's sections: the mouse and touch, then the keys for the selection by what it is, then the table's own. */
export function shortcutSheet(): SheetSection[] {
  const grouped = new Set([...PIECE_ACTIONS, ...HAND_ACTIONS, ...PILE_ACTIONS]);
  return [
    {
      title: 'Mouse and touch',
      rows: [
        { keys: ['Right-click', 'Long-press'], label: 'Open the menu of a piece, a pile or the table: every action, with its key' },
        { keys: ['Double-click'], label: DOUBLE_CLICK_ACTIONS.map(labelOf).join(' · ') + ' (whichever fits what you clicked)' },
        { keys: ['Drag'], label: 'Move a piece, or take the top card of a pile; drag the table to look around' },
      ],
    },
    {
      title: 'The table by keyboard',
      rows: [
        { keys: ['Tab', 'Shift+Tab'], label: 'Go from group to group: the piles, the pieces on the table, the seats and hands, your hand' },
        {
          keys: ['Arrow keys', 'Home', 'End'],
          label: 'Go from one pile, piece or card to the next in its group (it is outlined on the table)',
        },
        { keys: ['Enter'], label: 'Open the actions of the pile, piece or card' },
        { keys: [PICK_UP_KEY], label: 'Pick it up to move it; then the arrow keys choose a place, Enter puts it down there, Esc lets go' },
        { keys: ['Shift+Arrow keys'], label: 'Move a piece on the table one step' },
        { keys: ['Space'], label: 'Add a piece on the table to the selection, or take it out' },
      ],
    },
    { title: 'A selected piece', rows: rowsOf(PIECE_ACTIONS) },
    { title: 'A card in your hand', rows: rowsOf(HAND_ACTIONS) },
    { title: 'A selected pile', rows: rowsOf(PILE_ACTIONS) },
    {
      title: 'Anywhere',
      rows: [
        ...rowsOf(PLAY_ACTIONS.filter((a) => !grouped.has(a))),
        { keys: ['Menu key', 'Shift+F10'], label: 'Open the menu of the selection' },
        { keys: ['Esc'], label: 'Back out: close a menu, let go of what you carry, or of the selection' },
        { keys: [SHEET_KEY], label: 'Show or hide these shortcuts' },
      ],
    },
  ].filter((section) => section.rows.length > 0);
}
