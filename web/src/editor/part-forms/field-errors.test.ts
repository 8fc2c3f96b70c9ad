import { describe, expect, it } from 'vitest';
import { emptyGameDocument } from '@tablecraft/core/game';
import { describePart } from './descriptions.ts';
import { errorsForFields, partPathPrefix, stripPathPrefix } from './field-errors.ts';
import { visibleFields } from './values.ts';

describe('stripping the part prefix from field errors', () => {
  it('re-keys errors under the part by the rest of their path and keeps the others as messages', () => {
    const errors = {
      'components.3.sides': 'must be at least 2',
      'components.3': 'Component "Card" is used by 52 objects; remove them first.',
      'components.30.name': 'is required',
      'objects.1.componentId': 'There is no component with id "x".',
    };
    expect(stripPathPrefix(errors, partPathPrefix('component', 3))).toEqual({
      inside: { sides: 'must be at least 2', '': 'Component "Card" is used by 52 objects; remove them first.' },
      outside: ['is required', 'There is no component with id "x".'],
    });
  });

  it('names the document array of each kind', () => {
    expect(partPathPrefix('variant', 0)).toBe('variants.0');
    expect(partPathPrefix('asset', 12)).toBe('assets.12');
  });
});

describe('putting errors on form fields', () => {
  const doc = emptyGameDocument();
  const fields = visibleFields(describePart('component', doc), { kind: 'container', layoutType: 'grid' });

  it('gives a nested path to the field that owns it', () => {
    expect(errorsForFields({ 'container.layout.rows': 'must be at least 1', name: 'is required' }, fields)).toEqual({
      byField: { layoutRows: 'must be at least 1', name: 'is required' },
      unmatched: [],
    });
  });

  it('gives an error at a parent object to the first field under it, and keeps the shallowest per field', () => {
    const tile = visibleFields(describePart('component', doc), { kind: 'tile' });
    expect(errorsForFields({ 'faces.front.background.x': 'deep', faces: 'must be an object' }, tile).byField).toEqual({
      frontBackground: 'must be an object',
    });
  });

  it('reports what no field owns: the part itself, or a setting the form does not show', () => {
    expect(errorsForFields({ '': 'in use', mystery: 'is not a setting this part has' }, fields)).toEqual({
      byField: {},
      unmatched: ['in use', 'is not a setting this part has'],
    });
  });

  it('uses only the visible field when several share a path', () => {
    const numberField = visibleFields(describePart('field', doc), { type: 'number' });
    expect(errorsForFields({ defaultValue: 'must be a number' }, numberField).byField).toEqual({ defaultNumber: 'must be a number' });
  });
});
