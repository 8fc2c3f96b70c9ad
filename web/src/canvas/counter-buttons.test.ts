import { describe, expect, it } from 'vitest';
import { fitRect } from './viewport.ts';
import { tableBounds } from './geometry.ts';
import { FINGER_PX, MIN_TOUCH_PX, minTargetPx, stepButtonCentre, stepButtonRadius } from './counter-buttons.ts';

// A counter's buttons were about 10 px across on a fitted table: too small for a finger.
describe("a counter's step buttons", () => {
  it('are at least 32 px across on screen at the default zoom of a typical table', () => {
    // A 1600 × 1000 table fitted into a laptop's table area, as the room first shows it.
    const { scale } = fitRect(tableBounds([{ id: 'table', width: 1600, height: 1000 }]), { width: 1000, height: 640 });
    expect(scale).toBeLessThan(1);
    const counterHeight = 50;
    const radius = stepButtonRadius(counterHeight * 0.4, scale);
    expect(radius * 2 * scale).toBeGreaterThanOrEqual(32);
    expect(radius * 2 * scale).toBeGreaterThanOrEqual(MIN_TOUCH_PX - 1e-9);
  });

  it('keep their drawn size when zoomed in, and never shrink below a finger when zoomed out', () => {
    expect(stepButtonRadius(30, 4)).toBe(30);
    for (const scale of [0.1, 0.25, 0.6, 1, 2]) expect(stepButtonRadius(5, scale) * 2 * scale).toBeGreaterThanOrEqual(MIN_TOUCH_PX - 1e-9);
    expect(stepButtonRadius(5, 0)).toBe(MIN_TOUCH_PX / 2);
  });

  it('sit just outside the counter’s ends, leaving its number in sight and its body to drag it by', () => {
    expect(stepButtonCentre(-1, 120, 50, 20)).toEqual({ x: -20, y: 25 });
    expect(stepButtonCentre(1, 120, 50, 20)).toEqual({ x: 140, y: 25 });
    // However large a zoomed-out table makes them, they never reach into the counter.
    for (const radius of [5, 40, 400]) {
      expect(stepButtonCentre(-1, 120, 50, radius).x + radius).toBeLessThanOrEqual(0);
      expect(stepButtonCentre(1, 120, 50, radius).x - radius).toBeGreaterThanOrEqual(120);
    }
  });
});

describe('targets for a finger', () => {
  it('are 44 px on a touch screen and 36 px with a mouse', () => {
    const coarse = (yes: boolean) => (query: string) => ({ matches: yes && query === '(pointer: coarse)' }) as MediaQueryList;
    const original = window.matchMedia;
    try {
      window.matchMedia = coarse(true);
      expect(minTargetPx()).toBe(FINGER_PX);
      expect(stepButtonRadius(5, 0.3, minTargetPx()) * 2 * 0.3).toBeCloseTo(44);
      window.matchMedia = coarse(false);
      expect(minTargetPx()).toBe(MIN_TOUCH_PX);
    } finally {
      window.matchMedia = original;
    }
  });
});
