import { describe, expect, it } from 'vitest';
import { cardSizeForFrame, deckFromSheet } from './sheet-deck.ts';
import { validateDocument } from './validate.ts';
import { exportVariantsCsv, importVariantsCsv, previewVariantsCsv } from './variants-csv.ts';
import { fullDocument } from './test-fixtures.ts';

describe('a deck from a sprite sheet', () => {
  it('makes a card per frame, each showing its frame, and a deck of them in one change', () => {
    const doc = fullDocument();
    const result = deckFromSheet(doc, 'sheet', { frames: 12, width: 200, height: 280 });
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    expect(validateDocument(result.doc)).toMatchObject({ ok: true });
    expect(result.added).toBe(12);
    const component = result.doc.components.find((candidate) => candidate.id === result.componentId)!;
    expect(component).toMatchObject({ name: 'Card sheet', kind: 'tile', width: 200, height: 280 });
    const cards = result.doc.variants.filter((variant) => variant.componentId === component.id);
    expect(cards.map((variant) => [variant.name, variant.sheetFrame?.index])).toEqual(
      Array.from({ length: 12 }, (_, i) => [`Card sheet ${i + 1}`, i]),
    );
    const inDeck = result.doc.objects.filter(
      (object) => object.placement.type === 'object' && object.placement.parentId === result.deckObjectId,
    );
    expect(inDeck).toHaveLength(12);
    // Shuffled whenever a room opens, unless the author keeps the frames' order.
    const deckComponentOf = (made: ReturnType<typeof deckFromSheet>) => {
      if (!made.ok) return expect.fail(JSON.stringify(made.problems));
      const deck = made.doc.objects.find((object) => object.id === made.deckObjectId)!;
      return made.doc.components.find((candidate) => candidate.id === deck.componentId);
    };
    expect(deckComponentOf(result)).toMatchObject({ kind: 'container', container: { shuffleAtStart: true } });
    const kept = deckComponentOf(deckFromSheet(doc, 'sheet', { frames: 12, shuffleAtStart: false }));
    expect(kept?.kind === 'container' && kept.container.shuffleAtStart).toBeFalsy();
    // A CSV of the new cards can then name them and add fields, bare frame numbers meaning this sheet.
    const csv = exportVariantsCsv(result.doc, component.id).replace(/Card sheet#(\d+)/g, '$1');
    expect(importVariantsCsv(result.doc, component.id, csv)).toMatchObject({ ok: true, count: 12 });
  });

  it('lets a CSV of names and frames name the cards, keeping the deck', () => {
    const made = deckFromSheet(fullDocument(), 'sheet', { frames: 3 });
    if (!made.ok) expect.fail(JSON.stringify(made.problems));
    const before = made.doc.variants.filter((variant) => variant.componentId === made.componentId);
    const csv = 'name,colour,frame\nBlue 1,blue,2\nRed 1,red,0\nRed 2,red,1\n';
    const preview = previewVariantsCsv(made.doc, made.componentId, csv)!;
    expect(preview).toMatchObject({ created: [], updated: ['Blue 1', 'Red 1', 'Red 2'], removed: [], problems: [] });
    const result = importVariantsCsv(made.doc, made.componentId, csv, { newFields: preview.newFields });
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    const after = result.doc.variants.filter((variant) => variant.componentId === made.componentId);
    expect(after.map((variant) => [variant.name, variant.id, variant.sheetFrame?.index])).toEqual([
      ['Blue 1', before[2]!.id, 2],
      ['Red 1', before[0]!.id, 0],
      ['Red 2', before[1]!.id, 1],
    ]);
    expect(validateDocument(result.doc)).toMatchObject({ ok: true });
  });

  it('refuses an unknown sheet and no frames', () => {
    expect(deckFromSheet(fullDocument(), 'gone', { frames: 3 })).toMatchObject({ ok: false, problems: [{ code: 'NOT_FOUND' }] });
    expect(deckFromSheet(fullDocument(), 'sheet', { frames: 0 })).toMatchObject({ ok: false, problems: [{ code: 'TOO_SMALL' }] });
  });

  it('sizes cards to the frame, the long side 250 px', () => {
    expect(cardSizeForFrame(240, 336)).toEqual({ width: 179, height: 250 });
    expect(cardSizeForFrame(400, 200)).toEqual({ width: 250, height: 125 });
    expect(cardSizeForFrame(undefined, 10)).toEqual({ width: 250, height: 350 });
  });
});
