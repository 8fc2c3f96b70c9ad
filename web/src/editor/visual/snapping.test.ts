import { describe, expect, it } from 'vitest';
import { linesOfBox, linesOfPoint, snapBox } from './snapping.ts';
import { boxAround } from './geometry.ts';

describe('snapBox', () => {
  const other = { x: 200, y: 100, width: 50, height: 50 };

  it('snaps the nearest edge to another box’s edge and shows the guide', () => {
    const result = snapBox({ x: 203, y: 300, width: 60, height: 40 }, linesOfBox(other), { threshold: 5 });
    expect(result.dx).toBe(-3);
    expect(result.dy).toBe(0);
    expect(result.guides).toEqual([{ axis: 'x', at: 200, from: 100, to: 340 }]);
  });

  it('snaps centre to centre', () => {
    // Box centre at 226, other's centre at 225.
    const result = snapBox({ x: 206, y: 400, width: 40, height: 40 }, linesOfBox(other), { threshold: 2 });
    expect(result.dx).toBe(-1);
    expect(result.guides.map((guide) => guide.at)).toContain(225);
  });

  it('picks the closest line when several are within reach', () => {
    const lines = [...linesOfBox({ x: 100, y: 0, width: 10, height: 10 }), ...linesOfBox({ x: 97, y: 50, width: 10, height: 10 })];
    expect(snapBox({ x: 98, y: 200, width: 20, height: 20 }, lines, { threshold: 5 }).dx).toBe(-1);
  });

  it('snaps each axis on its own', () => {
    const result = snapBox({ x: 252, y: 148, width: 10, height: 10 }, linesOfBox(other), { threshold: 4 });
    expect(result.dx).toBe(-2); // left edge to other's right edge (250)
    expect(result.dy).toBe(2); // top edge to other's bottom (150)
    expect(result.guides.map((guide) => guide.axis).sort()).toEqual(['x', 'y']);
  });

  it('falls back to the grid when no line is near', () => {
    const result = snapBox({ x: 33, y: 58, width: 10, height: 10 }, linesOfBox(other), { threshold: 4, grid: 20 });
    expect(result).toEqual({ dx: 7, dy: 2, guides: [] });
  });

  it('prefers a line over the grid on the same axis', () => {
    const result = snapBox({ x: 248, y: 58, width: 10, height: 10 }, linesOfBox(other), { threshold: 4, grid: 20 });
    expect(result.dx).toBe(2);
    expect(result.dy).toBe(2);
  });

  it('leaves the box where it is with no line near and no grid', () => {
    expect(snapBox({ x: 500, y: 500, width: 10, height: 10 }, linesOfBox(other), { threshold: 4 })).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it('snaps a centre onto an anchor point', () => {
    const result = snapBox(boxAround({ x: 98, y: 203 }, 20, 20), linesOfPoint(100, 200), { threshold: 5 });
    expect(result.dx).toBe(2);
    expect(result.dy).toBe(-3);
    expect(result.guides).toHaveLength(2);
  });

  it('merges guides at the same position into one line covering them all', () => {
    const lines = [...linesOfBox({ x: 0, y: 0, width: 10, height: 10 }), ...linesOfBox({ x: 0, y: 500, width: 10, height: 10 })];
    const result = snapBox({ x: 1, y: 200, width: 10, height: 10 }, lines, { threshold: 2 });
    const at0 = result.guides.filter((guide) => guide.axis === 'x' && guide.at === 0);
    expect(at0).toEqual([{ axis: 'x', at: 0, from: 0, to: 510 }]);
  });
});

describe('boxAround', () => {
  it('swaps width and height for a quarter turn', () => {
    expect(boxAround({ x: 100, y: 100 }, 40, 20, 90)).toEqual({ x: 90, y: 80, width: 20, height: 40 });
  });
  it('is centred on the point', () => {
    expect(boxAround({ x: 50, y: 60 }, 20, 10)).toEqual({ x: 40, y: 55, width: 20, height: 10 });
  });
});
