import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, redactChanges, viewFor, type RoomState } from './index.ts';
import { logLineFor, logNamesOf } from './log-lines.ts';
import { opSchema, type OpInput } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const byVariant = (state: RoomState, variantId: string) => Object.values(state.pieces).find((p) => p.variantId === variantId)!;
const NAMES = logNamesOf(fullDocument());

/** An op's result with what Alice, Bob and a spectator are sent, and the log line as Bob reads it. */
function sent(state: RoomState, op: OpInput, actor = alice) {
  const parsed = opSchema.parse(op);
  const result = applyOp(state, parsed, actor);
  if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
  const line = logLineFor(
    { op: parsed, before: state, after: result.state, changes: result.changes, actor, names: NAMES, nameOf: (id) => id.toUpperCase() },
    'p2',
  );
  return {
    state: result.state,
    alice: redactChanges(state, result.state, result.changes, 'p1'),
    bob: redactChanges(state, result.state, result.changes, 'p2'),
    spectator: redactChanges(state, result.state, result.changes, null),
    line: line?.text,
  };
}

describe('looking at the top of a pile', () => {
  it('shows the looker the top cards, top first, and tells everyone else only who looks where and how many', () => {
    const state = seatedRoom('look-top');
    const deck = deckId(state);
    const knight = state.piles[deck]!.at(-1)!;
    const { state: looking, alice: mine, bob: theirs, spectator, line } = sent(state, { type: 'look', pileId: deck, count: 1 });
    expect(mine.looking).toEqual({ pileId: deck, count: 1, cards: [{ id: knight, componentId: 'card', variantId: 'knight-card' }] });
    expect(mine.looks).toEqual({ p1: { pileId: deck, count: 1 } });
    for (const other of [theirs, spectator]) {
      expect(other).toEqual({ pieces: {}, piles: {}, hands: {}, looks: { p1: { pileId: deck, count: 1 } } });
    }
    expect(line).toBe('looked at the top card of Deck');
    // A welcome after it: the same split.
    expect(viewFor(looking, 'p1').looking?.cards.map((card) => card.variantId)).toEqual(['knight-card']);
    expect(viewFor(looking, 'p2').looking).toBeNull();
    expect(JSON.stringify(viewFor(looking, 'p2'))).not.toContain('knight-card');
  });

  it('keeps the cards it showed in sight, not ones put on the pile afterwards', () => {
    let state = seatedRoom('look-fixed');
    const deck = deckId(state);
    state = run(state, { type: 'look', pileId: deck, count: 1 }, alice);
    const peasant = state.hands.p1![0]!;
    const { alice: mine } = sent(state, { type: 'move', pieceId: peasant, to: { type: 'pile', pileId: deck } });
    // The pile changed, so Alice is told again: still only the knight, though the peasant now lies on it.
    expect(mine.looking?.cards.map((card) => card.variantId)).toEqual(['knight-card']);
  });

  it('neither adds an undo step nor takes one away', () => {
    let state = seatedRoom('look-undo');
    const die = Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
    const rotation = state.pieces[die]!.rotation;
    state = run(state, { type: 'rotate', pieceId: die, direction: 1 }, alice);
    state = run(state, { type: 'look', pileId: deckId(state), count: 2 }, alice);
    state = run(state, { type: 'stopLooking' }, alice);
    expect(viewFor(state, 'p1').undoSteps).toBe(1);
    expect(run(state, { type: 'undo' }, alice).pieces[die]!.rotation).toBe(rotation);
  });
});

describe('searching a pile', () => {
  it('lets the searcher take any card from the middle, which comes out under a fresh id', () => {
    let state = seatedRoom('search-take');
    const deck = deckId(state);
    state = run(state, { type: 'look', pileId: deck }, alice);
    const dragon = byVariant(state, 'dragon-card').id;
    expect(state.piles[deck]![0]).toBe(dragon);
    const { state: taken, bob: theirs, line } = sent(state, { type: 'move', pieceId: dragon, to: { type: 'hand' } });
    expect(taken.pieces[dragon]).toBeUndefined();
    expect(byVariant(taken, 'dragon-card').location).toEqual({ type: 'hand', seatId: 'p1' });
    expect(JSON.stringify(theirs)).not.toContain(dragon);
    expect(JSON.stringify(theirs)).not.toContain('dragon-card');
    expect(line).toBe('moved a card from Deck to their hand');
  });

  it('refuses a card from the middle to anyone not searching, as before', () => {
    let state = seatedRoom('search-others');
    const deck = deckId(state);
    const dragon = byVariant(state, 'dragon-card').id;
    expect(attempt(state, { type: 'move', pieceId: dragon, to: { type: 'hand' } }, bob)).toMatchObject({ ok: false, code: 'GONE' });
    state = run(state, { type: 'look', pileId: deck }, alice);
    // Alice's search gives Bob nothing: the same answer as an id that does not exist.
    expect(attempt(state, { type: 'move', pieceId: dragon, to: { type: 'hand' } }, bob)).toMatchObject({ ok: false, code: 'GONE' });
    // Looking at the top card only: the one under it stays out of reach.
    state = run(state, { type: 'look', pileId: deck, count: 1 }, alice);
    expect(attempt(state, { type: 'move', pieceId: dragon, to: { type: 'hand' } }, alice)).toMatchObject({ ok: false, code: 'GONE' });
  });

  it('shuffles the pile when the searcher finishes, if the game asks for it or the searcher does', () => {
    const doc = fullDocument();
    doc.components = doc.components.map((c) =>
      c.kind === 'container' && c.id === 'deck' ? { ...c, container: { ...c.container, shuffleAfterSearch: true } } : c,
    );
    let state = run(
      initialRoomState(doc, { seed: 'search-shuffle' }),
      { type: 'claimSeat', seatId: 'p1' },
      { userId: 'alice', seatId: null },
    );
    const deck = deckId(state);
    state = run(state, { type: 'look', pileId: deck }, alice);
    const stopped = sent(state, { type: 'stopLooking', seed: 'ab'.repeat(32) });
    expect(stopped.bob.piles[deck]).toMatchObject({ count: 2 });
    expect(stopped.alice.looking).toBeNull();
    expect(stopped.line).toBe('finished searching Deck and shuffled it');
    expect(applyOp(state, opSchema.parse({ type: 'stopLooking', seed: 'ab'.repeat(32) }), alice)).toMatchObject({ ok: true, random: true });
    // A look at the top only is not a search: no shuffle unless asked.
    state = run(stopped.state, { type: 'look', pileId: deck, count: 1 }, alice);
    expect(sent(state, { type: 'stopLooking' }).line).toBe('stopped looking at Deck');
    expect(sent(state, { type: 'stopLooking', shuffle: true }).line).toBe('stopped looking at Deck and shuffled it');
  });

  it('ends when the looker leaves the seat, so whoever sits there next sees nothing of it', () => {
    let state = seatedRoom('search-leave');
    state = run(state, { type: 'look', pileId: deckId(state) }, alice);
    const left = sent(state, { type: 'leaveSeat' });
    expect(left.state.looks).toBeUndefined();
    expect(left.bob.looks).toEqual({});
    // Alice left cards in hand: the host frees the seat before anyone else may sit there.
    state = run(left.state, { type: 'releaseSeat', seatId: 'p1', pileId: deckId(state) }, { userId: 'bob', seatId: 'p2', host: true });
    state = run(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'carol', seatId: null });
    expect(viewFor(state, 'p1').looking).toBeNull();
  });

  it('refuses an empty pile, an unknown one, a stop with no look and a spectator', () => {
    const state = seatedRoom('look-refusals');
    expect(attempt(state, { type: 'look', pileId: 'discard' }, alice)).toMatchObject({ ok: false, code: 'EMPTY' });
    expect(attempt(state, { type: 'look', pileId: 'nowhere' }, alice)).toMatchObject({ ok: false, code: 'GONE' });
    expect(attempt(state, { type: 'stopLooking' }, alice)).toMatchObject({
      ok: false,
      code: 'NOT_LOOKING',
      reason: 'You are not looking at any pile.',
    });
    expect(attempt(state, { type: 'look', pileId: deckId(state) }, { userId: 'carol', seatId: null })).toMatchObject({
      ok: false,
      code: 'SPECTATOR',
    });
  });
});

describe('showing cards from one’s hand', () => {
  it('shows their faces to everyone, spectators included, without their ids, and leaves them in hand', () => {
    const state = seatedRoom('reveal');
    const peasant = state.hands.p1![0]!;
    const shown = sent(state, { type: 'reveal' });
    for (const view of [shown.alice, shown.bob, shown.spectator])
      expect(view.reveal).toEqual({ seatId: 'p1', cards: [{ componentId: 'card', variantId: 'peasant-card' }] });
    expect(JSON.stringify(shown.bob)).not.toContain(peasant);
    expect(shown.state.hands).toEqual(state.hands);
    expect(shown.line).toBe('showed their hand: Peasant');
    expect(viewFor(shown.state, 'p1').undoSteps).toBe(0);
  });

  it('refuses a card not in the hand and an empty hand', () => {
    const state = seatedRoom('reveal-refusals');
    const deckCard = state.piles[deckId(state)]![0]!;
    expect(attempt(state, { type: 'reveal', pieceIds: [deckCard] }, alice)).toMatchObject({ ok: false, code: 'NOT_IN_HAND' });
    const emptied = run(
      state,
      { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } },
      alice,
    );
    expect(attempt(emptied, { type: 'reveal' }, alice)).toMatchObject({ ok: false, code: 'EMPTY_HAND' });
  });
});
