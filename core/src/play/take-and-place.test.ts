import { describe, expect, it } from 'vitest';
import { applyOp, redactChanges, viewFor, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const variantsOf = (state: RoomState, pileId: string) => state.piles[pileId]!.map((id) => state.pieces[id]!.variantId);
const table = (x: number) => ({ type: 'surface' as const, surfaceId: 'table', x, y: 10 });

describe('taking a card face up or face down', () => {
  it('turns the top card up as it is taken, for everyone to see', () => {
    const state = seatedRoom('take-up');
    const result = applyOp(state, opSchema.parse({ type: 'take', pileId: deckId(state), to: table(5), faceUp: true }), alice);
    if (!result.ok) throw new Error(result.reason);
    const card = Object.values(result.state.pieces).find((p) => p.variantId === 'knight-card')!;
    expect(card).toMatchObject({ faceUp: true, location: table(5) });
    for (const seat of ['p1', 'p2', null])
      expect(redactChanges(state, result.state, result.changes, seat).pieces[card.id]).toMatchObject({
        variantId: 'knight-card',
        faceUp: true,
      });
  });

  it('turns a face-up card down as it is taken, and leaves it as it lay without the flag', () => {
    let state = seatedRoom('take-down');
    const deck = deckId(state);
    state = run(state, { type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard' } }, alice);
    expect(viewFor(state, 'p2').piles.discard!.top).toEqual({ componentId: 'card', variantId: 'knight-card' });
    const down = run(state, { type: 'take', pileId: 'discard', to: table(1), faceUp: false }, bob);
    const card = Object.values(down.pieces).find((p) => p.variantId === 'knight-card')!;
    expect(card.faceUp).toBe(false);
    expect(viewFor(down, 'p1').pieces[card.id]).toMatchObject({ componentId: 'card', variantId: null });
    const asItLay = run(state, { type: 'take', pileId: 'discard', to: table(1) }, bob);
    expect(Object.values(asItLay.pieces).find((p) => p.variantId === 'knight-card')!.faceUp).toBe(true);
  });

  it('still shows the face in a zone that turns cards up, whatever the flag says', () => {
    const state = seatedRoom('take-zone');
    const taken = run(state, { type: 'take', pileId: deckId(state), to: { type: 'pile', pileId: 'discard' }, faceUp: false }, alice);
    expect(viewFor(taken, 'p2').piles.discard!.top).toEqual({ componentId: 'card', variantId: 'knight-card' });
  });

  it('can be undone like any take', () => {
    const state = seatedRoom('take-undo');
    const taken = run(state, { type: 'take', pileId: deckId(state), to: table(3), faceUp: true }, alice);
    expect(run(taken, { type: 'undo' }, alice).piles[deckId(state)]).toEqual(state.piles[deckId(state)]);
  });
});

describe('putting a card on the bottom of a pile', () => {
  it('slides a card under the pile: the top stays what it was', () => {
    let state = seatedRoom('bottom');
    const deck = deckId(state);
    state = run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: table(1) }, alice);
    const peasant = Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!.id;
    const under = run(state, { type: 'move', pieceId: peasant, to: { type: 'pile', pileId: deck, position: 'bottom' } }, alice);
    expect(variantsOf(under, deck)).toEqual(['peasant-card', 'dragon-card', 'knight-card']);
    const onTop = run(state, { type: 'move', pieceId: peasant, to: { type: 'pile', pileId: deck, position: 'top' } }, alice);
    expect(variantsOf(onTop, deck)).toEqual(['dragon-card', 'knight-card', 'peasant-card']);
  });

  it('puts the top card of a pile under it, keeping its id inside the pile', () => {
    const state = seatedRoom('top-to-bottom');
    const deck = deckId(state);
    const [bottom, top] = state.piles[deck]!;
    const cycled = run(state, { type: 'take', pileId: deck, to: { type: 'pile', pileId: deck, position: 'bottom' } }, bob);
    expect(cycled.piles[deck]).toEqual([top, bottom]);
  });

  it('does not show the face of a card slid under a face-up pile', () => {
    let state = seatedRoom('bottom-discard');
    const deck = deckId(state);
    state = run(state, { type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard' } }, alice);
    const result = applyOp(
      state,
      opSchema.parse({ type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard', position: 'bottom' } }),
      alice,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(variantsOf(result.state, 'discard')).toEqual(['dragon-card', 'knight-card']);
    expect(JSON.stringify(redactChanges(state, result.state, result.changes, 'p2'))).not.toContain('dragon-card');
  });

  it('refuses a pile that does not exist, wherever in it', () => {
    const state = seatedRoom('bottom-refusal');
    expect(
      attempt(state, { type: 'take', pileId: deckId(state), to: { type: 'pile', pileId: 'nope', position: 'bottom' } }, alice),
    ).toMatchObject({ ok: false, code: 'BAD_TARGET', reason: 'That pile does not exist.' });
  });
});
