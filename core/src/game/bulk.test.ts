import { describe, expect, it } from 'vitest';
import { assignSheetFrames, copyObject, fillWithVariants, makeDeck, validateDocument, type GameDocument } from './index.ts';
import { initialRoomState } from '../play/index.ts';
import { fullDocument } from './test-fixtures.ts';

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) expect.fail(`refused: ${JSON.stringify((result as { problems?: unknown }).problems)}`);
  expect(validateDocument((result as unknown as { doc: GameDocument }).doc)).toMatchObject({ ok: true });
  return result as Extract<T, { ok: true }>;
}

/** A document with a 52-variant card and an empty deck on the table. */
function deckOf52(): GameDocument {
  const doc = fullDocument();
  doc.variants = [
    ...doc.variants.filter((variant) => variant.componentId !== 'card'),
    ...Array.from({ length: 52 }, (_, i) => ({ id: `v${i}`, name: `Card ${i + 1}`, componentId: 'card', values: {} })),
  ];
  doc.objects = doc.objects.filter((object) => object.componentId !== 'card');
  return doc;
}

describe('filling a deck with every variant', () => {
  it('adds one face-down card per variant, in order, in one change', () => {
    const result = ok(fillWithVariants(deckOf52(), 'the-deck', 'card'));
    expect(result.added).toBe(52);
    const inDeck = result.doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === 'the-deck');
    expect(inDeck.map((object) => object.variantId)).toEqual(Array.from({ length: 52 }, (_, i) => `v${i}`));
    expect(inDeck.every((object) => object.faceUp === false)).toBe(true);
    const state = initialRoomState(result.doc, { seed: '00'.repeat(32) });
    const deck = Object.values(state.pieces).find((piece) => piece.componentId === 'deck')!;
    expect(state.piles[deck.id]).toHaveLength(52);
  });

  it('shuffles with the given randomness, and goes after what the deck already holds', () => {
    const doc = fullDocument();
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const result = ok(fillWithVariants(doc, 'the-deck', 'card', { shuffle: true, random }));
    const added = result.doc.objects.slice(doc.objects.length);
    expect(added.map((object) => object.variantId).sort()).toEqual(['dragon-card', 'knight-card', 'peasant-card']);
    expect(added.map((object) => (object.placement.type === 'object' ? object.placement.order : null))).toEqual([2, 3, 4]);
    const shuffled = ok(fillWithVariants(deckOf52(), 'the-deck', 'card', { shuffle: true, random }))
      .doc.objects.map((object) => object.variantId)
      .filter(Boolean);
    expect(shuffled).not.toEqual(Array.from({ length: 52 }, (_, i) => `v${i}`));
  });

  it('marks the deck shuffled whenever a room opens, or keeping its order, only when asked', () => {
    const deckSetting = (doc: GameDocument) => {
      const deck = doc.components.find((component) => component.id === 'deck');
      return deck?.kind === 'container' ? deck.container.shuffleAtStart : 'not a container';
    };
    const marked = ok(fillWithVariants(deckOf52(), 'the-deck', 'card', { shuffleAtStart: true })).doc;
    expect(deckSetting(marked)).toBe(true);
    expect(deckSetting(ok(fillWithVariants(marked, 'the-deck', 'card')).doc)).toBe(true);
    const kept = ok(fillWithVariants(marked, 'the-deck', 'card', { shuffleAtStart: false })).doc;
    expect(deckSetting(kept)).toBeUndefined();
    expect(deckSetting(ok(fillWithVariants(deckOf52(), 'the-deck', 'card')).doc)).toBeUndefined();
  });

  it('refuses what is not a container, and a component without variants', () => {
    expect(fillWithVariants(fullDocument(), 'o-die', 'card')).toMatchObject({ ok: false, problems: [{ code: 'NOT_A_CONTAINER' }] });
    expect(fillWithVariants(fullDocument(), 'the-deck', 'deck')).toMatchObject({ ok: false, problems: [{ code: 'NO_VARIANTS' }] });
    expect(fillWithVariants(fullDocument(), 'nope', 'card')).toMatchObject({ ok: false, problems: [{ code: 'NOT_FOUND' }] });
  });
});

describe('assigning a sheet’s frames to variants', () => {
  it('gives the variants consecutive frames in their order, from a start, up to the sheet’s last frame', () => {
    const doc = deckOf52();
    const all = ok(assignSheetFrames(doc, 'card', 'sheet'));
    expect(all.assigned).toBe(52);
    expect(all.doc.variants.filter((v) => v.componentId === 'card').map((v) => v.sheetFrame)).toEqual(
      Array.from({ length: 52 }, (_, index) => ({ assetRefId: 'sheet', index })),
    );
    const some = ok(assignSheetFrames(doc, 'card', 'sheet', { start: 50, frameCount: 54 }));
    expect(some.assigned).toBe(4);
    expect(
      some.doc.variants
        .filter((v) => v.componentId === 'card')
        .map((v) => v.sheetFrame?.index ?? null)
        .slice(0, 5),
    ).toEqual([50, 51, 52, 53, null]);
    // Other components' variants are left alone.
    expect(some.doc.variants.find((v) => v.id === 'six')!.sheetFrame).toBeUndefined();
  });

  it('refuses an unknown sheet or a component without variants', () => {
    expect(assignSheetFrames(fullDocument(), 'card', 'nope')).toMatchObject({ ok: false, problems: [{ code: 'NOT_FOUND' }] });
    expect(assignSheetFrames(fullDocument(), 'deck', 'sheet')).toMatchObject({ ok: false, problems: [{ code: 'NO_VARIANTS' }] });
  });
});

describe('adding copies of a piece', () => {
  it('places copies on the table each a little apart, right after the original', () => {
    const doc = fullDocument();
    const result = ok(copyObject(doc, 'o-die', 3));
    expect(result.ids).toHaveLength(3);
    const at = result.doc.objects.findIndex((object) => object.id === 'o-die');
    expect(result.doc.objects.slice(at + 1, at + 4).map((object) => object.placement)).toEqual(
      [12, 24, 36].map((d) => ({ type: 'surface', surfaceId: 'table', x: 800 + d, y: 500 + d, rotation: 90 })),
    );
  });

  it('puts copies of a card in a deck right after it, moving later cards down', () => {
    const result = ok(copyObject(fullDocument(), 'o-dragon', 2));
    const inDeck = result.doc.objects
      .filter((object) => object.placement.type === 'object')
      .map((object) => [object.variantId, object.placement.type === 'object' ? object.placement.order : null]);
    expect(inDeck).toEqual([
      ['dragon-card', 0],
      ['dragon-card', 1],
      ['dragon-card', 2],
      ['knight-card', 3],
    ]);
  });

  it('numbers named copies and refuses a count out of range', () => {
    const result = ok(copyObject(fullDocument(), 'the-deck', 1));
    expect(result.doc.objects.find((object) => object.id === result.ids[0])!.name).toBe('Draw pile 2');
    expect(copyObject(fullDocument(), 'o-die', 0)).toMatchObject({ ok: false, problems: [{ code: 'INVALID_COUNT' }] });
    expect(copyObject(fullDocument(), 'o-die', 5_000)).toMatchObject({ ok: false, problems: [{ code: 'LIMIT_REACHED' }] });
  });
});

describe('making a deck of a component’s variants', () => {
  it('adds a deck component, a deck in the middle of the table and every card in it, as one change', () => {
    const result = ok(makeDeck(deckOf52(), 'card'));
    expect(result.added).toBe(52);
    const deck = result.doc.objects.find((object) => object.id === result.deckObjectId)!;
    expect(deck.placement).toEqual({ type: 'surface', surfaceId: 'table', x: 800, y: 500, rotation: 0 });
    expect(result.doc.components.find((component) => component.id === deck.componentId)).toMatchObject({
      name: 'Card deck',
      kind: 'container',
      width: 266,
      height: 366,
      container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
    });
    const state = initialRoomState(result.doc, { seed: '00'.repeat(32) });
    const piece = Object.values(state.pieces).find((candidate) => candidate.componentId === deck.componentId)!;
    expect(state.piles[piece.id]).toHaveLength(52);
  });

  it('makes a deck that is shuffled whenever a room opens, unless asked to keep its order', () => {
    const deckComponent = (result: { doc: GameDocument; deckObjectId: string }) => {
      const deck = result.doc.objects.find((object) => object.id === result.deckObjectId)!;
      return result.doc.components.find((component) => component.id === deck.componentId);
    };
    const made = ok(makeDeck(deckOf52(), 'card'));
    expect(deckComponent(made)).toMatchObject({ container: { shuffleAtStart: true } });
    // The cards lie in the variants' order in the document; each room shuffles them when it opens.
    const state = initialRoomState(made.doc, { seed: '00'.repeat(32) });
    const piece = Object.values(state.pieces).find((candidate) => candidate.componentId === deckComponent(made)!.id)!;
    expect(state.components[piece.componentId]!.shuffleAtStart).toBe(true);
    const inOrder = ok(makeDeck(deckOf52(), 'card', { shuffleAtStart: false }));
    const plain = deckComponent(inOrder);
    expect(plain?.kind === 'container' && plain.container.shuffleAtStart).toBeFalsy();
    // Shuffled once here and then the same in every room, when asked for both.
    const once = ok(makeDeck(deckOf52(), 'card', { shuffle: true, shuffleAtStart: false }));
    const onceDeck = deckComponent(once);
    expect(onceDeck?.kind === 'container' && onceDeck.container.shuffleAtStart).toBeFalsy();
  });

  it('refuses a component without variants and a game without a surface, changing nothing', () => {
    expect(makeDeck(fullDocument(), 'deck')).toMatchObject({ ok: false, problems: [{ code: 'NO_VARIANTS' }] });
    expect(makeDeck({ ...deckOf52(), surfaces: [], objects: [], dropzones: [], anchors: [] }, 'card')).toMatchObject({
      ok: false,
      problems: [{ code: 'NO_SURFACE' }],
    });
  });
});
