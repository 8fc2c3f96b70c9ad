import { describe, expect, it } from 'vitest';
import { deckFromSheet } from '@tablecraft/core/game';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { freePieceCentre, occupiedOnSurface, placeFree } from './piece-placement.ts';
import type { Box, Point } from './geometry.ts';

const surface = { width: 1600, height: 1000 };
const card = { width: 250, height: 350 };
const boxOf = (centre: Point, size: { width: number; height: number }): Box => ({
  x: centre.x - size.width / 2,
  y: centre.y - size.height / 2,
  width: size.width,
  height: size.height,
});
const apart = (a: Box, b: Box) => a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;

describe('a piece added to the table', () => {
  it('lands in the middle of the view when nothing lies there', () => {
    expect(freePieceCentre({ centre: { x: 400, y: 300 }, surface }, card, [])).toEqual({ x: 400, y: 300 });
  });

  it('stays wholly on the surface when the view is at its edge', () => {
    expect(freePieceCentre({ centre: { x: -200, y: 2000 }, surface }, card, [])).toEqual({ x: 125, y: 825 });
  });

  it('lands beside the discard pile and the deck in the middle of the view, near it, not on them', () => {
    const doc = fullDocument();
    // The discard pile lies around (530, 280), the deck around (100, 100).
    const taken = occupiedOnSurface(doc, 'table');
    const at = freePieceCentre({ centre: { x: 530, y: 280 }, surface }, card, taken);
    for (const box of taken) expect(apart(boxOf(at, card), box), JSON.stringify({ at, box })).toBe(true);
    expect(Math.hypot(at.x - 530, at.y - 280)).toBeLessThan(600);
  });

  it('lands beside the pieces added just before it, a dozen of them, each off the others', () => {
    const small = { width: 180, height: 250 };
    const taken: Box[] = [];
    for (let i = 0; i < 12; i++) {
      const at = freePieceCentre({ centre: { x: 800, y: 500 }, surface }, small, taken);
      for (const box of taken) expect(apart(boxOf(at, small), box), JSON.stringify({ i, at, box })).toBe(true);
      taken.push(boxOf(at, small));
    }
    // The second lies right beside the first.
    expect(taken[1]).toMatchObject({ x: 800 + 90 + 8, y: 375 });
  });

  it('looks the whole table over when the view is crowded, and takes the middle of the view on a full table', () => {
    const crowded = [{ x: 0, y: 0, width: 1000, height: 1000 }];
    const at = freePieceCentre({ centre: { x: 300, y: 500 }, surface }, card, crowded);
    expect(apart(boxOf(at, card), crowded[0]!)).toBe(true);
    expect(freePieceCentre({ centre: { x: 300, y: 500 }, surface }, card, [{ x: 0, y: 0, ...surface }])).toEqual({ x: 300, y: 500 });
  });

  it('lists what lies on one surface: its dropzones and its pieces, not what is inside them or on a seat', () => {
    expect(occupiedOnSurface(fullDocument(), 'table')).toEqual([
      { x: 400, y: 100, width: 260, height: 360 },
      { x: -30, y: -80, width: 260, height: 360 },
      { x: 768, y: 468, width: 64, height: 64 },
    ]);
  });

  it('moves a deck made from a sheet off a deck already in the middle of the table', () => {
    const full = fullDocument();
    const doc = {
      ...full,
      objects: full.objects.map((object) =>
        object.id === 'the-deck'
          ? { ...object, placement: { type: 'surface' as const, surfaceId: 'table', x: 800, y: 500, rotation: 0 } }
          : object,
      ),
    };
    const made = deckFromSheet(doc, 'sheet', { frames: 4 });
    if (!made.ok) throw new Error('no deck');
    const placed = placeFree(made.doc, made.deckObjectId);
    const deck = placed.objects.find((object) => object.id === made.deckObjectId)!;
    expect(deck.placement).not.toMatchObject({ x: 800, y: 500 });
    const others = occupiedOnSurface(placed, 'table', new Set([made.deckObjectId]));
    const deckSize = placed.components.find((component) => component.id === deck.componentId)!;
    const centre = deck.placement as unknown as Point;
    for (const box of others) expect(apart(boxOf(centre, deckSize), box)).toBe(true);
  });
});
