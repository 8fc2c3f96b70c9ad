import { describe, expect, it } from 'vitest';
import { componentSchema, mergePatch, objectSchema, type GameDocument } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { PART_FORMS, describePart } from './descriptions.ts';
import { buildPart, fromText, initialValues, mergePatchBetween } from './values.ts';

const doc: GameDocument = fullDocument();
const formOf = (kind: Parameters<typeof describePart>[0], part?: Record<string, unknown>) => {
  const fields = describePart(kind, doc, part);
  return { fields, values: initialValues(fields, part, PART_FORMS[kind].defaults()) };
};

describe('reading a part into its form', () => {
  it('shows every setting as text, with the schema defaults for settings of other kinds', () => {
    const card = doc.components[0]!;
    const { values } = formOf('component', card);
    expect(values).toMatchObject({
      name: 'Card',
      kind: 'tile',
      width: '250',
      orientations: '4',
      frontBackground: '#ffffff',
      backImage: 'sheet',
      frontImage: '',
    });
    // Shown if the author turns the card into a container: the container's defaults.
    expect(values).toMatchObject({ viewPolicy: 'everyone', layoutType: 'stack', sides: '6', counterInitial: '0' });
  });

  it('uses fixed values from the page and fallbacks for settings without a default', () => {
    const fields = describePart('object', doc);
    const values = initialValues(fields, undefined, PART_FORMS.object.defaults(), { placementType: 'object', parentId: 'the-deck' });
    expect(values).toMatchObject({ placementType: 'object', parentId: 'the-deck', x: '0', faceUp: true, name: '' });
  });
});

describe('building a part from its form', () => {
  it('gives back the same part when nothing changed, so the patch is empty', () => {
    for (const [kind, part] of [
      ['component', doc.components[0]!],
      ['component', doc.components[2]!],
      ['field', doc.fields[1]!],
      ['variant', doc.variants[2]!],
      ['object', doc.objects[1]!],
      ['dropzone', doc.dropzones[1]!],
      ['anchor', doc.anchors[1]!],
    ] as const) {
      const { fields, values } = formOf(kind, part);
      const next = buildPart(fields, values, part);
      expect(next, kind).toEqual(part);
      expect(mergePatchBetween(part, next), kind).toEqual({});
    }
  });

  it('drops the old kind settings when a tile becomes a container, and the patch makes a valid component', () => {
    const card = doc.components[0]!;
    const { fields, values } = formOf('component', card);
    const next = buildPart(fields, { ...values, kind: 'container', layoutType: 'grid', layoutRows: '2', layoutCols: '3' }, card);
    expect(next).toEqual({
      id: 'card',
      name: 'Card',
      kind: 'container',
      width: 250,
      height: 350,
      orientations: 4,
      container: { viewPolicy: 'everyone', layout: { type: 'grid', rows: 2, cols: 3 } },
    });
    const patch = mergePatchBetween(card, next);
    expect(patch).toMatchObject({ kind: 'container', faces: null, flipAxis: null });
    // What the API does with a kind change: keep the common settings, then merge the patch.
    if (card.kind !== 'tile') throw new Error('the fixture card is a tile');
    const { faces: _faces, flipAxis: _flipAxis, ...common } = card;
    expect(componentSchema.safeParse(mergePatch(common, patch)).success).toBe(true);
  });

  it('removes an optional setting left empty, with null in the patch', () => {
    const score = doc.components[4]!;
    const { fields, values } = formOf('component', score);
    const next = buildPart(fields, { ...values, counterMin: '' }, score);
    expect(mergePatchBetween(score, next)).toEqual({ counter: { min: null } });
  });

  it('sends a new placement whole when its type changes', () => {
    const card = doc.objects[1]!;
    const { fields, values } = formOf('object', card);
    const next = buildPart(fields, { ...values, placementType: 'seat', seatId: 'p1' }, card);
    const patch = mergePatchBetween(card, next);
    expect(patch).toEqual({ placement: { type: 'seat', seatId: 'p1' } });
    expect(objectSchema.safeParse(mergePatch(card, patch)).success).toBe(true);
  });

  it('builds a new part from the create form and the page’s fixed values', () => {
    const fields = describePart('object', doc);
    const values = initialValues(fields, undefined, PART_FORMS.object.defaults(), { placementType: 'surface', surfaceId: 'table' });
    const part = buildPart(fields, { ...values, componentId: 'card', x: '40' }, {}, { placementType: 'surface', surfaceId: 'table' });
    expect(part).toEqual({
      componentId: 'card',
      faceUp: true,
      placement: { type: 'surface', surfaceId: 'table', x: 40, y: 0, rotation: 0 },
    });
  });

  it('drops a variant’s sheet frame when its sheet is cleared', () => {
    const peasant = doc.variants[2]!;
    const { fields, values } = formOf('variant', peasant);
    expect(values).toMatchObject({ sheetAsset: 'sheet', sheetIndex: '2', value_title: 'Peasant', value_power: '' });
    expect(mergePatchBetween(peasant, buildPart(fields, { ...values, sheetAsset: '', value_power: '7' }, peasant))).toEqual({
      sheetFrame: null,
      values: { power: 7 },
    });
  });
});

describe('reading one value', () => {
  const number = { name: 'n', label: 'N', path: ['n'], input: 'number' } as const;
  it('turns number text into a number, and leaves other text for the server to name', () => {
    expect(fromText(number, ' 12.5 ')).toEqual({ value: 12.5 });
    expect(fromText(number, 'twelve')).toEqual({ value: 'twelve' });
    expect(fromText(number, '')).toEqual({ value: '' });
    expect(fromText({ ...number, optional: true }, '')).toBeNull();
  });
  it('reads drop-downs as numbers or booleans when told to', () => {
    expect(fromText({ name: 'o', label: 'O', path: ['o'], input: 'select', parse: 'number' }, '2')).toEqual({ value: 2 });
    expect(fromText({ name: 'f', label: 'F', path: ['f'], input: 'select', parse: 'boolean', optional: true }, 'false')).toEqual({
      value: false,
    });
    expect(fromText({ name: 'b', label: 'B', path: ['b'], input: 'checkbox', optional: true }, false)).toBeNull();
  });
});

describe("a component's buttons", () => {
  it('round-trip through the form unchanged, and only a changed list is sent', () => {
    const card = { ...doc.components[0]!, buttons: [{ id: 'score', label: 'Score it' }] };
    const { fields, values } = formOf('component', card);
    expect(values.buttons).toBe('[{"id":"score","label":"Score it"}]');
    expect(buildPart(fields, values, card)).toEqual(card);
    const edited = buildPart(fields, { ...values, buttons: '[{"id":"score","label":"Score"}]' }, card);
    expect(componentSchema.safeParse(edited).success).toBe(true);
    expect(mergePatchBetween(card, edited)).toEqual({ buttons: [{ id: 'score', label: 'Score' }] });
    expect(mergePatchBetween(card, buildPart(fields, { ...values, buttons: '' }, card))).toEqual({ buttons: null });
  });
});
