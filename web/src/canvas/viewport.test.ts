import { describe, expect, it } from 'vitest';
import { fitMargin, fitRect, fitView, MAX_SCALE, MIN_SCALE, pinch, toScreen, toTable, zoomAt } from './viewport.ts';
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

  it('turns a landscape table a quarter turn on a portrait phone: seen whole, twice as large', () => {
    const table = { x: 0, y: 0, width: 1600, height: 1000 };
    // A 360×600 view under a phone's bar, above its hand.
    const phone = { width: 360, height: 600 };
    const upright = fitRect(table, phone, 8);
    expect(upright.scale).toBeCloseTo(344 / 1600);
    const view = fitView(table, phone, { margin: 8, mayTurn: true });
    expect(view.turn).toBe(1);
    expect(view.scale).toBeCloseTo(344 / 1000);
    // Clockwise: the table's top-left corner at the view's top right, its bottom-right corner at the bottom left.
    const topLeft = toScreen(view, { x: 0, y: 0 });
    const bottomRight = toScreen(view, { x: 1600, y: 1000 });
    expect(topLeft.x).toBeCloseTo(352);
    expect(bottomRight.x).toBeCloseTo(8);
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(300);
    expect(bottomRight.y - topLeft.y).toBeCloseTo(1600 * (344 / 1000));
    // Its surface takes two thirds of the view (the whole phone's screen is larger still).
    expect((1600 * view.scale * 1000 * view.scale) / (360 * 600)).toBeGreaterThan(0.85);
  });

  it('keeps the table upright where turning gains little, or is not allowed (a laptop)', () => {
    const table = { x: 0, y: 0, width: 1600, height: 1000 };
    expect(fitView(table, { width: 740, height: 300 }, { margin: 8, mayTurn: true }).turn).toBeUndefined();
    // A square table gains nothing from a turn.
    expect(fitView({ x: 0, y: 0, width: 1000, height: 1000 }, { width: 360, height: 600 }, { mayTurn: true }).turn).toBeUndefined();
    expect(fitView(table, { width: 360, height: 600 }).turn).toBeUndefined();
  });

  it('maps points both ways through a turned view, and zooms about the pointer there too', () => {
    const view = { x: 500, y: 20, scale: 0.5, turn: 1 as const };
    const point = { x: 120, y: 80 };
    expect(toTable(view, toScreen(view, point))).toEqual(point);
    const pointer = { x: 200, y: 300 };
    const zoomed = zoomAt(view, 2, pointer);
    expect(zoomed.turn).toBe(1);
    const under = toTable(view, pointer);
    expect(toScreen(zoomed, under).x).toBeCloseTo(pointer.x);
    expect(toScreen(zoomed, under).y).toBeCloseTo(pointer.y);
  });

  it('leaves a smaller margin round the table on a small screen', () => {
    expect(fitMargin({ width: 1920, height: 1080 })).toBe(40);
    expect(fitMargin({ width: 1024, height: 600 })).toBe(24);
    expect(fitMargin({ width: 360, height: 600 })).toBe(14);
    expect(fitMargin({ width: 150, height: 150 })).toBe(8);
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
