import { intersects, type Box } from './geometry.ts';

// The selection on the canvas: an ordered list of ids (the order they were picked in, so the first
// pick can act as the reference). Pure functions; the page keeps the current list in state.

export type Selection = readonly string[];

/**
 * A click on an item: with Shift it toggles the item in or out; without, it selects only that item,
 * unless the item is already selected (so pressing one of a group drags the whole group).
 */
export function clickSelect(selection: Selection, id: string, options: { toggle: boolean }): Selection {
  if (options.toggle) return selection.includes(id) ? selection.filter((other) => other !== id) : [...selection, id];
  return selection.includes(id) ? selection : [id];
}

/**
 * The selection after a rubber band: every item whose box meets the band, added to what was selected
 * before when `additive` (Shift held), otherwise replacing it.
 */
export function boxSelect(
  selection: Selection,
  items: ReadonlyArray<{ id: string; box: Box }>,
  band: Box,
  options: { additive: boolean },
): Selection {
  const hit = items.filter((item) => intersects(item.box, band)).map((item) => item.id);
  if (!options.additive) return hit;
  return [...selection, ...hit.filter((id) => !selection.includes(id))];
}

/** The selection without ids that no longer exist (after an undo or a delete). */
export function pruneSelection(selection: Selection, exists: (id: string) => boolean): Selection {
  const kept = selection.filter(exists);
  return kept.length === selection.length ? selection : kept;
}
