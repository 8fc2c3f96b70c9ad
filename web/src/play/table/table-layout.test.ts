import { describe, expect, it } from 'vitest';
import { besidePile, dropTargetAt, layoutTable, stackingOrder } from './table-layout.ts';
import { applyOp, initialRoomState, parseOp, viewFor } from '@tablecraft/core/play';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { pieceIdOf, play, testRoom, viewOf } from '../test-room.ts';

describe('where pieces are and where a drop lands', () => {
  const state = testRoom();
  const view = viewOf(state, 'north');
  const layout = layoutTable(view);
  const jack = pieceIdOf(state, 'card', 'jack');
  const deck = pieceIdOf(state, 'deck');

  it('places pieces at their centres and zones on their surface', () => {
    expect(layout.pieces[jack]).toEqual({ x: 500, y: 400 });
    expect(layout.zones.discard).toEqual({ x: 200, y: 40, width: 100, height: 140 });
  });

  it('drops onto a stack zone as a pile, onto a container as its pile, into a zone, or onto the surface', () => {
    expect(dropTargetAt(view, layout, { x: 250, y: 100 }, jack)).toEqual({ type: 'pile', pileId: 'discard' });
    expect(dropTargetAt(view, layout, { x: 110, y: 90 }, jack)).toEqual({ type: 'pile', pileId: deck });
    expect(dropTargetAt(view, layout, { x: 700, y: 650 }, jack)).toEqual({ type: 'zone', dropzoneId: 'secret', x: 100, y: 50 });
    expect(dropTargetAt(view, layout, { x: 420.25, y: 333 }, jack)).toEqual({ type: 'surface', surfaceId: 'table', x: 420.3, y: 333 });
  });

  it('refuses a drop off the table (the piece goes back)', () => {
    expect(dropTargetAt(view, layout, { x: 5000, y: 5000 }, jack)).toBeNull();
  });

  it('never drops a container onto itself', () => {
    expect(dropTargetAt(view, layout, { x: 100, y: 100 }, deck)).toEqual({ type: 'surface', surfaceId: 'table', x: 100, y: 100 });
  });

  it('lays a grid zone’s pieces where the engine snapped them', () => {
    const moved = viewOf(
      play(state, { type: 'move', pieceId: jack, to: { type: 'zone', dropzoneId: 'secret', x: 290, y: 10 } }, 'alice'),
      'north',
    );
    expect(layoutTable(moved).pieces[jack]).toEqual({ x: 600 + 250, y: 600 + 75 });
  });

  it('takes from a pile to the table beside it', () => {
    expect(besidePile(view, layout, deck)).toEqual({ type: 'surface', surfaceId: 'table', x: 200, y: 100 });
  });

  it('draws containers under cards, dice and counters over them, and a card brought to the front over the others', () => {
    let room = play(state, { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 520, y: 410 } }, 'alice');
    const queen = pieceIdOf(room, 'card', 'queen');
    const order = (r: typeof room) => {
      const seen = viewOf(r, 'south');
      return stackingOrder(seen, layoutTable(seen)).map((piece) => piece.id);
    };
    expect(order(room)).toEqual([deck, jack, queen, pieceIdOf(room, 'die'), pieceIdOf(room, 'score')]);
    room = play(room, { type: 'bringToFront', pieceId: jack }, 'bob');
    expect(order(room)).toEqual([deck, queen, jack, pieceIdOf(room, 'die'), pieceIdOf(room, 'score')]);
  });
});

describe('a piece over its own drop areas', () => {
  it('is never offered a zone it carries as a drop target', () => {
    let state = initialRoomState(fullDocument(), { seed: '1'.repeat(64) });
    const bob = { userId: 'bob', seatId: 'p2' };
    const apply = (op: unknown, actor: { userId: string; seatId: string | null }) => {
      const result = applyOp(state, parseOp(op)!, actor);
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
    };
    apply({ type: 'claimSeat', seatId: 'p2' }, { userId: 'bob', seatId: null });
    const mat = Object.values(state.pieces).find((p) => p.componentId === 'hand')!.id;
    const slots = Object.keys(state.zones).find((id) => state.zones[id]!.containerPieceId === mat)!;
    const surface = state.surfaces[0]!;
    apply(
      { type: 'move', pieceId: mat, to: { type: 'surface', surfaceId: surface.id, x: surface.width - 200, y: surface.height - 200 } },
      bob,
    );
    const view = viewFor(state, 'p2');
    const layout = layoutTable(view);
    const rect = layout.zones[slots]!;
    const inside = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    // Another piece held there goes into the zone; the mat itself does not.
    expect(dropTargetAt(view, layout, inside, 'someone-else')).toMatchObject({ type: 'zone', dropzoneId: slots });
    expect(dropTargetAt(view, layout, inside, mat)).not.toMatchObject({ dropzoneId: slots });
    expect(dropTargetAt(view, layout, inside, mat)).not.toMatchObject({ pileId: slots });
  });
});
