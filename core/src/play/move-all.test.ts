import { describe, expect, it } from 'vitest';
import { applyOp, redactChanges, viewFor, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const variantsOf = (state: RoomState, pileId: string) => state.piles[pileId]!.map((id) => state.pieces[id]!.variantId);

/** The knight on the discard pile (face up), the dragon left in the deck. */
function oneDiscarded(seed: string): RoomState {
  const state = seatedRoom(seed);
  return run(state, { type: 'take', pileId: deckId(state), to: { type: 'pile', pileId: 'discard' } }, alice);
}

describe('moveAll', () => {
  it('puts a whole pile on top of another in its order, each card under a fresh id', () => {
    let state = oneDiscarded('move-all');
    const deck = deckId(state);
    state = run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'pile', pileId: 'discard' } }, alice);
    expect(variantsOf(state, 'discard')).toEqual(['knight-card', 'peasant-card']);
    const moved = run(state, { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck } }, bob);
    expect(moved.piles.discard).toEqual([]);
    expect(variantsOf(moved, deck)).toEqual(['dragon-card', 'knight-card', 'peasant-card']);
    for (const id of state.piles.discard!) expect(moved.pieces[id]).toBeUndefined();
    // Cards keep their faces without a shuffle.
    expect(moved.pieces[moved.piles[deck]!.at(-1)!]!.faceUp).toBe(true);
  });

  it('puts a pile under another', () => {
    const state = oneDiscarded('move-all-under');
    const deck = deckId(state);
    const moved = run(state, { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck, position: 'bottom' } }, alice);
    expect(variantsOf(moved, deck)).toEqual(['knight-card', 'dragon-card']);
  });

  it('shows the faces of cards moved onto a pile that shows faces', () => {
    const state = seatedRoom('move-all-up');
    const moved = run(state, { type: 'moveAll', pileId: deckId(state), to: { type: 'pile', pileId: 'discard' } }, alice);
    expect(viewFor(moved, 'p2').piles.discard).toEqual({ id: 'discard', count: 2, top: { componentId: 'card', variantId: 'knight-card' } });
  });

  it('shuffles the result face down when asked, with its seed', () => {
    const state = oneDiscarded('move-all-shuffle');
    const deck = deckId(state);
    const op = opSchema.parse({
      type: 'moveAll',
      pileId: 'discard',
      to: { type: 'pile', pileId: deck },
      shuffle: true,
      seed: '5'.repeat(64),
    });
    const result = applyOp(state, op, alice);
    if (!result.ok) throw new Error(result.reason);
    expect(applyOp(state, op, alice)).toEqual(result);
    expect(result.random).toBe(true);
    for (const id of result.state.piles[deck]!) expect(result.state.pieces[id]!.faceUp).toBe(false);
    const orders = new Set<string>();
    for (let i = 0; i < 40; i++) orders.add(variantsOf(run(state, { ...op, seed: `m${i}` }, alice), deck).join());
    expect(orders.size).toBe(2);
  });

  it('tells the others only the piles’ counts and tops', () => {
    const state = oneDiscarded('move-all-view');
    const deck = deckId(state);
    const result = applyOp(state, opSchema.parse({ type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck } }), alice);
    if (!result.ok) throw new Error(result.reason);
    const seen = redactChanges(state, result.state, result.changes, 'p2');
    expect(seen.pieces).toEqual({});
    expect(seen.piles).toEqual({
      discard: { id: 'discard', count: 0, top: null },
      [deck]: { id: deck, count: 2, top: { componentId: 'card', variantId: null } },
    });
  });

  it('can be undone without a shuffle, not with one', () => {
    const state = oneDiscarded('move-all-undo');
    const deck = deckId(state);
    const moved = run(state, { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck } }, alice);
    const undone = run(moved, { type: 'undo' }, alice);
    expect(undone.piles).toEqual(state.piles);
    expect(undone.pieces).toEqual(state.pieces);
    const shuffled = run(state, { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck }, shuffle: true }, alice);
    expect(attempt(shuffled, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });

  it('refuses an empty pile, the same pile, piles that do not exist, and piles out of reach', () => {
    const state = seatedRoom('move-all-refusals');
    const deck = deckId(state);
    expect(attempt(state, { type: 'moveAll', pileId: 'discard', to: { type: 'pile', pileId: deck } }, alice)).toMatchObject({
      ok: false,
      code: 'EMPTY',
      reason: 'The pile is empty.',
    });
    expect(attempt(state, { type: 'moveAll', pileId: deck, to: { type: 'pile', pileId: deck } }, alice)).toMatchObject({
      ok: false,
      code: 'SAME_PILE',
      reason: 'Choose another pile to put these cards on.',
    });
    expect(attempt(state, { type: 'moveAll', pileId: 'nope', to: { type: 'pile', pileId: deck } }, alice)).toMatchObject({
      ok: false,
      code: 'GONE',
    });
    expect(attempt(state, { type: 'moveAll', pileId: deck, to: { type: 'pile', pileId: 'nope' } }, alice)).toMatchObject({
      ok: false,
      code: 'GONE',
      reason: 'The pile to put them on does not exist.',
    });
    // Bob holds a hand mat (a container): nobody else reaches into it.
    const mat = Object.values(state.pieces).find((p) => p.componentId === 'hand')!.id;
    expect(attempt(state, { type: 'moveAll', pileId: deck, to: { type: 'pile', pileId: mat } }, alice)).toMatchObject({
      ok: false,
      code: 'NOT_YOURS',
    });
    expect(attempt(state, { type: 'moveAll', pileId: deck, to: { type: 'pile', pileId: mat } }, bob).ok).toBe(true);
  });
});
