import { describe, expect, it } from 'vitest';
import { reachablePiles } from '../actions/names.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from '../test-room.ts';
import { LookBook } from './looks.ts';
import { layoutTable, tableCentre } from './table-layout.ts';
import { destinations, nudged, NUDGE, pieceWords, pileWords, tableWords } from './table-words.ts';

// The table in words and the places a keyboard can put things, read from one seat's view of the test room
// (a face-down deck of three, the Jack face up on the table, a die, a score, a discard pile and North's corner).

const doc = testDocument();
const looks = new LookBook(doc);
const names: Record<string, string> = { alice: 'Alice', bob: 'Bob' };

function wordsFor(seatId: string | null, state = testRoom()) {
  const view = viewOf(state, seatId);
  const layout = layoutTable(view);
  const playerOf = (id: string) => {
    const userId = view.seats.find((seat) => seat.id === id)?.userId;
    return userId ? (names[userId] ?? null) : null;
  };
  return {
    view,
    words: tableWords(
      view,
      looks,
      (id) => layout.pieces[id],
      (id) => layout.zones[id],
      playerOf,
    ),
    playerOf,
  };
}

describe('the table in words', () => {
  it('reads piles by count and top, pieces by what the seat sees, in reading order', () => {
    const { view, words } = wordsFor('south');
    const deck = pieceIdOf(testRoom(), 'deck');
    expect(pileWords(view, looks, deck)).toBe('Deck, 3 cards, face down');
    expect(pileWords(view, looks, 'discard')).toBe('Discard, empty');
    expect(words.groups.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ['Piles', ['Deck, 3 cards, face down', 'Discard, empty']],
      ['On the table', ['Die: 1', 'Score: 3', 'Jack']],
    ]);
  });

  it('names a face-down card on the table by its back, to everyone', () => {
    let state = play(testRoom(), { type: 'draw', pileId: pieceIdOf(testRoom(), 'deck'), count: 1 }, 'alice');
    const card = state.hands.north![0]!;
    state = play(state, { type: 'move', pieceId: card, to: { type: 'surface', surfaceId: 'table', x: 100, y: 600 } }, 'alice');
    for (const seat of ['north', 'south', null]) {
      const { view } = wordsFor(seat, state);
      const onTable = Object.values(view.pieces).find((p) => p.location.type === 'surface' && p.componentId === 'card' && !p.faceUp)!;
      expect(pieceWords(view, looks, onTable)).toBe('Card, face down');
    }
  });

  it('lists every seat with its hand: faces for one’s own, counts for the others', () => {
    const state = play(testRoom(), { type: 'draw', pileId: pieceIdOf(testRoom(), 'deck'), count: 2 }, 'alice');
    expect(wordsFor('north', state).words.seats.map((s) => s.label)).toEqual([
      expect.stringMatching(/^Your hand, 2 cards: (Ace|King|Queen), (Ace|King|Queen)$/),
      'Bob’s hand (South), empty',
    ]);
    expect(wordsFor('south', state).words.seats.map((s) => s.label)).toEqual(['Your hand, empty', 'Alice’s hand (North), 2 cards']);
  });
});

describe('where a keyboard can put something down', () => {
  it('offers a card in hand the table, every pile it may use, free areas it may see, and the other players', () => {
    const state = play(testRoom(), { type: 'draw', pileId: pieceIdOf(testRoom(), 'deck'), count: 1 }, 'bob');
    const { view, playerOf } = wordsFor('south', state);
    const card = state.hands.south![0]!;
    const places = destinations(
      view,
      looks,
      { kind: 'piece', pieceId: card },
      reachablePiles({ view, document: doc, seatId: 'south' }),
      tableCentre(view, card),
      playerOf,
    );
    // North's corner is North's own: South is not offered it; nor its own hand, where the card already is.
    expect(places.map((p) => p.label)).toEqual([
      'On the table',
      'Onto Deck, 2 cards, face down',
      'Onto Discard, empty',
      'To Alice’s hand (North)',
    ]);
    expect(places.at(-1)!.to).toEqual({ type: 'seat', seatId: 'north' });
  });

  it('offers a pile’s top card every other pile and the hand, never its own pile', () => {
    const { view, playerOf } = wordsFor('north');
    const deck = pieceIdOf(testRoom(), 'deck');
    const places = destinations(
      view,
      looks,
      { kind: 'pile', pileId: deck },
      reachablePiles({ view, document: doc, seatId: 'north' }),
      tableCentre(view),
      playerOf,
    );
    expect(places.map((p) => p.key)).toEqual(['table', 'pile:discard', 'zone:secret', 'hand']);
  });

  it('moves a piece on the table a step, within the table, and nothing that is fixed or not lying free', () => {
    const { view } = wordsFor('north');
    const jack = pieceIdOf(testRoom(), 'card', 'jack');
    expect(nudged(view, jack, 1, 0)).toEqual({ type: 'surface', surfaceId: 'table', x: 500 + NUDGE, y: 400 });
    expect(nudged(view, jack, 0, -100)).toEqual({ type: 'surface', surfaceId: 'table', x: 500, y: 0 });
    expect(nudged(view, 'nothing', 1, 0)).toBeNull();
  });
});
