import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION, DocumentFormatError, migrateDocument } from './index.ts';
import { fullDocument } from './test-fixtures.ts';

/** The full document as version 1 stored it: each object's place in flat fields. */
function version1Document() {
  const { objects, ...rest } = fullDocument();
  return {
    ...rest,
    formatVersion: 1,
    objects: objects.map(({ placement, ...object }) => {
      if (placement.type === 'surface') return { ...object, surfaceId: placement.surfaceId, x: placement.x, y: placement.y, rotation: placement.rotation };
      if (placement.type === 'seat') return { ...object, seatId: placement.seatId };
      return { ...object, parentId: placement.parentId };
    }),
  };
}

describe('document migrations', () => {
  it('is at format 2', () => {
    expect(CURRENT_FORMAT_VERSION).toBe(2);
  });

  it('reads a current document as it is', () => {
    expect(migrateDocument(fullDocument())).toEqual(fullDocument());
  });

  it('upgrades a version 1 document, moving flat object positions into placements', () => {
    const upgraded = migrateDocument(version1Document());
    expect(upgraded.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    // The fixture's nested order is not kept by v1, which had no such setting.
    const expected = fullDocument();
    for (const object of expected.objects) if (object.placement.type === 'object') delete object.placement.order;
    expect(upgraded).toEqual(expected);
  });

  it('fills what version 1 could leave out and prefers the innermost place', () => {
    const doc = version1Document();
    doc.objects = [
      { id: 'a', componentId: 'd6', faceUp: true, surfaceId: 'table' } as never,
      { id: 'b', componentId: 'card', faceUp: true, surfaceId: 'table', x: 5, y: 6, seatId: 'p1', parentId: 'the-deck' } as never,
      { id: 'the-deck', componentId: 'deck', faceUp: false, surfaceId: 'table', x: 1, y: 2, seatId: 'p1' } as never,
    ];
    expect(migrateDocument(doc).objects.map((object) => object.placement)).toEqual([
      { type: 'surface', surfaceId: 'table', x: 0, y: 0, rotation: 0 },
      { type: 'object', parentId: 'the-deck' },
      { type: 'seat', seatId: 'p1' },
    ]);
  });

  it('does not change the stored document it reads', () => {
    const stored = version1Document();
    const copy = structuredClone(stored);
    migrateDocument(stored);
    expect(stored).toEqual(copy);
  });

  it('refuses documents from a newer version of Tablecraft, saying so', () => {
    const future = { ...fullDocument(), formatVersion: CURRENT_FORMAT_VERSION + 1 };
    expect(() => migrateDocument(future)).toThrow(DocumentFormatError);
    expect(() => migrateDocument(future)).toThrow(/format 3, which is newer than this version of Tablecraft can read \(up to 2\)/);
  });

  it('refuses what has no usable format version', () => {
    expect(() => migrateDocument('{}')).toThrow('A game document must be a JSON object.');
    expect(() => migrateDocument([])).toThrow(DocumentFormatError);
    for (const formatVersion of [undefined, 0, 1.5, '2']) expect(() => migrateDocument({ ...fullDocument(), formatVersion })).toThrow('The game document has no valid format version.');
  });

  it('validates the upgraded document, keeping the field paths of what is wrong', () => {
    const doc = version1Document();
    (doc.objects[0] as Record<string, unknown>).x = 'left';
    try {
      migrateDocument(doc);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DocumentFormatError);
      expect((error as DocumentFormatError).problems).toEqual([{ path: ['objects', 0, 'placement', 'x'], code: 'INVALID_TYPE', message: 'must be a number' }]);
      expect((error as Error).message).toBe('The game document is not valid: objects.0.placement.x must be a number');
    }
  });
});
