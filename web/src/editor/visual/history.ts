import { invertEdit, type Edit } from './changes.ts';

// The undo/redo stacks of the canvas. Undoing applies the inverse of the last edit and moves it to the
// redo stack; any new edit clears the redo stack. Pure: each function answers with a new history.

export interface History {
  past: readonly Edit[];
  future: readonly Edit[];
}

/** How many edits undo reaches back. */
export const HISTORY_LIMIT = 200;

export const emptyHistory: History = { past: [], future: [] };

/** The history after a new edit. */
export function recordEdit(history: History, edit: Edit, limit = HISTORY_LIMIT): History {
  if (edit.changes.length === 0) return history;
  const last = history.past[history.past.length - 1];
  if (last && edit.mergeKey && last.mergeKey === edit.mergeKey)
    return { past: [...history.past.slice(0, -1), mergeEdits(last, edit)], future: [] };
  return { past: [...history.past, edit].slice(-limit), future: [] };
}

/** Two edits as one: each part keeps its state from before the first and takes its state after the second. */
function mergeEdits(first: Edit, second: Edit): Edit {
  const changes = [...first.changes];
  for (const change of second.changes) {
    const index = changes.findIndex((candidate) => candidate.kind === change.kind && candidate.id === change.id);
    if (index === -1) changes.push(change);
    else changes[index] = { ...changes[index]!, after: change.after };
  }
  return { ...second, changes };
}

/** The edit to apply to undo (the inverse of the last one) and the history after it; null when there is nothing to undo. */
export function undo(history: History): { apply: Edit; history: History } | null {
  const last = history.past[history.past.length - 1];
  if (!last) return null;
  return { apply: invertEdit(last), history: { past: history.past.slice(0, -1), future: [...history.future, last] } };
}

/** The edit to apply to redo and the history after it; null when there is nothing to redo. */
export function redo(history: History): { apply: Edit; history: History } | null {
  const next = history.future[history.future.length - 1];
  if (!next) return null;
  return { apply: next, history: { past: [...history.past, next], future: history.future.slice(0, -1) } };
}

/** The labels for the undo and redo buttons ("Undo move 3 objects"). */
export function historyLabels(history: History): { undo: string | null; redo: string | null } {
  return { undo: history.past[history.past.length - 1]?.label ?? null, redo: history.future[history.future.length - 1]?.label ?? null };
}
