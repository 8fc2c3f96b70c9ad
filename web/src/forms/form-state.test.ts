import { describe, expect, it } from 'vitest';
import { applyServerErrors, commitValues, createFormState, editField, hasChanges, isReady, valuesOf } from './form-state.ts';

describe('form state', () => {
  it('keeps the current and original value of each field', () => {
    const state = editField(createFormState({ name: 'Ada', email: 'a@x.test' }), 'name', 'Grace');
    expect(state.name).toEqual({ value: 'Grace', original: 'Ada' });
    expect(valuesOf(state)).toEqual({ name: 'Grace', email: 'a@x.test' });
    expect(hasChanges(state)).toBe(true);
    expect(hasChanges(editField(state, 'name', 'Ada'))).toBe(false);
  });

  it('shows a field error until the user edits that field', () => {
    const { state } = applyServerErrors(createFormState({ name: '', email: '' }), { name: 'is required', email: 'is taken' });
    expect(state.name.error).toBe('is required');
    const edited = editField(state, 'name', 'A');
    expect(edited.name.error).toBeUndefined();
    expect(edited.email.error).toBe('is taken');
  });

  it('uses the shallowest server error path for each field, in any order', () => {
    const fields = createFormState({ address: { city: '' }, name: '' });
    const { state, unmatched } = applyServerErrors(fields, {
      'address.city.name': 'deep',
      address: 'shallow',
      'address.city': 'middle',
      other: 'general problem',
    });
    expect(state.address.error).toBe('shallow');
    expect(state.name.error).toBeUndefined();
    expect(unmatched).toEqual(['general problem']);
    expect(applyServerErrors(fields, { 'address.city': 'middle', 'address.city.zip': 'deep' }).state.address.error).toBe('middle');
  });

  it('is ready according to its mode', () => {
    const start = createFormState({ a: 1, b: 2 });
    const one = editField(start, 'a', 5);
    const both = editField(one, 'b', 6);
    expect([isReady(start, 'someChanges'), isReady(one, 'someChanges'), isReady(both, 'someChanges')]).toEqual([false, true, true]);
    expect([isReady(start, 'allChanged'), isReady(one, 'allChanged'), isReady(both, 'allChanged')]).toEqual([false, false, true]);
    expect([isReady(start, 'always'), isReady(one, 'always')]).toEqual([true, true]);
  });

  it('makes the saved values the new originals', () => {
    const saved = commitValues(editField(createFormState({ a: 1 }), 'a', 2));
    expect(saved.a).toEqual({ value: 2, original: 2 });
    expect(hasChanges(saved)).toBe(false);
  });
});
