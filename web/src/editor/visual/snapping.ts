import type { Box } from './geometry.ts';

// Snapping a moved box to the lines around it: other objects' edges and centres, the surface's edges
// and centre lines, dropzone edges and anchors ("targets"), and otherwise to a grid. The result says how
// far to shift the box and which guide lines to draw while it is held.

/** A line a box may snap to: a vertical line at x = `at` (axis "x") or a horizontal one at y = `at`, spanning `from`..`to` along the other axis. */
export interface SnapLine {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

/** A guide line to draw: vertical lines have axis "x" (a constant x), horizontal ones axis "y". */
export type Guide = SnapLine;

export interface SnapOptions {
  /** How close (in surface pixels) a box edge or centre must come to a line to snap. */
  threshold: number;
  /** Grid spacing; 0 or undefined turns the grid off. Lines win over the grid when both are near. */
  grid?: number;
}

export interface SnapResult {
  dx: number;
  dy: number;
  guides: Guide[];
}

/** The lines an obstacle box offers: its left, centre and right (axis x) and top, middle and bottom (axis y). */
export function linesOfBox(box: Box): SnapLine[] {
  const xs = [box.x, box.x + box.width / 2, box.x + box.width];
  const ys = [box.y, box.y + box.height / 2, box.y + box.height];
  return [
    ...xs.map((at) => ({ axis: 'x' as const, at, from: box.y, to: box.y + box.height })),
    ...ys.map((at) => ({ axis: 'y' as const, at, from: box.x, to: box.x + box.width })),
  ];
}

/** The lines a point offers (an anchor): one vertical and one horizontal line through it. */
export function linesOfPoint(x: number, y: number): SnapLine[] {
  return [
    { axis: 'x', at: x, from: y, to: y },
    { axis: 'y', at: y, from: x, to: x },
  ];
}

/**
 * Where a box that is being moved should go: each axis independently snaps its nearest edge or centre
 * to the nearest line within the threshold, else its top-left corner to the grid. Every line the
 * snapped box then touches is returned as a guide, stretched to cover both the line and the box.
 */
export function snapBox(box: Box, lines: ReadonlyArray<SnapLine>, options: SnapOptions): SnapResult {
  const x = snapAxis(
    [box.x, box.x + box.width / 2, box.x + box.width],
    lines.filter((line) => line.axis === 'x'),
    options,
  );
  const y = snapAxis(
    [box.y, box.y + box.height / 2, box.y + box.height],
    lines.filter((line) => line.axis === 'y'),
    options,
  );
  const dx = x ?? gridDelta(box.x, options.grid);
  const dy = y ?? gridDelta(box.y, options.grid);
  const moved = { ...box, x: box.x + dx, y: box.y + dy };
  return { dx, dy, guides: x === null && y === null ? [] : guidesFor(moved, lines, x !== null, y !== null) };
}

function snapAxis(edges: number[], lines: ReadonlyArray<SnapLine>, options: SnapOptions): number | null {
  let best: number | null = null;
  for (const line of lines) {
    for (const edge of edges) {
      const delta = line.at - edge;
      if (Math.abs(delta) <= options.threshold && (best === null || Math.abs(delta) < Math.abs(best))) best = delta;
    }
  }
  return best;
}

function gridDelta(value: number, grid: number | undefined): number {
  if (!grid || grid <= 0) return 0;
  return Math.round(value / grid) * grid - value;
}

/** Guides for the lines a snapped box now lies on: one per distinct line position, merged along its axis. */
function guidesFor(box: Box, lines: ReadonlyArray<SnapLine>, onX: boolean, onY: boolean): Guide[] {
  const EPSILON = 0.5;
  const byPosition = new Map<string, Guide>();
  const edgesX = [box.x, box.x + box.width / 2, box.x + box.width];
  const edgesY = [box.y, box.y + box.height / 2, box.y + box.height];
  for (const line of lines) {
    const edges = line.axis === 'x' ? (onX ? edgesX : []) : onY ? edgesY : [];
    if (!edges.some((edge) => Math.abs(edge - line.at) <= EPSILON)) continue;
    const [boxFrom, boxTo] = line.axis === 'x' ? [box.y, box.y + box.height] : [box.x, box.x + box.width];
    const key = `${line.axis}:${Math.round(line.at * 2) / 2}`;
    const existing = byPosition.get(key);
    const from = Math.min(line.from, boxFrom, existing?.from ?? Infinity);
    const to = Math.max(line.to, boxTo, existing?.to ?? -Infinity);
    byPosition.set(key, { axis: line.axis, at: line.at, from, to });
  }
  return [...byPosition.values()];
}
