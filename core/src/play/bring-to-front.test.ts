import { describe, expect, it } from 'vitest';
import { initialRoomState, viewFor, type RoomState } from './index.ts';
import { fullDocument } from '../game/test-fixtures.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const dieId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
const at = (x: number) => ({ type: 'surface' as const, surfaceId: 'table', x, y: 50 });

/** The knight and then the dragon taken onto the table. */
function twoOnTable(seed: string): { state: RoomState; knight: string; dragon: string } {
  let state = seatedRoom(seed);
  state = run(state, { type: 'take', pileId: deckId(state), to: at(10) }, alice);
  state = run(state, { type: 'take', pileId: deckId(state), to: at(20) }, alice);
  const byVariant = (variantId: string) => Object.values(state.pieces).find((p) => p.variantId === variantId)!.id;
  return { state, knight: byVariant('knight-card'), dragon: byVariant('dragon-card') };
}

describe('stacking on the table', () => {
  it('lays a piece put down over what is already there', () => {
    const { state, knight, dragon } = twoOnTable('stack');
    expect(state.pieces[dragon]!.z).toBeGreaterThan(state.pieces[knight]!.z!);
    const view = viewFor(state, 'p2');
    expect(view.pieces[dragon]!.z).toBeGreaterThan(view.pieces[knight]!.z!);
    const moved = run(state, { type: 'move', pieceId: knight, to: at(15) }, bob);
    expect(moved.pieces[knight]!.z).toBeGreaterThan(moved.pieces[dragon]!.z!);
  });

  it('brings a piece to the front without moving it, and can be undone', () => {
    const { state, knight, dragon } = twoOnTable('front');
    const raised = run(state, { type: 'bringToFront', pieceId: knight }, bob);
    expect(raised.pieces[knight]!.z).toBeGreaterThan(raised.pieces[dragon]!.z!);
    expect(raised.pieces[knight]!.location).toEqual(state.pieces[knight]!.location);
    expect(run(raised, { type: 'undo' }, bob).pieces[knight]).toEqual(state.pieces[knight]);
  });

  it('forgets the height of a piece that went out of sight, with its id', () => {
    let { state, knight } = twoOnTable('forget');
    state = run(state, { type: 'move', pieceId: knight, to: { type: 'pile', pileId: deckId(state) } }, alice);
    state = run(state, { type: 'draw', pileId: deckId(state) }, alice);
    const drawn = state.hands.p1!.at(-1)!;
    expect(state.pieces[drawn]!.z).toBeUndefined();
    // Nor does a seat see heights of cards in its hand.
    state = run(
      state,
      { type: 'move', pieceId: Object.values(state.pieces).find((p) => p.variantId === 'dragon-card')!.id, to: { type: 'hand' } },
      alice,
    );
    for (const id of state.hands.p1!) expect(viewFor(state, 'p1').pieces[id]!.z).toBeUndefined();
  });

  it('never counts pieces nobody sees when working out the top', () => {
    const { state, dragon } = twoOnTable('hidden-heights');
    const top = state.pieces[dragon]!.z!;
    // The dragon goes into Alice's hand keeping its height there; the next piece put down is still only one above what is on the table.
    const hidden = run(state, { type: 'move', pieceId: dragon, to: { type: 'hand' } }, alice);
    const die = run(hidden, { type: 'bringToFront', pieceId: dieId(hidden) }, bob);
    expect(die.pieces[dieId(die)]!.z).toBeLessThanOrEqual(top);
  });

  it('refuses a piece in the hand, and a piece the actor cannot see', () => {
    const state = seatedRoom('front-refusals');
    expect(attempt(state, { type: 'bringToFront', pieceId: state.hands.p1![0]! }, alice)).toMatchObject({
      ok: false,
      code: 'NOT_ON_TABLE',
      reason: 'Only pieces on the table can be brought to the front.',
    });
    expect(attempt(state, { type: 'bringToFront', pieceId: state.hands.p1![0]! }, bob)).toMatchObject({ ok: false, code: 'GONE' });
  });
});

describe('the table as the author stacked it', () => {
  it('starts with pieces on the table stacked by their order, then their place in the document', () => {
    const doc = fullDocument();
    const state = initialRoomState(doc, { seed: 'stacking' });
    const onTable = doc.objects.filter((object) => object.placement.type === 'surface');
    const expected = [...onTable].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || doc.objects.indexOf(a) - doc.objects.indexOf(b));
    const byZ = Object.values(state.pieces)
      .filter((piece) => piece.location.type === 'surface')
      .sort((a, b) => a.z! - b.z!)
      .map((piece) => [piece.componentId, piece.variantId]);
    expect(byZ).toEqual(expected.map((object) => [object.componentId, object.variantId ?? null]));
    // Whatever order the stored state's keys come back in (Postgres sorts them), the z values say it.
    expect(
      new Set(
        Object.values(state.pieces)
          .filter((piece) => piece.location.type === 'surface')
          .map((piece) => piece.z),
      ).size,
    ).toBe(onTable.length);
  });
});
