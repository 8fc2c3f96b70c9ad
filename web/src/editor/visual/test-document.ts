import { migrateDocument, type GameDocument } from '@tablecraft/core/game';

// A small draft for the visual editor's tests: a card component with two fields and two variants, a
// container (deck), a token, a surface with a dropzone and an anchor, and a few objects on it.

export function testDocument(): GameDocument {
  return migrateDocument({
    formatVersion: 2,
    components: [
      { id: 'card', name: 'Card', kind: 'tile', width: 100, height: 140 },
      { id: 'deck', name: 'Deck', kind: 'container', width: 120, height: 160 },
      { id: 'token', name: 'Token', kind: 'tile', width: 40, height: 40 },
    ],
    fields: [
      { id: 'title', name: 'Title', componentId: 'card', type: 'text', x: 10, y: 10, width: 80, height: 20 },
      { id: 'cost', name: 'Cost', componentId: 'card', type: 'number', x: 10, y: 100, width: 30, height: 20 },
    ],
    variants: [
      { id: 'ace', name: 'Ace', componentId: 'card', values: { title: 'Ace', cost: 1 } },
      { id: 'king', name: 'King', componentId: 'card', values: { title: 'King', cost: 13 } },
    ],
    surfaces: [{ id: 'table', name: 'Table', width: 1000, height: 600 }],
    seats: [{ id: 'p1', name: 'Player 1', color: '#e11d48', order: 0 }],
    dropzones: [
      {
        id: 'discard',
        name: 'Discard',
        parent: { type: 'surface', surfaceId: 'table' },
        x: 600,
        y: 100,
        width: 300,
        height: 200,
        order: 0,
      },
    ],
    anchors: [{ id: 'slot', name: 'Slot', dropzoneId: 'discard', x: 50, y: 50 }],
    objects: [
      { id: 'deck1', componentId: 'deck', placement: { type: 'surface', surfaceId: 'table', x: 100, y: 100 } },
      { id: 'c1', componentId: 'card', variantId: 'ace', placement: { type: 'object', parentId: 'deck1', order: 0 } },
      { id: 't1', componentId: 'token', placement: { type: 'surface', surfaceId: 'table', x: 300, y: 300 } },
      { id: 't2', componentId: 'token', placement: { type: 'surface', surfaceId: 'table', x: 400, y: 320 } },
      { id: 't3', componentId: 'token', placement: { type: 'surface', surfaceId: 'table', x: 520, y: 280 } },
    ],
  });
}
