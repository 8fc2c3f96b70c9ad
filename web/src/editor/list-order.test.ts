import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../../core/src/game/test-fixtures.ts';
import { listedParts, movedIds } from './list-order.ts';

describe('listedParts', () => {
  it('keeps document order for unordered kinds and filters', () => {
    const doc = fullDocument();
    expect(
      listedParts<{ id: string; componentId: string }>(doc, 'variant', (variant) => variant.componentId === 'card').map((v) => v.id),
    ).toEqual(['dragon-card', 'knight-card', 'peasant-card']);
  });

  it('sorts ordered kinds by their order', () => {
    const doc = fullDocument();
    doc.seats = [
      { ...doc.seats[0]!, order: 5 },
      { ...doc.seats[1]!, order: 1 },
    ];
    expect(listedParts(doc, 'seat').map((seat) => seat.id)).toEqual(['p2', 'p1']);
  });
});

describe('movedIds', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('swaps with the neighbour', () => {
    expect(movedIds(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(list, 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('refuses moves past the ends', () => {
    expect(movedIds(list, 0, -1)).toBeNull();
    expect(movedIds(list, 2, 1)).toBeNull();
  });
});
