import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION, DocumentFormatError, migrateDocument } from './index.ts';
import { fullDocument } from './test-fixtures.ts';
import { initialRoomState } from '../play/index.ts';

/** The full document as version 2 stored it: dropzones by their top-left corner, anchors from it. */
function version2Document() {
  const doc = fullDocument();
  const zones = new Map(doc.dropzones.map((zone) => [zone.id, zone]));
  return {
    ...doc,
    formatVersion: 2,
    dropzones: doc.dropzones.map((zone) => ({ ...zone, x: zone.x - zone.width / 2, y: zone.y - zone.height / 2 })),
    anchors: doc.anchors.map((anchor) => {
      const zone = zones.get(anchor.dropzoneId)!;
      const moved = { ...anchor, x: anchor.x + zone.width / 2, y: anchor.y + zone.height / 2 };
      if (anchor.x2 !== undefined) Object.assign(moved, { x2: anchor.x2 + zone.width / 2, y2: anchor.y2! + zone.height / 2 });
      return moved;
    }),
  };
}

/** The full document as version 1 stored it: each object's place in flat fields (and zones as version 2). */
function version1Document() {
  const { objects, ...rest } = version2Document();
  return {
    ...rest,
    formatVersion: 1,
    objects: objects.map(({ placement, ...object }) => {
      if (placement.type === 'surface')
        return { ...object, surfaceId: placement.surfaceId, x: placement.x, y: placement.y, rotation: placement.rotation };
      if (placement.type === 'seat') return { ...object, seatId: placement.seatId };
      return { ...object, parentId: placement.parentId };
    }),
  };
}

describe('document migrations', () => {
  it('is at format 3', () => {
    expect(CURRENT_FORMAT_VERSION).toBe(3);
  });

  it('upgrades a version 2 document, placing dropzones by their centre and anchors from it', () => {
    const stored = version2Document();
    expect(stored.dropzones.find((zone) => zone.id === 'discard')).toMatchObject({ x: 400, y: 100, width: 260, height: 360 });
    expect(stored.anchors.find((anchor) => anchor.id === 'slot-1')).toMatchObject({ x: 80, y: 150 });
    const upgraded = migrateDocument(stored);
    expect(upgraded).toEqual(fullDocument());
    expect(upgraded.dropzones.find((zone) => zone.id === 'discard')).toMatchObject({ x: 530, y: 280 });
    // A line anchor's both ends move with it.
    expect(upgraded.anchors.find((anchor) => anchor.id === 'rail')).toMatchObject({ x: -130, y: -180, x2: 130, y2: -180 });
  });

  it('gives a room the same table from a version 2 document and from its upgrade', () => {
    const fromStored = initialRoomState(migrateDocument(version2Document()), { seed: 'same' });
    const legacyZone = version2Document().dropzones.find((zone) => zone.id === 'discard')!;
    expect(fromStored.zones.discard).toMatchObject({
      x: legacyZone.x,
      y: legacyZone.y,
      width: 260,
      height: 360,
      anchors: [{ x: 0, y: 0 }],
    });
    const slots = Object.values(fromStored.zones).find((zone) => zone.id.startsWith('slots@'))!;
    expect(slots).toMatchObject({ x: 0, y: 0, anchors: [{ x: 80, y: 150 }] });
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
    expect(() => migrateDocument(future)).toThrow(/format 4, which is newer than this version of Tablecraft can read \(up to 3\)/);
  });

  it('refuses what has no usable format version', () => {
    expect(() => migrateDocument('{}')).toThrow('A game document must be a JSON object.');
    expect(() => migrateDocument([])).toThrow(DocumentFormatError);
    for (const formatVersion of [undefined, 0, 1.5, '2'])
      expect(() => migrateDocument({ ...fullDocument(), formatVersion })).toThrow('The game document has no valid format version.');
  });

  it('validates the upgraded document, keeping the field paths of what is wrong', () => {
    const doc = version1Document();
    (doc.objects[0] as Record<string, unknown>).x = 'left';
    try {
      migrateDocument(doc);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DocumentFormatError);
      expect((error as DocumentFormatError).problems).toEqual([
        { path: ['objects', 0, 'placement', 'x'], code: 'INVALID_TYPE', message: 'must be a number' },
      ]);
      expect((error as Error).message).toBe('The game document is not valid: objects.0.placement.x must be a number');
    }
  });
});
