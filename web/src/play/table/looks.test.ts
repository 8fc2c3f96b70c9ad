import { describe, expect, it } from 'vitest';
import { LookBook } from './looks.ts';
import { pieceIdOf, play, testDocument, testRoom, viewOf } from '../test-room.ts';

// How pieces are drawn from what a seat may see: faces only where the view has them.
describe('drawing pieces from a seat’s view', () => {
  const looks = new LookBook(testDocument(), 'http://api.test');
  const state = testRoom();

  it('draws a face-up card with its face and fields', () => {
    const card = viewOf(state, 'south').pieces[pieceIdOf(state, 'card', 'jack')]!;
    const look = looks.piece(card);
    expect(look).toMatchObject({
      kind: 'tile',
      width: 80,
      height: 120,
      showingBack: false,
      side: { background: '#ffffff', label: 'Jack' },
    });
    expect(look.side.texts).toMatchObject([{ text: 'JACK', x: 4, y: 4 }]);
    expect(looks.labelOf(card)).toBe('Jack');
  });

  it('names a face by its variant only where it has no art: a card with a picture shows the picture alone', () => {
    const doc = testDocument();
    const art = { id: 'art', name: 'Card art', assetId: '00000000-0000-4000-8000-000000000001' };
    const withArt = {
      ...doc,
      assets: [art],
      components: doc.components.map((c) =>
        c.id === 'card' && c.kind === 'tile' ? { ...c, faces: { ...c.faces, front: { ...c.faces.front, imageAssetId: 'art' } } } : c,
      ),
    } as typeof doc;
    const card = viewOf(state, 'south').pieces[pieceIdOf(state, 'card', 'jack')]!;
    const side = new LookBook(withArt, 'http://api.test').piece(card).side;
    expect(side.imageUrl).toContain(art.assetId);
    expect(side.label).toBeNull();
    expect(looks.piece(card).side.label).toBe('Jack');
  });

  it('draws a face-down card as its back, and names it only by its component', () => {
    const flipped = play(state, { type: 'flip', pieceId: pieceIdOf(state, 'card', 'jack') }, 'alice');
    const card = viewOf(flipped, 'south').pieces[pieceIdOf(state, 'card', 'jack')]!;
    expect(card.variantId).toBeNull();
    expect(looks.piece(card)).toMatchObject({ showingBack: true, side: { background: '#1e3a8a', label: null, texts: [] } });
    expect(looks.labelOf(card)).toBe('Card');
  });

  it('shows a drawn card’s face in its owner’s hand and nothing of it to others', () => {
    const drawn = play(state, { type: 'draw', pileId: pieceIdOf(state, 'deck'), count: 1 }, 'alice');
    const mine = viewOf(drawn, 'north');
    const id = mine.hands.north!.cards![0]!;
    expect(looks.piece(mine.pieces[id]!, undefined, true)).toMatchObject({ showingBack: false, side: { label: 'Queen' } });
    const theirs = viewOf(drawn, 'south');
    expect(theirs.pieces[id]).toBeUndefined();
    expect(theirs.hands.north).toEqual({ seatId: 'north', count: 1, cards: null });
  });

  it('draws a card in a private zone face up for its owner only', () => {
    const jack = pieceIdOf(state, 'card', 'jack');
    const hidden = play(
      play(state, { type: 'flip', pieceId: jack }, 'alice'),
      { type: 'move', pieceId: jack, to: { type: 'zone', dropzoneId: 'secret', x: 10, y: 10 } },
      'alice',
    );
    expect(looks.piece(viewOf(hidden, 'north').pieces[jack]!).showingBack).toBe(true);
    expect(viewOf(hidden, 'north').pieces[jack]!.variantId).toBe('jack');
    expect(viewOf(hidden, 'south').pieces[jack]!.variantId).toBeNull();
    expect(viewOf(hidden, null).pieces[jack]!.variantId).toBeNull();
  });

  it('draws a container with its count and a hidden top as a back', () => {
    const view = viewOf(state, 'south');
    const deck = pieceIdOf(state, 'deck');
    const look = looks.piece(view.pieces[deck]!, view.piles[deck]);
    expect(look).toMatchObject({ kind: 'container', count: 3, top: { kind: 'tile', showingBack: true } });
    expect(looks.pileLabel(view, deck)).toBe('Deck (3): face down');
  });

  it('draws a stack zone as a pile whose face-up top everyone sees', () => {
    const jack = pieceIdOf(state, 'card', 'jack');
    const discarded = play(state, { type: 'move', pieceId: jack, to: { type: 'pile', pileId: 'discard' } }, 'bob');
    const view = viewOf(discarded, null);
    expect(looks.pileZone(view, 'discard')).toMatchObject({ count: 1, top: { side: { label: 'Jack' } } });
    expect(looks.pileLabel(view, 'discard')).toBe('Discard (1): Jack');
  });

  it('draws dice and counters with their numbers', () => {
    const view = viewOf(state, null);
    const die = view.pieces[pieceIdOf(state, 'die')]!;
    const score = view.pieces[pieceIdOf(state, 'score')]!;
    expect(looks.piece(die)).toMatchObject({ kind: 'die', value: 1 });
    expect(looks.labelOf(score)).toBe('Score: 3');
  });

  it('turns a quarter rotation into degrees and reuses one look for identical pieces', () => {
    const jack = pieceIdOf(state, 'card', 'jack');
    const turned = viewOf(play(state, { type: 'rotate', pieceId: jack, direction: 1 }, 'alice'), null).pieces[jack]!;
    expect(looks.piece(turned).rotation).toBe(90);
    expect(looks.piece({ ...turned })).toBe(looks.piece(turned));
  });
});
