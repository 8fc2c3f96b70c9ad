import type { Dropzone } from '@tablecraft/core/game';
import type { Point } from './geometry.ts';

// Applying a dropzone's layout to the objects lying in it, so the setup shows (and stores) what the
// layout means: a grid puts one piece per cell, a stack piles them on the centre, a spread fans them
// out, anchors take one piece each. Free leaves them where they are. Positions are piece centres in
// surface pixels.

export interface ZoneItem {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far each piece of a stack sits from the one below, so the pile's height shows. */
export const STACK_STEP = 2;

/** Where each item goes under the zone's layout; items already in place are left out. */
export function layoutZone(
  zone: Pick<Dropzone, 'x' | 'y' | 'width' | 'height' | 'layout'>,
  anchors: ReadonlyArray<Point>,
  items: ReadonlyArray<ZoneItem>,
): Map<string, Point> {
  // Reading order (top to bottom, then left to right) decides who takes which slot.
  const ordered = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const slots = slotsFor(zone, anchors, ordered);
  const moves = new Map<string, Point>();
  ordered.forEach((item, index) => {
    const slot = slots[index];
    if (slot && (Math.abs(slot.x - item.x) > 1e-6 || Math.abs(slot.y - item.y) > 1e-6)) moves.set(item.id, slot);
  });
  return moves;
}

function slotsFor(
  zone: Pick<Dropzone, 'x' | 'y' | 'width' | 'height' | 'layout'>,
  anchors: ReadonlyArray<Point>,
  items: ReadonlyArray<ZoneItem>,
): Array<Point | undefined> {
  const layout = zone.layout;
  if (anchors.length > 0 && layout.type !== 'stack') {
    return items.map((_, index) => {
      const anchor = anchors[index % anchors.length]!;
      return { x: zone.x + anchor.x, y: zone.y + anchor.y };
    });
  }
  switch (layout.type) {
    case 'free':
      return items.map((item) => ({ x: item.x, y: item.y }));
    case 'grid': {
      const cellWidth = zone.width / layout.cols;
      const cellHeight = zone.height / layout.rows;
      const cells = layout.rows * layout.cols;
      return items.map((_, index) => {
        // Beyond the last cell, pieces pile on the cells again from the first.
        const cell = index % cells;
        return { x: zone.x + ((cell % layout.cols) + 0.5) * cellWidth, y: zone.y + (Math.floor(cell / layout.cols) + 0.5) * cellHeight };
      });
    }
    case 'stack':
      return items.map((_, index) => ({
        x: zone.x + zone.width / 2 + index * STACK_STEP,
        y: zone.y + zone.height / 2 - index * STACK_STEP,
      }));
    case 'spread': {
      const horizontal = layout.direction === 'horizontal';
      let cursor = horizontal ? zone.x : zone.y;
      return items.map((item) => {
        const size = horizontal ? item.width : item.height;
        const at = horizontal
          ? { x: cursor + size / 2, y: zone.y + zone.height / 2 }
          : { x: zone.x + zone.width / 2, y: cursor + size / 2 };
        cursor += layout.spacing > 0 ? layout.spacing : size;
        return at;
      });
    }
  }
}
