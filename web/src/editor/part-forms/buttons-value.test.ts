import { describe, expect, it } from 'vitest';
import { MAX_BUTTONS_PER_COMPONENT } from '@tablecraft/core/game';
import { buttonProblems, buttonsText, canAddButton, newButton, readButtons } from './buttons-value.ts';

describe("a component's buttons in its form", () => {
  it('travel as JSON text, empty text for none', () => {
    const buttons = [{ id: 'score', label: 'Score it' }];
    expect(buttonsText(buttons)).toBe('[{"id":"score","label":"Score it"}]');
    expect(readButtons(buttonsText(buttons))).toEqual(buttons);
    expect(buttonsText([])).toBe('');
    expect(readButtons('')).toEqual([]);
  });

  it('start a new row with an id no other button has', () => {
    expect(newButton([])).toEqual({ id: 'button-1', label: 'Button 1' });
    expect(newButton([{ id: 'button-2', label: 'B' }]).id).toBe('button-3');
    expect(
      newButton([
        { id: 'a', label: 'A' },
        { id: 'button-3', label: 'B' },
      ]).id,
    ).toBe('button-4');
  });

  it("carry the schema's complaints to the row and input they concern", () => {
    const problems = buttonProblems([
      { id: 'draw', label: 'Draw' },
      { id: 'draw', label: '' },
      { id: 'no spaces', label: 'Ok' },
    ]);
    expect(problems.list).toBeUndefined();
    expect(problems.rows).toEqual([
      {},
      { id: 'is used by another button of this component', label: 'is required' },
      { id: 'must be an id of letters, digits, "_" or "-"' },
    ]);
    expect(
      buttonProblems([
        { id: 'draw', label: 'Draw' },
        { id: 'draw', label: 'Again' },
      ]).rows[1],
    ).toEqual({ id: 'is used by another button of this component' });
  });

  it(`allow at most ${MAX_BUTTONS_PER_COMPONENT}`, () => {
    const many = Array.from({ length: MAX_BUTTONS_PER_COMPONENT }, (_, i) => ({ id: `b${i}`, label: `B${i}` }));
    expect(canAddButton(many.slice(1))).toBe(true);
    expect(canAddButton(many)).toBe(false);
    expect(buttonProblems([...many, { id: 'extra', label: 'Extra' }]).list).toBe(`must be at most ${MAX_BUTTONS_PER_COMPONENT} buttons`);
  });
});
