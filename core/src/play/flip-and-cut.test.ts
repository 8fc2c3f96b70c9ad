import { describe, expect, it } from 'vitest';
import { applyOp, redactChanges, viewFor, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const variantsOf = (state: RoomState, pileId: string) =>
  state.piles[pileId]!.map((id) => state.pieces[id]!.variantId ?? state.pieces[id]!.componentId);

/** Knight then dragon on the discard pile, face up: the dragon on top. */
function discardOfTwo(seed: string): RoomState {
  let state = seatedRoom(seed);
  state = run(state, { type: 'take', pileId: deckId(state), to: { type: 'pile', pileId: 'discard' } }, alice);
  return run(state, { type: 'take', pileId: deckId(state), to: { type: 'pile', pileId: 'discard' } }, alice);
}

describe('flipStack', () => {
  it('turns a pile over: its order reverses and every face turns', () => {
    const state = discardOfTwo('flip-stack');
    expect(variantsOf(state, 'discard')).toEqual(['knight-card', 'dragon-card']);
    const flipped = run(state, { type: 'flipStack', pileId: 'discard' }, bob);
    expect(variantsOf(flipped, 'discard')).toEqual(['dragon-card', 'knight-card']);
    expect(flipped.piles.discard!.map((id) => flipped.pieces[id]!.faceUp)).toEqual([false, false]);
    // Face down now: the pile shows its back.
    expect(viewFor(flipped, 'p1').piles.discard!.top).toEqual({ componentId: 'card', variantId: null });
  });

  it('shows everyone the card that was at the bottom, once it lies face up on top', () => {
    let state = seatedRoom('flip-stack-reveal');
    const deck = deckId(state);
    // The deck onto the discard pile (which turns cards up), then turned over: face down, the knight at the bottom.
    state = run(state, { type: 'moveAll', pileId: deck, to: { type: 'pile', pileId: 'discard' } }, alice);
    state = run(state, { type: 'flipStack', pileId: 'discard' }, alice);
    expect(variantsOf(state, 'discard')).toEqual(['knight-card', 'dragon-card']);
    expect(viewFor(state, 'p2').piles.discard!.top).toEqual({ componentId: 'card', variantId: null });
    const result = applyOp(state, opSchema.parse({ type: 'flipStack', pileId: 'discard' }), bob);
    if (!result.ok) throw new Error(result.reason);
    expect(redactChanges(state, result.state, result.changes, 'p1').piles.discard!.top).toEqual({
      componentId: 'card',
      variantId: 'knight-card',
    });
  });

  it('keeps the ids inside the pile, draws nothing and can be undone', () => {
    const state = discardOfTwo('flip-stack-undo');
    const result = applyOp(state, opSchema.parse({ type: 'flipStack', pileId: 'discard' }), bob);
    if (!result.ok) throw new Error(result.reason);
    expect(result.random).toBe(false);
    expect([...result.state.piles.discard!].sort()).toEqual([...state.piles.discard!].sort());
    const undone = run(result.state, { type: 'undo' }, bob);
    expect(undone.piles.discard).toEqual(state.piles.discard);
    expect(undone.pieces).toEqual(state.pieces);
  });

  it('refuses an empty pile and one that does not exist', () => {
    const state = seatedRoom('flip-stack-refusals');
    expect(attempt(state, { type: 'flipStack', pileId: 'discard' }, alice)).toMatchObject({
      ok: false,
      code: 'EMPTY',
      reason: 'The pile is empty.',
    });
    expect(attempt(state, { type: 'flipStack', pileId: 'nope' }, alice)).toMatchObject({ ok: false, code: 'GONE' });
  });
});

describe('cut', () => {
  /** A deck of four: dragon, knight, peasant, die (bottom to top). */
  function deckOfFour(seed: string): RoomState {
    let state = seatedRoom(seed);
    const deck = deckId(state);
    state = run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'pile', pileId: deck } }, alice);
    const die = Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
    return run(state, { type: 'move', pieceId: die, to: { type: 'pile', pileId: deck } }, alice);
  }

  it('puts the cards above a random point under the rest: every cut but none at all, with its seed', () => {
    const state = deckOfFour('cut');
    const deck = deckId(state);
    expect(variantsOf(state, deck)).toEqual(['dragon-card', 'knight-card', 'peasant-card', 'd6']);
    const cuts = new Set<string>();
    for (let i = 0; i < 60; i++) cuts.add(variantsOf(run(state, { type: 'cut', pileId: deck, seed: `c${i}` }, bob), deck).join());
    expect([...cuts].sort()).toEqual([
      'd6,dragon-card,knight-card,peasant-card',
      'knight-card,peasant-card,d6,dragon-card',
      'peasant-card,d6,dragon-card,knight-card',
    ]);
    const op = opSchema.parse({ type: 'cut', pileId: deck, seed: '9'.repeat(64) });
    expect(applyOp(state, op, bob)).toEqual(applyOp(state, op, bob));
    expect(applyOp(state, op, bob)).toMatchObject({ ok: true, random: true });
  });

  it('cannot be undone, and refuses a pile of fewer than two', () => {
    const state = seatedRoom('cut-refusals');
    const deck = deckId(state);
    expect(attempt(run(state, { type: 'cut', pileId: deck }, alice), { type: 'undo' }, alice)).toMatchObject({
      ok: false,
      code: 'NOTHING_TO_UNDO',
    });
    const one = run(state, { type: 'draw', pileId: deck }, alice);
    expect(attempt(one, { type: 'cut', pileId: deck }, alice)).toMatchObject({
      ok: false,
      code: 'NOTHING_TO_CUT',
      reason: 'Cutting needs at least two cards.',
    });
    expect(attempt(state, { type: 'cut', pileId: 'nope' }, alice)).toMatchObject({ ok: false, code: 'GONE' });
  });
});
