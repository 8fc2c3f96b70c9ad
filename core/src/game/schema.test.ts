import { describe, expect, it } from 'vitest';
import {
  CURRENT_FORMAT_VERSION,
  PART_KINDS,
  PART_LIMITS,
  PART_SCHEMAS,
  componentSchema,
  emptyGameDocument,
  gameDocumentSchema,
  newPartId,
  PART_ID_PATTERN,
  validateDocument,
  type GameDocument,
} from './index.ts';
import { fullDocument } from './test-fixtures.ts';

/** The problems validateDocument reports for a document changed by `edit`, as "path: code". */
function problemsAfter(edit: (doc: GameDocument & Record<string, unknown>) => void): string[] {
  const doc = structuredClone(fullDocument()) as GameDocument & Record<string, unknown>;
  edit(doc);
  const result = validateDocument(doc);
  return result.ok ? [] : result.problems.map((problem) => `${problem.path.join('.')}: ${problem.code}`);
}

describe('part ids', () => {
  it('are 12 URL-safe characters and differ each time', () => {
    const ids = Array.from({ length: 2000 }, newPartId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(ids.every((id) => PART_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the game document schema', () => {
  it('accepts a full document with every kind of part, unchanged', () => {
    const doc = fullDocument();
    const parsed = gameDocumentSchema.parse(doc);
    expect(parsed).toEqual(doc);
    expect(validateDocument(doc)).toEqual({ ok: true, doc });
  });

  it('starts a new draft with a Table surface and two seats of different colours', () => {
    const doc = emptyGameDocument();
    expect(validateDocument(doc).ok).toBe(true);
    expect(doc.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(doc.surfaces).toEqual([expect.objectContaining({ name: 'Table', width: 1600, height: 1000 })]);
    expect(doc.seats.map((seat) => seat.name)).toEqual(['Player 1', 'Player 2']);
    expect(doc.seats[0]!.color).not.toBe(doc.seats[1]!.color);
    expect(emptyGameDocument().surfaces[0]!.id).not.toBe(doc.surfaces[0]!.id);
  });

  it('fills in defaults so a part can be created from a name and a kind', () => {
    expect(componentSchema.parse({ id: 'c', name: '  Token ', kind: 'tile' })).toEqual({
      id: 'c',
      name: 'Token',
      kind: 'tile',
      width: 250,
      height: 350,
      orientations: 4,
      flipAxis: 'horizontal',
      faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a' } },
    });
    expect(componentSchema.parse({ id: 'd', name: 'Die', kind: 'die' })).toMatchObject({ sides: 6 });
    expect(gameDocumentSchema.parse({ formatVersion: CURRENT_FORMAT_VERSION })).toMatchObject({ components: [], objects: [] });
  });

  it('lets an object be locked where it starts, and reads one without the flag as unlocked', () => {
    const doc = fullDocument();
    doc.objects[0] = { ...doc.objects[0]!, locked: true };
    expect(gameDocumentSchema.parse(doc).objects[0]!.locked).toBe(true);
    expect(gameDocumentSchema.parse(fullDocument()).objects[0]).not.toHaveProperty('locked');
    expect(problemsAfter((d) => (d.objects[0] = { ...d.objects[0]!, locked: 'yes' as never }))).toEqual(['objects.0.locked: INVALID_TYPE']);
  });

  it('maps every part kind to its array and schema', () => {
    expect(Object.values(PART_KINDS).sort()).toEqual(
      Object.keys(gameDocumentSchema.shape)
        .filter((key) => key !== 'formatVersion')
        .sort(),
    );
    expect(Object.keys(PART_SCHEMAS).sort()).toEqual(Object.keys(PART_KINDS).sort());
    expect(Object.keys(PART_LIMITS).sort()).toEqual(Object.values(PART_KINDS).sort());
  });

  it('refuses bad values with the path of the field', () => {
    expect(problemsAfter((doc) => (doc.components[0]!.name = '   '))).toEqual(['components.0.name: TOO_SMALL']);
    expect(problemsAfter((doc) => (doc.components[0]!.name = 'x'.repeat(81)))).toEqual(['components.0.name: TOO_BIG']);
    expect(problemsAfter((doc) => (doc.components[0]!.width = 0))).toEqual(['components.0.width: TOO_SMALL']);
    expect(problemsAfter((doc) => (doc.components[0]!.height = 4001))).toEqual(['components.0.height: TOO_BIG']);
    expect(problemsAfter((doc) => ((doc.components[0] as { orientations: number }).orientations = 3))).toEqual([
      'components.0.orientations: INVALID_UNION',
    ]);
    expect(
      problemsAfter((doc) => ((doc.components[0] as { faces: { front: { background: string } } }).faces.front.background = 'red')),
    ).toEqual(['components.0.faces.front.background: INVALID_FORMAT']);
    expect(problemsAfter((doc) => ((doc.components[3] as { sides: number }).sides = 101))).toEqual(['components.3.sides: TOO_BIG']);
    expect(problemsAfter((doc) => ((doc.components[3] as { sides: number }).sides = 1))).toEqual(['components.3.sides: TOO_SMALL']);
    expect(problemsAfter((doc) => ((doc.fields[0] as { type: string }).type = 'colour'))).toEqual(['fields.0.type: INVALID_VALUE']);
    expect(problemsAfter((doc) => ((doc.fields[0]!.style as { align: string }).align = 'justify'))).toEqual([
      'fields.0.style.align: INVALID_VALUE',
    ]);
    expect(problemsAfter((doc) => ((doc.objects[0]!.placement as { x: unknown }).x = '100'))).toEqual([
      'objects.0.placement.x: INVALID_TYPE',
    ]);
    expect(problemsAfter((doc) => (doc.seats[0]!.color = '#12345'))).toEqual(['seats.0.color: INVALID_FORMAT']);
    expect(problemsAfter((doc) => (doc.seats[1]!.order = 1.5))).toEqual(['seats.1.order: INVALID_TYPE']);
    expect(problemsAfter((doc) => ((doc.dropzones[1]!.layout as { rows: number }).rows = 0))).toEqual([
      'dropzones.1.layout.rows: TOO_SMALL',
    ]);
    expect(problemsAfter((doc) => (doc.assets[0]!.assetId = 'not-a-uuid'))).toEqual(['assets.0.assetId: INVALID_FORMAT']);
    expect(problemsAfter((doc) => (doc.guides[0]!.markdown = 'x'.repeat(100_001)))).toEqual(['guides.0.markdown: TOO_BIG']);
    expect(problemsAfter((doc) => ((doc.scripts[0] as { event: string }).event = 'onDraw'))).toEqual(['scripts.0.event: INVALID_VALUE']);
    expect(problemsAfter((doc) => (doc.objects[1]!.id = 'has space'))).toEqual(['objects.1.id: INVALID_FORMAT']);
  });

  it('names the discriminator when a kind or placement type is unknown', () => {
    expect(problemsAfter((doc) => ((doc.components[0] as { kind: string }).kind = 'meeple'))).toEqual(['components.0.kind: INVALID_UNION']);
    expect(problemsAfter((doc) => ((doc.objects[0]!.placement as { type: string }).type = 'floor'))).toEqual([
      'objects.0.placement.type: INVALID_UNION',
    ]);
    expect(problemsAfter((doc) => ((doc.dropzones[0]!.parent as { type: string }).type = 'seat'))).toEqual([
      'dropzones.0.parent.type: INVALID_UNION',
    ]);
  });

  it('refuses settings that belong to another kind, naming each one', () => {
    expect(problemsAfter((doc) => Object.assign(doc.components[3]!, { faces: {}, flipAxis: 'vertical' }))).toEqual([
      'components.3.faces: UNKNOWN_PROPERTY',
      'components.3.flipAxis: UNKNOWN_PROPERTY',
    ]);
    expect(problemsAfter((doc) => Object.assign(doc.objects[0]!.placement, { seatId: 'p1' }))).toEqual([
      'objects.0.placement.seatId: UNKNOWN_PROPERTY',
    ]);
    expect(problemsAfter((doc) => Object.assign(doc, { extra: 1 }))).toEqual(['extra: UNKNOWN_PROPERTY']);
  });

  it('checks settings that depend on each other', () => {
    expect(problemsAfter((doc) => ((doc.components[4] as { counter: { initial: number } }).counter.initial = 101))).toEqual([
      'components.4.counter.initial: INVALID_VALUE',
    ]);
    expect(problemsAfter((doc) => ((doc.components[4] as { counter: { min: number } }).counter.min = 200))).toEqual([
      'components.4.counter.max: INVALID_VALUE',
      'components.4.counter.initial: INVALID_VALUE',
    ]);
    expect(problemsAfter((doc) => (doc.fields[1]!.defaultValue = 'zero'))).toEqual(['fields.1.defaultValue: INVALID_VALUE']);
    expect(problemsAfter((doc) => delete doc.anchors[1]!.y2)).toEqual(['anchors.1.y2: INVALID_VALUE']);
    expect(problemsAfter((doc) => (doc.anchors[0]!.x2 = 5))).toEqual(['anchors.0.x2: INVALID_VALUE']);
  });

  it('refuses a document with too many parts of a kind', () => {
    const object = fullDocument().objects[4]!;
    const objects = Array.from({ length: PART_LIMITS.objects + 1 }, (_, i) => ({ ...object, id: `o${i}` }));
    expect(problemsAfter((doc) => (doc.objects = objects))).toEqual(['objects: TOO_BIG']);
  });

  it('refuses what is not a document at all', () => {
    expect(validateDocument(null)).toMatchObject({ ok: false, problems: [{ path: [], code: 'INVALID_TYPE' }] });
    expect(validateDocument({ ...fullDocument(), formatVersion: 1 })).toMatchObject({ ok: false, problems: [{ path: ['formatVersion'] }] });
    expect(problemsAfter((doc) => ((doc as { objects: unknown }).objects = {}))).toEqual(['objects: INVALID_TYPE']);
  });

  it('gives readable messages', () => {
    const result = validateDocument({ ...fullDocument(), seats: [{ id: 'p1', name: '', color: 'blue', order: 0 }] });
    expect(result).toMatchObject({
      ok: false,
      problems: [
        { path: ['seats', 0, 'name'], message: 'is required' },
        { path: ['seats', 0, 'color'], message: 'must be a colour like #1e90ff' },
      ],
    });
  });
});
