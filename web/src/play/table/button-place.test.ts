import { describe, expect, it } from 'vitest';
import { overlaps, placeButtons, type Obstacle } from './button-place.ts';

// A deck with a "Draw for everyone" button, a die just under it and a counter beside that, on a
// 1600 × 1000 table seen zoomed out on a phone: finger-sized, the button is 130 table units tall.

const table = { x: 0, y: 0, width: 1600, height: 1000 };
const deck = { x: 100, y: 80, width: 100, height: 140 };
const die = { id: 'die', box: { x: 120, y: 270, width: 60, height: 60 } };
const counter = { id: 'score', box: { x: 90, y: 355, width: 120, height: 50 } };

describe("where a piece's buttons go", () => {
  it('go under the piece when nothing lies there', () => {
    const boxes = placeButtons('deck', deck, [300], 130, 26, [], table)!;
    expect(boxes).toEqual([{ x: 0, y: 246, width: 300, height: 130 }]);
  });

  it('go beside the piece rather than over the die and the counter under it', () => {
    const obstacles: Obstacle[] = [die, counter, { id: 'deck', box: deck }];
    const boxes = placeButtons('deck', deck, [300], 130, 26, obstacles, table)!;
    expect(boxes[0]!.x).toBe(226);
    for (const obstacle of [die, counter]) expect(overlaps(boxes[0]!, obstacle.box)).toBe(false);
  });

  it('stay on the table, and are not drawn where no side is free', () => {
    const corner = { x: 10, y: 10, width: 100, height: 140 };
    // Under it: the die; right of it: a card; above and left of it: off the table.
    const boxes = placeButtons(
      'deck',
      corner,
      [300],
      130,
      26,
      [
        { id: 'die', box: { x: 30, y: 180, width: 60, height: 60 } },
        { id: 'card', box: { x: 140, y: 0, width: 80, height: 120 } },
      ],
      table,
    );
    expect(boxes).toBeNull();
  });

  it('slide along the piece to stay on the table near its edge', () => {
    const boxes = placeButtons('deck', deck, [400], 130, 26, [], table)!;
    expect(boxes[0]).toEqual({ x: 0, y: 246, width: 400, height: 130 });
  });

  it('ignore the board the piece lies on, and stack several buttons centred one under another', () => {
    const board = { id: 'board', box: { x: 0, y: 0, width: 1600, height: 1000 } };
    const boxes = placeButtons('deck', deck, [200, 100], 50, 10, [board], table)!;
    expect(boxes).toEqual([
      { x: 50, y: 230, width: 200, height: 50 },
      { x: 100, y: 290, width: 100, height: 50 },
    ]);
  });
});
