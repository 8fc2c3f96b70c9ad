import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import {
  applyWithFollowUps,
  followUpSeed,
  GAME_ACTOR,
  initialRoomState,
  parseOp,
  seedCommitment,
  verifyRoomLog,
  viewFor,
  type RoomState,
} from './index.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

// The ops around the game's scripts: a player's button press, and the game's own ops (labels, variables,
// timers, setup), which no player may make, and follow-ups applied in the op's step.

function withButton(state: RoomState): RoomState {
  return {
    ...state,
    components: { ...state.components, deck: { ...state.components.deck!, buttons: [{ id: 'draw-all', label: 'Draw for everyone' }] } },
  };
}
const deckOf = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;

describe('game ops', () => {
  it('refuses every game op to players, whoever they are, and changes nothing', () => {
    const state = seatedRoom();
    const card = state.piles[deckOf(state)]![0]!;
    for (const op of [
      { type: 'label', pieceId: card, text: 'x' },
      { type: 'setVariable', name: 'score', value: 1 },
      { type: 'setTimer', timerId: 't', name: 'end', at: 1, data: null },
      { type: 'cancelTimer', timerId: 't' },
      { type: 'setup' },
      { type: 'timer', timerId: 't' },
    ] as const) {
      for (const actor of [alice, { ...bob, host: true }])
        expect(attempt(state, op, actor)).toEqual({ ok: false, code: 'FORBIDDEN', reason: "Only the game's scripts can do that." });
    }
  });

  it('answers a press of a button the piece has, and refuses one it does not have or on a piece the presser cannot see', () => {
    const state = withButton(seatedRoom());
    const deck = deckOf(state);
    const pressed = attempt(state, { type: 'press', pieceId: deck, buttonId: 'draw-all' }, alice);
    expect(pressed.ok && pressed.state.opIndex).toBe(state.opIndex + 1);
    expect(pressed.ok && pressed.changes).toEqual({ pieces: [], piles: [], hands: [], seats: false });
    expect(attempt(state, { type: 'press', pieceId: deck, buttonId: 'other' }, alice)).toMatchObject({ ok: false, code: 'NO_SUCH_BUTTON' });
    // A card in the deck is answered as an id nobody has: pressing cannot ask where a card is.
    const hidden = state.piles[deck]![0]!;
    expect(attempt(state, { type: 'press', pieceId: hidden, buttonId: 'draw-all' }, alice)).toEqual(
      attempt(state, { type: 'press', pieceId: 'no-such-piece', buttonId: 'draw-all' }, alice),
    );
  });

  it('sets up once and lets each timer go off once', () => {
    let state = run(seatedRoom(), { type: 'setup' }, GAME_ACTOR);
    expect(attempt(state, { type: 'setup' }, GAME_ACTOR)).toMatchObject({ ok: false, code: 'ALREADY_SET_UP' });
    state = run(state, { type: 'setTimer', timerId: 't1', name: 'end', at: 5_000, data: { round: 2 } }, GAME_ACTOR);
    expect(state.timers).toEqual({ t1: { name: 'end', at: 5_000, data: { round: 2 } } });
    state = run(state, { type: 'timer', timerId: 't1' }, GAME_ACTOR);
    expect(state.timers).toEqual({});
    expect(attempt(state, { type: 'timer', timerId: 't1' }, GAME_ACTOR)).toMatchObject({ ok: false, code: 'NO_SUCH_TIMER' });
  });

  it('keeps variables and timers out of every view', () => {
    let state = run(seatedRoom(), { type: 'setVariable', name: 'secret', value: { answer: 'the-dragon-is-third' } }, GAME_ACTOR);
    state = run(state, { type: 'setTimer', timerId: 't1', name: 'reveal-the-dragon', at: 1, data: null }, GAME_ACTOR);
    for (const seatId of ['p1', 'p2', null])
      expect(JSON.stringify(viewFor(state, seatId))).not.toMatch(/dragon-is-third|reveal-the-dragon/);
    expect(state.variables).toEqual({ secret: { answer: 'the-dragon-is-third' } });
  });

  it('shows a label only to whoever sees the face of its piece, and drops it when the piece goes out of sight', () => {
    let state = seatedRoom();
    const deck = deckOf(state);
    state = run(state, { type: 'deal', pileId: deck, count: 1, seatIds: ['p1'] }, GAME_ACTOR);
    const card = state.hands.p1![0]!;
    state = run(state, { type: 'label', pieceId: card, text: 'Trump' }, GAME_ACTOR);
    expect(viewFor(state, 'p1').pieces[card]!.label).toBe('Trump');
    expect(viewFor(state, 'p2').pieces[card]).toBeUndefined();
    state = run(state, { type: 'move', pieceId: card, to: { type: 'pile', pileId: deck } }, GAME_ACTOR);
    expect(Object.values(state.pieces).some((piece) => piece.label !== undefined)).toBe(false);
  });

  it('deals to a seat nobody holds yet when the game deals (a hand waiting at setup), but not when a player does', () => {
    const state = run(
      initialRoomState(fullDocument(), { seed: 'empty' }),
      { type: 'claimSeat', seatId: 'p1' },
      { userId: 'alice', seatId: null },
    );
    const deck = deckOf(state);
    expect(attempt(state, { type: 'deal', pileId: deck, count: 1, seatIds: ['p2'] }, alice)).toMatchObject({
      ok: false,
      code: 'NO_PLAYER',
    });
    expect(run(state, { type: 'deal', pileId: deck, count: 1, seatIds: ['p2'] }, GAME_ACTOR).hands.p2).toHaveLength(
      (state.hands.p2?.length ?? 0) + 1,
    );
  });
});

describe('follow-ups', () => {
  it('apply after the op in one step, skipping one the table no longer allows, and nothing when the op is refused', () => {
    const state = withButton(seatedRoom());
    const deck = deckOf(state);
    const press = parseOp({ type: 'press', pieceId: deck, buttonId: 'draw-all', seed: randomBytes(32).toString('hex') })!;
    const followUps = [
      { type: 'deal', pileId: deck, count: 1, seed: followUpSeed(press.seed!, 0) },
      { type: 'take', pileId: 'no-such-pile', to: { type: 'hand' }, seed: followUpSeed(press.seed!, 1) },
      { type: 'setVariable', name: 'draws', value: 1, seed: followUpSeed(press.seed!, 2) },
    ];
    const result = applyWithFollowUps(state, press, alice, followUps);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.hands.p1).toHaveLength((state.hands.p1?.length ?? 0) + 1);
    expect(result.state.hands.p2).toHaveLength((state.hands.p2?.length ?? 0) + 1);
    expect(result.state.variables).toEqual({ draws: 1 });
    expect(result.changes.hands.sort()).toEqual(['p1', 'p2']);
    const refused = applyWithFollowUps(
      state,
      parseOp({ type: 'press', pieceId: deck, buttonId: 'gone', seed: press.seed })!,
      alice,
      followUps,
    );
    expect(refused).toMatchObject({ ok: false, code: 'NO_SUCH_BUTTON' });
  });

  it("are checked by a room's verification: a follow-up seed its op's commitment does not bind is found", () => {
    const initial = withButton(seatedRoom());
    const deck = deckOf(initial);
    const seed = randomBytes(32).toString('hex');
    const op = { type: 'press', pieceId: deck, buttonId: 'draw-all', seed };
    const honest = [{ type: 'shuffle', pileId: deck, seed: followUpSeed(seed, 0) }];
    const forged = [{ type: 'shuffle', pileId: deck, seed: randomBytes(32).toString('hex') }];
    const log = (followUps: unknown[]) => [{ seq: 1, payload: { op, actor: alice, followUps }, commitment: seedCommitment(seed) }];
    expect(verifyRoomLog(initial, log(honest)).problems).toEqual([]);
    expect(verifyRoomLog(initial, log(forged)).problems).toEqual(["Op 1's script op 1 has a seed its op's commitment does not bind."]);
    expect(followUpSeed(seed, 0)).toBe(followUpSeed(seed, 0));
    expect(followUpSeed(seed, 0)).not.toBe(followUpSeed(seed, 1));
  });
});

describe("the room log's lines", () => {
  it("name a pressed button by its label, say the game set the table up, and keep the game's own ops quiet", async () => {
    const { logLineFor, logNamesOf } = await import('./log-lines.ts');
    const state = withButton(seatedRoom());
    const line = (op: Parameters<typeof parseOp>[0], actor: typeof alice) => {
      const parsed = parseOp(op)!;
      const result = applyWithFollowUps(state, parsed, actor, []);
      if (!result.ok) throw new Error(result.reason);
      return (
        logLineFor(
          {
            op: parsed,
            before: state,
            after: result.state,
            changes: result.changes,
            actor,
            names: logNamesOf(null),
            nameOf: () => 'Alice',
          },
          'p2',
        )?.text ?? null
      );
    };
    expect(line({ type: 'press', pieceId: deckOf(state), buttonId: 'draw-all' }, alice)).toBe('pressed “Draw for everyone”');
    expect(line({ type: 'setup' }, GAME_ACTOR)).toBe('set up the table');
    expect(line({ type: 'setVariable', name: 'n', value: 1 }, GAME_ACTOR)).toBeNull();
  });
});

describe("a variable's value", () => {
  it('is any JSON of at most 2,000 characters, however deep a script nests what it hands over', () => {
    const set = (value: unknown) => parseOp({ type: 'setVariable', name: 'v', value });
    expect(set({ list: [1, 'two', null, true] })).toMatchObject({ value: { list: [1, 'two', null, true] } });
    expect(set('x'.repeat(1_998))).not.toBeNull();
    expect(set('x'.repeat(1_999))).toBeNull();
    expect(set(JSON.parse('['.repeat(1_000) + ']'.repeat(1_000)))).not.toBeNull();
    expect(set(undefined)).toBeNull();
    // Nested 100,000 deep, where a recursive schema overflows the stack: refused, not thrown.
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(() => set(deep)).not.toThrow();
    expect(set(deep)).toBeNull();
    expect(parseOp({ type: 'setTimer', timerId: 't', name: 'n', at: 1, data: deep })).toBeNull();
  });
});
