import { describe, expect, it } from 'vitest';
import { PART_KINDS, PART_SCHEMAS, type PartKind } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { schemaDefaults } from './description-kit.ts';
import { PART_FORMS, describePart, optionsOf } from './descriptions.ts';
import { buildPart, initialValues } from './values.ts';

const doc = fullDocument();
const kinds = Object.keys(PART_KINDS) as PartKind[];

describe('the form descriptions', () => {
  it('describe every kind, with form keys free of dots and unique per form', () => {
    for (const kind of kinds) {
      const part = (doc[PART_KINDS[kind]] as ReadonlyArray<Record<string, unknown>>)[0];
      const fields = describePart(kind, doc, part);
      const names = fields.map((field) => field.name);
      expect(
        names.every((name) => !name.includes('.')),
        kind,
      ).toBe(true);
      expect(new Set(names).size, kind).toBe(names.length);
      expect(
        fields.some((field) => field.create),
        `${kind} has a create form`,
      ).toBe(true);
    }
  });

  it('only describe settings the schema knows: every part survives a round trip through its form', () => {
    for (const kind of kinds) {
      for (const part of doc[PART_KINDS[kind]] as ReadonlyArray<Record<string, unknown>>) {
        const fields = describePart(kind, doc, part);
        const rebuilt = buildPart(fields, initialValues(fields, part, PART_FORMS[kind].defaults()), part);
        expect(PART_SCHEMAS[kind].safeParse(rebuilt).success, `${kind} ${String(part.id)}`).toBe(true);
        expect(rebuilt, `${kind} ${String(part.id)}`).toEqual(part);
      }
    }
  });

  it('give a variant one field per field of its component, in order', () => {
    const fields = describePart('variant', doc, doc.variants[0]);
    expect(fields.filter((field) => field.path[0] === 'values').map((field) => [field.label, field.input])).toEqual([
      ['title', 'text'],
      ['power', 'number'],
      ['art', 'select'],
    ]);
  });

  it('offer choices from the document: variants of the chosen component only', () => {
    const variant = describePart('object', doc).find((field) => field.name === 'variantId')!;
    expect(optionsOf(variant, { doc, values: { componentId: 'd6' } })).toEqual([{ value: 'six', label: 'Six' }]);
    const containers = describePart('dropzone', doc).find((field) => field.name === 'componentId')!;
    expect(optionsOf(containers, { doc, values: {} }).map((option) => option.value)).toEqual(['deck', 'hand']);
  });

  it('read defaults from the schema without the dummy values used to get them', () => {
    expect(schemaDefaults(PART_SCHEMAS.surface, { name: 'x' })).toEqual({ width: 1600, height: 1000, background: { color: '#2f5d46' } });
  });

  it('start a new part’s create form so that it is valid once its name is typed', () => {
    for (const kind of ['component', 'surface', 'seat', 'guide', 'script'] as const) {
      const fields = describePart(kind, doc).filter((field) => field.create);
      const values = { ...initialValues(fields, undefined, PART_FORMS[kind].defaults()), name: 'New' };
      const input = { id: 'new', ...(kind === 'seat' || kind === 'guide' ? { order: 0 } : {}), ...buildPart(fields, values) };
      expect(PART_SCHEMAS[kind].safeParse(input).success, kind).toBe(true);
    }
  });
});
