import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactChanges, viewFor, type OpInput, type RoomState } from './index.ts';
import { alice, attempt, bob, run, seatedRoom as seatedFixture } from './test-room.ts';
import { UNDO_DEPTH } from './undo.ts';
import { runs } from '../../../testing/property-runs.ts';

const seatedRoom = () => seatedFixture('undo');
const dieOf = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
const scoreOf = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'score')!.id;
const to = (x: number, y = 0) => ({ type: 'surface' as const, surfaceId: 'table', x, y });
const table = (state: RoomState) => ({ pieces: state.pieces, piles: state.piles, hands: state.hands });
const stepsOf = (state: RoomState, seatId: string) => viewFor(state, seatId).undoSteps;

describe('undo, several steps deep', () => {
  it("takes back a seat's own moves one by one, newest first, then says there is nothing left", () => {
    const start = seatedRoom();
    const die = dieOf(start);
    const states = [start];
    states.push(run(states.at(-1)!, { type: 'move', pieceId: die, to: to(10) }, alice));
    states.push(run(states.at(-1)!, { type: 'rotate', pieceId: die, direction: 1 }, alice));
    states.push(run(states.at(-1)!, { type: 'move', pieceId: die, to: to(20) }, alice));
    const card = states.at(-1)!.hands.p1![0]!;
    states.push(run(states.at(-1)!, { type: 'move', pieceId: card, to: to(300) }, alice));
    let state = states.at(-1)!;
    expect(stepsOf(state, 'p1')).toBe(4);
    for (let back = 3; back >= 0; back--) {
      state = run(state, { type: 'undo' }, alice);
      expect(table(state)).toEqual(table(states[back]!));
      expect(stepsOf(state, 'p1')).toBe(back);
    }
    expect(attempt(state, { type: 'undo' }, alice)).toMatchObject({
      ok: false,
      code: 'NOTHING_TO_UNDO',
      reason: 'There is nothing of yours to undo.',
    });
  });

  it(`keeps the last ${UNDO_DEPTH} steps`, () => {
    let state = seatedRoom();
    const die = dieOf(state);
    const after: RoomState[] = [];
    for (let i = 0; i < UNDO_DEPTH + 5; i++) after.push((state = run(state, { type: 'move', pieceId: die, to: to(i + 1) }, alice)));
    expect(stepsOf(state, 'p1')).toBe(UNDO_DEPTH);
    for (let i = 0; i < UNDO_DEPTH; i++) state = run(state, { type: 'undo' }, alice);
    expect(table(state)).toEqual(table(after[4]!));
    expect(attempt(state, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });

  it('ends at chance or cards handed out: a roll leaves nothing before it to undo', () => {
    let state = seatedRoom();
    state = run(state, { type: 'move', pieceId: dieOf(state), to: to(10) }, alice);
    state = run(state, { type: 'roll', pieceId: dieOf(state), seed: 'r' }, alice);
    expect(stepsOf(state, 'p1')).toBe(0);
    expect(attempt(state, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });

  it('drops a step, and older ones of the same pieces, once someone else changes them; keeps the rest and says why when none is left', () => {
    let state = seatedRoom();
    const die = dieOf(state);
    const card = state.hands.p1![0]!;
    state = run(state, { type: 'move', pieceId: die, to: to(10) }, alice);
    const beforeCard = state;
    state = run(state, { type: 'move', pieceId: card, to: to(300) }, alice);
    state = run(state, { type: 'move', pieceId: die, to: to(20) }, alice);
    expect(stepsOf(state, 'p1')).toBe(3);
    // Many unrelated ops in between change nothing of Alice's.
    for (let i = 0; i < 20; i++) state = run(state, { type: 'counter', pieceId: scoreOf(state), delta: 1 }, bob);
    expect(stepsOf(state, 'p1')).toBe(3);
    state = run(state, { type: 'rotate', pieceId: die, direction: 1 }, bob);
    // Both die moves are gone (putting the die back would undo Bob's turn); the card's move stays.
    expect(stepsOf(state, 'p1')).toBe(1);
    const undone = run(state, { type: 'undo' }, alice);
    expect(undone.hands.p1).toEqual(beforeCard.hands.p1);
    expect(undone.pieces[die]).toEqual(state.pieces[die]);
    expect(attempt(undone, { type: 'undo' }, alice)).toMatchObject({
      ok: false,
      code: 'UNDO_STALE',
      reason: 'Someone has moved those pieces since; it can no longer be undone.',
    });
    // A new move of Alice's starts afresh.
    const moved = run(undone, { type: 'move', pieceId: die, to: to(40) }, alice);
    expect(run(run(moved, { type: 'undo' }, alice), { type: 'move', pieceId: die, to: to(41) }, alice).undo.p1).toMatchObject({
      lost: false,
    });
  });

  it("drops the other seat's older steps of a piece as soon as one seat moves it", () => {
    let state = seatedRoom();
    const die = dieOf(state);
    state = run(state, { type: 'move', pieceId: die, to: to(10) }, bob);
    state = run(state, { type: 'rotate', pieceId: die, direction: 1 }, alice);
    expect(stepsOf(state, 'p2')).toBe(0);
    // Alice's undo puts back only what she changed: Bob's step was already gone, and stays so.
    state = run(state, { type: 'undo' }, alice);
    expect(state.pieces[die]).toMatchObject({ location: to(10), rotation: 1 });
    expect(attempt(state, { type: 'undo' }, bob)).toMatchObject({ ok: false, code: 'UNDO_STALE' });
  });

  it('stays small however often a card goes out of a hand and back', () => {
    let state = seatedRoom();
    for (let i = 0; i < 300; i++) {
      const card = state.hands.p1!.at(-1)!;
      state = run(state, { type: 'move', pieceId: card, to: to(i) }, alice);
      const onTable = Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!.id;
      state = run(state, { type: 'move', pieceId: onTable, to: { type: 'hand' } }, alice);
    }
    expect(state.undo.p1!.steps).toHaveLength(UNDO_DEPTH);
    expect(JSON.stringify(state.undo).length).toBeLessThan(40_000);
  });
});

describe("a seat's undo count", () => {
  it('is in its own view and its own changes only', () => {
    const start = seatedRoom();
    const result = attempt(start, { type: 'move', pieceId: dieOf(start), to: to(10) }, alice);
    if (!result.ok) throw new Error(result.reason);
    expect(viewFor(result.state, 'p1').undoSteps).toBe(1);
    expect(viewFor(result.state, 'p2').undoSteps).toBe(0);
    expect(viewFor(result.state, null).undoSteps).toBe(0);
    expect(redactChanges(start, result.state, result.changes, 'p1').undoSteps).toBe(1);
    expect(redactChanges(start, result.state, result.changes, 'p2')).not.toHaveProperty('undoSteps');
    expect(redactChanges(start, result.state, result.changes, null)).not.toHaveProperty('undoSteps');
  });

  it("tells a seat when someone else's move took its steps away", () => {
    let state = seatedRoom();
    state = run(state, { type: 'move', pieceId: dieOf(state), to: to(10) }, alice);
    const result = attempt(state, { type: 'rotate', pieceId: dieOf(state), direction: 1 }, bob);
    if (!result.ok) throw new Error(result.reason);
    expect(redactChanges(state, result.state, result.changes, 'p1').undoSteps).toBe(0);
    expect(redactChanges(state, result.state, result.changes, 'p2').undoSteps).toBe(1);
  });
});

// Random play by both seats: Alice's undos succeed exactly as often as her view says, each restoring
// what was there before her move; and nothing Bob or a spectator receives depends on Alice's history.
const ACTIONS = ['move-die', 'rotate-die', 'card-out', 'card-in', 'flip', 'counter', 'roll', 'undo', 'take', 'arrange'] as const;
const step = fc.record({ bobActs: fc.boolean(), action: fc.constantFrom(...ACTIONS), n: fc.nat(1000) });

function opFor(state: RoomState, seatId: 'p1' | 'p2', action: (typeof ACTIONS)[number], n: number): OpInput | null {
  const hand = state.hands[seatId] ?? [];
  const onTable = Object.values(state.pieces).filter(
    (p) => p.location.type === 'surface' && state.components[p.componentId]?.kind === 'tile',
  );
  const deck = Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
  switch (action) {
    case 'move-die':
      return { type: 'move', pieceId: dieOf(state), to: to(n % 900, n % 500) };
    case 'rotate-die':
      return { type: 'rotate', pieceId: dieOf(state), direction: n % 2 ? 1 : -1 };
    case 'card-out':
      return hand.length ? { type: 'move', pieceId: hand[n % hand.length]!, to: to(n % 900, 200) } : null;
    case 'card-in':
      return onTable.length ? { type: 'move', pieceId: onTable[n % onTable.length]!.id, to: { type: 'hand' } } : null;
    case 'flip':
      return onTable.length ? { type: 'flip', pieceId: onTable[n % onTable.length]!.id } : null;
    case 'counter':
      return { type: 'counter', pieceId: scoreOf(state), delta: n % 2 ? 1 : -1 };
    case 'roll':
      return { type: 'roll', pieceId: dieOf(state), seed: `roll-${n}` };
    case 'take':
      return { type: 'take', pileId: deck, to: to(n % 900, 300), seed: `take-${n}` };
    case 'arrange':
      return { type: 'arrangeHand', order: [...hand].reverse() };
    default:
      return { type: 'undo' };
  }
}

describe('undo under random play', () => {
  it("undoes exactly as many steps as the seat's view says, each back to what was there before its move", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = seatedRoom();
        // What the table was before each of Alice's moves still on her history, newest last.
        for (const { bobActs, action, n } of steps) {
          const actor = bobActs ? bob : alice;
          const op = opFor(state, bobActs ? 'p2' : 'p1', action, n);
          if (!op) continue;
          const result = attempt(state, op, actor);
          if (result.ok) state = result.state;
        }
        const count = stepsOf(state, 'p1');
        for (let i = 0; i < count; i++) {
          const result = attempt(state, { type: 'undo' }, alice);
          expect(result.ok).toBe(true);
          if (result.ok) state = result.state;
          expect(stepsOf(state, 'p1')).toBe(count - i - 1);
        }
        expect(attempt(state, { type: 'undo' }, alice).ok).toBe(false);
      }),
      { numRuns: runs(150) },
    );
  });

  it('takes Alice back through her own moves exactly, when nobody else plays', () => {
    const own = fc.record({
      action: fc.constantFrom('move-die', 'rotate-die', 'card-out', 'card-in', 'flip', 'take', 'arrange'),
      n: fc.nat(1000),
    }) as fc.Arbitrary<{ action: (typeof ACTIONS)[number]; n: number }>;
    fc.assert(
      fc.property(fc.array(own, { maxLength: UNDO_DEPTH }), (steps) => {
        let state = seatedRoom();
        const history: RoomState[] = [];
        for (const { action, n } of steps) {
          const op = opFor(state, 'p1', action, n);
          const result = op && attempt(state, op, alice);
          if (!result?.ok) continue;
          history.push(state);
          state = result.state;
        }
        expect(stepsOf(state, 'p1')).toBe(history.length);
        while (history.length) {
          state = run(state, { type: 'undo' }, alice);
          expect(table(state)).toEqual(table(history.pop()!));
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it("tells Bob and spectators nothing of Alice's history", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = seatedRoom();
        for (const { bobActs, action, n } of steps) {
          const op = opFor(state, bobActs ? 'p2' : 'p1', action, n);
          if (!op) continue;
          const result = attempt(state, op, bobActs ? bob : alice);
          if (!result.ok) continue;
          // The same op on the same table, but with Alice's history forgotten: Bob and a spectator receive the same.
          const forgetful = { ...state, undo: { ...state.undo, p1: null } };
          const other = attempt(forgetful, op, bobActs ? bob : alice);
          if (op.type !== 'undo' || bobActs) {
            expect(other.ok).toBe(true);
            if (other.ok) {
              for (const seatId of ['p2', null]) {
                expect(viewFor(other.state, seatId)).toEqual(viewFor(result.state, seatId));
                expect(redactChanges(forgetful, other.state, other.changes, seatId)).toEqual(
                  redactChanges(state, result.state, result.changes, seatId),
                );
              }
            }
          }
          state = result.state;
        }
      }),
      { numRuns: runs(150) },
    );
  });
});
