import { describe, expect, it } from 'vitest';
import { applyOp, opSchema, ROOM_OP_VERSION, seedCommitment, type OpInput, type RoomState } from '@tablecraft/core/play';
import { testRoom, pieceIdOf } from '../test-room.ts';
import { initialRoomState } from '@tablecraft/core/play';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import { playFairRoom, tamper } from '../../../../core/src/play/fair-room.ts';
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
    // Seeds the server drew alone (a record from before pages sent entropy): verified, and listed as resting on the server.
    expect(checkFairness(initialState, ops)).toEqual({
      ok: true,
      moves: 3,
      others: 0,
      asYouElsewhere: [],
      unchecked: [
        { seq: 1, why: expect.stringMatching(/without entropy/) },
        { seq: 2, why: expect.stringMatching(/without entropy/) },
        { seq: 3, why: expect.stringMatching(/without entropy/) },
      ],
    });
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

// The browser checks the revealed record against its own transcript of the room (what this browser was
// sent while it played, and the entropy it sent), not only against the record's own commitments.
describe('checking a room against this browser’s own copy', () => {
  const played = () => playFairRoom(initialRoomState(fullDocument(), { seed: 'b'.repeat(64) }));
  const logged = (log: ReturnType<typeof played>['log']) => log.map((entry) => ({ ...entry, opVersion: ROOM_OP_VERSION })) as LoggedOp[];

  it('verifies an honest room and says how much its own copy covered', () => {
    const { initial, log, transcript, roomSecret } = played();
    expect(checkFairness(initial, logged(log), transcript, roomSecret)).toEqual({
      ok: true,
      moves: 7,
      fromCopy: 7,
      own: 4,
      others: 3,
      unchecked: [],
      asYouElsewhere: [],
    });
  });

  it('fails a room whose record does not reveal the secret seed its pages were committed to', () => {
    const { initial, log, transcript } = played();
    const result = checkFairness(initial, logged(log), transcript);
    expect(result).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.stringMatching(/does not reveal the room's secret seed/)]),
    });
  });

  it.each([
    ['a changed seed', (room: ReturnType<typeof played>) => ({ ...room, log: tamper.seed(room.log, 4) }), /Move 4|Op 4/],
    [
      'a seed changed together with its commitment',
      (room: ReturnType<typeof played>) => ({ ...room, log: tamper.seedAndCommitment(room.log, 4) }),
      /Op 4 is not the op your page received/,
    ],
    [
      'a changed op',
      (room: ReturnType<typeof played>) => ({ ...room, log: tamper.op(room.log, 3, (op) => ({ ...op, type: 'cut' })) }),
      /Op 3 is not the op your page received/,
    ],
    [
      'a changed deal count',
      (room: ReturnType<typeof played>) => ({ ...room, log: tamper.op(room.log, 6, (op) => ({ ...op, count: 2 })) }),
      /Op 6 is not the op your page received/,
    ],
    [
      'two cards swapped in the initial state',
      (room: ReturnType<typeof played>) => ({ ...room, initial: tamper.swapCards(room.initial) }),
      /initial state is not the one your page was committed to/,
    ],
    [
      'the entropy it sent ignored',
      () => playFairRoom(initialRoomState(fullDocument(), { seed: 'b'.repeat(64) }), { ignoreEntropyAt: 3 }),
      /Op 3 is your page's move, but its seed does not mix the entropy your page sent/,
    ],
  ])('fails %s', (_name, rig, problem) => {
    const { initial, log, transcript, roomSecret } = rig(played());
    const result = checkFairness(initial, logged(log), transcript, roomSecret);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toMatch(problem);
  });
});
