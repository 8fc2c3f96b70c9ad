import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import {
  applyOp,
  applyWithFollowUps,
  currentRoomState,
  initialRoomState,
  parseOp,
  seatOf,
  type Actor,
  type OpAfterSnapshot,
  type OpInput,
  type RoomState,
} from './index.ts';

// The table now is the stored snapshot plus the ops logged after it, replayed as a replica applies them.

const seed = () => randomBytes(32).toString('hex');
const logged = (state: RoomState, input: OpInput, userId: string, seq: number, followUps?: OpInput[]): OpAfterSnapshot => {
  const actor: Actor = { userId, seatId: seatOf(state, userId) };
  return {
    seq,
    opVersion: 2,
    payload: JSON.parse(
      JSON.stringify({
        op: { ...parseOp(input)!, seed: seed() },
        actor,
        ...(followUps ? { followUps: followUps.map((op) => ({ ...op, seed: seed() })) } : {}),
      }),
    ),
  };
};

describe('the current state of a room', () => {
  it('replays the ops after the snapshot, skipping refused ones and applying follow-ups in their step', () => {
    const initial = initialRoomState(fullDocument(), { seed: seed() });
    const deck = Object.values(initial.pieces).find((p) => p.componentId === 'deck')!.id;
    const die = Object.values(initial.pieces).find((p) => p.componentId === 'd6')!.id;
    let state = initial;
    const ops: OpAfterSnapshot[] = [];
    const step = (input: OpInput, userId: string, followUps?: OpInput[]) => {
      const entry = logged(state, input, userId, ops.length + 1, followUps);
      ops.push(entry);
      const op = parseOp(entry.payload.op)!;
      const result = entry.payload.followUps
        ? applyWithFollowUps(state, op, entry.payload.actor, entry.payload.followUps)
        : applyOp(state, op, entry.payload.actor);
      if (result.ok) state = result.state;
    };
    step({ type: 'claimSeat', seatId: 'p1' }, 'alice');
    step({ type: 'shuffle', pileId: deck }, 'alice');
    step({ type: 'draw', pileId: deck, count: 2 }, 'alice', [{ type: 'roll', pieceId: die } as OpInput]);
    step({ type: 'take', pileId: 'discard', to: { type: 'hand' } }, 'alice'); // refused: the discard is empty
    // The draw and its follow-up both happened.
    expect(state.hands.p1!.length).toBe(initial.hands.p1!.length + 2);
    expect(state.pieces[die]!.rolls).toBe(1);
    const snapshot = JSON.parse(JSON.stringify(initial));
    expect(currentRoomState(snapshot, ops)).toEqual(state);
    // From a later snapshot, only the ops after it.
    expect(currentRoomState(JSON.parse(JSON.stringify(state)), [])).toEqual(state);
  });

  it('reads a snapshot of an older state version and refuses ops it cannot read', () => {
    const initial = initialRoomState(fullDocument(), { seed: seed() });
    const { undo: _undo, ...rest } = JSON.parse(JSON.stringify(initial));
    const version2 = { ...rest, version: 2, undo: {} };
    expect(currentRoomState(version2, []).version).toBe(3);
    expect(() =>
      currentRoomState(initial, [{ seq: 1, opVersion: 99, payload: { op: { type: 'flip' }, actor: { userId: 'a', seatId: null } } }]),
    ).toThrow(/newer engine/);
  });
});
