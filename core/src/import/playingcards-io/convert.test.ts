import { describe, expect, it } from 'vitest';
import { gameDocumentSchema, validateDocument } from '../../game/index.ts';
import { initialRoomState } from '../../play/index.ts';
import { fromPlayingCardsIo, PENDING_UPLOAD_ASSET_ID, withUploadedAssets, type PcioImport } from '../index.ts';
import { fixture, roomFile } from './test-files.ts';

/** Converts a fixture and checks what every import must be: a document the schema and the reference check accept. */
function convert(name: string, pictures: string[] = []): PcioImport {
  const result = fromPlayingCardsIo(roomFile(fixture(name), pictures));
  expect(gameDocumentSchema.safeParse(result.document).success).toBe(true);
  expect(validateDocument(result.document)).toMatchObject({ ok: true });
  return result;
}

const GAME_PICTURES = ['userassets/board.png', 'userassets/back.png', 'userassets/red.png', 'userassets/blue.png'];

describe('a whole small game', () => {
  const { document: doc, assets, report } = convert('game', GAME_PICTURES);
  const component = (id: string) => doc.components.find((c) => c.id === id)!;
  const object = (id: string) => doc.objects.find((o) => o.id === id)!;

  it('makes the deck one tile with a picture and a label field, and a variant per card type', () => {
    const deck = component('deck');
    expect(deck).toMatchObject({ kind: 'tile', name: 'Draw pile', width: 103, height: 160 });
    const fields = doc.fields.filter((f) => f.componentId === 'deck');
    expect(fields.map((f) => [f.name, f.type, f.face])).toEqual([
      ['image', 'image', 'front'],
      ['label', 'text', 'front'],
    ]);
    const variants = doc.variants.filter((v) => v.componentId === 'deck');
    expect(variants.map((v) => v.name)).toEqual(['Red', 'Blue']);
    const red = variants[0]!;
    const redPicture = assets.find((a) => a.fileName === 'red.png')!.refId;
    expect(red.values).toEqual({ [fields[0]!.id]: redPicture, [fields[1]!.id]: 'Red' });
    // The back is the same for every card: the face's picture, not a field.
    if (deck.kind !== 'tile') throw new Error('not a tile');
    expect(deck.faces.back).toEqual({ background: '#840202', imageAssetId: assets.find((a) => a.fileName === 'back.png')!.refId });
  });

  it('puts the draw pile’s cards in a locked pile in PlayingCards.io’s order, face down', () => {
    expect(component('draw')).toMatchObject({ kind: 'container', container: { layout: { type: 'stack' }, viewPolicy: 'everyone' } });
    expect(object('draw')).toMatchObject({ locked: true, placement: { type: 'surface', x: 255.5, y: 284 } });
    expect(object('c2')).toMatchObject({
      placement: { type: 'object', parentId: 'draw', order: 0 },
      faceUp: false,
      variantId: 'deck-blue',
    });
    expect(object('c1')).toMatchObject({ placement: { type: 'object', parentId: 'draw', order: 1 }, faceUp: false, variantId: 'deck-red' });
  });

  it('makes the empty discard holder a stack dropzone', () => {
    expect(doc.dropzones).toEqual([
      {
        id: 'discard',
        name: 'Discard',
        parent: { type: 'surface', surfaceId: 'table' },
        x: 455.5,
        y: 284,
        width: 111,
        height: 168,
        layout: { type: 'stack' },
        viewPolicy: 'everyone',
        order: 0,
      },
    ]);
  });

  it('gives each hand a seat holding its cards', () => {
    expect(doc.seats.map((s) => s.name)).toEqual(['Player 1', 'Player 2']);
    expect(object('c3')).toMatchObject({ placement: { type: 'seat', seatId: doc.seats[0]!.id }, faceUp: true });
    expect(object('c4')).toMatchObject({ placement: { type: 'seat', seatId: doc.seats[1]!.id } });
  });

  it('converts the counter, the die and the board', () => {
    expect(component('score')).toMatchObject({ kind: 'counter', name: 'Score', counter: { initial: 3, min: 0, max: 20 } });
    expect(component('die')).toMatchObject({ kind: 'die', sides: 6 });
    expect(doc.variants.some((v) => v.componentId === 'die')).toBe(false);
    const board = component('board');
    expect(board).toMatchObject({ kind: 'tile', width: 1600, height: 800 });
    expect(object('board')).toMatchObject({ locked: true, order: 0, placement: { type: 'surface', x: 800, y: 400 } });
  });

  it('hands back each picture once, under the ref id the document uses, waiting for its upload', () => {
    expect(assets.map((a) => a.fileName).sort()).toEqual(['back.png', 'blue.png', 'board.png', 'red.png']);
    expect(doc.assets.map((a) => a.id).sort()).toEqual(assets.map((a) => a.refId).sort());
    expect(doc.assets.every((a) => a.assetId === PENDING_UPLOAD_ASSET_ID)).toBe(true);
    const uploaded = withUploadedAssets(doc, new Map(assets.map((a, i) => [a.refId, `6f1c2d3e-4b5a-4c6d-8e7f-00000000000${i}`])));
    expect(uploaded.assets.every((a) => a.assetId !== PENDING_UPLOAD_ASSET_ID)).toBe(true);
  });

  it('reports the label, the automation button and the shuffle button, one line each', () => {
    expect(report).toEqual([
      '1 holder had a Recall & Shuffle button; in Tablecraft, shuffle a pile from its menu.',
      '1 text label ("labelText") was not imported: Tablecraft has no counterpart; write the text into a guide, or onto a board picture.',
      '1 automation button ("automationButton") was not imported: Tablecraft has no counterpart; a game script can do the same (Scripts in the editor).',
    ]);
  });

  it('opens as a room: the pile holds its two cards and each seat its hand', () => {
    const state = initialRoomState(doc, { seed: 'a'.repeat(64) });
    const pile = Object.values(state.pieces).find((p) => p.componentId === 'draw')!;
    expect(state.piles[pile.id]).toHaveLength(2);
    expect(Object.values(state.hands).map((hand) => hand.length)).toEqual([1, 1]);
  });
});

describe('card decks', () => {
  it('without templates, writes the card types’ properties on the face and reports pictures on the web', () => {
    const { document: doc, report } = convert('deck-without-templates');
    expect(doc.components[0]).toMatchObject({ id: 'quiz', kind: 'tile', width: 180, height: 120 });
    // The picture property fills the face; the text properties are left to the variants' names.
    expect(doc.fields.map((f) => [f.name, f.type])).toEqual([['image', 'image']]);
    expect(doc.variants.map((v) => v.name)).toEqual(['Capital of France?', 'Largest ocean?', 'Pictured']);
    expect(doc.objects.find((o) => o.id === 'q1-card')).toMatchObject({
      faceUp: true,
      placement: { type: 'surface', x: 190, y: 160, rotation: 90 },
    });
    // `piece` is what newer rooms call a card of a piece deck.
    expect(doc.objects.find((o) => o.id === 'q3-card')).toMatchObject({ componentId: 'quiz', variantId: 'quiz-q3' });
    expect(report).toContain(
      '1 picture is on the web rather than in the room file and was not fetched. (for example "https://example.com/owl.png")',
    );
  });

  it('without pictures, makes a text field per property, the label first', () => {
    const widgets = JSON.parse(fixture('deck-without-templates')) as Array<Record<string, unknown>>;
    const deck = widgets[0]!;
    deck.cardTypes = { q1: { answer: 'Paris', label: 'Capital of France?', points: 2 } };
    const { document: doc } = fromPlayingCardsIo(roomFile(JSON.stringify([deck])));
    expect(doc.fields.map((f) => f.name)).toEqual(['label', 'answer', 'points']);
    expect(Object.values(doc.variants[0]!.values)).toEqual(['Capital of France?', 'Paris', '2']);
  });
});

describe('holders', () => {
  it('lay cards out as PlayingCards.io does: spread, fanned, grid, free or stacked', () => {
    const { document: doc } = convert('holders');
    const layouts = Object.fromEntries(doc.dropzones.map((z) => [z.id, z.layout]));
    expect(layouts).toEqual({
      market: { type: 'spread', direction: 'horizontal', spacing: 40 },
      column: { type: 'spread', direction: 'vertical', spacing: 30 },
      grid: { type: 'grid', cols: 3, rows: 2 },
      loose: { type: 'free' },
      plain: { type: 'stack' },
    });
    expect(doc.dropzones.map((z) => z.name)).toEqual(['Market', 'Pile 2', 'Pile 3', 'Pile 4', 'Pile 5']);
  });
});

describe('hands and seats', () => {
  it('makes a seat per player owning cards in the hand, their cards left to right', () => {
    const { document: doc } = convert('hand-owners');
    expect(doc.seats).toHaveLength(2);
    const handOf = (seat: number) =>
      doc.objects.filter((o) => o.placement.type === 'seat' && o.placement.seatId === doc.seats[seat]!.id).map((o) => o.id);
    expect(handOf(0)).toEqual(['a2', 'a1']);
    // An owned card without a parent is in its owner's hand too.
    expect(handOf(1)).toEqual(['b1', 'b2']);
  });

  it('keeps seat widgets in their order and follows a hand linked to a seat', () => {
    const { document: doc } = convert('seats');
    expect(doc.seats.map((s) => s.order)).toEqual([0, 1]);
    const [west, east] = doc.seats;
    expect(doc.objects.find((o) => o.id === 'mine')!.placement).toEqual({ type: 'seat', seatId: east!.id });
    expect(doc.objects.find((o) => o.id === 'owned')!.placement).toEqual({ type: 'seat', seatId: west!.id });
  });

  it('makes a seat per hand when the room has several, in their order', () => {
    const hands = [3, 2, 1].map((n) => ({ id: `hand-${n}`, type: 'hand', x: n * 400, y: 820 }));
    const { document: doc, report } = fromPlayingCardsIo(roomFile(JSON.stringify(hands)));
    expect(doc.seats.map((s) => s.id)).toEqual(['player-1', 'player-2', 'player-3']);
    expect(report.some((line) => line.includes('did not say how many play'))).toBe(false);
  });

  it('gives a room without hands or seats two seats and says so', () => {
    const { document: doc, report } = convert('counters');
    expect(doc.seats).toHaveLength(2);
    expect(report).toContain('The room did not say how many play; the game has 2 seats (add more in the editor).');
  });
});

describe('counters', () => {
  it('keep their value within their bounds and report what they cannot keep', () => {
    const { document: doc, report } = convert('counters');
    const counter = (id: string) => doc.components.find((c) => c.id === id);
    expect(counter('plain')).toMatchObject({ kind: 'counter', name: 'Counter', counter: { initial: 7 } });
    expect(counter('bounded')).toMatchObject({ name: 'Lives', counter: { initial: 10, min: 0, max: 10 } });
    expect(counter('upside-down')).toMatchObject({ counter: { initial: 1 } });
    expect(counter('upside-down')).not.toHaveProperty('counter.min');
    expect(counter('stepped')).toMatchObject({ counter: { initial: 4 } });
    expect(counter('huge')).toMatchObject({ counter: { initial: 1_000_000_000 } });
    expect(report).toContain('1 counter had a minimum above its maximum; it is unbounded.');
    expect(report).toContain('1 counter counted in steps other than 1; Tablecraft counters count in ones.');
  });
});

describe('dice and spinners', () => {
  it('become dice with their faces as variants unless they are plainly numbered', () => {
    const { document: doc, assets, report } = convert('dice', ['userassets/maybe.png']);
    const die = (id: string) => doc.components.find((c) => c.id === id)!;
    expect(die('plain-die')).toMatchObject({ kind: 'die', sides: 6 });
    expect(die('spinner')).toMatchObject({ kind: 'die', name: 'Colour', sides: 3, width: 110 });
    expect(doc.variants.filter((v) => v.componentId === 'spinner').map((v) => v.name)).toEqual(['Red', 'Green', 'Blue']);
    expect(die('word-die')).toMatchObject({ sides: 3, width: 60 });
    const maybe = doc.variants.find((v) => v.componentId === 'word-die' && v.name === 'Face 3')!;
    expect(Object.values(maybe.values)).toEqual([assets[0]!.refId]);
    expect(die('one-face')).toMatchObject({ sides: 2 });
    expect(die('d20')).toMatchObject({ sides: 20 });
    expect(report).toContain('1 die or spinner had fewer than 2 faces and was given numbered ones to make 2.');
  });
});

describe('boards and game pieces', () => {
  it('lock boards unless the room lets them move, and make plain tokens of game pieces', () => {
    const { document: doc, assets, report } = convert('boards-and-pieces', ['userassets/map.jpg']);
    expect(assets.map((a) => a.fileName)).toEqual(['map.jpg']);
    expect(doc.objects.find((o) => o.id === 'map')).toMatchObject({ locked: true, order: 0 });
    expect(doc.objects.find((o) => o.id === 'moving-map')).not.toHaveProperty('locked');
    const tokens = doc.components.filter((c) => c.kind === 'tile' && c.name.endsWith('checkers'));
    expect(tokens).toHaveLength(1);
    expect(doc.objects.filter((o) => o.componentId === tokens[0]!.id)).toHaveLength(2);
    expect(report).toContain(
      "3 game pieces became plain tokens in their colour (PlayingCards.io's piece artwork is not in the room file).",
    );
    expect(report.some((line) => line.startsWith("1 picture is PlayingCards.io's own artwork"))).toBe(true);
  });
});

describe('widgets without a counterpart', () => {
  it('are one report line per kind, with a count', () => {
    const { document: doc, report } = convert('unsupported');
    expect(doc.objects).toEqual([]);
    expect(report.filter((line) => line.includes('not imported'))).toEqual([
      '2 text labels ("labelText") were not imported: Tablecraft has no counterpart; write the text into a guide, or onto a board picture.',
      '1 automation button ("automationButton") was not imported: Tablecraft has no counterpart; a game script can do the same (Scripts in the editor).',
      '1 timer ("timer") was not imported: Tablecraft has no counterpart.',
      '1 widget of type "videoPlayer" was not imported: the importer does not know that kind.',
    ]);
  });
});

describe('a deck without a holder', () => {
  it('gathers cards lying on one spot into a loose pile, and finds pictures by path or by their bytes', () => {
    const files = roomFile(fixture('loose-deck'), [
      'userassets/face-1.jpg',
      'userassets/face-2.jpg',
      'userassets/back-1.jpg',
      'assets/1234_5678',
    ]);
    files.set('userassets/readme.txt', new TextEncoder().encode('not a picture'));
    files.set('schemaVersion', new TextEncoder().encode('12'));
    const result = fromPlayingCardsIo(files);
    expect(validateDocument(result.document)).toMatchObject({ ok: true });
    const { document: doc, assets, report } = result;
    const pile = doc.objects.find((o) => o.id === 'c-1-pile')!;
    expect(doc.components.find((c) => c.id === pile.componentId)).toMatchObject({
      kind: 'container',
      name: 'Cards pile',
      width: 120,
      height: 160,
    });
    expect(pile).toMatchObject({ placement: { type: 'surface', x: 274, y: 303 } });
    expect(pile).not.toHaveProperty('locked');
    expect(doc.objects.filter((o) => o.placement.type === 'object').map((o) => o.id)).toEqual(['c-2', 'c-1']);
    expect(doc.objects.find((o) => o.id === 'c-3')!.placement.type).toBe('surface');
    expect(doc.fields.map((f) => [f.name, f.face])).toEqual([
      ['face', 'front'],
      ['back', 'back'],
    ]);
    expect(assets.map((a) => a.fileName).sort()).toEqual(['1234_5678', 'back-1.jpg', 'face-1.jpg', 'face-2.jpg']);
    expect(report).toContain('1 file the room uses as a picture is not an image and was left out. (for example "userassets/readme.txt")');
    expect(report[0]).toBe(
      'This room file is PlayingCards.io format 12; the importer knows formats up to 8, so settings newer than that may be missing.',
    );
  });
});
