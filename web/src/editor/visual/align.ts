import { unionOf, type Box } from './geometry.ts';

// Aligning and distributing the selected objects. Both answer with how far each item moves, so the
// caller can turn the moves into one undoable edit of the objects' stored centres.

export type AlignMode = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';

export interface Placed {
  id: string;
  box: Box;
}

export interface Move {
  id: string;
  dx: number;
  dy: number;
}

/** Moves that line the items up on one side (or the centre line) of the box around all of them; items already there are left out. */
export function align(items: ReadonlyArray<Placed>, mode: AlignMode): Move[] {
  const bounds = unionOf(items.map((item) => item.box));
  if (!bounds || items.length < 2) return [];
  const moves = items.map(({ id, box }): Move => {
    switch (mode) {
      case 'left':
        return { id, dx: bounds.x - box.x, dy: 0 };
      case 'center':
        return { id, dx: bounds.x + bounds.width / 2 - (box.x + box.width / 2), dy: 0 };
      case 'right':
        return { id, dx: bounds.x + bounds.width - (box.x + box.width), dy: 0 };
      case 'top':
        return { id, dx: 0, dy: bounds.y - box.y };
      case 'middle':
        return { id, dx: 0, dy: bounds.y + bounds.height / 2 - (box.y + box.height / 2) };
      case 'bottom':
        return { id, dx: 0, dy: bounds.y + bounds.height - (box.y + box.height) };
    }
  });
  return moves.filter((move) => move.dx !== 0 || move.dy !== 0);
}

/**
 * Moves that space the items evenly along an axis: the first and last (by position) stay, and the
 * gaps between neighbouring boxes become equal. Needs three items or more.
 */
export function distribute(items: ReadonlyArray<Placed>, axis: DistributeAxis): Move[] {
  if (items.length < 3) return [];
  const start = (box: Box) => (axis === 'horizontal' ? box.x : box.y);
  const size = (box: Box) => (axis === 'horizontal' ? box.width : box.height);
  const sorted = [...items].sort((a, b) => start(a.box) + size(a.box) / 2 - (start(b.box) + size(b.box) / 2));
  const first = sorted[0]!.box;
  const last = sorted[sorted.length - 1]!.box;
  const span = start(last) + size(last) - start(first);
  const occupied = sorted.reduce((sum, item) => sum + size(item.box), 0);
  const gap = (span - occupied) / (sorted.length - 1);
  const moves: Move[] = [];
  let cursor = start(first);
  for (const item of sorted) {
    const delta = cursor - start(item.box);
    if (Math.abs(delta) > 1e-9) moves.push(axis === 'horizontal' ? { id: item.id, dx: delta, dy: 0 } : { id: item.id, dx: 0, dy: delta });
    cursor += size(item.box) + gap;
  }
  return moves;
}
