import { describe, expect, it } from 'vitest';
import { badgeBox, badgeFontSize, badgeRoomBelow, buttonBox, buttonHeight, fitText, uprightBox } from './piece-extras.ts';

describe("a piece's label and buttons", () => {
  it('are placed from the upright box a turned piece covers', () => {
    expect(uprightBox(100, 100, 80, 120, 0)).toEqual({ x: 60, y: 40, width: 80, height: 120 });
    const turned = uprightBox(100, 100, 80, 120, 90);
    expect([turned.x, turned.y, turned.width, turned.height].map(Math.round)).toEqual([40, 60, 120, 80]);
  });

  it('put the label inside a tall piece’s bottom edge, and under a short one', () => {
    const card = { x: 0, y: 0, width: 80, height: 120 };
    const inside = badgeBox(card, 40, 12);
    expect(inside.outside).toBe(false);
    expect(inside.y + inside.height).toBeLessThanOrEqual(120);
    expect(inside.x + inside.width / 2).toBe(40);
    const token = { x: 0, y: 0, width: 40, height: 30 };
    expect(badgeBox(token, 40, 12).outside).toBe(true);
    expect(badgeBox(token, 40, 12).y).toBeGreaterThan(30);
    expect(badgeRoomBelow(token, 12)).toBeGreaterThan(0);
    expect(badgeRoomBelow(card, 12)).toBe(0);
  });

  it('keep the label readable and the buttons finger-sized when zoomed out', () => {
    expect(badgeFontSize(1)).toBe(12);
    expect(badgeFontSize(0.5)).toBe(22);
    expect(buttonHeight(1, 28)).toBe(28);
    expect(buttonHeight(0.25, 28)).toBe(112);
    expect(buttonHeight(4, 28)).toBe(26);
  });

  it('cut a long label with an ellipsis', () => {
    const measure = (text: string) => text.length * 6;
    expect(fitText('3 points', 100, measure)).toBe('3 points');
    const cut = fitText('A very long label indeed', 60, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut)).toBeLessThanOrEqual(60);
  });

  it('stack the buttons under the piece, centred, below a label under it', () => {
    const piece = { x: 0, y: 0, width: 80, height: 120 };
    const first = buttonBox(piece, 0, 30, 50);
    const second = buttonBox(piece, 1, 30, 50);
    expect(first.y).toBeGreaterThan(120);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(first.x + first.width / 2).toBe(40);
    expect(buttonBox(piece, 0, 30, 50, 20).y).toBe(first.y + 20);
  });
});
