import { CARD_SHEET, JOKER_FRAMES, RANKS, SUITS, cardBackSvg, cardFacesSheetSvg, cardsPreviewSvg } from './art/cards.ts';
import { FOUR_SEATS, artRef, finishDocument } from './finish.ts';
import type { GameTemplate } from './types.ts';

// A standard 52-card deck and two jokers, ready to play: the deck is a face-down stack on the table,
// a discard pile beside it turns cards face up, and four seats hold their hands.

const CARD = { width: 120, height: 168 };

export const cardsTemplate: GameTemplate = {
  id: 'cards',
  title: 'Playing cards',
  summary: 'A standard 52-card deck and two jokers, a discard pile and four seats.',
  playable: true,
  preview: cardsPreviewSvg,
  art: [
    { key: 'card-faces', name: 'Card faces', pipeline: 'sheet', rows: CARD_SHEET.rows, columns: CARD_SHEET.columns, svg: cardFacesSheetSvg },
    { key: 'card-back', name: 'Card back', pipeline: 'image', svg: cardBackSvg },
  ],
  document: (assetIds) => {
    const variants: Array<Record<string, unknown>> = [];
    SUITS.forEach((suit, s) =>
      RANKS.forEach((rank, r) => variants.push({ id: `${rank.glyph}-${suit.suit}`.toLowerCase(), name: `${rank.name} of ${suit.name}`, componentId: 'card', values: {}, sheetFrame: { assetRefId: 'card-faces', index: s * RANKS.length + r } })),
    );
    JOKER_FRAMES.forEach((index, i) => variants.push({ id: `joker-${i + 1}`, name: i === 0 ? 'Red Joker' : 'Black Joker', componentId: 'card', values: {}, sheetFrame: { assetRefId: 'card-faces', index } }));
    const cards = variants.slice(0, 52);
    const jokers = variants.slice(52);
    return finishDocument({
      assets: [artRef('card-faces', 'Card faces', assetIds['card-faces']), artRef('card-back', 'Card back', assetIds['card-back'])],
      components: [
        { id: 'card', name: 'Card', kind: 'tile', ...CARD, orientations: 4, flipAxis: 'horizontal', faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a', imageAssetId: 'card-back' } } },
        { id: 'deck', name: 'Deck', kind: 'container', width: CARD.width + 16, height: CARD.height + 16, orientations: 2, container: { viewPolicy: 'nobody', layout: { type: 'stack' } } },
        { id: 'jokers', name: 'Jokers', kind: 'container', width: CARD.width + 16, height: CARD.height + 16, orientations: 2, container: { viewPolicy: 'nobody', layout: { type: 'stack' } } },
      ],
      variants,
      objects: [
        { id: 'deck', componentId: 'deck', placement: { type: 'surface', surfaceId: 'table', x: 680, y: 500, rotation: 0 }, faceUp: false },
        ...cards.map((variant, order) => ({ id: `deck-${String(variant.id)}`, componentId: 'card', variantId: variant.id, placement: { type: 'object', parentId: 'deck', order }, faceUp: false })),
        { id: 'jokers', componentId: 'jokers', placement: { type: 'surface', surfaceId: 'table', x: 1380, y: 860, rotation: 0 }, faceUp: false },
        ...jokers.map((variant, order) => ({ id: `box-${String(variant.id)}`, componentId: 'card', variantId: variant.id, placement: { type: 'object', parentId: 'jokers', order }, faceUp: false })),
      ],
      surfaces: [{ id: 'table', name: 'Table', width: 1600, height: 1000, background: { color: '#2f5d46' } }],
      seats: FOUR_SEATS,
      dropzones: [
        { id: 'discard', name: 'Discard', parent: { type: 'surface', surfaceId: 'table' }, x: 780, y: 406, width: CARD.width + 28, height: CARD.height + 20, layout: { type: 'stack' }, viewPolicy: 'everyone', faceUpOnDrop: true, order: 0 },
      ],
      guides: [
        {
          id: 'how-to-play',
          name: 'How to play',
          order: 0,
          markdown:
            '# Playing cards\n\nA standard deck for any card game.\n\n- **Shuffle** the deck and **deal** from its menu (right-click it, or select it and use the strip).\n- Double-click the deck to draw a card into your hand.\n- Drop cards on the **Discard** pile to play them face up.\n- The two jokers wait in their own box: drag them into the deck if your game uses them.',
        },
      ],
    });
  },
};
