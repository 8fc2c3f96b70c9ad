import { describe, expect, it } from 'vitest';
import {
  PART_KINDS,
  PART_LIMITS,
  addPart,
  deletePart,
  reorderParts,
  updatePart,
  validateDocument,
  type GameDocument,
  type PartKind,
} from './index.ts';
import { fullDocument } from './test-fixtures.ts';

/** The document of a successful edit; fails the test with the problems otherwise. */
function ok(result: { ok: true; doc: GameDocument } | { ok: false; problems: unknown }): GameDocument {
  if (!result.ok) expect.fail(`refused: ${JSON.stringify(result.problems)}`);
  expect(validateDocument(result.doc)).toMatchObject({ ok: true });
  return result.doc;
}

describe('adding a part', () => {
  it('makes an id, fills defaults and appends the part', () => {
    const doc = fullDocument();
    const result = addPart(doc, 'component', { name: 'Meeple', kind: 'tile', width: 40, height: 40 });
    const next = ok(result);
    if (!result.ok) return;
    expect(result.id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(next.components.at(-1)).toEqual(result.part);
    expect(result.part).toMatchObject({
      id: result.id,
      name: 'Meeple',
      kind: 'tile',
      orientations: 4,
      faces: { front: { background: '#ffffff' } },
    });
    expect(doc.components).toHaveLength(5);
  });

  it('keeps a given id when it is valid and unused, and refuses a taken one', () => {
    const result = addPart(fullDocument(), 'guide', { id: 'setup', name: 'Setup' });
    expect(result).toMatchObject({ ok: true, id: 'setup' });
    expect(addPart(fullDocument(), 'guide', { id: 'rules', name: 'Rules again' })).toEqual({
      ok: false,
      problems: [{ path: ['guides', 1, 'id'], code: 'DUPLICATE_ID', message: 'Another guide already has id "rules".' }],
    });
    expect(addPart(fullDocument(), 'guide', { id: 'a b', name: 'Spaces' })).toMatchObject({
      ok: false,
      problems: [{ path: ['guides', 1, 'id'], code: 'INVALID_FORMAT' }],
    });
  });

  it('puts new seats, dropzones and guides last in order', () => {
    const result = addPart(fullDocument(), 'seat', { name: 'Player 3', color: '#16a34a' });
    expect(result).toMatchObject({ ok: true, part: { order: 2 } });
  });

  it('refuses bad settings at the path of the field', () => {
    expect(addPart(fullDocument(), 'surface', { name: '', width: -5 })).toMatchObject({
      ok: false,
      problems: [
        { path: ['surfaces', 1, 'name'], code: 'TOO_SMALL', message: 'is required' },
        { path: ['surfaces', 1, 'width'], code: 'TOO_SMALL', message: 'must be more than 0' },
      ],
    });
    expect(addPart(fullDocument(), 'component', 'Card')).toMatchObject({
      ok: false,
      problems: [{ path: ['components', 5], code: 'INVALID_TYPE' }],
    });
  });

  it('refuses a part that points at nothing', () => {
    expect(addPart(fullDocument(), 'field', { name: 'cost', componentId: 'gone', type: 'number' })).toEqual({
      ok: false,
      problems: [{ path: ['fields', 3, 'componentId'], code: 'UNKNOWN_COMPONENT', message: 'There is no component with id "gone".' }],
    });
    expect(
      addPart(fullDocument(), 'object', { componentId: 'card', variantId: 'six', placement: { type: 'seat', seatId: 'p1' } }),
    ).toMatchObject({
      ok: false,
      problems: [{ path: ['objects', 7, 'variantId'], code: 'VARIANT_OF_OTHER_COMPONENT' }],
    });
  });

  it('refuses past the limit of a kind', () => {
    const doc = fullDocument();
    doc.guides = Array.from({ length: PART_LIMITS.guides }, (_, i) => ({ id: `g${i}`, name: `Guide ${i}`, markdown: '', order: i }));
    expect(addPart(doc, 'guide', { name: 'One more' })).toEqual({
      ok: false,
      problems: [{ path: ['guides'], code: 'LIMIT_REACHED', message: `A game can have at most ${PART_LIMITS.guides} guides.` }],
    });
  });

  it('refuses a kind that does not exist', () => {
    expect(addPart(fullDocument(), 'meeple' as PartKind, {})).toMatchObject({
      ok: false,
      problems: [{ path: ['kind'], code: 'UNKNOWN_KIND' }],
    });
  });
});

describe('updating a part', () => {
  it('merges nested settings and leaves the original document alone', () => {
    const doc = fullDocument();
    const next = ok(updatePart(doc, 'field', 'title', { style: { fontSize: 24 }, x: 12 }));
    expect(next.fields[0]).toMatchObject({ x: 12, style: { fontSize: 24, fontFamily: 'Georgia', align: 'center', bold: true } });
    expect(doc.fields[0]!.style.fontSize).toBe(20);
    expect(next.fields[1]).toBe(doc.fields[1]);
  });

  it('removes optional settings and variant values given null', () => {
    const next = ok(updatePart(fullDocument(), 'object', 'o-dragon', { variantId: null, name: null }));
    expect(next.objects[1]).not.toHaveProperty('variantId');
    const values = ok(updatePart(fullDocument(), 'variant', 'dragon-card', { values: { power: null, title: 'Blue Dragon' } })).variants[0]!
      .values;
    expect(values).toEqual({ title: 'Blue Dragon', art: 'dragon' });
  });

  it('replaces a placement whose type changes and merges one that keeps its type', () => {
    const moved = ok(updatePart(fullDocument(), 'object', 'o-die', { placement: { x: 10 } }));
    expect(moved.objects[4]!.placement).toEqual({ type: 'surface', surfaceId: 'table', x: 10, y: 500, rotation: 90 });
    const dealt = ok(updatePart(fullDocument(), 'object', 'o-die', { placement: { type: 'seat', seatId: 'p1' } }));
    expect(dealt.objects[4]!.placement).toEqual({ type: 'seat', seatId: 'p1' });
  });

  it("treats a part's own type as a setting, not a tag to replace the part by", () => {
    const next = ok(updatePart(fullDocument(), 'field', 'art', { type: 'text' }));
    expect(next.fields[2]).toMatchObject({ id: 'art', type: 'text', x: 10, y: 50, width: 230 });
  });

  it("drops the old kind's settings when a component changes kind", () => {
    const next = ok(updatePart(fullDocument(), 'component', 'score', { kind: 'die', sides: 20 }));
    expect(next.components[4]).toEqual({ id: 'score', name: 'Score', kind: 'die', width: 96, height: 48, orientations: 2, sides: 20 });
  });

  it('refuses bad values at the path of the field', () => {
    expect(updatePart(fullDocument(), 'seat', 'p2', { color: 'blue' })).toMatchObject({
      ok: false,
      problems: [{ path: ['seats', 1, 'color'], code: 'INVALID_FORMAT' }],
    });
    expect(updatePart(fullDocument(), 'seat', 'p2', { id: 'p3' })).toMatchObject({
      ok: false,
      problems: [{ path: ['seats', 1, 'id'], code: 'ID_IMMUTABLE' }],
    });
    expect(updatePart(fullDocument(), 'seat', 'p2', JSON.parse('{"__proto__": {"polluted": true}}'))).toMatchObject({
      ok: false,
      problems: [{ path: ['seats', 1, '__proto__'], code: 'UNKNOWN_PROPERTY' }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a change that breaks other parts, pointing at them', () => {
    expect(updatePart(fullDocument(), 'component', 'deck', { kind: 'tile' })).toMatchObject({
      ok: false,
      problems: [
        { path: ['objects', 1, 'placement', 'parentId'], code: 'PARENT_NOT_CONTAINER' },
        { path: ['objects', 2, 'placement', 'parentId'], code: 'PARENT_NOT_CONTAINER' },
      ],
    });
    expect(updatePart(fullDocument(), 'field', 'power', { type: 'text', defaultValue: '0' })).toMatchObject({
      ok: false,
      problems: [
        { path: ['variants', 0, 'values', 'power'], code: 'VALUE_TYPE_MISMATCH' },
        { path: ['variants', 1, 'values', 'power'], code: 'VALUE_TYPE_MISMATCH' },
      ],
    });
    expect(updatePart(fullDocument(), 'object', 'the-deck', { placement: { type: 'object', parentId: 'the-deck' } })).toMatchObject({
      ok: false,
      problems: [{ path: ['objects', 0, 'placement', 'parentId'], code: 'PLACEMENT_CYCLE' }],
    });
  });

  it('refuses an unknown id', () => {
    expect(updatePart(fullDocument(), 'script', 'nope', { name: 'x' })).toEqual({
      ok: false,
      problems: [{ path: ['scripts'], code: 'NOT_FOUND', message: 'There is no script with id "nope".' }],
    });
  });
});

describe('deleting a part', () => {
  it('refuses to delete a component objects use, naming how many', () => {
    expect(deletePart(fullDocument(), 'component', 'card')).toEqual({
      ok: false,
      problems: [{ path: ['components', 0], code: 'PART_IN_USE', message: 'Component "Card" is used by 3 objects; remove them first.' }],
    });
    const doc = fullDocument();
    doc.objects = Array.from({ length: 52 }, (_, i) => ({
      id: `c${i}`,
      componentId: 'card',
      placement: { type: 'seat' as const, seatId: 'p1' },
      faceUp: true,
    }));
    expect(deletePart(doc, 'component', 'card')).toMatchObject({
      ok: false,
      problems: [{ message: 'Component "Card" is used by 52 objects; remove them first.' }],
    });
    expect(deletePart(fullDocument(), 'component', 'd6')).toMatchObject({
      ok: false,
      problems: [{ message: 'Component "D6" is used by 1 object; remove them first.' }],
    });
  });

  it("takes an unused component's fields, variants, dropzones and their anchors along", () => {
    const withoutHand = ok(deletePart(fullDocument(), 'object', 'o-hand'));
    const next = ok(deletePart(withoutHand, 'component', 'hand'));
    expect(next.components.map((c) => c.id)).toEqual(['card', 'deck', 'd6', 'score']);
    expect(next.dropzones.map((zone) => zone.id)).toEqual(['discard']);
    expect(next.anchors.map((anchor) => anchor.id)).toEqual(['rail']);

    let cardless = fullDocument();
    for (const id of ['o-dragon', 'o-knight', 'o-peasant']) cardless = ok(deletePart(cardless, 'object', id));
    const noCards = ok(deletePart(cardless, 'component', 'card'));
    expect(noCards.fields).toEqual([]);
    expect(noCards.variants.map((variant) => variant.id)).toEqual(['six']);
  });

  it("removes a field's values from its variants", () => {
    const next = ok(deletePart(fullDocument(), 'field', 'power'));
    expect(next.variants.map((variant) => Object.keys(variant.values))).toEqual([['title', 'art'], ['title', 'art'], ['title'], []]);
  });

  it('refuses to delete a variant objects use, naming how many', () => {
    expect(deletePart(fullDocument(), 'variant', 'knight-card')).toEqual({
      ok: false,
      problems: [{ path: ['variants', 1], code: 'PART_IN_USE', message: 'Variant "Knight" is used by 1 object; remove them first.' }],
    });
    expect(ok(deletePart(fullDocument(), 'variant', 'six')).variants).toHaveLength(3);
  });

  it('deletes a container object with everything inside it, at any depth', () => {
    const doc = fullDocument();
    doc.objects.push({ id: 'inner', componentId: 'deck', placement: { type: 'object', parentId: 'the-deck' }, faceUp: true });
    doc.objects.push({ id: 'deep', componentId: 'card', placement: { type: 'object', parentId: 'inner' }, faceUp: true });
    const next = ok(deletePart(doc, 'object', 'the-deck'));
    expect(next.objects.map((object) => object.id)).toEqual(['o-peasant', 'o-die', 'o-score', 'o-hand']);
  });

  it('refuses to delete a surface or seat holding objects, naming how many', () => {
    expect(deletePart(fullDocument(), 'surface', 'table')).toEqual({
      ok: false,
      problems: [{ path: ['surfaces', 0], code: 'PART_IN_USE', message: 'Surface "Table" holds 2 objects; move or remove them first.' }],
    });
    expect(deletePart(fullDocument(), 'seat', 'p2')).toMatchObject({
      ok: false,
      problems: [{ path: ['seats', 1], message: 'Seat "Player 2" holds 2 objects; move or remove them first.' }],
    });
  });

  it('refuses to delete a seat that owns dropzones', () => {
    let doc = fullDocument();
    doc = ok(updatePart(doc, 'object', 'o-score', { placement: { type: 'seat', seatId: 'p1' } }));
    doc = ok(updatePart(doc, 'object', 'o-hand', { placement: { type: 'seat', seatId: 'p1' } }));
    expect(deletePart(doc, 'seat', 'p2')).toMatchObject({
      ok: false,
      problems: [{ code: 'PART_IN_USE', message: 'Seat "Player 2" owns 1 dropzone; give them another owner first.' }],
    });
    doc = ok(updatePart(doc, 'dropzone', 'slots', { ownerSeatId: null }));
    expect(ok(deletePart(doc, 'seat', 'p2')).seats.map((seat) => seat.id)).toEqual(['p1']);
  });

  it("takes an empty surface's dropzones and their anchors along", () => {
    let doc = fullDocument();
    doc = ok(updatePart(doc, 'object', 'the-deck', { placement: { type: 'seat', seatId: 'p1' } }));
    doc = ok(updatePart(doc, 'object', 'o-die', { placement: { type: 'seat', seatId: 'p1' } }));
    const next = ok(deletePart(doc, 'surface', 'table'));
    expect(next.surfaces).toEqual([]);
    expect(next.dropzones.map((zone) => zone.id)).toEqual(['slots']);
    expect(next.anchors.map((anchor) => anchor.id)).toEqual(['slot-1']);
  });

  it('refuses to delete an asset parts still show, saying which', () => {
    expect(deletePart(fullDocument(), 'asset', 'sheet')).toEqual({
      ok: false,
      problems: [
        {
          path: ['assets', 0],
          code: 'PART_IN_USE',
          message: 'Asset "Card sheet" is used by 1 component and 1 variant; remove those uses first.',
        },
      ],
    });
    expect(deletePart(fullDocument(), 'asset', 'felt')).toMatchObject({
      ok: false,
      problems: [{ message: 'Asset "Felt" is used by 1 surface; remove those uses first.' }],
    });
  });

  it('refuses an unknown id', () => {
    expect(deletePart(fullDocument(), 'anchor', 'nope')).toEqual({
      ok: false,
      problems: [{ path: ['anchors'], code: 'NOT_FOUND', message: 'There is no anchor with id "nope".' }],
    });
  });

  it('never leaves a document pointing at nothing, whatever part is deleted', () => {
    const doc = fullDocument();
    for (const [kind, collection] of Object.entries(PART_KINDS) as Array<[PartKind, (typeof PART_KINDS)[PartKind]]>) {
      for (const part of doc[collection]) {
        const result = deletePart(doc, kind, part.id);
        if (result.ok) {
          expect(validateDocument(result.doc), `${kind} ${part.id}`).toMatchObject({ ok: true });
          expect(result.doc[collection].some((other) => other.id === part.id)).toBe(false);
        } else {
          expect(result.problems.map((problem) => problem.code)).toEqual(['PART_IN_USE']);
        }
      }
    }
  });
});

describe('reordering parts', () => {
  it('puts all parts of a kind in the given order, renumbering seats', () => {
    const next = ok(reorderParts(fullDocument(), 'seat', ['p2', 'p1']));
    expect(next.seats).toMatchObject([
      { id: 'p2', order: 0 },
      { id: 'p1', order: 1 },
    ]);
  });

  it('reorders a subset among the places it held, leaving the rest put', () => {
    const next = ok(reorderParts(fullDocument(), 'variant', ['peasant-card', 'dragon-card', 'knight-card']));
    expect(next.variants.map((variant) => variant.id)).toEqual(['peasant-card', 'dragon-card', 'knight-card', 'six']);
    const objects = ok(reorderParts(fullDocument(), 'object', ['o-hand', 'o-dragon'])).objects.map((object) => object.id);
    expect(objects).toEqual(['the-deck', 'o-hand', 'o-knight', 'o-peasant', 'o-die', 'o-score', 'o-dragon']);
  });

  it('refuses unknown or repeated ids', () => {
    expect(reorderParts(fullDocument(), 'seat', ['p2', 'p9'])).toMatchObject({
      ok: false,
      problems: [{ code: 'NOT_FOUND', message: 'There is no seat with id "p9".' }],
    });
    expect(reorderParts(fullDocument(), 'seat', ['p2', 'p2'])).toMatchObject({ ok: false, problems: [{ code: 'INVALID_ORDER' }] });
  });
});
