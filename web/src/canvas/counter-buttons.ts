// A counter's − and + buttons are for fingers: at least MIN_TOUCH_PX across on screen, whatever the zoom.
// The table is drawn at the stage's scale, so the buttons' size in table units is worked out from it.

/** The smallest button a finger hits reliably, in screen pixels (WCAG's 24 px minimum, with room to spare). */
export const MIN_TOUCH_PX = 36;

/** A finger's target on a touch screen, in screen pixels (WCAG's 44 px enhanced target size). */
export const FINGER_PX = 44;

/** The smallest target for the pointer in use: a finger's FINGER_PX on a touch screen, MIN_TOUCH_PX with a mouse. */
export function minTargetPx(): number {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
    ? FINGER_PX
    : MIN_TOUCH_PX;
}

/** A step button's radius in table units: its drawn size, or larger when that would be smaller than `minPx` on screen. */
export function stepButtonRadius(drawnRadius: number, scale: number, minPx = MIN_TOUCH_PX): number {
  const safeScale = scale > 0 && Number.isFinite(scale) ? scale : 1;
  return Math.max(drawnRadius, minPx / 2 / safeScale);
}

/**
 * Where one of a counter's buttons sits, in the counter's own box: just outside its left (−) or right (+)
 * end, touching it. Finger-sized buttons are larger than a small counter drawn zoomed out, so on its ends
 * they would cover its number and leave nothing to drag it by.
 */
export function stepButtonCentre(side: -1 | 1, width: number, height: number, radius: number): { x: number; y: number } {
  return { x: side < 0 ? -radius : width + radius, y: height / 2 };
}
