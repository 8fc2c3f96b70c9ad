import { describe, expect, it } from 'vitest';
import { validateDocument } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { deckFromSheetWithBack } from './card-back.ts';

/** The cards a deck made from the fixture's sheet consists of: their names, frames and the deck's pieces. */
function made(back: Parameters<typeof deckFromSheetWithBack>[2]['back'], frames = 6) {
  const result = deckFromSheetWithBack(fullDocument(), 'sheet', { frames, back });
  if (!result.ok) throw new Error(result.problems[0]!.message);
  const { doc, componentId, deckObjectId } = result;
  const component = doc.components.find((candidate) => candidate.id === componentId)!;
  const cards = doc.variants.filter((variant) => variant.componentId === componentId);
  const inDeck = doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === deckObjectId);
  return { result, doc, component, cards, inDeck };
}

describe('a deck made from a sheet, with its back', () => {
  it('keeps the plain back unless asked', () => {
    const { component, cards, inDeck } = made({ kind: 'plain' });
    expect(component).toMatchObject({ kind: 'tile', faces: { back: { background: '#1e3a8a' } } });
    expect(component.kind === 'tile' && component.faces.back.imageAssetId).toBeUndefined();
    expect(cards).toHaveLength(6);
    expect(inDeck).toHaveLength(6);
  });

  it('shows one of the game’s images on the back of every card', () => {
    const { doc, component, cards } = made({ kind: 'image', assetRefId: 'felt' });
    expect(component.kind === 'tile' && component.faces.back).toEqual({ background: '#1e3a8a', imageAssetId: 'felt' });
    expect(cards).toHaveLength(6);
    expect(validateDocument(doc).ok).toBe(true);
  });

  it('takes a frame of the sheet for the back, which is then no card: the others are the deck, numbered in order', () => {
    const { doc, result, component, cards, inDeck } = made({ kind: 'frame', index: 5 });
    expect(cards.map((card) => [card.name, card.sheetFrame?.index])).toEqual([
      ['Card sheet 1', 0],
      ['Card sheet 2', 1],
      ['Card sheet 3', 2],
      ['Card sheet 4', 3],
      ['Card sheet 5', 4],
    ]);
    expect(inDeck).toHaveLength(5);
    expect(result.added).toBe(5);
    // The back is a ref to that frame of the sheet's upload.
    const back = doc.assets.find((asset) => component.kind === 'tile' && asset.id === component.faces.back.imageAssetId);
    expect(back).toMatchObject({ name: 'Card sheet#5', assetId: '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f', frame: { index: 5 } });
    expect(validateDocument(doc).ok).toBe(true);

    // A frame in the middle of the sheet: the cards after it close up.
    const middle = made({ kind: 'frame', index: 1 }, 4);
    expect(middle.cards.map((card) => [card.name, card.sheetFrame?.index])).toEqual([
      ['Card sheet 1', 0],
      ['Card sheet 2', 2],
      ['Card sheet 3', 3],
    ]);
  });

  it('refuses a back whose image the game does not have', () => {
    const result = deckFromSheetWithBack(fullDocument(), 'sheet', { frames: 3, back: { kind: 'image', assetRefId: 'nowhere' } });
    expect(result.ok).toBe(false);
  });
});
