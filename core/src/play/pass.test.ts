import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, redactChanges, viewFor, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const peasantOf = (state: RoomState) => Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!;

describe('pass', () => {
  it("moves a card from the passer's hand to another player's, under a fresh id", () => {
    const state = seatedRoom('pass');
    const card = state.hands.p1![0]!;
    const passed = run(state, { type: 'pass', pieceId: card, seatId: 'p2' }, alice);
    expect(passed.hands.p1).toEqual([]);
    expect(passed.pieces[card]).toBeUndefined();
    const peasant = peasantOf(passed);
    expect(peasant.location).toEqual({ type: 'hand', seatId: 'p2' });
    expect(passed.hands.p2!.at(-1)).toBe(peasant.id);
  });

  it('shows the face to its new holder only; everyone else sees a card go from one hand to the other', () => {
    const state = seatedRoom('pass-view');
    const result = applyOp(state, opSchema.parse({ type: 'pass', pieceId: state.hands.p1![0]!, seatId: 'p2' }), alice);
    if (!result.ok) throw new Error(result.reason);
    const newId = peasantOf(result.state).id;
    expect(redactChanges(state, result.state, result.changes, 'p2').pieces[newId]).toMatchObject({ variantId: 'peasant-card' });
    expect(viewFor(result.state, 'p2').hands.p2!.cards).toContain(newId);
    const watching = redactChanges(state, result.state, result.changes, null);
    expect(watching.pieces).toEqual({});
    expect(watching.hands).toEqual({
      p1: { seatId: 'p1', count: 0, cards: null },
      p2: { seatId: 'p2', count: state.hands.p2!.length + 1, cards: null },
    });
    // The passer sees the card leave, and nothing of where it went but the count.
    const passer = redactChanges(state, result.state, result.changes, 'p1');
    expect(passer.pieces).toEqual({ [state.hands.p1![0]!]: null });
    expect(JSON.stringify(passer)).not.toContain(newId);
  });

  it('cannot be undone: the other player has seen the card', () => {
    const state = seatedRoom('pass-undo');
    const passed = run(state, { type: 'pass', pieceId: state.hands.p1![0]!, seatId: 'p2' }, alice);
    expect(attempt(passed, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });

  it('refuses a card not in the hand, a container, oneself, an empty seat and an unknown one', () => {
    let state = seatedRoom('pass-refusals');
    const card = state.hands.p1![0]!;
    const die = Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
    expect(attempt(state, { type: 'pass', pieceId: die, seatId: 'p2' }, alice)).toMatchObject({
      ok: false,
      code: 'NOT_IN_HAND',
      reason: 'Only a card in your hand can be passed.',
    });
    // Another seat's card is answered as one that does not exist.
    expect(attempt(state, { type: 'pass', pieceId: card, seatId: 'p1' }, bob)).toMatchObject({ ok: false, code: 'GONE' });
    const mat = Object.values(state.pieces).find((p) => p.componentId === 'hand')!.id;
    expect(attempt(state, { type: 'pass', pieceId: mat, seatId: 'p1' }, bob)).toMatchObject({ ok: false, code: 'CANNOT_PASS' });
    expect(attempt(state, { type: 'pass', pieceId: card, seatId: 'p1' }, alice)).toMatchObject({ ok: false, code: 'SAME_SEAT' });
    expect(attempt(state, { type: 'pass', pieceId: card, seatId: 'p7' }, alice)).toMatchObject({
      ok: false,
      code: 'GONE',
      reason: 'That seat does not exist.',
    });
    state = run(
      initialRoomState(fullDocument(), { seed: 'pass-alone' }),
      { type: 'claimSeat', seatId: 'p1' },
      { userId: 'alice', seatId: null },
    );
    expect(attempt(state, { type: 'pass', pieceId: state.hands.p1![0]!, seatId: 'p2' }, alice)).toMatchObject({
      ok: false,
      code: 'NO_PLAYER',
      reason: 'Nobody sits in Player 2 to pass to.',
    });
  });
});
