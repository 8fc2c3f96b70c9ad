import { describe, expect, it } from 'vitest';
import { FieldInputError } from './field-input-error.ts';
import { pageFormValues, pageInput, robotsFor, VISIBILITY_CHOICES, visibilityConsequence } from './page-input.ts';

const values = (overrides: Partial<ReturnType<typeof pageFormValues>> = {}) => ({
  overview: '# Chess',
  minPlayers: '2',
  maxPlayers: '2',
  playMinutes: '30',
  ...overrides,
});

describe('game page form', () => {
  it('starts from the page, with empty boxes for what is not said', () => {
    expect(pageFormValues({ overview: 'x', minPlayers: 2, maxPlayers: null, playMinutes: null })).toEqual({
      overview: 'x',
      minPlayers: '2',
      maxPlayers: '',
      playMinutes: '',
    });
  });

  it('sends whole numbers, and null for empty boxes', () => {
    expect(pageInput(values({ maxPlayers: ' 4 ', playMinutes: '' }))).toEqual({
      overview: '# Chess',
      minPlayers: 2,
      maxPlayers: 4,
      playMinutes: null,
    });
  });

  it('names every box that is not a whole number, and a maximum under the minimum', () => {
    const refusal = (input: ReturnType<typeof values>) => {
      try {
        pageInput(input);
      } catch (error) {
        expect(error).toBeInstanceOf(FieldInputError);
        return (error as FieldInputError).fieldErrors;
      }
      throw new Error('accepted');
    };
    expect(refusal(values({ minPlayers: 'two', playMinutes: '1.5' }))).toEqual({
      minPlayers: 'must be a whole number',
      playMinutes: 'must be a whole number',
    });
    expect(refusal(values({ minPlayers: '5', maxPlayers: '4' }))).toEqual({ maxPlayers: 'must not be less than the minimum' });
  });
});

describe('visibility', () => {
  it('lets search engines index public games only', () => {
    expect(robotsFor('PUBLIC')).toBe('index');
    expect(robotsFor('UNLISTED')).toBe('noindex');
    expect(robotsFor('PRIVATE')).toBe('noindex');
  });

  it('says what each choice means, noindex included where it applies', () => {
    expect(VISIBILITY_CHOICES.map((choice) => choice.value)).toEqual(['PUBLIC', 'UNLISTED', 'PRIVATE']);
    expect(visibilityConsequence('PUBLIC')).toMatch(/search engines may index/);
    expect(visibilityConsequence('UNLISTED')).toMatch(/noindex/);
    expect(visibilityConsequence('PRIVATE')).toMatch(/Not Found.*noindex/);
  });
});
