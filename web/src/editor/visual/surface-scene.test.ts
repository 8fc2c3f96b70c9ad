import { describe, expect, it } from 'vitest';
import type { GameDocument } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { containerTops, surfaceScene } from './surface-scene.ts';
import { testDocument } from './test-document.ts';

describe('what the editor draws on a deck', () => {
  it('is the card on top of it, as a room stacks the deck: the last by order', () => {
    const scene = surfaceScene(fullDocument(), 'table');
    const deck = scene.objects.find((item) => item.object.id === 'the-deck')!;
    // The dragon is order 0, the knight order 1: the knight is on top, face down as the deck holds it.
    expect(deck.top).toMatchObject({ id: 'o-knight', faceUp: false });
    expect(deck.contents).toBe(2);
    // A die holds nothing, and says so.
    expect(scene.objects.find((item) => item.object.id === 'o-die')!.top).toBeNull();
  });

  it('falls back on the objects’ own order, then on their place in the document, the later on top', () => {
    const doc = testDocument();
    const inDeck = (id: string, extra: Partial<GameDocument['objects'][number]> = {}) => ({
      id,
      componentId: 'card',
      variantId: 'king',
      faceUp: true,
      placement: { type: 'object' as const, parentId: 'deck1' },
      ...extra,
    });
    const tops = containerTops({ objects: [...doc.objects, inDeck('k1', { order: 5 }), inDeck('k2', { order: 2 })] });
    expect(tops.get('deck1')?.id).toBe('k1');
    const even = containerTops({ objects: [...doc.objects, inDeck('k1'), inDeck('k2')] });
    expect(even.get('deck1')?.id).toBe('k2');
    expect(containerTops({ objects: doc.objects.filter((object) => object.placement.type === 'surface') }).size).toBe(0);
  });
});
