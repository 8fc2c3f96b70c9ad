import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, type Actor, type OpInput, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';

// Ids come from the network: a name every object inherits (__proto__, constructor, toString…) must be
// refused like any unknown piece or pile, never reach a prototype and throw.

const alice: Actor = { userId: 'alice', seatId: 'p1' };

function seated(): RoomState {
  const state = initialRoomState(fullDocument(), { seed: 'prototype-names' });
  const result = applyOp(state, opSchema.parse({ type: 'claimSeat', seatId: 'p1' }), { userId: 'alice', seatId: null });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];
const opsNaming = (name: string): OpInput[] => [
  { type: 'move', pieceId: name, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } },
  { type: 'move', pieceId: name, to: { type: 'hand' } },
  { type: 'flip', pieceId: name },
  { type: 'rotate', pieceId: name, direction: 1 },
  { type: 'roll', pieceId: name },
  { type: 'counter', pieceId: name, delta: 1 },
  { type: 'shuffle', pileId: name },
  { type: 'draw', pileId: name, count: 1 },
  { type: 'deal', pileId: name, count: 1 },
  { type: 'take', pileId: name, to: { type: 'hand' } },
  { type: 'claimSeat', seatId: name },
  { type: 'releaseSeat', seatId: name },
  { type: 'gather', pileId: name },
  { type: 'moveAll', pileId: name, to: { type: 'pile', pileId: 'discard' } },
  { type: 'flipStack', pileId: name },
  { type: 'cut', pileId: name },
  { type: 'pass', pieceId: name, seatId: 'p1' },
  { type: 'deal', pileId: name, seatIds: ['p1'] },
  { type: 'bringToFront', pieceId: name },
];

describe('ops naming inherited object properties', () => {
  it('refuses __proto__, constructor and the like as unknown, without throwing or changing the state', () => {
    const state = seated();
    const before = JSON.stringify(state);
    for (const name of NAMES) {
      for (const input of opsNaming(name)) {
        const parsed = opSchema.safeParse(input);
        if (!parsed.success) continue;
        let result: ReturnType<typeof applyOp> | undefined;
        expect(() => (result = applyOp(state, parsed.data, alice)), `${input.type} ${name}`).not.toThrow();
        expect(result?.ok, `${input.type} ${name}`).toBe(false);
      }
    }
    for (const target of [
      { type: 'pile', pileId: '__proto__' },
      { type: 'zone', dropzoneId: 'constructor', x: 0, y: 0 },
    ]) {
      const piece = Object.values(state.pieces).find((candidate) => candidate.location.type === 'surface')!;
      const parsed = opSchema.safeParse({ type: 'move', pieceId: piece.id, to: target });
      if (!parsed.success) continue;
      let result: ReturnType<typeof applyOp> | undefined;
      expect(() => (result = applyOp(state, parsed.data, alice)), JSON.stringify(target)).not.toThrow();
      expect(result?.ok).toBe(false);
    }
    expect(JSON.stringify(state)).toBe(before);
  });
});
