import { describe, expect, it } from 'vitest';
import { applyOp, redactChanges, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const variantsIn = (state: RoomState, ids: string[]) => ids.map((id) => state.pieces[id]!.variantId).sort();
const byVariant = (state: RoomState, variantId: string) => Object.values(state.pieces).find((p) => p.variantId === variantId)!;

/** Alice holds the deck's top card (the knight); the dragon lies face up and turned on the table. */
function scattered(seed: string): RoomState {
  let state = seatedRoom(seed);
  const deck = deckId(state);
  state = run(state, { type: 'draw', pileId: deck }, alice);
  state = run(state, { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 300, y: 300 } }, bob);
  const dragon = byVariant(state, 'dragon-card').id;
  state = run(state, { type: 'flip', pieceId: dragon }, bob);
  return run(state, { type: 'rotate', pieceId: dragon, direction: 1 }, bob);
}

describe('gather', () => {
  it("brings the deck's cards back from hands and the table, face down and square, and leaves everything else", () => {
    const state = scattered('gather');
    const deck = deckId(state);
    const gathered = run(state, { type: 'gather', pileId: deck }, bob);
    expect(variantsIn(gathered, gathered.piles[deck]!)).toEqual(['dragon-card', 'knight-card']);
    for (const id of gathered.piles[deck]!)
      expect(gathered.pieces[id]).toMatchObject({ faceUp: false, rotation: 0, location: { type: 'pile', pileId: deck } });
    // The peasant was dealt by the game, not put in the deck: it stays in Alice's hand.
    expect(variantsIn(gathered, gathered.hands.p1!)).toEqual(['peasant-card']);
    expect(byVariant(gathered, 'peasant-card').location).toEqual({ type: 'hand', seatId: 'p1' });
  });

  it('gathers from other piles too, and shuffles whatever else lies in the deck with them', () => {
    let state = seatedRoom('gather-piles');
    const deck = deckId(state);
    state = run(state, { type: 'take', pileId: deck, to: { type: 'pile', pileId: 'discard' } }, alice);
    const die = Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
    state = run(state, { type: 'move', pieceId: die, to: { type: 'pile', pileId: deck } }, alice);
    const gathered = run(state, { type: 'gather', pileId: deck }, alice);
    expect(gathered.piles.discard).toEqual([]);
    expect(gathered.piles[deck]).toHaveLength(3);
    expect(gathered.piles[deck]).toContain(die);
  });

  it('gives cards that were in a hand or a pile fresh ids, and keeps the ids of cards everyone saw on the table', () => {
    const state = scattered('gather-ids');
    const deck = deckId(state);
    const inHand = byVariant(state, 'knight-card').id;
    const onTable = byVariant(state, 'dragon-card').id;
    const gathered = run(state, { type: 'gather', pileId: deck }, bob);
    expect(gathered.pieces[inHand]).toBeUndefined();
    expect(gathered.piles[deck]).toContain(onTable);
    expect(Object.keys(state.pieces)).not.toContain(byVariant(gathered, 'knight-card').id);
  });

  it('shuffles with its seed: the same on every replica, and it says it drew', () => {
    const state = scattered('gather-seed');
    const op = opSchema.parse({ type: 'gather', pileId: deckId(state), seed: '7'.repeat(64) });
    const one = applyOp(state, op, alice);
    const two = applyOp(state, op, alice);
    expect(one).toMatchObject({ ok: true, random: true });
    expect(one).toEqual(two);
    const orders = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const result = run(state, { type: 'gather', pileId: deckId(state), seed: `s${i}` }, alice);
      orders.add(result.piles[deckId(state)]!.map((id) => result.pieces[id]!.variantId).join());
    }
    expect(orders.size).toBe(2);
  });

  it('tells the others only how many cards each hand lost, never which', () => {
    const state = scattered('gather-view');
    const result = applyOp(state, opSchema.parse({ type: 'gather', pileId: deckId(state) }), bob);
    if (!result.ok) throw new Error(result.reason);
    const seenByBob = redactChanges(state, result.state, result.changes, 'p2');
    expect(seenByBob.hands.p1).toEqual({ seatId: 'p1', count: 1, cards: null });
    expect(JSON.stringify(seenByBob)).not.toContain('knight-card');
    // The dragon everyone saw leaves the table.
    expect(seenByBob.pieces[byVariant(state, 'dragon-card').id]).toBeNull();
    expect(seenByBob.piles[deckId(state)]).toEqual({ id: deckId(state), count: 2, top: { componentId: 'card', variantId: null } });
  });

  it('frees a seat kept for a player once none of its cards are left', () => {
    let state = seatedRoom('gather-seat');
    const deck = deckId(state);
    state = run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } }, alice);
    state = run(state, { type: 'draw', pileId: deck }, alice);
    state = run(state, { type: 'leaveSeat' }, alice);
    expect(state.seats[0]).toMatchObject({ userId: null, reservedFor: 'alice' });
    const result = applyOp(state, opSchema.parse({ type: 'gather', pileId: deck }), bob);
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.seats[0]).toMatchObject({ userId: null, reservedFor: null });
    expect(result.changes.seats).toBe(true);
  });

  it('refuses a pile the game put nothing in, a pile that does not exist, and spectators', () => {
    const state = scattered('gather-refusals');
    expect(attempt(state, { type: 'gather', pileId: 'discard' }, alice)).toMatchObject({
      ok: false,
      code: 'NOTHING_TO_GATHER',
      reason: 'The game did not set anything up in this pile, so there is nothing to gather into it.',
    });
    expect(attempt(state, { type: 'gather', pileId: 'nope' }, alice)).toMatchObject({ ok: false, code: 'GONE' });
    expect(attempt(state, { type: 'gather', pileId: deckId(state) }, { userId: 'carol', seatId: null })).toMatchObject({
      ok: false,
      code: 'SPECTATOR',
    });
  });

  it('cannot be undone: it shuffled', () => {
    const state = scattered('gather-undo');
    const gathered = run(state, { type: 'gather', pileId: deckId(state) }, alice);
    expect(attempt(gathered, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });
});
