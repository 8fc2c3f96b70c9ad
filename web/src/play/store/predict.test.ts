import { describe, expect, it } from 'vitest';
import { opSchema, type OpInput } from '@tablecraft/core/play';
import { isPredicted, predictView } from './predict.ts';
import { pieceIdOf, play, testRoom, viewOf } from '../test-room.ts';

const state = testRoom();
const deck = pieceIdOf(state, 'deck');
const view = viewOf(state, 'north');
const predict = (op: OpInput) => predictView(view, [opSchema.parse(op)], 'alice');
const beside = { type: 'surface', surfaceId: 'table', x: 300, y: 100 } as const;

describe('prediction', () => {
  it('shows a card taken face down at once, but waits for the server to name a card taken face up', () => {
    expect(isPredicted(opSchema.parse({ type: 'take', pileId: deck, to: beside }))).toBe(true);
    expect(isPredicted(opSchema.parse({ type: 'take', pileId: deck, to: beside, faceUp: false }))).toBe(true);
    expect(isPredicted(opSchema.parse({ type: 'take', pileId: deck, to: beside, faceUp: true }))).toBe(false);
    expect(predict({ type: 'take', pileId: deck, to: beside, faceUp: true })).toBe(view);
    expect(predict({ type: 'take', pileId: deck, to: beside }).piles[deck]!.count).toBe(2);
  });

  it('predicts a card put under a pile: the count grows, the top stays', () => {
    const jack = pieceIdOf(state, 'card', 'jack');
    const after = predict({ type: 'move', pieceId: jack, to: { type: 'pile', pileId: 'discard', position: 'bottom' } });
    expect(after.piles.discard).toMatchObject({ count: 1 });
    expect(after.pieces[jack]).toBeUndefined();
  });

  it('predicts a card passed to another player as leaving the hand for theirs, showing them nothing new', () => {
    const drawn = play(state, { type: 'draw', pileId: deck, count: 1 }, 'alice');
    const mine = viewOf(drawn, 'north');
    const card = drawn.hands.north![0]!;
    const after = predictView(mine, [opSchema.parse({ type: 'pass', pieceId: card, seatId: 'south' })], 'alice');
    expect(after.hands.north).toEqual({ seatId: 'north', count: 0, cards: [] });
    expect(after.hands.south).toMatchObject({ count: 1, cards: null });
    expect(after.pieces[card]).toBeUndefined();
  });

  it('keeps the pile the player is looking at in sight while their move is on its way', () => {
    const searching = play(state, { type: 'look', pileId: deck }, 'alice');
    const mine = viewOf(searching, 'north');
    const card = mine.looking!.cards[0]!.id;
    const jack = pieceIdOf(state, 'card', 'jack');
    const after = predictView(
      mine,
      [opSchema.parse({ type: 'flip', pieceId: jack }), opSchema.parse({ type: 'move', pieceId: card, to: { type: 'hand' } })],
      'alice',
    );
    expect(after.pieces[jack]!.faceUp).toBe(!mine.pieces[jack]!.faceUp);
    expect(after.looking).toEqual(mine.looking);
    expect(after.looks).toEqual({ north: { pileId: deck, count: null } });
  });

  it('shows a sorted hand at once', () => {
    const drawn = play(state, { type: 'draw', pileId: deck, count: 2 }, 'alice');
    const order = [...drawn.hands.north!].reverse();
    expect(predictView(viewOf(drawn, 'north'), [opSchema.parse({ type: 'arrangeHand', order })], 'alice').hands.north!.cards).toEqual(
      order,
    );
  });

  it('shows a piece brought to the front at once', () => {
    const jack = pieceIdOf(state, 'card', 'jack');
    const after = predict({ type: 'bringToFront', pieceId: jack });
    const others = Object.values(after.pieces).filter((piece) => piece.id !== jack && piece.z !== undefined);
    expect(others.length).toBeGreaterThan(0);
    for (const piece of others) expect(after.pieces[jack]!.z!).toBeGreaterThan(piece.z!);
  });

  it('never predicts chance, cards handed to others, whole piles (turning one over shows its bottom card), or undo', () => {
    const ops: OpInput[] = [
      { type: 'shuffle', pileId: deck },
      { type: 'gather', pileId: deck },
      { type: 'deal', pileId: deck },
      { type: 'moveAll', pileId: deck, to: { type: 'pile', pileId: 'discard' } },
      { type: 'flipStack', pileId: deck },
      { type: 'cut', pileId: deck },
      { type: 'undo' },
    ];
    for (const op of ops) {
      expect(isPredicted(opSchema.parse(op)), op.type).toBe(false);
    }
  });
});
