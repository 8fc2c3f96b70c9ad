// How a die is drawn on the table: a d6 as pips, any other die as its number on the shape of that die.
// Pure geometry in the die's own box (0..1), so it can be tested without a canvas.

import { reduceMotion } from '../access/motion.ts';

/** Where the pips of a d6 face lie, as fractions of the die's width and height. */
export function pipPositions(value: number): Array<[number, number]> {
  const lo = 0.26;
  const mid = 0.5;
  const hi = 0.74;
  switch (value) {
    case 1:
      return [[mid, mid]];
    case 2:
      return [
        [lo, lo],
        [hi, hi],
      ];
    case 3:
      return [
        [lo, lo],
        [mid, mid],
        [hi, hi],
      ];
    case 4:
      return [
        [lo, lo],
        [hi, lo],
        [lo, hi],
        [hi, hi],
      ];
    case 5:
      return [
        [lo, lo],
        [hi, lo],
        [mid, mid],
        [lo, hi],
        [hi, hi],
      ];
    case 6:
      return [
        [lo, lo],
        [hi, lo],
        [lo, mid],
        [hi, mid],
        [lo, hi],
        [hi, hi],
      ];
    default:
      return [];
  }
}

/** Whether a die shows pips: a six-sided die with a face from 1 to 6. */
export function showsPips(sides: number | undefined, value: number | undefined): boolean {
  return (sides ?? 6) === 6 && value !== undefined && value >= 1 && value <= 6;
}

/**
 * The outline of a die other than a d6, as points in its box (0..1): the shape a player knows it by —
 * a triangle for a d4, a diamond for a d8, a kite for a d10, a pentagon for a d12, a hexagon for a d20.
 * Null: a rounded square (a d6, or a die of any other count of sides).
 */
export function dieOutline(sides: number | undefined): Array<[number, number]> | null {
  switch (sides) {
    case 4:
      return [
        [0.5, 0.04],
        [0.97, 0.92],
        [0.03, 0.92],
      ];
    case 8:
      return [
        [0.5, 0.02],
        [0.98, 0.5],
        [0.5, 0.98],
        [0.02, 0.5],
      ];
    case 10:
      return [
        [0.5, 0.02],
        [0.98, 0.58],
        [0.5, 0.98],
        [0.02, 0.58],
      ];
    case 12:
      return regular(5);
    case 20:
      return regular(6);
    default:
      return null;
  }
}

/** A regular polygon of `n` corners, pointing up, filling the box. */
function regular(n: number): Array<[number, number]> {
  return Array.from({ length: n }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return [0.5 + 0.48 * Math.cos(angle), 0.5 + 0.48 * Math.sin(angle)] as [number, number];
  });
}

/** Where the number sits in a shaped die (a triangle's middle is low), as a fraction of its height. */
export function numberCentre(sides: number | undefined): number {
  return sides === 4 ? 0.62 : 0.5;
}

/** How long a roll tumbles on screen, and how far it turns. */
export const ROLL_MS = 450;
export const ROLL_TURNS = 1;

/** Whether the person asked for less motion (their system, or the room's own setting): then a roll just shows its result. */
export function prefersReducedMotion(): boolean {
  return reduceMotion();
}
