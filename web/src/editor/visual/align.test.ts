import { describe, expect, it } from 'vitest';
import { align, distribute } from './align.ts';

const items = [
  { id: 'a', box: { x: 0, y: 0, width: 10, height: 10 } },
  { id: 'b', box: { x: 50, y: 30, width: 20, height: 40 } },
  { id: 'c', box: { x: 100, y: 10, width: 30, height: 20 } },
];

describe('align', () => {
  it('lines up left edges on the leftmost one', () => {
    expect(align(items, 'left')).toEqual([
      { id: 'b', dx: -50, dy: 0 },
      { id: 'c', dx: -100, dy: 0 },
    ]);
  });
  it('lines up right edges', () => {
    expect(align(items, 'right')).toEqual([
      { id: 'a', dx: 120, dy: 0 },
      { id: 'b', dx: 60, dy: 0 },
    ]);
  });
  it('centres horizontally on the middle of the group', () => {
    // Group spans 0..130, centre 65.
    expect(align(items, 'center')).toEqual([
      { id: 'a', dx: 60, dy: 0 },
      { id: 'b', dx: 5, dy: 0 },
      { id: 'c', dx: -50, dy: 0 },
    ]);
  });
  it('lines up tops, middles and bottoms', () => {
    expect(align(items, 'top')).toEqual([
      { id: 'b', dx: 0, dy: -30 },
      { id: 'c', dx: 0, dy: -10 },
    ]);
    // Group spans 0..70, middle 35.
    expect(align(items, 'middle')).toEqual([
      { id: 'a', dx: 0, dy: 30 },
      { id: 'b', dx: 0, dy: -15 },
      { id: 'c', dx: 0, dy: 15 },
    ]);
    expect(align(items, 'bottom')).toEqual([
      { id: 'a', dx: 0, dy: 60 },
      { id: 'c', dx: 0, dy: 40 },
    ]);
  });
  it('does nothing for fewer than two items', () => {
    expect(align(items.slice(0, 1), 'left')).toEqual([]);
  });
});

describe('distribute', () => {
  it('makes the horizontal gaps equal, keeping the ends', () => {
    // Span 0..130, widths 60, gaps (130-60)/2 = 35: b starts at 45.
    expect(distribute(items, 'horizontal')).toEqual([{ id: 'b', dx: -5, dy: 0 }]);
  });
  it('orders by position, not by selection order', () => {
    const shuffled = [items[2]!, items[0]!, items[1]!];
    expect(distribute(shuffled, 'horizontal')).toEqual([{ id: 'b', dx: -5, dy: 0 }]);
  });
  it('distributes vertically', () => {
    // By centre: a (5), c (20), b (50). Span 0..70, heights 70 → gap 0: c to 10, b to 30.
    expect(distribute(items, 'vertical')).toEqual([]);
    const spaced = [
      { id: 'a', box: { x: 0, y: 0, width: 10, height: 10 } },
      { id: 'b', box: { x: 0, y: 15, width: 10, height: 10 } },
      { id: 'c', box: { x: 0, y: 100, width: 10, height: 10 } },
    ];
    expect(distribute(spaced, 'vertical')).toEqual([{ id: 'b', dx: 0, dy: 35 }]);
  });
  it('needs three items', () => {
    expect(distribute(items.slice(0, 2), 'horizontal')).toEqual([]);
  });
});
