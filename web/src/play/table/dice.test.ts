import { describe, expect, it } from 'vitest';
import { dieOutline, numberCentre, pipPositions, showsPips } from './dice.ts';

// Dice drawn as dice: pips on a d6, the number on the die's own shape otherwise.
describe('drawing a die', () => {
  it('lays out the pips of every d6 face inside the die, symmetric about its centre', () => {
    for (let value = 1; value <= 6; value++) {
      const pips = pipPositions(value);
      expect(pips).toHaveLength(value);
      for (const [x, y] of pips) {
        expect(x).toBeGreaterThan(0.15);
        expect(x).toBeLessThan(0.85);
        expect(y).toBeGreaterThan(0.15);
        expect(y).toBeLessThan(0.85);
      }
      // A die face looks the same turned half round.
      const turned = pips.map(([x, y]) => `${(1 - x).toFixed(2)},${(1 - y).toFixed(2)}`).sort();
      expect(turned).toEqual(pips.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).sort());
      expect(new Set(pips.map(([x, y]) => `${x},${y}`)).size).toBe(value);
    }
    expect(pipPositions(1)).toEqual([[0.5, 0.5]]);
  });

  it('shows pips only on a six-sided die with a face from 1 to 6', () => {
    expect(showsPips(6, 4)).toBe(true);
    expect(showsPips(undefined, 6)).toBe(true);
    expect(showsPips(20, 4)).toBe(false);
    expect(showsPips(6, undefined)).toBe(false);
    expect(showsPips(6, 7)).toBe(false);
  });

  it('gives other dice the shape a player knows them by, inside their box', () => {
    expect(dieOutline(6)).toBeNull();
    expect(dieOutline(100)).toBeNull();
    expect(dieOutline(4)).toHaveLength(3);
    expect(dieOutline(8)).toHaveLength(4);
    expect(dieOutline(10)).toHaveLength(4);
    expect(dieOutline(12)).toHaveLength(5);
    expect(dieOutline(20)).toHaveLength(6);
    for (const sides of [4, 8, 10, 12, 20])
      for (const [x, y] of dieOutline(sides)!) for (const v of [x, y]) expect(v >= 0 && v <= 1).toBe(true);
    // A triangle's number sits low, where the triangle is wide enough for it.
    expect(numberCentre(4)).toBeGreaterThan(0.5);
    expect(numberCentre(20)).toBe(0.5);
  });
});
