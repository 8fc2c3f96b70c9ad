import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import {
  applyOp,
  initialRoomState,
  parseOp,
  seatOf,
  seedCommitment,
  verifyRoomLog,
  type Actor,
  type LoggedOp,
  type OpInput,
  type RoomState,
} from './index.ts';

// A finished room's log, as the socket service writes it: every op with the server's seed and the
// commitment published when it was applied.

function playedRoom(): { initial: RoomState; log: LoggedOp[]; final: RoomState } {
  const initial = initialRoomState(fullDocument(), { seed: randomBytes(32).toString('hex') });
  const deck = Object.values(initial.pieces).find((p) => p.componentId === 'deck')!.id;
  const die = Object.values(initial.pieces).find((p) => p.componentId === 'd6')!.id;
  const script: Array<[OpInput, string]> = [
    [{ type: 'claimSeat', seatId: 'p1' }, 'alice'],
    [{ type: 'claimSeat', seatId: 'p2' }, 'bob'],
    [{ type: 'shuffle', pileId: deck }, 'alice'],
    [{ type: 'roll', pieceId: die }, 'bob'],
    [{ type: 'draw', pileId: deck, count: 1 }, 'bob'],
    [{ type: 'take', pileId: 'discard', to: { type: 'hand' } }, 'alice'], // refused: the discard is empty
    [{ type: 'roll', pieceId: die }, 'alice'],
    [{ type: 'leaveSeat' }, 'bob'],
  ];
  let state = initial;
  const log: LoggedOp[] = [];
  for (const [input, userId] of script) {
    const actor: Actor = { userId, seatId: seatOf(state, userId) };
    const op = { ...parseOp(input)!, seed: randomBytes(32).toString('hex') };
    log.push({ seq: log.length + 1, payload: { op: JSON.parse(JSON.stringify(op)), actor }, commitment: seedCommitment(op.seed) });
    const result = applyOp(state, op, actor);
    if (result.ok) state = result.state;
  }
  return { initial: JSON.parse(JSON.stringify(initial)), log, final: state };
}

describe('verifying a room log', () => {
  it('replays a real log to the same table and finds every commitment kept', () => {
    const { initial, log, final } = playedRoom();
    const result = verifyRoomLog(initial, log);
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ ok: true, checked: log.length });
    expect(JSON.stringify(result.state)).toBe(JSON.stringify(final));
  });

  it('fails when one seed was altered after the fact', () => {
    const { initial, log } = playedRoom();
    const shuffle = log[2]!;
    const op = shuffle.payload.op as { seed: string };
    op.seed = (op.seed[0] === '0' ? '1' : '0') + op.seed.slice(1);
    const result = verifyRoomLog(initial, log);
    expect(result.ok).toBe(false);
    expect(result.checked).toBe(log.length - 1);
    expect(result.problems).toEqual(["Op 3's seed does not match the commitment published when it was applied."]);
  });

  it('fails on a gap or a missing seed', () => {
    const { initial, log } = playedRoom();
    const gap = verifyRoomLog(initial, [...log.slice(0, 3), ...log.slice(4)]);
    expect(gap.problems).toEqual(['Expected op 4 but found op 5: the log has a gap or is out of order.']);
    const { seed: _seed, ...unseeded } = log[0]!.payload.op as { seed: string };
    const missing = verifyRoomLog(initial, [{ ...log[0]!, payload: { ...log[0]!.payload, op: unseeded } }, ...log.slice(1)]);
    expect(missing.problems).toEqual(['Op 1 has no seed.']);
  });
});
