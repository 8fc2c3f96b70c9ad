import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../testing/property-runs.ts';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, parseOp, seatOf, viewFor, type OpInput, type RoomState } from './index.ts';
import { DelayedTable, everyHandWithPiles, followView, MIN_DELAY_MOVES, MIN_DELAY_SECONDS, watchModeSchema } from './watching.ts';

// The hidden-information property, for spectator modes. Every hand, delayed: two rooms that differ only in
// moves newer than the delay (in moves, or in seconds) send the watcher the same bytes, every time it is
// sent anything. Follow a seat: the follower's bytes are the seat's own.

const initial = () => {
  let state = initialRoomState(fullDocument(), { seed: 'd'.repeat(64) });
  // Both seats taken, so hands fill as the moves deal and draw.
  for (const [seatId, userId] of [
    ['p1', 'alice'],
    ['p2', 'bob'],
  ] as const) {
    const result = applyOp(state, parseOp({ type: 'claimSeat', seatId })!, { userId, seatId: null });
    if (result.ok) state = result.state;
  }
  return state;
};
const deckOf = (state: RoomState) => Object.values(state.pieces).find((piece) => piece.componentId === 'deck')!.id;
const dieOf = (state: RoomState) => Object.values(state.pieces).find((piece) => piece.componentId === 'd6')!.id;

/** A move by position, resolved against the room it is made in; every move gets its own seed. */
type Move = { kind: 'roll' | 'shuffle' | 'draw'; by: 'alice' | 'bob'; seed: number };
const move: fc.Arbitrary<Move> = fc.record({
  kind: fc.constantFrom('roll' as const, 'shuffle' as const, 'draw' as const),
  by: fc.constantFrom('alice' as const, 'bob' as const),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
});

function play(state: RoomState, moves: readonly Move[]): RoomState[] {
  const tables: RoomState[] = [];
  for (const { kind, by, seed } of moves) {
    const input: OpInput =
      kind === 'roll'
        ? { type: 'roll', pieceId: dieOf(state) }
        : kind === 'shuffle'
          ? { type: 'shuffle', pileId: deckOf(state) }
          : { type: 'draw', pileId: deckOf(state), count: 1 };
    const op = { ...parseOp(input)!, seed: seed.toString(16).padStart(64, '0') };
    const result = applyOp(state, op, { userId: by, seatId: seatOf(state, by) });
    if (result.ok) state = result.state;
    tables.push(state);
  }
  return tables;
}

/** Everything a delayed watcher is sent in one room: the table shown after each move, and once more at `end` (ms). */
function watched(mode: { delayMoves: number; delaySeconds: number }, start: RoomState, tables: RoomState[], times: number[], end: number) {
  const delayed = new DelayedTable({ kind: 'everyHand', ...mode }, { seq: 0, at: 0, state: start });
  const sent: string[] = [];
  tables.forEach((state, k) => {
    delayed.push(k + 1, times[k]!, state);
    sent.push(JSON.stringify(delayed.shown(times[k]!)));
  });
  const last = delayed.shown(end);
  sent.push(JSON.stringify(last));
  return { sent, last };
}

const gaps = (count: number) => fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: count, maxLength: count });
const timesOf = (gapsMs: number[]) => gapsMs.reduce<number[]>((times, gap) => [...times, (times.at(-1) ?? 0) + gap], []);

describe('watching every hand, a delay behind', () => {
  it('sends identical bytes for two rooms that differ only in the last moves, as many as the delay', () => {
    fc.assert(
      fc.property(
        fc.array(move, { maxLength: 8 }),
        fc.integer({ min: MIN_DELAY_MOVES, max: 6 }),
        fc.integer({ min: MIN_DELAY_SECONDS, max: 90 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (prefix, delayMoves, delaySeconds, salt) => {
          const suffixes = fc.sample(fc.array(move, { minLength: delayMoves, maxLength: delayMoves }), { numRuns: 2, seed: salt });
          const start = initial();
          const times = timesOf(fc.sample(gaps(prefix.length + delayMoves), { numRuns: 1, seed: salt })[0]!);
          const end = times.at(-1)! + delaySeconds * 1000;
          const mode = { delayMoves, delaySeconds };
          const [a, b] = suffixes.map((suffix) => watched(mode, start, play(start, [...prefix, ...suffix]), times, end));
          expect(a!.sent).toEqual(b!.sent);
          // Once the delay has passed, the watcher sees the table before the moves that differ, every hand and pile.
          const before = prefix.length === 0 ? start : play(start, prefix).at(-1)!;
          expect(a!.last).toEqual({ seq: prefix.length, view: everyHandWithPiles(before) });
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('sends identical bytes for two rooms that differ only in moves newer than the delay in seconds', () => {
    fc.assert(
      fc.property(
        fc.array(move, { maxLength: 8 }),
        fc.array(move, { minLength: 1, maxLength: 8 }),
        fc.array(move, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: MIN_DELAY_SECONDS, max: 90 }),
        (prefix, one, other, delaySeconds) => {
          const length = Math.min(one.length, other.length);
          const start = initial();
          // The prefix long ago; the moves that differ all within the delay of the last time anything is sent.
          const times = [...prefix.map((_, k) => (k + 1) * 1000), ...Array.from({ length }, (_, k) => 10_000_000 + k * 1000)];
          const end = 10_000_000 + delaySeconds * 1000 - 1;
          const mode = { delayMoves: MIN_DELAY_MOVES, delaySeconds };
          const a = watched(mode, start, play(start, [...prefix, ...one.slice(0, length)]), times, end);
          const b = watched(mode, start, play(start, [...prefix, ...other.slice(0, length)]), times, end);
          expect(a.sent).toEqual(b.sent);
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('shows nothing until a table is old enough, in moves and in seconds, then only ever older tables', () => {
    const start = initial();
    const tables = play(start, [
      { kind: 'draw', by: 'alice', seed: 1 },
      { kind: 'roll', by: 'bob', seed: 2 },
      { kind: 'draw', by: 'bob', seed: 3 },
      { kind: 'shuffle', by: 'alice', seed: 4 },
    ]);
    const delayed = new DelayedTable({ kind: 'everyHand', delayMoves: 3, delaySeconds: 30 }, { seq: 0, at: 0, state: start });
    tables.slice(0, 2).forEach((state, k) => delayed.push(k + 1, (k + 1) * 1000, state));
    // Two moves in, a minute on: not yet three moves behind.
    expect(delayed.shown(60_000)).toBeNull();
    delayed.push(3, 3000, tables[2]!);
    expect(delayed.nextChangeAt(3000)).toBe(30_000);
    expect(delayed.shown(29_999)).toBeNull();
    expect(delayed.shown(30_000)?.seq).toBe(0);
    delayed.push(4, 4000, tables[3]!);
    // Three moves behind the newest is move 1, applied at 1 s: shown from 31 s on.
    expect(delayed.shown(30_500)?.seq).toBe(0);
    expect(delayed.shown(31_000)).toEqual({ seq: 1, view: everyHandWithPiles(tables[0]!) });
    // Alice's draw is in it: her hand holds one card more than when the room opened.
    expect(delayed.shown(31_000)?.view.hands.p1?.cards).toHaveLength(everyHandWithPiles(start).hands.p1!.cards!.length + 1);
  });

  it('refuses a delay shorter than the minimum', () => {
    expect(watchModeSchema.safeParse({ kind: 'everyHand', delayMoves: MIN_DELAY_MOVES, delaySeconds: MIN_DELAY_SECONDS }).success).toBe(
      true,
    );
    expect(watchModeSchema.safeParse({ kind: 'everyHand', delayMoves: MIN_DELAY_MOVES - 1, delaySeconds: 600 }).success).toBe(false);
    expect(watchModeSchema.safeParse({ kind: 'everyHand', delayMoves: 50, delaySeconds: MIN_DELAY_SECONDS - 1 }).success).toBe(false);
  });
});

describe('following a seat', () => {
  it("sends the follower exactly the seat's own bytes, whatever was played", () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 10 }), fc.constantFrom('p1', 'p2'), (moves, seatId) => {
        const start = initial();
        for (const state of [start, ...play(start, moves)])
          expect(JSON.stringify(followView(state, seatId))).toBe(JSON.stringify(viewFor(state, seatId)));
      }),
      { numRuns: runs(40) },
    );
  });
});
