import type { ZoneRule } from './state.ts';

/**
 * Where a piece dropped at (x, y) inside a zone lands: the nearest anchor if the zone has any,
 * else the centre of the nearest grid cell, else (free) where it was dropped, clamped inside.
 */
export function snapInZone(zone: ZoneRule, x: number, y: number): { x: number; y: number } {
  if (zone.anchors.length > 0) {
    let best = zone.anchors[0]!;
    let bestDistance = Infinity;
    for (const anchor of zone.anchors) {
      const distance = (anchor.x - x) ** 2 + (anchor.y - y) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [anchor, distance];
    }
    return { x: best.x, y: best.y };
  }
  if (zone.layout.type === 'grid') {
    const cellWidth = zone.width / zone.layout.cols;
    const cellHeight = zone.height / zone.layout.rows;
    const col = Math.min(zone.layout.cols - 1, Math.max(0, Math.floor(x / cellWidth)));
    const row = Math.min(zone.layout.rows - 1, Math.max(0, Math.floor(y / cellHeight)));
    return { x: (col + 0.5) * cellWidth, y: (row + 0.5) * cellHeight };
  }
  return { x: Math.min(zone.width, Math.max(0, x)), y: Math.min(zone.height, Math.max(0, y)) };
}

/** Position of the index-th piece of a spread (fan) zone, relative to the zone. */
export function spreadPosition(zone: ZoneRule, index: number): { x: number; y: number } {
  if (zone.layout.type !== 'spread') return { x: 0, y: 0 };
  return zone.layout.direction === 'horizontal' ? { x: index * zone.layout.spacing, y: 0 } : { x: 0, y: index * zone.layout.spacing };
}
