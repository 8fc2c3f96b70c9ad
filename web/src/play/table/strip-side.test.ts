import { describe, expect, it } from 'vitest';
import { stripSide } from './strip-side.ts';

// A phone's table, 360 × 600 on screen, and a one-row strip 52 px tall, 300 px wide.
const view = { width: 360, height: 600 };
const strip = { width: 300, height: 52 };

describe("the selected piece's action strip", () => {
  it('goes along the bottom when nothing is selected on the table, or the piece lies clear of it', () => {
    expect(stripSide(null, view, strip)).toBe('bottom');
    expect(stripSide({ x: 150, y: 100, width: 40, height: 40 }, view, strip)).toBe('bottom');
  });

  it('goes along the top when the piece lies where the strip would be at the bottom', () => {
    expect(stripSide({ x: 150, y: 530, width: 40, height: 40 }, view, strip)).toBe('top');
  });

  it('stays at the bottom when the piece lies beside the strip, not under it', () => {
    expect(stripSide({ x: 2, y: 560, width: 20, height: 20 }, view, strip)).toBe('bottom');
  });

  it('takes the edge the piece reaches into least when it reaches both', () => {
    expect(stripSide({ x: 100, y: 20, width: 100, height: 560 }, view, strip)).toBe('bottom');
    expect(stripSide({ x: 100, y: 50, width: 100, height: 545 }, view, strip)).toBe('top');
  });
});
