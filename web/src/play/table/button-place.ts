import type { Box } from '../../canvas/piece-extras.ts';

// Where the buttons a game's author put on a piece go on the table: in a column beside the piece, on the
// first side where they cover no other piece and stay on the table. Finger-sized on a zoomed-out phone
// they are large in table units, and a column always under its piece covered the die and the counter
// lying there. Where no side is free they are not drawn: they stay in the piece's action strip and menu.

/** Something on the table the buttons must not cover: a piece's upright box. */
export interface Obstacle {
  id: string;
  box: Box;
}

export type ButtonSide = 'below' | 'right' | 'above' | 'left';

/** The sides tried, in order: under the piece first, as the author sees them in the editor. */
export const BUTTON_SIDES: readonly ButtonSide[] = ['below', 'right', 'above', 'left'];

/**
 * A counter's box with its − and + buttons (CounterBody): round, `radius` in table units, just outside
 * its ends; finger-sized on a zoomed-out phone they are much larger than the counter.
 */
export function withSteps(box: Box, radius: number): Box {
  const top = Math.min(box.y, box.y + box.height / 2 - radius);
  return { x: box.x - radius * 2, y: top, width: box.width + radius * 4, height: Math.max(box.height, radius * 2) };
}

/** Whether `box` (of the piece `id`) covers any obstacle but itself and what it lies on. */
export function coversAny(id: string, box: Box, obstacles: readonly Obstacle[]): boolean {
  return obstacles.some((obstacle) => obstacle.id !== id && !holds(obstacle.box, box) && overlaps(obstacle.box, box));
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** `value` kept between `low` and `high` (`low` when the range is empty). */
const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** Whether `outer` holds all of `inner` (a board or a mat the piece lies on). */
function holds(outer: Box, inner: Box): boolean {
  return (
    outer.x <= inner.x &&
    outer.y <= inner.y &&
    outer.x + outer.width >= inner.x + inner.width &&
    outer.y + outer.height >= inner.y + inner.height
  );
}

/**
 * The buttons' boxes, one per width in `widths`, in a column `height` tall each with `gap` between them,
 * on the first side of `piece` where the column covers no obstacle and lies inside `table` (centred on
 * the piece, or slid along its side as far as the table's edge asks); null when
 * no side is free. Obstacles holding the whole piece (what it lies on) and the piece itself (`pieceId`)
 * do not count. `below` is the room a label badge takes under the piece.
 */
export function placeButtons(
  pieceId: string,
  piece: Box,
  widths: readonly number[],
  height: number,
  gap: number,
  obstacles: readonly Obstacle[],
  table: Box,
  below = 0,
): Box[] | null {
  if (widths.length === 0) return [];
  const columnWidth = Math.max(...widths);
  const columnHeight = widths.length * height + (widths.length - 1) * gap;
  // Centred on the piece, but slid along its side to stay on the table (a deck near the table's edge).
  const across = clamp(piece.x + piece.width / 2 - columnWidth / 2, table.x, table.x + table.width - columnWidth);
  const down = clamp(piece.y + piece.height / 2 - columnHeight / 2, table.y, table.y + table.height - columnHeight);
  const columns: Record<ButtonSide, Box> = {
    below: { x: across, y: piece.y + piece.height + gap + below, width: columnWidth, height: columnHeight },
    above: { x: across, y: piece.y - gap - columnHeight, width: columnWidth, height: columnHeight },
    right: { x: piece.x + piece.width + gap, y: down, width: columnWidth, height: columnHeight },
    left: { x: piece.x - gap - columnWidth, y: down, width: columnWidth, height: columnHeight },
  };
  const inTheWay = obstacles.filter((obstacle) => obstacle.id !== pieceId && !holds(obstacle.box, piece));
  for (const side of BUTTON_SIDES) {
    const column = columns[side];
    if (!holds(table, column) || inTheWay.some((obstacle) => overlaps(obstacle.box, column))) continue;
    // Each button centred in the column, one under another.
    return widths.map((width, index) => ({
      x: column.x + (columnWidth - width) / 2,
      y: column.y + index * (height + gap),
      width,
      height,
    }));
  }
  return null;
}
