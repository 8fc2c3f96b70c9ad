import { describe, expect, it } from 'vitest';
import { bandSelection } from './rubber-band.ts';

describe('what a rubber band selects', () => {
  const items = [
    { id: 'a', box: { x: 0, y: 0, width: 10, height: 10 } },
    { id: 'b', box: { x: 50, y: 50, width: 10, height: 10 } },
    { id: 'c', box: { x: 100, y: 0, width: 10, height: 10 } },
  ];

  it('selects every item the band meets, drawn either way', () => {
    expect(bandSelection([], items, { x: 5, y: 5 }, { x: 55, y: 55 }, false)).toEqual(['a', 'b']);
    expect(bandSelection([], items, { x: 55, y: 55 }, { x: 5, y: 5 }, false)).toEqual(['a', 'b']);
  });

  it('counts a band that only touches an edge, and misses items it does not reach', () => {
    expect(bandSelection([], items, { x: 10, y: 10 }, { x: 30, y: 30 }, false)).toEqual(['a']);
    expect(bandSelection(['c'], items, { x: 11, y: 11 }, { x: 49, y: 49 }, false)).toEqual([]);
  });

  it('replaces the selection without Shift and adds to it with Shift, once each', () => {
    expect(bandSelection(['c'], items, { x: 5, y: 5 }, { x: 55, y: 55 }, false)).toEqual(['a', 'b']);
    expect(bandSelection(['c'], items, { x: 5, y: 5 }, { x: 55, y: 55 }, true)).toEqual(['c', 'a', 'b']);
    expect(bandSelection(['a'], items, { x: 5, y: 5 }, { x: 55, y: 55 }, true)).toEqual(['a', 'b']);
  });

  it('takes a click on empty space (no drag) as clearing the selection, unless Shift is held', () => {
    expect(bandSelection(['b'], items, { x: 5, y: 5 }, { x: 6, y: 6 }, false)).toEqual([]);
    const selection = ['b'];
    expect(bandSelection(selection, items, { x: 5, y: 5 }, { x: 6, y: 6 }, true)).toBe(selection);
  });

  it('takes a band thin one way but long the other as a band', () => {
    expect(bandSelection([], items, { x: 0, y: 5 }, { x: 200, y: 6 }, false)).toEqual(['a', 'c']);
  });
});
