import type { Point, Rect } from './geometry.ts';

// Pure pan and zoom maths for a Konva stage: the viewport is the stage's position and scale.

export interface Viewport {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
/** How much one +/− press or one wheel notch zooms. */
export const ZOOM_STEP = 1.2;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Zooms by a factor keeping the table point under `screen` (a stage-container point) where it is. */
export function zoomAt(viewport: Viewport, factor: number, screen: Point): Viewport {
  const scale = clampScale(viewport.scale * factor);
  const table = toTable(viewport, screen);
  return { scale, x: screen.x - table.x * scale, y: screen.y - table.y * scale };
}

/** The viewport that shows `bounds` whole and centred in a `size` area, with a margin. */
export function fitRect(bounds: Rect, size: { width: number; height: number }, margin = 40): Viewport {
  const scale = clampScale(
    Math.min((size.width - margin * 2) / Math.max(1, bounds.width), (size.height - margin * 2) / Math.max(1, bounds.height)),
  );
  return {
    scale,
    x: (size.width - bounds.width * scale) / 2 - bounds.x * scale,
    y: (size.height - bounds.height * scale) / 2 - bounds.y * scale,
  };
}

/** A stage-container point in table coordinates. */
export function toTable(viewport: Viewport, screen: Point): Point {
  return { x: (screen.x - viewport.x) / viewport.scale, y: (screen.y - viewport.y) / viewport.scale };
}

/** A table point in stage-container coordinates. */
export function toScreen(viewport: Viewport, table: Point): Point {
  return { x: table.x * viewport.scale + viewport.x, y: table.y * viewport.scale + viewport.y };
}

/** Pinch: the viewport after two fingers moved from (a0, b0) to (a1, b1), zooming and panning together. */
export function pinch(viewport: Viewport, a0: Point, b0: Point, a1: Point, b1: Point): Viewport {
  const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y) || 1;
  const middle = (p: Point, q: Point) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
  const zoomed = zoomAt(viewport, distance(a1, b1) / distance(a0, b0), middle(a0, b0));
  const from = middle(a0, b0);
  const to = middle(a1, b1);
  return { ...zoomed, x: zoomed.x + to.x - from.x, y: zoomed.y + to.y - from.y };
}
