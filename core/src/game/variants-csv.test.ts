import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PART_LIMITS, emptyGameDocument, exportVariantsCsv, importVariantsCsv, validateDocument, type GameDocument } from './index.ts';
import { fullDocument } from './test-fixtures.ts';
import { runs } from '../../../testing/property-runs.ts';

// The peasant has a sheet frame, so the export carries a frame column (before, frames were lost on a round trip).
const CARD_CSV =
  'name,title,power,art,frame\r\nDragon,Red Dragon,9,Dragon art,\r\nKnight,"Knight, ""the Brave""",5,,\r\nPeasant,Peasant,,,Card sheet#2\r\n';

/** The document of a successful import; fails the test with the problems otherwise. */
function imported(doc: GameDocument, csv: string, componentId = 'card'): GameDocument {
  const result = importVariantsCsv(doc, componentId, csv);
  if (!result.ok) expect.fail(`refused: ${JSON.stringify(result.problems)}`);
  expect(validateDocument(result.doc)).toMatchObject({ ok: true });
  return result.doc;
}

/** The messages of a refused import, checking that it is refused. */
function refusal(csv: string, doc = fullDocument()): string[] {
  const result = importVariantsCsv(doc, 'card', csv);
  if (result.ok) expect.fail('the import was not refused');
  for (const problem of result.problems) expect(problem.path).toEqual(['csv']);
  return result.problems.map((problem) => problem.message);
}

describe('exporting variants as CSV', () => {
  it('writes a header of name and field names, then one quoted-where-needed row per variant of the component', () => {
    expect(exportVariantsCsv(fullDocument(), 'card')).toBe(CARD_CSV);
  });

  it('writes only the header for a component without variants, and names an image by id when its name is shared', () => {
    expect(exportVariantsCsv(fullDocument(), 'deck')).toBe('name\r\n');
    const doc = fullDocument();
    doc.assets[2]!.name = 'Dragon art';
    expect(exportVariantsCsv(doc, 'card').split('\r\n')[1]).toBe('Dragon,Red Dragon,9,dragon,');
  });
});

describe('importing variants from CSV', () => {
  it('reads back what it exported without changing anything', () => {
    const doc = fullDocument();
    expect(importVariantsCsv(doc, 'card', exportVariantsCsv(doc, 'card'))).toEqual({ ok: true, doc, count: 3 });
  });

  it('keeps matched variants (and the objects using them), adds new rows and follows the CSV order', () => {
    const doc = fullDocument();
    const csv = 'name,power,title\nKnight,6,Sir Knight\nPeasant,1,Peasant\nDragon,10,Red Dragon\nWizard,7,The Wizard\n';
    const result = importVariantsCsv(doc, 'card', csv);
    expect(result).toMatchObject({ ok: true, count: 4 });
    const next = imported(doc, csv);
    expect(next.variants.map((variant) => variant.name)).toEqual(['Knight', 'Peasant', 'Dragon', 'Wizard', 'Six']);
    expect(next.variants.slice(0, 3).map((variant) => variant.id)).toEqual(['knight-card', 'peasant-card', 'dragon-card']);
    expect(next.variants[0]!.values).toEqual({ title: 'Sir Knight', power: 6, art: null });
    // A column left out keeps its values; the peasant keeps its sheet frame.
    expect(next.variants[2]!.values).toEqual({ title: 'Red Dragon', power: 10, art: 'dragon' });
    expect(next.variants[1]!.sheetFrame).toEqual({ assetRefId: 'sheet', index: 2 });
    expect(next.variants[3]).toMatchObject({ name: 'Wizard', componentId: 'card', values: { title: 'The Wizard', power: 7 } });
    expect(next.variants[3]!.id).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('treats an empty cell as no value, so the field default applies', () => {
    const next = imported(fullDocument(), 'name,power\nDragon,\nKnight,5\nPeasant,\n');
    expect(next.variants[0]!.values).toEqual({ title: 'Red Dragon', art: 'dragon' });
  });

  it('reads numbers, image names and ids, and skips blank lines', () => {
    const next = imported(fullDocument(), 'name,power,art\r\nDragon, -1.5e2 ,sheet\r\n\r\nKnight,.5,Felt\r\n,,\r\nPeasant,+3,\r\n');
    expect(next.variants.slice(0, 3).map((variant) => [variant.values.power, variant.values.art])).toEqual([
      [-150, 'sheet'],
      [0.5, 'felt'],
      [3, undefined],
    ]);
  });

  it('fills a component that had no variants', () => {
    const doc = fullDocument();
    doc.variants = doc.variants.filter((variant) => variant.id === 'six');
    doc.objects = [];
    const next = imported(doc, 'name,title\nOne,1\nTwo,2\n');
    expect(next.variants.map((variant) => variant.name)).toEqual(['Six', 'One', 'Two']);
  });

  describe('refuses, naming the row and column, and imports nothing', () => {
    it('a number field with text that is not a number', () => {
      const doc = fullDocument();
      const result = importVariantsCsv(doc, 'card', 'name,power\nDragon,9\nKnight,abc\nPeasant,1\n');
      expect(result).toEqual({
        ok: false,
        problems: [{ path: ['csv'], code: 'CSV_BAD_VALUE', message: 'Row 3, column "power": "abc" is not a number.' }],
      });
      expect(doc).toEqual(fullDocument());
      expect(refusal('name,power\nDragon,1e999\nKnight,0x10\nPeasant,Infinity\n')).toEqual([
        'Row 2, column "power": "1e999" is not a number.',
        'Row 3, column "power": "0x10" is not a number.',
        'Row 4, column "power": "Infinity" is not a number.',
      ]);
    });

    it('a row without a name', () => {
      expect(refusal('name,title\nDragon,Red\n  ,Nameless\n')).toEqual(['Row 3, column "name": a name is required.']);
      expect(refusal(`name\n${'x'.repeat(81)}\n`)).toEqual(['Row 2, column "name": must be at most 80 characters.']);
    });

    it('a row with the wrong number of values', () => {
      expect(refusal('name,title,power\nDragon,Red,9\nKnight,Blue\nPeasant,a,1,extra\n')).toEqual([
        'Row 3 has 2 values, but the header has 3 columns.',
        'Row 4 has 4 values, but the header has 3 columns.',
      ]);
    });

    it('columns the component has no field for, or that repeat', () => {
      expect(refusal('name,title,powr,title\nDragon,Red,9,x\n')).toEqual([
        'Row 1, column "powr": component "Card" has no field named "powr".',
        'Row 1, column "title": this column appears twice.',
      ]);
      expect(refusal('title,name\nRed,Dragon\n')).toEqual([
        'Row 1, column "title": the first column must be "name".',
        'Row 1, column "name": component "Card" has no field named "name".',
      ]);
    });

    it('an image that is not an asset of the game', () => {
      expect(refusal('name,art\nDragon,Dragon art\nKnight,knight.png\n')).toEqual([
        'Row 3, column "art": there is no asset named "knight.png".',
      ]);
    });

    it('broken CSV or no header at all', () => {
      expect(refusal('name\nDragon\n"Knight\n')).toEqual(['Row 3: a quoted value is not closed.']);
      expect(refusal('')).toEqual(['The CSV is empty: it needs a header row starting with "name".']);
    });

    it('leaving out a variant that objects use', () => {
      expect(refusal('name\nDragon\nPeasant\nWizard\n')).toEqual([
        'Variant "Knight" is used by 1 object but has no row in the CSV; add its row back or remove those objects first.',
      ]);
    });

    it('more rows than a game may have variants', () => {
      const rows = Array.from({ length: PART_LIMITS.variants }, (_, i) => `Card ${i}`);
      expect(refusal(['name', 'Dragon', 'Knight', 'Peasant', ...rows].join('\n'))).toEqual([
        `A game can have at most ${PART_LIMITS.variants} variants; this CSV would make ${PART_LIMITS.variants + 4}.`,
      ]);
    });

    it('a component that does not exist', () => {
      expect(importVariantsCsv(fullDocument(), 'gone', 'name\n')).toMatchObject({ ok: false, problems: [{ code: 'NOT_FOUND' }] });
    });
  });

  it('round-trips any text and numbers through export and import', () => {
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      .map((text) => text.trim())
      .filter((text) => text.length > 0 && text.length <= 80);
    const variantRow = fc.record({
      name,
      title: fc.oneof(
        fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', ' ', 'x'), maxLength: 10 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
      ),
      power: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(variantRow, { maxLength: 12 }), (rows) => {
        const doc = fullDocument();
        doc.objects = doc.objects.filter((object) => object.variantId === undefined);
        doc.variants = [
          ...rows.map((row, i) => ({
            id: `v${i}`,
            name: row.name,
            componentId: 'card',
            values: {
              // An empty cell reads back as "no value", so empty text is stored as no value here.
              ...(row.title === '' ? {} : { title: row.title }),
              ...(row.power === undefined ? {} : { power: Object.is(row.power, -0) ? 0 : row.power }),
            },
          })),
          ...doc.variants.filter((variant) => variant.componentId !== 'card'),
        ];
        const result = importVariantsCsv(doc, 'card', exportVariantsCsv(doc, 'card'));
        expect(result).toEqual({ ok: true, doc, count: rows.length });
      }),
      { numRuns: runs(200) },
    );
    // 200 whole documents exported and read back: 2–8 s on a busy 2-core machine, past the default 5 s.
  }, 30_000);
});

describe('sheet frames in the variants CSV', () => {
  it('round-trips frames and non-ASCII text, with or without a byte-order mark', () => {
    const doc = fullDocument();
    doc.variants[0]!.values.title = 'Drache „Fafnir“ — 火龍 🐉';
    doc.variants[0]!.sheetFrame = { assetRefId: 'sheet', index: 7 };
    const csv = exportVariantsCsv(doc, 'card');
    expect(csv).toContain('Drache „Fafnir“ — 火龍 🐉,9,Dragon art,Card sheet#7');
    expect(importVariantsCsv(doc, 'card', csv)).toEqual({ ok: true, doc, count: 3 });
    expect(importVariantsCsv(doc, 'card', `\uFEFF${csv}`)).toEqual({ ok: true, doc, count: 3 });
  });

  it('sets frames from the column, removes them for an empty cell and keeps them without the column', () => {
    const doc = fullDocument();
    const next = imported(doc, 'name,frame\nDragon,Card sheet#0\nKnight,sheet#1\nPeasant,\n');
    expect(next.variants.slice(0, 3).map((variant) => variant.sheetFrame)).toEqual([
      { assetRefId: 'sheet', index: 0 },
      { assetRefId: 'sheet', index: 1 },
      undefined,
    ]);
    expect(imported(doc, 'name\nDragon\nKnight\nPeasant\n').variants[2]!.sheetFrame).toEqual({ assetRefId: 'sheet', index: 2 });
  });

  it('makes a 52-card deck from a sheet and a names-and-frames CSV alone, reading a bare number when the game has one asset', () => {
    const doc: GameDocument = {
      ...emptyGameDocument(),
      assets: [{ id: 'faces', name: 'Card faces', assetId: '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f' }],
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
    const rows = ['name,frame', ...Array.from({ length: 52 }, (_, i) => `Card ${i + 1},${i}`)];
    const cards = imported(doc, rows.join('\n')).variants;
    expect(cards).toHaveLength(52);
    expect(cards.map((variant) => variant.sheetFrame)).toEqual(Array.from({ length: 52 }, (_, index) => ({ assetRefId: 'faces', index })));
  });

  it('names the row and column of a frame it cannot read', () => {
    expect(refusal('name,frame\nDragon,Card sheet#x\n')).toEqual([
      'Row 2, column "frame": "Card sheet#x" is not a frame: write the sheet\'s asset name, "#" and the frame number from 0, like "Card faces#12".',
    ]);
    expect(refusal('name,frame\nDragon,Nope#3\n')).toEqual(['Row 2, column "frame": there is no asset named "Nope".']);
    // A bare number is a frame of the component's own sheet; a component without one cannot read it.
    const doc = fullDocument();
    doc.components.push({
      ...doc.components[0]!,
      id: 'plain',
      name: 'Plain',
      faces: { front: { background: '#ffffff' }, back: { background: '#000000' } },
    } as GameDocument['components'][number]);
    const result = importVariantsCsv(doc, 'plain', 'name,frame\nOne,3\n');
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      'Row 2, column "frame": "3" does not say which sheet, and component "Plain" has no sheet of its own yet: write the asset name before the number, like "Card faces#3".',
    ]);
  });

  it('reads a bare number as a frame of the sheet the component already uses, however many images the game has', () => {
    const next = imported(fullDocument(), 'name,frame\nDragon,3\nKnight,#4\nPeasant,card_sheet.png#5\n');
    expect(next.variants.slice(0, 3).map((variant) => variant.sheetFrame)).toEqual([
      { assetRefId: 'sheet', index: 3 },
      { assetRefId: 'sheet', index: 4 },
      { assetRefId: 'sheet', index: 5 },
    ]);
  });
});
