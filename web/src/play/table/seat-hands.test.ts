import { describe, expect, it } from 'vitest';
import type { RoomView } from '@tablecraft/core/play';
import { tableBounds } from '../../canvas/geometry.ts';
import { layoutTable } from './table-layout.ts';
import { fanSize, HAND_INSET, nearestSide, seatHandPlaces } from './seat-hands.ts';
import { pieceIdOf, play, testRoom, viewOf } from '../test-room.ts';

const placesFor = (view: RoomView) => seatHandPlaces(view, tableBounds(view.surfaces), layoutTable(view).zones);

// Other players' hands at their places on the table, from the counts each seat already receives.
describe("other players' hands on the table", () => {
  const drawn = play(testRoom(), { type: 'draw', pileId: pieceIdOf(testRoom(), 'deck'), count: 2 }, 'alice');

  it("shows North's hand to South as two backs at North's side: beside North's own corner", () => {
    const places = placesFor(viewOf(drawn, 'south'));
    // North owns the corner at the bottom right (600..900, 600..750 of a 1000 × 800 table).
    expect(places).toEqual([{ seatId: 'north', name: 'North', colour: '#dc2626', count: 2, side: 'bottom', x: 750, y: 800 - HAND_INSET }]);
  });

  it("never shows the viewer's own hand (it is in the hand bar) nor an empty one", () => {
    expect(placesFor(viewOf(drawn, 'north'))).toEqual([]);
    expect(placesFor(viewOf(testRoom(), 'south'))).toEqual([]);
  });

  it('seats without zones of their own go round the table from the viewer, and spectators see every hand', () => {
    const dealt = play(drawn, { type: 'draw', pileId: pieceIdOf(drawn, 'deck'), count: 1 }, 'bob');
    const view = viewOf(dealt, 'north');
    // South has no zone: with two seats it sits across the table from North.
    expect(placesFor(view)).toMatchObject([{ seatId: 'south', count: 1, side: 'top', y: HAND_INSET }]);
    expect(placesFor(viewOf(dealt, null)).map((p) => [p.seatId, p.count])).toEqual([
      ['north', 2],
      ['south', 1],
    ]);
  });

  it('uses nothing but the counts: a view with the same counts gives the same places', () => {
    const view = viewOf(drawn, 'south');
    const stripped: RoomView = {
      ...view,
      hands: Object.fromEntries(Object.entries(view.hands).map(([id, hand]) => [id, { ...hand, cards: null }])),
    };
    expect(placesFor(stripped)).toEqual(placesFor(view));
  });

  it('draws at most five backs, and finds the nearest edge', () => {
    expect([0, 1, 5, 40].map(fanSize)).toEqual([0, 1, 5, 5]);
    const table = { x: 0, y: 0, width: 1000, height: 800 };
    expect(nearestSide(table, { x: 500, y: 20 })).toBe('top');
    expect(nearestSide(table, { x: 980, y: 400 })).toBe('right');
    expect(nearestSide(table, { x: 10, y: 400 })).toBe('left');
  });
});
