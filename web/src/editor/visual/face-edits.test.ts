import { describe, expect, it } from 'vitest';
import { applyEdit, invertEdit, operationFor } from './changes.ts';
import { addFieldEdit, fieldSettingsEdit, placeFieldEdit, variantValueEdit } from './face-edits.ts';
import { testDocument } from './test-document.ts';

const doc = testDocument();
const applied = (edit: Parameters<typeof applyEdit>[1]) => {
  const result = applyEdit(doc, edit);
  if (!result.ok) throw new Error(result.message);
  return result.doc;
};

describe('face edits', () => {
  it('places and resizes a field, saved as a patch of its box', () => {
    const edit = placeFieldEdit(doc, 'title', { x: 20.4, y: 30, width: 60.6, height: 22 });
    expect(operationFor(edit.changes[0]!)).toEqual({
      type: 'update',
      kind: 'field',
      id: 'title',
      patch: { x: 20.4, y: 30, width: 61, height: 22 },
    });
    expect(applied(edit).fields[0]).toMatchObject({ x: 20.4, y: 30, width: 61, height: 22 });
  });

  it('styles text: font, size, colour, alignment and wrapping', () => {
    const after = applied(
      fieldSettingsEdit(doc, 'title', { style: { fontFamily: 'Georgia', fontSize: 22, color: '#ff0000', align: 'center', wrap: false } }),
    );
    expect(after.fields[0]!.style).toEqual({ fontFamily: 'Georgia', fontSize: 22, color: '#ff0000', align: 'center', wrap: false });
  });

  it('refuses a colour that is not one, through the document rules', () => {
    expect(applyEdit(doc, fieldSettingsEdit(doc, 'title', { style: { color: 'reddish' } })).ok).toBe(false);
  });

  it('adds a field to the back face', () => {
    const { edit, id } = addFieldEdit(doc, 'card', 'back', 'image');
    const after = applied(edit);
    expect(after.fields.find((field) => field.id === id)).toMatchObject({
      face: 'back',
      type: 'image',
      componentId: 'card',
      name: 'Image 3',
    });
  });

  it('sets and clears a variant value, undoably', () => {
    const edit = variantValueEdit(doc, 'ace', 'title', 'Ace of Spades');
    const after = applied(edit);
    expect(after.variants[0]!.values.title).toBe('Ace of Spades');
    expect(edit.mergeKey).toBe('value:ace:title');
    const back = applyEdit(after, invertEdit(edit));
    expect(back.ok && back.doc.variants[0]!.values.title).toBe('Ace');
    const cleared = applied(variantValueEdit(doc, 'ace', 'cost', undefined));
    expect(Object.hasOwn(cleared.variants[0]!.values, 'cost')).toBe(false);
  });
});
