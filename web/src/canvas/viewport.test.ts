import { describe, expect, it } from 'vitest';
import { fitRect, MAX_SCALE, MIN_SCALE, pinch, toScreen, toTable, zoomAt } from './viewport.ts';
import { surfaceOrigins, tableBounds, SURFACE_GAP } from './geometry.ts';

describe('pan and zoom', () => {
  it('zooms around the pointer: the table point under it stays put', () => {
    const before = { x: 30, y: -20, scale: 0.8 };
    const pointer = { x: 400, y: 300 };
    const after = zoomAt(before, 1.5, pointer);
    expect(after.scale).toBeCloseTo(1.2);
    const under = toTable(before, pointer);
    expect(toScreen(after, under).x).toBeCloseTo(pointer.x);
    expect(toScreen(after, under).y).toBeCloseTo(pointer.y);
  });

  it('keeps the zoom between its limits', () => {
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 1000, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 0.0001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });

  it('fits the table in the middle of the view with a margin', () => {
    const view = fitRect({ x: 0, y: 0, width: 1600, height: 1000 }, { width: 880, height: 600 }, 40);
    expect(view.scale).toBeCloseTo(0.5);
    expect(toScreen(view, { x: 800, y: 500 })).toEqual({ x: 440, y: 300 });
  });

  it('pinches: fingers apart zoom in, both moving pans', () => {
    const start = { x: 0, y: 0, scale: 1 };
    const zoomed = pinch(start, { x: 100, y: 100 }, { x: 200, y: 100 }, { x: 50, y: 100 }, { x: 250, y: 100 });
    expect(zoomed.scale).toBeCloseTo(2);
    expect(toScreen(zoomed, { x: 150, y: 100 })).toEqual({ x: 150, y: 100 });
    const panned = pinch(start, { x: 100, y: 100 }, { x: 200, y: 100 }, { x: 130, y: 140 }, { x: 230, y: 140 });
    expect(panned).toEqual({ x: 30, y: 40, scale: 1 });
  });

  it('lays surfaces side by side with a gap', () => {
    const surfaces = [
      { id: 'a', width: 1000, height: 800 },
      { id: 'b', width: 500, height: 900 },
    ];
    expect(surfaceOrigins(surfaces)).toEqual({ a: { x: 0, y: 0 }, b: { x: 1000 + SURFACE_GAP, y: 0 } });
    expect(tableBounds(surfaces)).toEqual({ x: 0, y: 0, width: 1500 + SURFACE_GAP, height: 900 });
  });
});
