import type { GameDocument } from './document.ts';

// A small but complete game, using every kind of part and every placement, for tests to start from.

/** A fresh copy of a valid document with every kind of part. */
export function fullDocument(): GameDocument {
  return {
    formatVersion: 3,
    assets: [
      { id: 'sheet', name: 'Card sheet', assetId: '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f' },
      { id: 'dragon', name: 'Dragon art', assetId: '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d', frame: { index: 4 } },
      { id: 'felt', name: 'Felt', assetId: 'c0ffee00-1234-4567-89ab-cdef01234567' },
    ],
    components: [
      {
        id: 'card',
        name: 'Card',
        kind: 'tile',
        width: 250,
        height: 350,
        orientations: 4,
        flipAxis: 'horizontal',
        faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a', imageAssetId: 'sheet' } },
      },
      { id: 'deck', name: 'Deck', kind: 'container', width: 260, height: 360, orientations: 2, container: { viewPolicy: 'nobody', layout: { type: 'stack' } } },
      { id: 'hand', name: 'Hand', kind: 'container', width: 800, height: 300, orientations: 2, container: { viewPolicy: 'owner', layout: { type: 'spread', direction: 'horizontal', spacing: 40 } } },
      { id: 'd6', name: 'D6', kind: 'die', width: 64, height: 64, orientations: 4, sides: 6 },
      { id: 'score', name: 'Score', kind: 'counter', width: 96, height: 48, orientations: 2, counter: { min: 0, max: 100, initial: 10 } },
    ],
    fields: [
      {
        id: 'title',
        name: 'title',
        componentId: 'card',
        face: 'front',
        type: 'text',
        x: 10,
        y: 10,
        width: 230,
        height: 30,
        rotation: 0,
        style: { fontFamily: 'Georgia', fontSize: 20, color: '#111111', align: 'center', wrap: false, bold: true },
      },
      {
        id: 'power',
        name: 'power',
        componentId: 'card',
        face: 'front',
        type: 'number',
        x: 10,
        y: 300,
        width: 40,
        height: 30,
        rotation: 0,
        style: { fontFamily: 'sans-serif', fontSize: 18, color: '#aa0000', align: 'left', wrap: false },
        defaultValue: 0,
      },
      {
        id: 'art',
        name: 'art',
        componentId: 'card',
        face: 'front',
        type: 'image',
        x: 10,
        y: 50,
        width: 230,
        height: 240,
        rotation: 0,
        style: { fontFamily: 'sans-serif', fontSize: 16, color: '#111111', align: 'left', wrap: true },
      },
    ],
    variants: [
      { id: 'dragon-card', name: 'Dragon', componentId: 'card', values: { title: 'Red Dragon', power: 9, art: 'dragon' } },
      { id: 'knight-card', name: 'Knight', componentId: 'card', values: { title: 'Knight, "the Brave"', power: 5, art: null } },
      { id: 'peasant-card', name: 'Peasant', componentId: 'card', values: { title: 'Peasant' }, sheetFrame: { assetRefId: 'sheet', index: 2 } },
      { id: 'six', name: 'Six', componentId: 'd6', values: {} },
    ],
    objects: [
      { id: 'the-deck', name: 'Draw pile', componentId: 'deck', placement: { type: 'surface', surfaceId: 'table', x: 100, y: 100, rotation: 0 }, faceUp: false },
      { id: 'o-dragon', componentId: 'card', variantId: 'dragon-card', placement: { type: 'object', parentId: 'the-deck', order: 0 }, faceUp: false },
      { id: 'o-knight', componentId: 'card', variantId: 'knight-card', placement: { type: 'object', parentId: 'the-deck', order: 1 }, faceUp: false },
      { id: 'o-peasant', componentId: 'card', variantId: 'peasant-card', placement: { type: 'seat', seatId: 'p1' }, faceUp: true },
      { id: 'o-die', componentId: 'd6', placement: { type: 'surface', surfaceId: 'table', x: 800, y: 500, rotation: 90 }, faceUp: true, order: 3 },
      { id: 'o-score', componentId: 'score', placement: { type: 'seat', seatId: 'p2' }, faceUp: true },
      { id: 'o-hand', componentId: 'hand', placement: { type: 'seat', seatId: 'p2' }, faceUp: true },
    ],
    surfaces: [{ id: 'table', name: 'Table', width: 1600, height: 1000, background: { color: '#2f5d46', imageAssetId: 'felt' } }],
    seats: [
      { id: 'p1', name: 'Player 1', color: '#e11d48', order: 0 },
      { id: 'p2', name: 'Player 2', color: '#2563eb', order: 1 },
    ],
    dropzones: [
      { id: 'discard', name: 'Discard', parent: { type: 'surface', surfaceId: 'table' }, x: 530, y: 280, width: 260, height: 360, layout: { type: 'stack' }, viewPolicy: 'everyone', faceUpOnDrop: true, order: 0 },
      { id: 'slots', name: 'Slots', parent: { type: 'component', componentId: 'hand' }, x: 400, y: 150, width: 800, height: 300, layout: { type: 'grid', rows: 1, cols: 5 }, viewPolicy: 'owner', ownerSeatId: 'p2', order: 1 },
    ],
    anchors: [
      { id: 'slot-1', name: 'Slot 1', dropzoneId: 'slots', kind: 'point', x: -320, y: 0 },
      { id: 'rail', name: 'Rail', dropzoneId: 'discard', kind: 'line', x: -130, y: -180, x2: 130, y2: -180 },
    ],
    guides: [{ id: 'rules', name: 'Rules', markdown: '# How to play\n\nDraw a card.', order: 0 }],
    scripts: [{ id: 'deal', name: 'Deal', source: 'export function setup(room) {}', event: 'setup' }],
  };
}
