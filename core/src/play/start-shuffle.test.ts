import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import type { GameDocument } from '../game/index.ts';
import { entryCommitment } from './fairness.ts';
import { applyOp, GAME_ACTOR, initialRoomState, needsStartShuffle, viewFor, type RoomState } from './index.ts';
import { verifyRoomLog, type LoggedOp } from './verify.ts';

// A deck marked "shuffled at start" is shuffled by the room's setup op, from that op's seed: the same seed
// gives the same order on every replica and in a replay of the record, and no seat's view shows the order.

const SEED = 'b'.repeat(64);

/** The fixture game with twelve cards in its deck, which is shuffled at start, and a discard pile that is too. */
function shuffledGame(): GameDocument {
  const doc = fullDocument();
  const deck = doc.components.find((component) => component.id === 'deck')!;
  if (deck.kind !== 'container') throw new Error('the fixture deck is a container');
  deck.container.shuffleAtStart = true;
  doc.objects = doc.objects.filter((object) => object.placement.type !== 'object');
  for (let i = 0; i < 12; i++)
    doc.objects.push({
      id: `c${i}`,
      componentId: 'card',
      variantId: ['dragon-card', 'knight-card', 'peasant-card'][i % 3]!,
      placement: { type: 'object', parentId: 'the-deck', order: i },
      faceUp: i % 2 === 0,
    });
  doc.dropzones.find((zone) => zone.id === 'discard')!.shuffleAtStart = true;
  return doc;
}

const deckOf = (state: RoomState) => Object.values(state.pieces).find((piece) => piece.componentId === 'deck')!.id;

function setUp(state: RoomState, seed = SEED): RoomState {
  const result = applyOp(state, { type: 'setup', seed }, GAME_ACTOR);
  if (!result.ok) throw new Error(result.reason);
  expect(result.random).toBe(true);
  return result.state;
}

describe('decks shuffled at start', () => {
  it('are marked in the room from the game, and the room needs its setup until it ran', () => {
    const state = initialRoomState(shuffledGame(), { seed: 'initial' });
    expect(state.components.deck!.shuffleAtStart).toBe(true);
    expect(state.zones.discard!.shuffleAtStart).toBe(true);
    expect(needsStartShuffle(state)).toBe(true);
    expect(needsStartShuffle(setUp(state))).toBe(false);
    expect(needsStartShuffle(initialRoomState(fullDocument(), { seed: 'initial' }))).toBe(false);
  });

  it('are shuffled face down by the setup op, from its seed alone', () => {
    const state = initialRoomState(shuffledGame(), { seed: 'initial' });
    const deck = deckOf(state);
    const before = state.piles[deck]!;
    const after = setUp(state);
    const order = after.piles[deck]!;
    expect([...order].sort()).toEqual([...before].sort());
    expect(order).not.toEqual(before);
    expect(order.every((id) => !after.pieces[id]!.faceUp)).toBe(true);
    // Deterministic: every replica draws the same order from the same seed, and another seed another.
    expect(setUp(state).piles[deck]).toEqual(order);
    expect(setUp(state, 'c'.repeat(64)).piles[deck]).not.toEqual(order);
    expect(applyOp(after, { type: 'setup', seed: SEED }, GAME_ACTOR)).toMatchObject({ ok: false, code: 'ALREADY_SET_UP' });
  });

  it('leave a room without the mark in the order the author gave', () => {
    const doc = shuffledGame();
    const deck = doc.components.find((component) => component.id === 'deck')!;
    if (deck.kind === 'container') delete deck.container.shuffleAtStart;
    const state = initialRoomState(doc, { seed: 'initial' });
    const result = applyOp(state, { type: 'setup', seed: SEED }, GAME_ACTOR);
    expect(result.ok && result.state.piles[deckOf(state)]).toEqual(state.piles[deckOf(state)]);
  });

  it('replay from the revealed record to the same order', () => {
    const initial = initialRoomState(shuffledGame(), { seed: 'initial' });
    const payload = { op: { type: 'setup', seed: SEED }, actor: GAME_ACTOR };
    const log: LoggedOp[] = [{ seq: 1, payload, commitment: entryCommitment(payload) }];
    const result = verifyRoomLog(initial, log);
    expect(result).toMatchObject({ ok: true, checked: 1, serverAlone: 1 });
    expect(result.state.piles[deckOf(initial)]).toEqual(setUp(initial).piles[deckOf(initial)]);
  });

  it('show no seat the order, only how many cards lie there', () => {
    const after = setUp(initialRoomState(shuffledGame(), { seed: 'initial' }));
    const deck = deckOf(after);
    for (const seatId of ['p1', 'p2', null]) {
      const view = viewFor(after, seatId);
      expect(view.piles[deck]).toEqual({ id: deck, count: 12, top: { componentId: 'card', variantId: null } });
      const text = JSON.stringify(view);
      for (const id of after.piles[deck]!) expect(text).not.toContain(id);
    }
  });
});
