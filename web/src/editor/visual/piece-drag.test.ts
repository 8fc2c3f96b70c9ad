import { describe, expect, it } from 'vitest';
import { heldBox, sameGuides, snapDrag, snapLinesFor, SNAP_SCREEN_PX } from './piece-drag.ts';
import type { SnapLine } from './snapping.ts';
import { surfaceScene } from './surface-scene.ts';
import { testDocument } from './test-document.ts';

// The test surface is 1000 × 600: the deck's box is 40..160 × 20..180, tokens t1 280..320 × 280..320,
// t2 380..420 × 300..340, t3 500..540 × 260..300; the dropzone is 600..900 × 100..300, its anchor at (650, 150).
const scene = surfaceScene(testDocument(), 'table');
const positions = (lines: SnapLine[], axis: 'x' | 'y') =>
  [...new Set(lines.filter((line) => line.axis === axis).map((line) => line.at))].sort((a, b) => a - b);

describe('what a held selection snaps to', () => {
  it('offers the surface, every object not held, the dropzones and the anchors, never the held objects', () => {
    const lines = snapLinesFor(scene, new Set(['t1']), { width: 1000, height: 600 });
    expect(positions(lines, 'x')).toEqual([0, 40, 100, 160, 380, 400, 420, 500, 520, 540, 600, 650, 750, 900, 1000]);
    expect(positions(lines, 'y')).toEqual([0, 20, 100, 150, 180, 200, 260, 280, 300, 320, 340, 600]);
    // t1's own left edge (280) and centre (300) are not offered as vertical lines.
    expect(positions(lines, 'x')).not.toContain(280);
  });

  it('boxes the held objects together', () => {
    expect(heldBox(scene, new Set(['t1', 't2']))).toEqual({ x: 280, y: 280, width: 140, height: 60 });
    expect(heldBox(scene, new Set(['gone']))).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('where a held selection goes', () => {
  const box = { x: 0, y: 200, width: 20, height: 20 };
  const line: SnapLine[] = [{ axis: 'x', at: 100, from: 0, to: 50 }];
  const on = { enabled: true, grid: 0 };

  it('snaps an edge within the screen distance onto a line, with its guide', () => {
    // Moved 75 right the box's right edge is at 95, 5 from the line: within 6 screen pixels at scale 1.
    const result = snapDrag(box, line, { dx: 75, dy: 0 }, on, 1);
    expect(result.dx).toBe(80);
    expect(result.dy).toBe(0);
    expect(result.guides).toEqual([{ axis: 'x', at: 100, from: 0, to: 220 }]);
  });

  it('measures the snap distance on screen: zoomed in, the same move is too far to snap', () => {
    expect(5).toBeLessThan(SNAP_SCREEN_PX);
    const result = snapDrag(box, line, { dx: 75, dy: 0 }, on, 2);
    expect(result).toEqual({ dx: 75, dy: 0, guides: [] });
    // Zoomed out the reach grows: 10 surface pixels away snaps at a quarter scale.
    expect(snapDrag(box, line, { dx: 70, dy: 0 }, on, 0.25).dx).toBe(80);
  });

  it('falls back to the grid when no line is near', () => {
    const result = snapDrag(box, line, { dx: 74, dy: 3 }, { enabled: true, grid: 10 }, 2);
    expect(result).toEqual({ dx: 70, dy: 0, guides: [] });
  });

  it('goes exactly where the pointer took it with snapping off', () => {
    const result = snapDrag(box, line, { dx: 77, dy: 3 }, { enabled: false, grid: 10 }, 1);
    expect(result).toEqual({ dx: 77, dy: 3, guides: [] });
  });
});

describe('sameGuides', () => {
  const guide = { axis: 'x' as const, at: 100, from: 0, to: 50 };
  it('tells equal guide lists from different ones', () => {
    expect(sameGuides([guide], [{ ...guide }])).toBe(true);
    expect(sameGuides([], [])).toBe(true);
    expect(sameGuides([guide], [{ ...guide, at: 101 }])).toBe(false);
    expect(sameGuides([guide], [{ ...guide, axis: 'y' }])).toBe(false);
    expect(sameGuides([guide], [{ ...guide, to: 60 }])).toBe(false);
    expect(sameGuides([guide], [guide, guide])).toBe(false);
  });
});
