import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { initialRoomState, redactChanges, type RoomState } from './index.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;

describe('deal to chosen seats', () => {
  it('deals only to the seats named, in seat order, each card under a fresh id', () => {
    const state = seatedRoom('deal');
    const deck = deckId(state);
    const [bottom, top] = state.piles[deck]!;
    const dealt = run(state, { type: 'deal', pileId: deck, count: 2, seatIds: ['p2'] }, alice);
    expect(dealt.hands.p1).toEqual(state.hands.p1);
    expect(dealt.hands.p2).toHaveLength(state.hands.p2!.length + 2);
    expect(dealt.piles[deck]).toEqual([]);
    // The top card went first.
    expect(dealt.hands.p2!.slice(-2).map((id) => dealt.pieces[id]!.variantId)).toEqual([
      state.pieces[top!]!.variantId,
      state.pieces[bottom!]!.variantId,
    ]);
    expect(dealt.hands.p2).not.toContain(top);
    expect(dealt.hands.p2).not.toContain(bottom);
  });

  it('goes round the seats in seat order whatever order they were named in', () => {
    const state = seatedRoom('deal-order');
    const deck = deckId(state);
    const [bottom, top] = state.piles[deck]!;
    const dealt = run(state, { type: 'deal', pileId: deck, count: 1, seatIds: ['p2', 'p1', 'p2'] }, bob);
    expect(dealt.pieces[dealt.hands.p1!.at(-1)!]!.variantId).toBe(state.pieces[top!]!.variantId);
    expect(dealt.pieces[dealt.hands.p2!.at(-1)!]!.variantId).toBe(state.pieces[bottom!]!.variantId);
  });

  it('shows the other seats only how many cards each hand holds', () => {
    const state = seatedRoom('deal-view');
    const deck = deckId(state);
    const result = attempt(state, { type: 'deal', pileId: deck, count: 1, seatIds: ['p2'] }, alice);
    if (!result.ok) throw new Error(result.reason);
    const seenByAlice = redactChanges(state, result.state, result.changes, 'p1');
    expect(seenByAlice.pieces).toEqual({});
    expect(seenByAlice.hands.p2).toMatchObject({ count: state.hands.p2!.length + 1, cards: null });
    expect(JSON.stringify(seenByAlice)).not.toMatch(/knight|dragon/);
  });

  it('refuses a seat that does not exist or that nobody sits in, and a pile too short for everyone named', () => {
    let state = initialRoomState(fullDocument(), { seed: 'deal-refusals' });
    state = run(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
    const deck = deckId(state);
    expect(attempt(state, { type: 'deal', pileId: deck, seatIds: ['p9'] }, alice)).toMatchObject({
      ok: false,
      code: 'GONE',
      reason: 'That seat does not exist.',
    });
    expect(attempt(state, { type: 'deal', pileId: deck, seatIds: ['p2'] }, alice)).toMatchObject({
      ok: false,
      code: 'NO_PLAYER',
      reason: 'Nobody sits in Player 2 to deal to.',
    });
    expect(attempt(state, { type: 'deal', pileId: deck, count: 3, seatIds: ['p1'] }, alice)).toMatchObject({
      ok: false,
      code: 'NOT_ENOUGH',
      reason: 'The pile has 2 cards; dealing 3 each needs 3.',
    });
    expect(attempt(state, { type: 'deal', pileId: deck, count: 2, seatIds: ['p1'] }, alice).ok).toBe(true);
  });

  it('cannot be undone: the cards were handed out', () => {
    const state = seatedRoom('deal-undo');
    const dealt = run(state, { type: 'deal', pileId: deckId(state), seatIds: ['p1'] }, alice);
    expect(attempt(dealt, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });
});
