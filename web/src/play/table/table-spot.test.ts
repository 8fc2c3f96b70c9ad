import { describe, expect, it } from 'vitest';
import { initialRoomState, viewFor } from '@tablecraft/core/play';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { layoutTable, tableCentre } from './table-layout.ts';

// "Play to the table" puts a card from a hand in the free spot nearest the table's middle: never on the
// discard pile lying there, which only a drop onto it should reach.

describe('where a card played to the table lands', () => {
  it('is the middle of the table when nothing lies there', () => {
    const doc = fullDocument();
    doc.dropzones = doc.dropzones.filter((zone) => zone.parent.type !== 'surface');
    doc.objects = doc.objects.filter((object) => object.id !== 'o-die');
    const view = viewFor(initialRoomState(doc, { seed: 'spot' }), 'p1');
    const peasant = view.hands.p1!.cards![0]!;
    expect(tableCentre(view, peasant)).toEqual({ type: 'surface', surfaceId: 'table', x: 800, y: 500 });
  });

  it('is beside a discard pile in the middle, not on it', () => {
    const doc = fullDocument();
    Object.assign(
      doc.dropzones.find((zone) => zone.id === 'discard')!,
      { x: 800, y: 500 },
    );
    const view = viewFor(initialRoomState(doc, { seed: 'spot' }), 'p1');
    const peasant = view.hands.p1!.cards![0]!;
    const spot = tableCentre(view, peasant)!;
    if (spot.type !== 'surface') throw new Error('a spot on the table');
    const discard = layoutTable(view).zones.discard!;
    const card = { width: 250, height: 350 };
    const clear =
      spot.x + card.width / 2 <= discard.x ||
      spot.x - card.width / 2 >= discard.x + discard.width ||
      spot.y + card.height / 2 <= discard.y ||
      spot.y - card.height / 2 >= discard.y + discard.height;
    expect(clear).toBe(true);
  });
});
