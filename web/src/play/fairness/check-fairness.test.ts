import { describe, expect, it } from 'vitest';
import { applyOp, opSchema, ROOM_OP_VERSION, seedCommitment, type OpInput, type RoomState } from '@tablecraft/core/play';
import { testRoom, pieceIdOf } from '../test-room.ts';
import { checkFairness } from './check-fairness.ts';
import type { LoggedOp } from './documents.ts';

const seedOf = (n: number) => n.toString(16).padStart(64, '0');

/** A closed room's record: the state before the first move and each move with its seed and commitment. */
function closedRoom(): { initialState: RoomState; ops: LoggedOp[] } {
  const initialState = testRoom();
  const deck = pieceIdOf(initialState, 'deck');
  const die = pieceIdOf(initialState, 'die');
  const moves: OpInput[] = [
    { type: 'shuffle', pileId: deck },
    { type: 'roll', pieceId: die },
    { type: 'draw', pileId: deck, count: 1 },
  ];
  let state = initialState;
  const ops = moves.map((input, index) => {
    const op = opSchema.parse({ ...input, seed: seedOf(index + 1) });
    const actor = { userId: 'alice', seatId: 'north' };
    const result = applyOp(state, op, actor);
    if (result.ok) state = result.state;
    return { seq: index + 1, opVersion: ROOM_OP_VERSION, payload: { op, actor }, commitment: seedCommitment(op.seed!) };
  });
  return { initialState, ops };
}

describe('checking a closed room’s fairness in the browser', () => {
  it('verifies a log whose every seed matches the commitment sent during play', () => {
    const { initialState, ops } = closedRoom();
    expect(checkFairness(initialState, ops)).toEqual({ ok: true, moves: 3 });
  });

  it('says which move fails when a seed was changed after the fact', () => {
    const { initialState, ops } = closedRoom();
    const altered = ops.map((entry) =>
      entry.seq === 2
        ? { ...entry, payload: { ...(entry.payload as object), op: { ...(entry.payload as { op: object }).op, seed: seedOf(99) } } }
        : entry,
    );
    const result = checkFairness(initialState, altered);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toMatch(/2/);
  });

  it('reports a log it cannot read instead of failing the page', () => {
    expect(checkFairness({ version: 99 }, [{ seq: 1, opVersion: 1, payload: null, commitment: 'x' }]).ok).toBe(false);
  });

  it('says a room older than the log cannot be checked', () => {
    const result = checkFairness(null, []);
    expect(result).toMatchObject({ ok: false, problems: [expect.stringMatching(/before its moves were recorded/)] });
  });
});
