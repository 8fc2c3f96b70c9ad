import { describe, expect, it } from 'vitest';
import { PART_LIMITS, validateDocument } from '../../game/index.ts';
import { fromPlayingCardsIo, MAX_WIDGETS, PcioImportError, type PcioImport } from '../index.ts';
import { fixture, roomFile, tinyPng } from './test-files.ts';

// Room files made to break the converter: each is either converted, with report lines saying what was
// dropped, or refused with a PcioImportError whose message a person can act on. Never a crash, never
// a document the schema refuses.

function convertValid(files: Map<string, Uint8Array>): PcioImport {
  const result = fromPlayingCardsIo(files);
  expect(validateDocument(result.document)).toMatchObject({ ok: true });
  return result;
}

const refusal = (files: Map<string, Uint8Array>) => {
  try {
    fromPlayingCardsIo(files);
  } catch (error) {
    expect(error).toBeInstanceOf(PcioImportError);
    return (error as Error).message;
  }
  throw new Error('The file was not refused');
};

const bytes = (text: string) => new TextEncoder().encode(text);

describe('files that are not a room', () => {
  it('refuses widgets.json that is not JSON', () => {
    expect(refusal(roomFile('{"widgets": [ this is not json'))).toMatch(
      /^widgets\.json is not valid JSON .*Export the room from PlayingCards\.io again\.$/,
    );
  });

  it('refuses a file without any widgets file, and says how to get one', () => {
    expect(refusal(new Map([['readme.txt', bytes('hello')]]))).toBe(
      'This file has no widgets.json, so it is not a PlayingCards.io room file. In PlayingCards.io, open the room, choose Edit ▸ Export room, and import the .pcio file it saves.',
    );
  });

  it('refuses a widgets.json that holds something else than widgets', () => {
    expect(refusal(roomFile('42'))).toBe('widgets.json does not hold a list of widgets, so this is not a PlayingCards.io room file.');
    expect(refusal(roomFile('{"name": "my room"}'))).toBe(
      'widgets.json does not hold a list of widgets, so this is not a PlayingCards.io room file.',
    );
  });

  it('refuses a file with two candidate rooms rather than guessing', () => {
    const files = new Map([
      ['a.json', bytes('[{"id":"x","type":"counter"}]')],
      ['b.json', bytes('{"widgets":[{"id":"y","type":"counter"}]}')],
    ]);
    expect(refusal(files)).toBe(
      'Several JSON files in it could be the room (a.json, b.json); a PlayingCards.io room file has one widgets.json.',
    );
  });

  it('reads any single JSON file of widgets, as an array, under "widgets" or as a map of id to widget', () => {
    const asMap = convertValid(new Map([['room/export.json', bytes('{"widgets":{"score":{"type":"counter","counterValue":2}}}')]]));
    expect(asMap.document.components).toMatchObject([{ id: 'score', kind: 'counter', counter: { initial: 2 } }]);
    const nested = convertValid(
      new Map([
        ['My Room/widgets.json', bytes('[{"id":"s","type":"counter"}]')],
        ['My Room/userassets/x.png', tinyPng()],
      ]),
    );
    expect(nested.document.components).toHaveLength(1);
  });

  it('converts an empty room to an empty table and says so', () => {
    const { document: doc, report } = convertValid(roomFile('[]'));
    expect(doc.objects).toEqual([]);
    expect(report[0]).toBe('The room has no widgets: the game is an empty table.');
  });
});

describe('widgets that are broken', () => {
  it('skips entries of wrong types and reads what it can of the rest', () => {
    const { document: doc, report } = convertValid(roomFile(fixture('wrong-types')));
    expect(report).toContain('4 entries of the widget list are not a widget and were skipped.');
    expect(report).toContain('1 widget repeated the id of an earlier one and was skipped. (for example "c")');
    expect(doc.components.find((c) => c.kind === 'counter')).toMatchObject({ name: 'Counter', counter: { initial: 0 } });
    expect(doc.components.find((c) => c.id === 'deck')).toMatchObject({ width: 103, height: 160 });
  });

  it('leaves out cards of a deck that is not there, and puts cards of a missing holder on the table', () => {
    const { document: doc, report } = convertValid(roomFile(fixture('missing-deck')));
    expect(doc.objects.map((o) => o.id)).toEqual(['pile', 'ok', 'odd-type', 'lost']);
    expect(report).toContain('2 cards belong to a deck that is not in the room file and were left out. (for example "orphan", "no-deck")');
    expect(report).toContain('1 card lies in a holder that is not in the room file and was put on the table. (for example "lost")');
    expect(report).toContain('1 card is of a card type its deck does not have and shows a plain face. (for example "zzz")');
  });

  it('puts cards whose parents form a loop on the table', () => {
    const { document: doc, report } = convertValid(roomFile(fixture('parent-cycle')));
    expect(doc.objects.every((o) => o.placement.type === 'surface')).toBe(true);
    expect(report).toContain(
      '3 cards lie in a loop of parents (a holder inside itself) and were put on the table. (for example "looped", "self", "stacked")',
    );
  });

  it('keeps absurd numbers (infinite, 1e300, negative sizes) within the document’s limits', () => {
    const { document: doc, report } = convertValid(roomFile(fixture('absurd-numbers'), ['userassets/board.png']));
    const deck = doc.components.find((c) => c.id === 'deck')!;
    expect(deck).toMatchObject({ width: 103, height: 4000 });
    expect(doc.components.find((c) => c.id === 'counter')).toMatchObject({
      counter: { initial: 0, min: -1_000_000_000, max: 1_000_000_000 },
    });
    expect(doc.components.find((c) => c.id === 'die')).toMatchObject({ sides: 100 });
    expect(doc.components.find((c) => c.id === 'many-sided')).toMatchObject({ sides: 2 });
    expect(doc.surfaces[0]).toMatchObject({ width: 1600, height: 1000 });
    expect(doc.dropzones[0]).toMatchObject({ width: 1600, height: 168 });
    expect(report[0]).toMatch(/^3 widgets lay beyond the 1600 × 1000 px table and were moved to its edge\./);
  });

  it('reads JSON that spells NaN as a string and infinity as 1e999', () => {
    const { document: doc } = convertValid(
      roomFile('[{"id":"c","type":"counter","x":"NaN","y":1e999,"counterValue":"NaN","width":"Infinity"}]'),
    );
    expect(doc.components[0]).toMatchObject({ width: 160, counter: { initial: 0 } });
    expect(doc.objects[0]!.placement).toEqual({ type: 'surface', surfaceId: 'table', x: 80, y: 24, rotation: 0 });
  });
});

describe('rooms too large for a game', () => {
  it('reads the first 20,000 of 100,000 widgets and keeps the pieces within the document’s limit', () => {
    const widgets: unknown[] = [{ id: 'deck', type: 'cardDeck', x: 0, y: 0, cardTypes: { a: { label: 'A' } } }];
    for (let i = 0; i < 100_000; i++)
      widgets.push({ id: `card-${i}`, type: 'card', deck: 'deck', cardType: 'a', x: i % 1500, y: (i * 7) % 900, z: i });
    const started = Date.now();
    const { document: doc, report } = convertValid(roomFile(JSON.stringify(widgets)));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(doc.objects).toHaveLength(PART_LIMITS.objects);
    expect(report).toContain(`The room has 100,001 widgets; only the first ${MAX_WIDGETS.toLocaleString('en')} were read.`);
    expect(report.find((line) => line.startsWith('A game holds at most 5,000 pieces;'))).toMatch(
      /^A game holds at most 5,000 pieces; 1\d,\d{3} more pieces were left out\.$/,
    );
  });

  it('keeps a deck of 3,000 card types within the document’s variants', () => {
    const cardTypes = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`t${i}`, { label: `Card ${i}` }]));
    const { document: doc, report } = convertValid(roomFile(JSON.stringify([{ id: 'deck', type: 'cardDeck', cardTypes }])));
    expect(doc.variants).toHaveLength(PART_LIMITS.variants);
    expect(report).toContain('A game holds at most 2,000 variants; 1,000 more variants were left out.');
  });
});
