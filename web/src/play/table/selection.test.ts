import { describe, expect, it } from 'vitest';
import { layoutTable } from './table-layout.ts';
import {
  bandOf,
  groupAfterBand,
  groupAfterPress,
  groupFlip,
  groupMove,
  groupRotate,
  piecesInBand,
  selectable,
  stillSelectable,
  toggled,
  withBand,
} from './selection.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from '../test-room.ts';
import { initialRoomState } from '@tablecraft/core/play';

describe('selecting several pieces on the table', () => {
  const state = testRoom();
  const jack = pieceIdOf(state, 'card', 'jack');
  const die = pieceIdOf(state, 'die');
  const score = pieceIdOf(state, 'score');
  const deck = pieceIdOf(state, 'deck');

  it('takes the pieces whose centres lie in a band drawn either way', () => {
    const view = viewOf(state, 'south');
    const layout = layoutTable(view);
    expect(piecesInBand(view, layout, bandOf({ x: 850, y: 450 }, { x: 450, y: 50 }))).toEqual([die, jack, score].sort());
    expect(piecesInBand(view, layout, bandOf({ x: 0, y: 0 }, { x: 10, y: 10 }))).toEqual([]);
  });

  it('never selects a card in a hand, a piece in another seat’s own area, or a locked piece', () => {
    // North keeps the jack in her own corner, and draws a card.
    let room = play(state, { type: 'move', pieceId: jack, to: { type: 'zone', dropzoneId: 'secret', x: 10, y: 10 } }, 'alice');
    room = play(room, { type: 'draw', pileId: deck, count: 1 }, 'alice');
    const south = viewOf(room, 'south');
    const band = bandOf({ x: -1000, y: -1000 }, { x: 5000, y: 5000 });
    const seenBySouth = piecesInBand(south, layoutTable(south), band);
    expect(seenBySouth).not.toContain(jack);
    expect(seenBySouth.some((id) => south.pieces[id]?.location.type === 'hand')).toBe(false);
    // North may select what lies in her own corner, but not the card in her hand.
    const north = viewOf(room, 'north');
    const seenByNorth = piecesInBand(north, layoutTable(north), band);
    expect(seenByNorth).toContain(jack);
    expect(seenByNorth).not.toContain(room.hands.north![0]);
    expect(selectable(north, room.hands.north![0]!)).toBe(false);

    const doc = testDocument();
    doc.objects = doc.objects.map((object) => (object.id === 'die' ? { ...object, locked: true } : object));
    const locked = viewOf(initialRoomState(doc, { seed: 'locked' }), null);
    expect(selectable(locked, pieceIdOf(initialRoomState(doc, { seed: 'locked' }), 'die'))).toBe(false);
  });

  it('adds and removes pieces with shift, and with a band adds to the selection or replaces it', () => {
    expect(toggled([jack], die)).toEqual([jack, die]);
    expect(toggled([jack, die], jack)).toEqual([die]);
    expect(withBand([jack], [die, jack], true)).toEqual([jack, die]);
    expect(withBand([jack], [die], false)).toEqual([die]);
  });

  it('drops pieces that left the table from the selection', () => {
    const room = play(state, { type: 'move', pieceId: jack, to: { type: 'hand' } }, 'alice');
    expect(stillSelectable(viewOf(room, 'north'), [jack, die])).toEqual([die]);
    const group = [die, score];
    expect(stillSelectable(viewOf(room, 'north'), group)).toBe(group);
  });

  it('moves the selection as one op that keeps the pieces where they lay relative to the dropped one', () => {
    const view = viewOf(state, 'north');
    const layout = layoutTable(view);
    const op = groupMove(view, layout, [jack, die, score], jack, { type: 'surface', surfaceId: 'table', x: 450, y: 350 });
    expect(op).toEqual({
      type: 'moveMany',
      moves: [
        { pieceId: jack, to: { type: 'surface', surfaceId: 'table', x: 450, y: 350 } },
        { pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 750, y: 50 } },
        { pieceId: score, to: { type: 'surface', surfaceId: 'table', x: 750, y: 250 } },
      ],
    });
    // The engine takes it, and everyone sees all three moved by one op.
    const moved = viewOf(play(state, op, 'alice'), 'south');
    expect(moved.pieces[die]!.location).toMatchObject({ x: 750, y: 50 });
    expect(moved.pieces[score]!.location).toMatchObject({ x: 750, y: 250 });
  });

  it('puts the whole selection on a pile when one of its pieces is dropped there', () => {
    const view = viewOf(state, 'north');
    const op = groupMove(view, layoutTable(view), [jack, die], jack, { type: 'pile', pileId: 'discard' });
    expect(op).toEqual({
      type: 'moveMany',
      moves: [
        { pieceId: jack, to: { type: 'pile', pileId: 'discard' } },
        { pieceId: die, to: { type: 'pile', pileId: 'discard' } },
      ],
    });
  });

  it('flips only the cards of a selection, and turns all of it', () => {
    const view = viewOf(state, 'north');
    expect(groupFlip(view, [jack, die])).toEqual({ type: 'flipMany', pieceIds: [jack] });
    expect(groupFlip(view, [die, score])).toBeNull();
    expect(groupRotate(view, [jack, die], 1)).toEqual({ type: 'rotateMany', pieceIds: [jack, die], direction: 1 });
    const turned = play(state, groupRotate(view, [jack, die], 1)!, 'alice');
    expect(turned.pieces[jack]!.rotation).toBe(1);
    expect(turned.pieces[die]!.rotation).toBe(1);
  });

  it('shift-click starts from the piece selected before, adds and takes out; a plain press keeps the selection only on one of its pieces', () => {
    const view = viewOf(state, 'north');
    const piece = (pieceId: string) => ({ kind: 'piece' as const, pieceId });
    expect(groupAfterPress(view, [], piece(jack), piece(die), true)).toEqual([jack, die]);
    expect(groupAfterPress(view, [jack, die], piece(die), piece(jack), true)).toEqual([die]);
    expect(groupAfterPress(view, [jack, die], piece(jack), piece(die), false)).toEqual([jack, die]);
    expect(groupAfterPress(view, [jack, die], piece(jack), piece(score), false)).toEqual([]);
    expect(groupAfterPress(view, [jack, die], piece(jack), { kind: 'none' }, false)).toEqual([]);
    // A pile is never part of a selection.
    expect(groupAfterPress(view, [jack], piece(jack), { kind: 'pile', pileId: 'discard' }, true)).toEqual([jack]);
  });

  it('a band replaces the selection, or adds to it with shift; a tap on empty table ends it', () => {
    const view = viewOf(state, 'north');
    const layout = layoutTable(view);
    const band = { from: { x: 750, y: 50 }, to: { x: 850, y: 350 }, additive: false, moved: true };
    expect(groupAfterBand(view, layout, [jack], band)).toEqual([die, score].sort());
    expect(groupAfterBand(view, layout, [jack], { ...band, additive: true })).toEqual([jack, ...[die, score].sort()]);
    expect(groupAfterBand(view, layout, [jack], { ...band, moved: false })).toEqual([]);
  });
});
