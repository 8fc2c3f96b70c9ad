import { describe, expect, it } from 'vitest';
import { applyOp, redactChanges, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const handVariants = (state: RoomState, seatId: string) => state.hands[seatId]!.map((id) => state.pieces[id]!.variantId);

/** Alice holds the peasant, then the knight and the dragon she drew. */
function threeInHand(seed: string): RoomState {
  const state = seatedRoom(seed);
  return run(state, { type: 'draw', pileId: deckId(state), count: 2 }, alice);
}

describe('arrangeHand', () => {
  it('puts the hand in the order given', () => {
    const state = threeInHand('arrange');
    expect(handVariants(state, 'p1')).toEqual(['peasant-card', 'knight-card', 'dragon-card']);
    const [peasant, knight, dragon] = state.hands.p1!;
    const arranged = run(state, { type: 'arrangeHand', order: [dragon!, knight!, peasant!] }, alice);
    expect(handVariants(arranged, 'p1')).toEqual(['dragon-card', 'knight-card', 'peasant-card']);
    expect([...arranged.hands.p1!].sort()).toEqual([...state.hands.p1!].sort());
  });

  it('keeps cards it does not name after the ones it does, and skips ids not in the hand', () => {
    const state = threeInHand('arrange-partial');
    const [peasant, knight, dragon] = state.hands.p1!;
    const bobs = state.hands.p2![0]!;
    const arranged = run(state, { type: 'arrangeHand', order: ['gone', dragon!, bobs, dragon!] }, alice);
    expect(arranged.hands.p1).toEqual([dragon, peasant, knight]);
    expect(arranged.hands.p2).toEqual(state.hands.p2);
  });

  it('tells the others nothing but that the hand still holds as many cards', () => {
    const state = threeInHand('arrange-view');
    const result = applyOp(state, opSchema.parse({ type: 'arrangeHand', order: [...state.hands.p1!].reverse() }), alice);
    if (!result.ok) throw new Error(result.reason);
    expect(result.random).toBe(false);
    expect(redactChanges(state, result.state, result.changes, 'p2')).toEqual({
      pieces: {},
      piles: {},
      hands: { p1: { seatId: 'p1', count: 3, cards: null } },
    });
    expect(redactChanges(state, result.state, result.changes, 'p1').hands.p1!.cards).toEqual([...state.hands.p1!].reverse());
  });

  it('can be undone', () => {
    const state = threeInHand('arrange-undo');
    const arranged = run(state, { type: 'arrangeHand', order: [...state.hands.p1!].reverse() }, alice);
    expect(run(arranged, { type: 'undo' }, alice).hands.p1).toEqual(state.hands.p1);
  });

  it('refuses a hand of fewer than two cards, and spectators', () => {
    const state = seatedRoom('arrange-refusals');
    expect(attempt(state, { type: 'arrangeHand', order: state.hands.p1! }, alice)).toMatchObject({
      ok: false,
      code: 'NOTHING_TO_ARRANGE',
      reason: 'There is nothing to arrange in your hand.',
    });
    expect(attempt(state, { type: 'arrangeHand', order: [] }, { userId: 'carol', seatId: null })).toMatchObject({
      ok: false,
      code: 'SPECTATOR',
    });
    expect(attempt(state, { type: 'arrangeHand', order: [...state.hands.p2!].reverse() }, bob).ok).toBe(true);
  });
});
