import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { cellValue, componentFields, csvFileName, rowCells, rowErrors, rowPatch } from './variant-rows.ts';

const doc = fullDocument();
const fields = componentFields(doc, 'card');
const dragon = doc.variants[0]!;

describe('variant rows', () => {
  it('have a name column and one text cell per field of the component', () => {
    expect(fields.map((field) => field.id)).toEqual(['title', 'power', 'art']);
    expect(rowCells(dragon, fields)).toEqual({ name: 'Dragon', title: 'Red Dragon', power: '9', art: 'dragon' });
    expect(rowCells(doc.variants[1]!, fields)).toMatchObject({ art: '' });
  });

  it('save only the cells that changed', () => {
    expect(rowPatch(dragon, fields, rowCells(dragon, fields))).toEqual({});
    expect(rowPatch(dragon, fields, { ...rowCells(dragon, fields), name: 'Wyrm', power: '10' })).toEqual({
      name: 'Wyrm',
      values: { power: 10 },
    });
  });

  it('store an emptied cell as no value, so the default shows', () => {
    expect(rowPatch(dragon, fields, { ...rowCells(dragon, fields), title: '  ' })).toEqual({ values: { title: null } });
  });

  it('send text that is not a number as typed, for the API to name', () => {
    expect(cellValue({ type: 'number' }, ' 3.5 ')).toBe(3.5);
    expect(cellValue({ type: 'number' }, 'lots')).toBe('lots');
    expect(cellValue({ type: 'text' }, '7')).toBe('7');
  });

  it('put save errors on their columns', () => {
    const errors = {
      'variants.2.values.power': 'must be a number',
      'variants.2.name': 'is required',
      'variants.1.name': 'other row',
      csv: 'x',
    };
    expect(rowErrors(errors, 2)).toEqual({ byColumn: { power: 'must be a number', name: 'is required' }, other: ['other row', 'x'] });
  });

  it('name export files after the component', () => {
    expect(csvFileName('Playing cards!')).toBe('Playing-cards-variants.csv');
    expect(csvFileName('  ')).toBe('variants.csv');
  });
});
