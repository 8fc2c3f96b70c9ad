import { describe, expect, it } from 'vitest';
import { emptyGameDocument, importVariantsCsv, previewVariantsCsv, validateDocument, type GameDocument } from './index.ts';
import { inferFieldType } from './csv-fields.ts';
import { fullDocument } from './test-fixtures.ts';

// A CSV whose headers name fields the component does not have yet: the preview reads their types from
// the cells and writes nothing; the import, told those types, adds the fields and the variants together.

/** A game with a 12-frame sheet, a card back image and a card component with no fields or variants. */
function sheetGame(): GameDocument {
  return {
    ...emptyGameDocument(),
    assets: [
      { id: 'faces', name: 'rainbow cards', assetId: '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f' },
      { id: 'back', name: 'Card back', assetId: '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d' },
    ],
    components: [
      {
        id: 'card',
        name: 'Card',
        kind: 'tile',
        width: 120,
        height: 168,
        orientations: 4,
        flipAxis: 'horizontal',
        faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a' } },
      },
    ],
  };
}

const RAINBOW_CSV = [
  'name,number,colour,art,frame',
  'Red 1,1,red,rainbow_cards.png#0,0',
  'Red 2,2,red,rainbow_cards.png#1,1',
  'Blue 1,1,blue,#2,rainbow cards#2',
  'Blank,,,,',
].join('\n');

describe('reading a new column’s type from its cells', () => {
  it('numbers, images (asset names or frames) and text', () => {
    const doc = fullDocument();
    expect(inferFieldType(doc, 'card', ['1', ' -2.5 ', '', '1e3'])).toBe('number');
    expect(inferFieldType(doc, 'card', ['Felt', 'Card sheet#3', '#4', 'card_sheet.png#5'])).toBe('image');
    // One misspelt sheet among frames keeps the column an image, so the bad row is named.
    expect(inferFieldType(doc, 'card', ['Card sheet#3', 'Card shet#4'])).toBe('image');
    expect(inferFieldType(doc, 'card', ['Rule #1', 'Rule #2'])).toBe('text');
    expect(inferFieldType(doc, 'card', ['1', 'one'])).toBe('text');
    expect(inferFieldType(doc, 'card', ['', ''])).toBe('text');
  });
});

describe('previewing a CSV with new columns', () => {
  it('lists the new fields with their types and the variants to add, writing nothing', () => {
    const doc = sheetGame();
    const before = structuredClone(doc);
    expect(previewVariantsCsv(doc, 'card', RAINBOW_CSV)).toEqual({
      newFields: [
        { name: 'number', type: 'number', inferred: 'number' },
        { name: 'colour', type: 'text', inferred: 'text' },
        { name: 'art', type: 'image', inferred: 'image' },
      ],
      fieldColumns: [],
      frameColumn: true,
      created: ['Red 1', 'Red 2', 'Blue 1', 'Blank'],
      updated: [],
      removed: [],
      newImages: 3,
      problems: [],
    });
    expect(doc).toEqual(before);
  });

  it('takes a chosen type over the one read, and names each bad row with its number and reason', () => {
    const csv = 'name,number,art\nOne,1,rainbow cards#0\nTwo,two,Nope#1\n,3,#2\nFour,4\n';
    const preview = previewVariantsCsv(sheetGame(), 'card', csv, { number: 'number' })!;
    expect(preview.newFields).toEqual([
      { name: 'number', type: 'number', inferred: 'text' },
      { name: 'art', type: 'image', inferred: 'image' },
    ]);
    expect(preview.problems).toEqual([
      { row: 3, message: 'Row 3, column "number": "two" is not a number.' },
      { row: 3, message: 'Row 3, column "art": there is no asset named "Nope".' },
      { row: 4, message: 'Row 4, column "name": a name is required.' },
      { row: 5, message: 'Row 5 has 2 values, but the header has 3 columns.' },
    ]);
    expect(preview.created).toEqual([]);
  });

  it('keeps columns that are fields already as they were, and shows updates and removals', () => {
    const doc = fullDocument();
    doc.objects = doc.objects.filter((object) => object.variantId !== 'peasant-card');
    const preview = previewVariantsCsv(doc, 'card', 'name,power,rarity\nDragon,9,rare\nWizard,3,common\nKnight,5,\n')!;
    expect(preview).toMatchObject({
      newFields: [{ name: 'rarity', type: 'text' }],
      fieldColumns: ['power'],
      created: ['Wizard'],
      updated: ['Dragon', 'Knight'],
      removed: ['Peasant'],
      problems: [],
    });
    expect(previewVariantsCsv(doc, 'gone', 'name\n')).toBeNull();
  });
});

describe('importing a CSV with new columns', () => {
  it('adds the fields and the variants in one change, laid out on the face', () => {
    const doc = sheetGame();
    const preview = previewVariantsCsv(doc, 'card', RAINBOW_CSV)!;
    const result = importVariantsCsv(doc, 'card', RAINBOW_CSV, { newFields: preview.newFields });
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    expect(validateDocument(result.doc)).toMatchObject({ ok: true });
    expect(result.count).toBe(4);
    const fields = result.doc.fields;
    expect(fields.map((field) => [field.name, field.type])).toEqual([
      ['number', 'number'],
      ['colour', 'text'],
      ['art', 'image'],
    ]);
    // The art fills the face; the texts stack down its left side.
    expect(fields[2]).toMatchObject({ x: 0, y: 0, width: 120, height: 168 });
    expect(fields.slice(0, 2).map((field) => [field.x, field.y])).toEqual([
      [8, 8],
      [8, 44],
    ]);
    const [red1, red2, blue1, blank] = result.doc.variants;
    const byName = (id: string | number | null | undefined) => result.doc.assets.find((asset) => asset.id === id);
    expect(red1!.values[fields[0]!.id]).toBe(1);
    expect(red1!.values[fields[1]!.id]).toBe('red');
    expect(byName(red1!.values[fields[2]!.id])).toMatchObject({
      name: 'rainbow cards#0',
      assetId: doc.assets[0]!.assetId,
      frame: { index: 0 },
    });
    expect(byName(blue1!.values[fields[2]!.id])).toMatchObject({ name: 'rainbow cards#2', frame: { index: 2 } });
    expect([red1, red2, blue1].map((variant) => variant!.sheetFrame)).toEqual([0, 1, 2].map((index) => ({ assetRefId: 'faces', index })));
    expect(blank).toMatchObject({ name: 'Blank', values: {} });
    expect(result.doc.assets).toHaveLength(5);
    // Importing again finds the frames' assets by name instead of adding more.
    const again = importVariantsCsv(
      result.doc,
      'card',
      RAINBOW_CSV.replace('name,number,colour,art,frame', 'name,number,colour,art,frame'),
    );
    expect(again).toMatchObject({ ok: true, count: 4 });
    if (again.ok) expect(again.doc.assets).toHaveLength(5);
  });

  it('refuses columns it was not told to add, as before, and new fields that are not columns', () => {
    const doc = sheetGame();
    expect(importVariantsCsv(doc, 'card', RAINBOW_CSV)).toMatchObject({
      ok: false,
      problems: [
        { code: 'CSV_UNKNOWN_COLUMN', message: 'Row 1, column "number": component "Card" has no field named "number".' },
        { code: 'CSV_UNKNOWN_COLUMN' },
        { code: 'CSV_UNKNOWN_COLUMN' },
      ],
    });
    expect(importVariantsCsv(doc, 'card', 'name\nOne\n', { newFields: [{ name: 'cost', type: 'number' }] })).toEqual({
      ok: false,
      problems: [{ path: ['newFields'], code: 'CSV_NEW_FIELD', message: 'The CSV has no column "cost" to make a field of.' }],
    });
  });

  it('writes nothing when any row is wrong, even with its new fields given', () => {
    const doc = sheetGame();
    const before = structuredClone(doc);
    const result = importVariantsCsv(doc, 'card', 'name,cost\nOne,1\nTwo,lots\n', { newFields: [{ name: 'cost', type: 'number' }] });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: ['csv'], code: 'CSV_BAD_VALUE', message: 'Row 3, column "cost": "lots" is not a number.' }],
    });
    expect(doc).toEqual(before);
  });

  it('skips empty columns a spreadsheet saved after the last one', () => {
    const csv = 'name,cost,,\nOne,1,,\nTwo,2,,\n';
    const preview = previewVariantsCsv(sheetGame(), 'card', csv)!;
    expect(preview).toMatchObject({ newFields: [{ name: 'cost', type: 'number' }], created: ['One', 'Two'], problems: [] });
    expect(importVariantsCsv(sheetGame(), 'card', csv, { newFields: preview.newFields })).toMatchObject({ ok: true, count: 2 });
  });

  it('refuses headers that cannot be field names', () => {
    const preview = previewVariantsCsv(sheetGame(), 'card', `name,,${'x'.repeat(81)}\nOne,a,b\n`)!;
    expect(preview.problems.map((problem) => problem.message)).toEqual([
      'Row 1, column 2: a column needs a name to become a field.',
      `Row 1, column "${'x'.repeat(81)}": a field name must be at most 80 characters.`,
    ]);
  });
});
