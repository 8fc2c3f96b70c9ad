import { describe, expect, it } from 'vitest';
import { freeSpot, type Rect } from './free-spot.ts';

const area = { width: 1600, height: 1000 };
const card = { width: 100, height: 140 };
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const around = (spot: { x: number; y: number }): Rect => ({ x: spot.x - 50, y: spot.y - 70, ...card });

describe('a free spot on the table', () => {
  it('is the middle when nothing lies there', () => {
    expect(freeSpot(area, card, [])).toEqual({ x: 800, y: 500 });
  });

  it('is beside a pile lying in the middle, never on it', () => {
    const discard: Rect = { x: 670, y: 320, width: 260, height: 360 };
    const spot = freeSpot(area, card, [discard])!;
    expect(overlaps(around(spot), discard)).toBe(false);
    // Near the pile: the nearest free ring, not a corner of the table.
    expect(Math.hypot(spot.x - 800, spot.y - 500)).toBeLessThan(400);
  });

  it('keeps off every zone and stays on the table', () => {
    const zones: Rect[] = [
      { x: 0, y: 0, width: 1600, height: 400 },
      { x: 0, y: 600, width: 1600, height: 400 },
      { x: 0, y: 380, width: 700, height: 240 },
    ];
    const spot = freeSpot(area, card, zones, 0)!;
    expect(zones.some((zone) => overlaps(around(spot), zone))).toBe(false);
    expect(spot.x + 50).toBeLessThanOrEqual(1600);
  });

  it('is null when the table is full', () => {
    expect(freeSpot(area, card, [{ x: 0, y: 0, ...area }])).toBeNull();
  });
});
