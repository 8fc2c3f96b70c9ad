import { describe, expect, it } from 'vitest';
import { overflowingItems, type BarItemSize } from './bar-overflow.ts';

// 480 px of items with 40 of gaps between them; the title may be cut to 60, and More takes 60 and a gap.
const bar: BarItemSize[] = [
  { id: 'parts', width: 50, priority: 8 },
  { id: 'title', width: 200, minWidth: 60, priority: Infinity },
  { id: 'undo', width: 100, priority: 6 },
  { id: 'export', width: 60, priority: 3 },
  { id: 'publish', width: 70, priority: 10 },
];
const at = (available: number) => [...overflowingItems(bar, { available, gap: 10, moreWidth: 60 })];

describe('the editor bar’s overflow', () => {
  it('keeps every item in the bar when they all fit at their own width', () => {
    expect(at(520)).toEqual([]);
    expect(at(1280)).toEqual([]);
  });

  it('cuts the title short before anything goes under More', () => {
    expect(at(519)).toEqual([]);
    expect(at(380)).toEqual([]);
  });

  it('moves the least needed items under More first, keeping room for More itself', () => {
    // Export alone would leave no room for More: Undo goes with it.
    expect(at(379)).toEqual(['export', 'undo']);
    expect(at(270)).toEqual(['export', 'undo']);
    expect(at(269)).toEqual(['export', 'undo', 'parts']);
  });

  it('lets go of Publish last, and never of what must stay', () => {
    expect(at(209)).toEqual(['export', 'undo', 'parts', 'publish']);
    expect(at(0)).toEqual(['export', 'undo', 'parts', 'publish']);
  });
});
