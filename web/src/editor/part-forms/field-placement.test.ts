import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { nextFieldPlace } from './field-placement.ts';

describe('nextFieldPlace', () => {
  it('puts the first field at the top, as wide as the face', () => {
    const doc = fullDocument();
    expect(nextFieldPlace(doc, 'd6')).toEqual({ x: 8, y: 8, width: 48 });
  });

  it('puts a new field under the lowest front field', () => {
    const doc = fullDocument();
    doc.fields = doc.fields.filter((field) => field.id !== 'power');
    // art ends at 50 + 240.
    expect(nextFieldPlace(doc, 'card')).toEqual({ x: 8, y: 294, width: 234 });
  });

  it('starts at the top again when the face is full', () => {
    const doc = fullDocument();
    // power ends at 300 + 30 = 330; 334 + 24 > 350.
    expect(nextFieldPlace(doc, 'card').y).toBe(8);
  });
});
