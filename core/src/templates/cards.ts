import { CARD_SHEET, JOKER_FRAMES, RANKS, SUITS, cardBackSvg, cardFacesSheetSvg, cardsPreviewSvg } from './art/cards.ts';
import { FOUR_SEATS, artRef, finishDocument } from './finish.ts';
import type { GameTemplate } from './types.ts';

// A standard 52-card deck and two jokers, ready to play: the deck is a face-down stack on the table,
// a discard pile beside it turns cards face up, and four seats hold their hands. Two short scripts show
// authors what a script can do: deal the hands, and answer a button on the deck.

const CARD = { width: 120, height: 168 };
const HAND_SIZE = 7;

/** Shuffles and deals at the start, and deals to each player who sits down later. */
export const DEAL_AT_SETUP = `// Deal at setup: shuffle the deck, then give every player ${HAND_SIZE} cards.
const HAND_SIZE = ${HAND_SIZE};

// The deck is the one piece of the Deck component; a deck's piece id is also its pile's id.
const deck = () => game.piecesOf('deck')[0];

export function onSetup() {
  game.shuffle(deck());
  // A deal goes only to seats someone holds: cards in an empty seat would be seen by whoever sat there
  // next. When the room opens nobody may be seated yet, so this deals to those already here, if any...
  game.deal(deck(), HAND_SIZE);
}

// ...and onOp deals to each player as they sit down, unless their hand already holds cards.
export function onOp(op) {
  if (op.type !== 'claimSeat' && op.type !== 'assignSeat') return;
  if (game.hand(op.seatId).length === 0) game.deal(deck(), HAND_SIZE, [op.seatId]);
}
`;

/** Answers the deck's button. */
export const DRAW_FOR_EVERYONE = `// Draw for everyone: the deck's "Draw for everyone" button deals one card to each seated player.
// The button is on the Deck component (its Buttons field); its id, draw-all, is what the script is told.
export function onButton(pieceId, buttonId) {
  if (buttonId !== 'draw-all') return;
  // pieceId is the deck that was pressed, and a deck's piece id is its pile's id.
  const dealt = game.deal(pieceId, 1);
  if (!dealt.ok) game.log('Nobody drew:', dealt.reason);
}
`;

export const cardsTemplate: GameTemplate = {
  id: 'cards',
  title: 'Playing cards',
  summary: 'A standard 52-card deck and two jokers, a discard pile and four seats.',
  playable: true,
  preview: cardsPreviewSvg,
  art: [
    {
      key: 'card-faces',
      name: 'Card faces',
      pipeline: 'sheet',
      rows: CARD_SHEET.rows,
      columns: CARD_SHEET.columns,
      svg: cardFacesSheetSvg,
    },
    { key: 'card-back', name: 'Card back', pipeline: 'image', svg: cardBackSvg },
  ],
  document: (assetIds) => {
    const variants: Array<Record<string, unknown>> = [];
    SUITS.forEach((suit, s) =>
      RANKS.forEach((rank, r) =>
        variants.push({
          id: `${rank.glyph}-${suit.suit}`.toLowerCase(),
          name: `${rank.name} of ${suit.name}`,
          componentId: 'card',
          values: {},
          sheetFrame: { assetRefId: 'card-faces', index: s * RANKS.length + r },
        }),
      ),
    );
    JOKER_FRAMES.forEach((index, i) =>
      variants.push({
        id: `joker-${i + 1}`,
        name: i === 0 ? 'Red Joker' : 'Black Joker',
        componentId: 'card',
        values: {},
        sheetFrame: { assetRefId: 'card-faces', index },
      }),
    );
    const cards = variants.slice(0, 52);
    const jokers = variants.slice(52);
    return finishDocument({
      assets: [artRef('card-faces', 'Card faces', assetIds['card-faces']), artRef('card-back', 'Card back', assetIds['card-back'])],
      components: [
        {
          id: 'card',
          name: 'Card',
          kind: 'tile',
          ...CARD,
          orientations: 4,
          flipAxis: 'horizontal',
          faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a', imageAssetId: 'card-back' } },
        },
        {
          id: 'deck',
          name: 'Deck',
          kind: 'container',
          width: CARD.width + 16,
          height: CARD.height + 16,
          orientations: 2,
          container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
          buttons: [{ id: 'draw-all', label: 'Draw for everyone' }],
        },
        {
          id: 'jokers',
          name: 'Jokers',
          kind: 'container',
          width: CARD.width + 16,
          height: CARD.height + 16,
          orientations: 2,
          container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
        },
      ],
      variants,
      objects: [
        { id: 'deck', componentId: 'deck', placement: { type: 'surface', surfaceId: 'table', x: 680, y: 500, rotation: 0 }, faceUp: false },
        ...cards.map((variant, order) => ({
          id: `deck-${String(variant.id)}`,
          componentId: 'card',
          variantId: variant.id,
          placement: { type: 'object', parentId: 'deck', order },
          faceUp: false,
        })),
        {
          id: 'jokers',
          componentId: 'jokers',
          placement: { type: 'surface', surfaceId: 'table', x: 1380, y: 860, rotation: 0 },
          faceUp: false,
        },
        ...jokers.map((variant, order) => ({
          id: `box-${String(variant.id)}`,
          componentId: 'card',
          variantId: variant.id,
          placement: { type: 'object', parentId: 'jokers', order },
          faceUp: false,
        })),
      ],
      surfaces: [{ id: 'table', name: 'Table', width: 1600, height: 1000, background: { color: '#2f5d46' } }],
      seats: FOUR_SEATS,
      dropzones: [
        {
          id: 'discard',
          name: 'Discard',
          parent: { type: 'surface', surfaceId: 'table' },
          x: 780,
          y: 406,
          width: CARD.width + 28,
          height: CARD.height + 20,
          layout: { type: 'stack' },
          viewPolicy: 'everyone',
          faceUpOnDrop: true,
          order: 0,
        },
      ],
      scripts: [
        { id: 'deal-at-setup', name: 'Deal at setup', source: DEAL_AT_SETUP },
        { id: 'draw-for-everyone', name: 'Draw for everyone', source: DRAW_FOR_EVERYONE },
      ],
      guides: [
        {
          id: 'how-to-play',
          name: 'How to play',
          order: 0,
          markdown: `# Playing cards\n\nA standard deck for any card game.\n\n- The deck is shuffled when the room opens, and each player is dealt ${HAND_SIZE} cards on sitting down.\n- The deck's **Draw for everyone** button gives each seated player one more card.\n- **Shuffle** the deck and **deal** from its menu (right-click it, or select it and use the strip).\n- Double-click the deck to draw a card into your hand.\n- Drop cards on the **Discard** pile to play them face up.\n- The two jokers wait in their own box: drag them into the deck if your game uses them.\n\nThe dealing and the button are the game's scripts (in the editor's **Scripts**): change them or delete them to play your own way.`,
        },
      ],
    });
  },
};
