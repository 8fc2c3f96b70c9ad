import type { Point, Rect } from './geometry.ts';

// Pure pan and zoom maths for a Konva stage: the viewport is the stage's position, scale and turn.

export interface Viewport {
  x: number;
  y: number;
  scale: number;
  /**
   * 1: the table is drawn a quarter turn clockwise (its top edge along the view's right side), which a
   * landscape table on a portrait phone needs to be seen whole and large. Absent or 0: upright.
   */
  turn?: 0 | 1;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
/** How much one +/− press or one wheel notch zooms. */
export const ZOOM_STEP = 1.2;
/** How much larger a quarter turn must show the table before fitting chooses it over upright. */
export const TURN_GAIN = 1.2;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The stage's rotation in degrees for a viewport (Konva turns clockwise for positive degrees). */
export const turnDegrees = (viewport: Viewport) => (viewport.turn ? 90 : 0);

/** A table point in stage-container coordinates. */
export function toScreen(viewport: Viewport, table: Point): Point {
  const { scale } = viewport;
  return viewport.turn
    ? { x: viewport.x - table.y * scale, y: viewport.y + table.x * scale }
    : { x: table.x * scale + viewport.x, y: table.y * scale + viewport.y };
}

/** A stage-container point in table coordinates. */
export function toTable(viewport: Viewport, screen: Point): Point {
  const { scale } = viewport;
  return viewport.turn
    ? { x: (screen.y - viewport.y) / scale, y: (viewport.x - screen.x) / scale }
    : { x: (screen.x - viewport.x) / scale, y: (screen.y - viewport.y) / scale };
}

/** The viewport with this turn only when it is turned: upright viewports keep their plain shape. */
const withTurn = (viewport: Omit<Viewport, 'turn'>, turn: Viewport['turn']): Viewport => (turn ? { ...viewport, turn } : viewport);

/** Zooms by a factor keeping the table point under `screen` (a stage-container point) where it is. */
export function zoomAt(viewport: Viewport, factor: number, screen: Point): Viewport {
  const scale = clampScale(viewport.scale * factor);
  const table = toTable(viewport, screen);
  const origin = toScreen({ x: 0, y: 0, scale, turn: viewport.turn }, table);
  return withTurn({ scale, x: screen.x - origin.x, y: screen.y - origin.y }, viewport.turn);
}

/** The viewport that shows `bounds` whole and centred in a `size` area, with a margin, upright or turned. */
export function fitRect(bounds: Rect, size: { width: number; height: number }, margin = 40, turn: Viewport['turn'] = 0): Viewport {
  // Turned, the table's width runs down the view and its height across it.
  const across = turn ? bounds.height : bounds.width;
  const down = turn ? bounds.width : bounds.height;
  const scale = clampScale(Math.min((size.width - margin * 2) / Math.max(1, across), (size.height - margin * 2) / Math.max(1, down)));
  // The table's centre goes to the view's centre.
  const centre = toScreen({ x: 0, y: 0, scale, turn }, { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 });
  return withTurn({ scale, x: size.width / 2 - centre.x, y: size.height / 2 - centre.y }, turn);
}

/**
 * The fitted viewport that shows the table largest: upright, or (when `mayTurn`) a quarter turn when
 * that shows it at least TURN_GAIN times larger, as a landscape table on a portrait phone is.
 */
export function fitView(
  bounds: Rect,
  size: { width: number; height: number },
  options: { margin?: number; mayTurn?: boolean } = {},
): Viewport {
  const upright = fitRect(bounds, size, options.margin);
  if (!options.mayTurn) return upright;
  const turned = fitRect(bounds, size, options.margin, 1);
  return turned.scale >= upright.scale * TURN_GAIN ? turned : upright;
}

/** The fit margin for a view of this size: 40 px on a large screen, less on a small one (a phone's every pixel counts). */
export function fitMargin(size: { width: number; height: number }): number {
  return Math.round(Math.min(40, Math.max(8, Math.min(size.width, size.height) * 0.04)));
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
