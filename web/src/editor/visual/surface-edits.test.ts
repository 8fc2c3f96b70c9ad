import { describe, expect, it } from 'vitest';
import { applyEdit, invertEdit, type Edit } from './changes.ts';
import {
  addObjectEdit,
  deleteEdit,
  duplicateEdit,
  moveObjectsEdit,
  transformObjectEdit,
  transformZoneEdit,
  zoneLayoutEdit,
} from './surface-edits.ts';
import { keyOf, surfaceScene } from './surface-scene.ts';
import { layoutZone } from './zone-layout.ts';
import { testDocument } from './test-document.ts';

const doc = testDocument();
const apply = (edit: Edit) => {
  const result = applyEdit(doc, edit);
  if (!result.ok) throw new Error(result.message);
  return result.doc;
};
const applyTo = (d: typeof doc, edit: Edit) => {
  const result = applyEdit(d, edit);
  if (!result.ok) throw new Error(result.message);
  return result.doc;
};
const placementOf = (d: typeof doc, id: string) => d.objects.find((o) => o.id === id)?.placement;

describe('surface edits', () => {
  it('adds an object where it was dropped, and undo removes it', () => {
    const edit = addObjectEdit(doc, { surfaceId: 'table', componentId: 'card', variantId: 'king', at: { x: 50, y: 60 }, id: 'new' });
    expect(edit.label).toBe('Add King');
    const after = apply(edit);
    expect(after.objects.find((o) => o.id === 'new')).toMatchObject({ variantId: 'king', placement: { type: 'surface', x: 50, y: 60 } });
    const back = applyEdit(after, invertEdit(edit));
    expect(back.ok && back.doc.objects.map((o) => o.id)).toEqual(doc.objects.map((o) => o.id));
  });

  it('puts an object dropped on a container inside it, after what it holds', () => {
    const after = apply(moveObjectsEdit(doc, [{ id: 't1', dx: 0, dy: 0 }], { into: 'deck1' }));
    expect(placementOf(after, 't1')).toEqual({ type: 'object', parentId: 'deck1', order: 1 });
  });

  it('lays out an object dropped into a dropzone with anchors on the anchor', () => {
    // Discard zone at 600,100 with an anchor at 50,50: t1 dropped inside snaps to 650,150.
    const after = apply(moveObjectsEdit(doc, [{ id: 't1', dx: 400, dy: -100 }]));
    expect(placementOf(after, 't1')).toMatchObject({ x: 650, y: 150 });
  });

  it('applies a new layout to what a zone holds', () => {
    const withoutAnchor = apply(deleteEdit(doc, [keyOf.anchor('slot')]));
    const moved = applyEdit(
      withoutAnchor,
      moveObjectsEdit(withoutAnchor, [
        { id: 't1', dx: 400, dy: -150 },
        { id: 't2', dx: 300, dy: -170 },
      ]),
    );
    if (!moved.ok) throw new Error(moved.message);
    const grid = applyEdit(moved.doc, zoneLayoutEdit(moved.doc, 'discard', { type: 'grid', rows: 1, cols: 2 }));
    if (!grid.ok) throw new Error(grid.message);
    // Two cells of 150×200: centres at 675,200 and 825,200, taken in reading order.
    expect(placementOf(grid.doc, 't1')).toMatchObject({ x: 675, y: 200 });
    expect(placementOf(grid.doc, 't2')).toMatchObject({ x: 825, y: 200 });
  });

  it('moves what lies in a dropzone along with it when the author asks', () => {
    const inZone = apply(moveObjectsEdit(doc, [{ id: 't1', dx: 400, dy: -100 }]));
    const moved = applyEdit(inZone, transformZoneEdit(inZone, 'discard', { x: 500, y: 100, width: 300, height: 200 }, { carry: true }));
    expect(moved.ok && placementOf(moved.doc, 't1')).toMatchObject({ x: 550, y: 150 });
  });

  it('moves only the dropzone otherwise, and captures nothing it is dropped on', () => {
    const inZone = apply(moveObjectsEdit(doc, [{ id: 't1', dx: 400, dy: -100 }]));
    const before = placementOf(inZone, 't1');
    const moved = applyTo(inZone, transformZoneEdit(inZone, 'discard', { x: 500, y: 100, width: 300, height: 200 }));
    expect(placementOf(moved, 't1')).toEqual(before);
    // A grid zone dropped over a piece leaves it where it lay: nothing is snapped into its cells.
    const grid = apply(zoneLayoutEdit(doc, 'discard', { type: 'grid', rows: 1, cols: 2 }));
    const t2 = placementOf(grid, 't2');
    expect(t2).toMatchObject({ type: 'surface' });
    const over = applyTo(
      grid,
      transformZoneEdit(grid, 'discard', { x: (t2 as { x: number }).x - 10, y: (t2 as { y: number }).y - 10, width: 300, height: 200 }),
    );
    expect(placementOf(over, 't2')).toEqual(t2);
  });

  it('resizes through the component and turns the object', () => {
    const edit = transformObjectEdit(doc, 't1', { x: 300, y: 300, rotation: 90, width: 60, height: 60 });
    const after = apply(edit);
    expect(after.components.find((c) => c.id === 'token')).toMatchObject({ width: 60, height: 60 });
    expect(placementOf(after, 't1')).toMatchObject({ rotation: 90 });
  });

  it('duplicates a container with its contents', () => {
    const { edit, ids } = duplicateEdit(doc, ['deck1']);
    const after = apply(edit);
    expect(ids).toHaveLength(1);
    expect(placementOf(after, ids[0]!)).toMatchObject({ x: 124, y: 124 });
    expect(after.objects.filter((o) => o.placement.type === 'object' && o.placement.parentId === ids[0])).toHaveLength(1);
  });

  it('deletes a container with its contents and a dropzone with its anchors, all undoable', () => {
    const edit = deleteEdit(doc, [keyOf.object('deck1'), keyOf.dropzone('discard')]);
    const after = apply(edit);
    expect(after.objects.map((o) => o.id)).toEqual(['t1', 't2', 't3']);
    expect(after.dropzones).toEqual([]);
    expect(after.anchors).toEqual([]);
    const back = applyEdit(after, invertEdit(edit));
    expect(back.ok && back.doc.anchors).toHaveLength(1);
    expect(back.ok && back.doc.objects).toHaveLength(5);
  });
});

describe('surfaceScene', () => {
  it('lists the objects on the surface with their boxes and what containers hold', () => {
    const scene = surfaceScene(doc, 'table');
    expect(scene.objects.map((item) => item.object.id)).toEqual(['deck1', 't1', 't2', 't3']);
    expect(scene.objects[0]).toMatchObject({ contents: 1, box: { x: 40, y: 20, width: 120, height: 160 } });
    expect(scene.zones.map((zone) => zone.anchors.length)).toEqual([1]);
  });
});

describe('layoutZone', () => {
  const zone = { x: 0, y: 0, width: 300, height: 100 };
  const items = [
    { id: 'a', x: 10, y: 10, width: 40, height: 60 },
    { id: 'b', x: 200, y: 10, width: 40, height: 60 },
  ];
  it('leaves a free zone alone', () => {
    expect(layoutZone({ ...zone, layout: { type: 'free' } }, [], items).size).toBe(0);
  });
  it('piles a stack on the centre, each piece a step up', () => {
    expect([...layoutZone({ ...zone, layout: { type: 'stack' } }, [], items)]).toEqual([
      ['a', { x: 150, y: 50 }],
      ['b', { x: 152, y: 48 }],
    ]);
  });
  it('fans a spread from the left edge by its spacing', () => {
    expect([...layoutZone({ ...zone, layout: { type: 'spread', direction: 'horizontal', spacing: 30 } }, [], items)]).toEqual([
      ['a', { x: 20, y: 50 }],
      ['b', { x: 50, y: 50 }],
    ]);
  });
});
