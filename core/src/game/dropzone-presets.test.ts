import { describe, expect, it } from 'vitest';
import { DEFAULT_PIECE_SIZE, DROPZONE_PRESETS, dropzonePreset, likelyPieceSize } from './dropzone-presets.ts';
import { dropzoneSchema } from './table-schemas.ts';
import { fullDocument } from './test-fixtures.ts';

const card = { width: 250, height: 350 };

describe('dropzone presets', () => {
  it('offer a draw pile, a discard pile, a hand row and a grid', () => {
    expect(DROPZONE_PRESETS.map((preset) => preset.label)).toEqual(['Draw pile', 'Discard', 'Hand row', 'Grid']);
  });

  it('make a draw pile a face-down stack shuffled at start, and a discard pile a face-up stack', () => {
    expect(dropzonePreset('draw').settings(card)).toMatchObject({ layout: { type: 'stack' }, viewPolicy: 'nobody', shuffleAtStart: true });
    expect(dropzonePreset('discard').settings(card)).toMatchObject({ layout: { type: 'stack' }, faceUpOnDrop: true });
    expect(dropzonePreset('discard').settings(card).shuffleAtStart).toBeUndefined();
  });

  it('size each zone to hold the card: a pile one card, a row five fanned, a grid a card a cell', () => {
    const pile = dropzonePreset('draw').settings(card);
    expect(pile.width).toBeGreaterThan(card.width);
    expect(pile.height).toBeGreaterThan(card.height);
    const row = dropzonePreset('hand').settings(card);
    expect(row.layout).toMatchObject({ type: 'spread', direction: 'horizontal' });
    const spacing = row.layout.type === 'spread' ? row.layout.spacing : 0;
    expect(row.width).toBeGreaterThanOrEqual(card.width + 4 * spacing);
    const grid = dropzonePreset('grid').settings(card);
    if (grid.layout.type !== 'grid') throw new Error('a grid');
    expect(grid.width / grid.layout.cols).toBeGreaterThanOrEqual(card.width);
    expect(grid.height / grid.layout.rows).toBeGreaterThanOrEqual(card.height);
  });

  it('give dropzones the document accepts', () => {
    for (const preset of DROPZONE_PRESETS) {
      const zone = {
        id: 'z',
        name: preset.label,
        parent: { type: 'surface', surfaceId: 'table' },
        x: 10,
        y: 10,
        order: 0,
        ...preset.settings(card),
      };
      expect(dropzoneSchema.safeParse(zone).success).toBe(true);
    }
  });

  it('are sized to the tile the game uses most, or a usual card without one', () => {
    expect(likelyPieceSize(fullDocument())).toEqual(card);
    const doc = fullDocument();
    doc.components.push({ ...doc.components[0]!, id: 'token', name: 'Token', width: 50, height: 50 });
    for (let i = 0; i < 4; i++)
      doc.objects.push({ id: `t${i}`, componentId: 'token', placement: { type: 'seat', seatId: 'p1' }, faceUp: true });
    expect(likelyPieceSize(doc)).toEqual({ width: 50, height: 50 });
    expect(likelyPieceSize({ components: [], objects: [] })).toEqual(DEFAULT_PIECE_SIZE);
  });
});
