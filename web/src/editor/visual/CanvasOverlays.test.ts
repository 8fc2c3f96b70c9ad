import { describe, expect, it } from 'vitest';
import { gridStep } from './CanvasOverlays.tsx';

describe('the grid drawn under the editor', () => {
  it('draws the grid itself while its lines are at least 8 screen pixels apart', () => {
    expect(gridStep(10, 1)).toBe(10);
    expect(gridStep(10, 0.8)).toBe(10);
  });
  it('zoomed out, draws every few grid lines only, keeping them 8 screen pixels apart', () => {
    expect(gridStep(10, 0.5)).toBe(20);
    expect(gridStep(10, 0.3)).toBe(30);
    expect(gridStep(10, 0.1)).toBe(80);
  });
});
