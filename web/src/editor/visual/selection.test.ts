import { describe, expect, it } from 'vitest';
import { boxSelect, clickSelect, pruneSelection } from './selection.ts';

describe('clickSelect', () => {
  it('selects only the clicked item', () => {
    expect(clickSelect(['a', 'b'], 'c', { toggle: false })).toEqual(['c']);
  });
  it('keeps a group when one of its items is pressed, so the group can be dragged', () => {
    const selection = ['a', 'b'];
    expect(clickSelect(selection, 'a', { toggle: false })).toBe(selection);
  });
  it('toggles with Shift', () => {
    expect(clickSelect(['a'], 'b', { toggle: true })).toEqual(['a', 'b']);
    expect(clickSelect(['a', 'b'], 'a', { toggle: true })).toEqual(['b']);
  });
});

describe('boxSelect', () => {
  const items = [
    { id: 'a', box: { x: 0, y: 0, width: 10, height: 10 } },
    { id: 'b', box: { x: 20, y: 0, width: 10, height: 10 } },
    { id: 'c', box: { x: 100, y: 100, width: 10, height: 10 } },
  ];
  it('selects what the band touches', () => {
    expect(boxSelect(['c'], items, { x: 5, y: 5, width: 20, height: 2 }, { additive: false })).toEqual(['a', 'b']);
  });
  it('adds to the selection with Shift, without duplicates', () => {
    expect(boxSelect(['c', 'a'], items, { x: 5, y: 5, width: 20, height: 2 }, { additive: true })).toEqual(['c', 'a', 'b']);
  });
  it('selects nothing for an empty band', () => {
    expect(boxSelect(['a'], items, { x: 50, y: 50, width: 5, height: 5 }, { additive: false })).toEqual([]);
  });
});

describe('pruneSelection', () => {
  it('drops ids that are gone and keeps the same list when none are', () => {
    const selection = ['a', 'b'];
    expect(pruneSelection(selection, (id) => id !== 'b')).toEqual(['a']);
    expect(pruneSelection(selection, () => true)).toBe(selection);
  });
});
