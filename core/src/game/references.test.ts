import { describe, expect, it } from 'vitest';
import { checkReferences, validateDocument, type GameDocument } from './index.ts';
import { fullDocument } from './test-fixtures.ts';

/** The reference problems of the full document after `edit`, as "path: code". */
function problemsAfter(edit: (doc: GameDocument) => void): string[] {
  const doc = fullDocument();
  edit(doc);
  return checkReferences(doc).map((problem) => `${problem.path.join('.')}: ${problem.code}`);
}

describe('references between parts', () => {
  it('finds nothing wrong in a consistent document', () => {
    expect(checkReferences(fullDocument())).toEqual([]);
  });

  it('requires ids to be unique within a kind', () => {
    expect(problemsAfter((doc) => (doc.objects[2]!.id = 'o-dragon'))).toEqual(['objects.2.id: DUPLICATE_ID']);
    // The same id in two kinds is fine: routes name the kind.
    expect(problemsAfter((doc) => (doc.guides[0]!.id = 'card'))).toEqual([]);
  });

  it("requires an object's component to exist", () => {
    expect(problemsAfter((doc) => (doc.objects[4]!.componentId = 'gone'))).toEqual(['objects.4.componentId: UNKNOWN_COMPONENT']);
  });

  it("requires an object's variant to exist and to belong to its component", () => {
    expect(problemsAfter((doc) => (doc.objects[1]!.variantId = 'gone'))).toEqual(['objects.1.variantId: UNKNOWN_VARIANT']);
    expect(problemsAfter((doc) => (doc.objects[1]!.variantId = 'six'))).toEqual(['objects.1.variantId: VARIANT_OF_OTHER_COMPONENT']);
    const doc = fullDocument();
    doc.objects[1]!.variantId = 'six';
    expect(checkReferences(doc)[0]!.message).toBe('Variant "Six" is not a variant of component "Card".');
  });

  it('requires fields, variants and dropzones to point at existing components', () => {
    expect(problemsAfter((doc) => (doc.fields[0]!.componentId = 'gone'))).toContain('fields.0.componentId: UNKNOWN_COMPONENT');
    expect(problemsAfter((doc) => (doc.variants[3]!.componentId = 'gone'))).toEqual(['variants.3.componentId: UNKNOWN_COMPONENT']);
    expect(problemsAfter((doc) => (doc.dropzones[1]!.parent = { type: 'component', componentId: 'gone' }))).toEqual([
      'dropzones.1.parent.componentId: UNKNOWN_COMPONENT',
    ]);
  });

  it('requires placements to point at existing surfaces, seats and parent objects', () => {
    expect(problemsAfter((doc) => (doc.objects[0]!.placement = { type: 'surface', surfaceId: 'floor', x: 0, y: 0, rotation: 0 }))).toEqual([
      'objects.0.placement.surfaceId: UNKNOWN_SURFACE',
    ]);
    expect(problemsAfter((doc) => (doc.objects[3]!.placement = { type: 'seat', seatId: 'p9' }))).toEqual([
      'objects.3.placement.seatId: UNKNOWN_SEAT',
    ]);
    expect(problemsAfter((doc) => (doc.objects[1]!.placement = { type: 'object', parentId: 'gone' }))).toEqual([
      'objects.1.placement.parentId: UNKNOWN_OBJECT',
    ]);
  });

  it('only lets containers hold objects', () => {
    expect(problemsAfter((doc) => (doc.objects[1]!.placement = { type: 'object', parentId: 'o-die' }))).toEqual([
      'objects.1.placement.parentId: PARENT_NOT_CONTAINER',
    ]);
    const doc = fullDocument();
    doc.objects[1]!.placement = { type: 'object', parentId: 'o-die' };
    expect(checkReferences(doc)[0]!.message).toBe('Object "D6" is a die, not a container, so nothing can go inside it.');
  });

  it('refuses an object that contains itself, directly or through others', () => {
    expect(problemsAfter((doc) => (doc.objects[0]!.placement = { type: 'object', parentId: 'the-deck' }))).toEqual([
      'objects.0.placement.parentId: PLACEMENT_CYCLE',
    ]);
    const loop = problemsAfter((doc) => {
      doc.objects.push({ id: 'box', componentId: 'deck', placement: { type: 'object', parentId: 'the-deck' }, faceUp: true });
      doc.objects[0]!.placement = { type: 'object', parentId: 'box' };
    });
    expect(loop).toEqual(['objects.0.placement.parentId: PLACEMENT_CYCLE', 'objects.7.placement.parentId: PLACEMENT_CYCLE']);
    // Cards inside a looping deck are not themselves in the loop.
    expect(loop).not.toContain('objects.1.placement.parentId: PLACEMENT_CYCLE');
  });

  it('requires anchors to point at existing dropzones', () => {
    expect(problemsAfter((doc) => (doc.anchors[0]!.dropzoneId = 'gone'))).toEqual(['anchors.0.dropzoneId: UNKNOWN_DROPZONE']);
  });

  it('requires dropzones to sit on existing surfaces or container components, owned by existing seats', () => {
    expect(problemsAfter((doc) => (doc.dropzones[0]!.parent = { type: 'surface', surfaceId: 'floor' }))).toEqual([
      'dropzones.0.parent.surfaceId: UNKNOWN_SURFACE',
    ]);
    expect(problemsAfter((doc) => (doc.dropzones[1]!.parent = { type: 'component', componentId: 'card' }))).toEqual([
      'dropzones.1.parent.componentId: PARENT_NOT_CONTAINER',
    ]);
    expect(problemsAfter((doc) => (doc.dropzones[1]!.ownerSeatId = 'p9'))).toEqual(['dropzones.1.ownerSeatId: UNKNOWN_SEAT']);
  });

  it('only lets a variant fill fields of its own component, with values of the right type', () => {
    expect(problemsAfter((doc) => (doc.variants[3]!.values = { title: 'x' }))).toEqual([
      'variants.3.values.title: FIELD_OF_OTHER_COMPONENT',
    ]);
    expect(problemsAfter((doc) => (doc.variants[0]!.values = { nope: 'x' }))).toEqual(['variants.0.values.nope: UNKNOWN_FIELD']);
    expect(problemsAfter((doc) => (doc.variants[0]!.values.power = 'nine'))).toEqual(['variants.0.values.power: VALUE_TYPE_MISMATCH']);
    expect(problemsAfter((doc) => (doc.variants[0]!.values.title = 9))).toEqual(['variants.0.values.title: VALUE_TYPE_MISMATCH']);
    expect(problemsAfter((doc) => (doc.variants[0]!.values.art = 'no-such-asset'))).toEqual(['variants.0.values.art: UNKNOWN_ASSET']);
    expect(problemsAfter((doc) => (doc.variants[0]!.values.power = null))).toEqual([]);
  });

  it('requires images to point at assets of the game', () => {
    expect(
      problemsAfter((doc) => {
        const card = doc.components[0]!;
        if (card.kind === 'tile') card.faces.front.imageAssetId = 'gone';
        doc.surfaces[0]!.background.imageAssetId = 'gone';
        doc.variants[2]!.sheetFrame = { assetRefId: 'gone', index: 0 };
        doc.fields[2]!.defaultValue = 'gone';
      }),
    ).toEqual([
      'components.0.faces.front.imageAssetId: UNKNOWN_ASSET',
      'fields.2.defaultValue: UNKNOWN_ASSET',
      'variants.2.sheetFrame.assetRefId: UNKNOWN_ASSET',
      'surfaces.0.background.imageAssetId: UNKNOWN_ASSET',
    ]);
  });

  it("keeps a component's field names distinct, since they head the CSV columns", () => {
    expect(problemsAfter((doc) => (doc.fields[1]!.name = 'title'))).toEqual(['fields.1.name: DUPLICATE_FIELD_NAME']);
    expect(problemsAfter((doc) => doc.fields.push({ ...doc.fields[0]!, id: 'die-title', componentId: 'd6' }))).toEqual([]);
  });

  it('is part of validating a document', () => {
    const doc = fullDocument();
    doc.anchors[0]!.dropzoneId = 'gone';
    expect(validateDocument(doc)).toEqual({
      ok: false,
      problems: [{ path: ['anchors', 0, 'dropzoneId'], code: 'UNKNOWN_DROPZONE', message: 'There is no dropzone with id "gone".' }],
    });
  });
});
