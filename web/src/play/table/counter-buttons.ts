// A counter's − and + buttons are for fingers: at least MIN_TOUCH_PX across on screen, whatever the zoom.
// The table is drawn at the stage's scale, so the buttons' size in table units is worked out from it.

/** The smallest button a finger hits reliably, in screen pixels (WCAG's 24 px minimum, with room to spare). */
export const MIN_TOUCH_PX = 36;

/** A step button's radius in table units: its drawn size, or larger when that would be too small on screen. */
export function stepButtonRadius(drawnRadius: number, scale: number): number {
  const safeScale = scale > 0 && Number.isFinite(scale) ? scale : 1;
  return Math.max(drawnRadius, MIN_TOUCH_PX / 2 / safeScale);
}

/** Where a counter's two buttons sit, in its own box: on its left and right ends, half outside, so its middle stays for dragging. */
export function stepButtonCentres(width: number, height: number): { minus: { x: number; y: number }; plus: { x: number; y: number } } {
  return { minus: { x: 0, y: height / 2 }, plus: { x: width, y: height / 2 } };
}
