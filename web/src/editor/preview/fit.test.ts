import { describe, expect, it } from 'vitest';
import { fitScale } from './fit.ts';

describe('fitScale', () => {
  it('shrinks what is too big, on its tighter side', () => {
    expect(fitScale(800, 400, 400, 400)).toBe(0.5);
    expect(fitScale(250, 700, 400, 350)).toBe(0.5);
  });
  it('enlarges small pieces up to the cap', () => {
    expect(fitScale(64, 64, 400, 400)).toBe(2);
  });
});
