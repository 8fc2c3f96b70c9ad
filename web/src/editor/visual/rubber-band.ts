import { rectFromCorners, type Box, type Point } from './geometry.ts';
import { boxSelect, type Selection } from './selection.ts';

// The pure half of the surface editor's rubber band: what a band drawn over empty space selects. Kept
// apart from the pointer tracking (use-rubber-band.ts) so hit-testing can be tested without a stage.

/** A band smaller than this (surface pixels) both ways is a click on empty space, not a band. */
export const BAND_CLICK_SIZE = 2;

/**
 * The selection after a band from `from` to `to` (surface coordinates) over `items`: a click without a
 * drag clears the selection (unless Shift was held, `additive`); a band selects every item it meets,
 * added to the selection with Shift, replacing it without.
 */
export function bandSelection(
  selection: Selection,
  items: ReadonlyArray<{ id: string; box: Box }>,
  from: Point,
  to: Point,
  additive: boolean,
): Selection {
  const band = rectFromCorners(from, to);
  if (band.width < BAND_CLICK_SIZE && band.height < BAND_CLICK_SIZE) return additive ? selection : [];
  return boxSelect(selection, items, band, { additive });
}
