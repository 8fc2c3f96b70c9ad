import { describe, expect, it } from 'vitest';
import { componentSheet, findSheet, readFrameReference } from './frame-references.ts';
import type { GameDocument } from './document.ts';
import { fullDocument } from './test-fixtures.ts';

/** The full document with a second card-like component that has no images of its own. */
function withPlainCard(): GameDocument {
  const doc = fullDocument();
  doc.components.push({
    id: 'plain',
    name: 'Plain',
    kind: 'tile',
    width: 100,
    height: 140,
    orientations: 4,
    flipAxis: 'horizontal',
    faces: { front: { background: '#ffffff' }, back: { background: '#000000' } },
  });
  return doc;
}

describe("a component's own sheet", () => {
  it('is the sheet its variants’ frames use', () => {
    const doc = fullDocument();
    const card = doc.components[0]!;
    if (card.kind === 'tile') delete card.faces.back.imageAssetId;
    expect(componentSheet(doc, 'card')).toBe('sheet');
  });

  it('else the image on its front or back, preferring a ref to the whole sheet over one of its frames', () => {
    const doc = withPlainCard();
    const plain = doc.components.at(-1)!;
    if (plain.kind !== 'tile') throw new Error('a tile');
    plain.faces.back.imageAssetId = 'felt';
    expect(componentSheet(doc, 'plain')).toBe('felt');
    doc.assets.push({ id: 'dragon-sheet', name: 'Dragons', assetId: doc.assets[1]!.assetId });
    plain.faces.back.imageAssetId = 'dragon';
    expect(componentSheet(doc, 'plain')).toBe('dragon-sheet');
  });

  it('else the default of one of its image fields, else the game’s only upload', () => {
    const doc = withPlainCard();
    doc.fields.push({ ...doc.fields[2]!, id: 'plain-art', componentId: 'plain', defaultValue: 'felt' });
    expect(componentSheet(doc, 'plain')).toBe('felt');
    doc.fields.pop();
    expect(componentSheet(doc, 'plain')).toBeNull();
    doc.assets = [doc.assets[0]!, { id: 'third', name: 'Sheet frame 3', assetId: doc.assets[0]!.assetId, frame: { index: 3 } }];
    expect(componentSheet(doc, 'plain')).toBe('sheet');
  });
});

describe('reading a frame reference', () => {
  it('names the sheet by asset name, id or the file it came from', () => {
    const doc = withPlainCard();
    for (const cell of ['Card sheet#7', 'sheet#7', 'card_sheet.png#7', ' Card Sheet.webp # 7 '])
      expect(readFrameReference(doc, 'plain', cell, { bare: false })).toEqual({ frame: { assetRefId: 'sheet', index: 7 } });
    expect(findSheet(doc, 'Felt.jpg')).toBe('felt');
    expect(findSheet(doc, 'Nope.png')).toBeNull();
  });

  it("defaults to the component's own sheet when only the number is given, with many images in the game", () => {
    const doc = fullDocument();
    expect(doc.assets.length).toBeGreaterThan(1);
    expect(readFrameReference(doc, 'card', '#3', { bare: false })).toEqual({ frame: { assetRefId: 'sheet', index: 3 } });
    expect(readFrameReference(doc, 'card', '3', { bare: true })).toEqual({ frame: { assetRefId: 'sheet', index: 3 } });
  });

  it('says why a cell is not a frame', () => {
    const doc = withPlainCard();
    expect(readFrameReference(doc, 'card', '3', { bare: false })).toEqual({
      error: '"3" is not a frame: write the sheet\'s asset name, "#" and the frame number from 0, like "Card faces#12"',
    });
    expect(readFrameReference(doc, 'card', 'Card sheet#-1', { bare: false })).toMatchObject({
      error: expect.stringMatching(/is not a frame/),
    });
    expect(readFrameReference(doc, 'card', 'Card sheet#10001', { bare: false })).toMatchObject({
      error: expect.stringMatching(/is not a frame/),
    });
    expect(readFrameReference(doc, 'card', 'Nope#2', { bare: false })).toEqual({ error: 'there is no asset named "Nope"' });
    expect(readFrameReference(doc, 'plain', '#2', { bare: false })).toMatchObject({
      error: expect.stringMatching(/component "Plain" has no sheet of its own yet/),
    });
  });
});
