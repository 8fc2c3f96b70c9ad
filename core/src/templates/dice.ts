import { dicePreviewSvg, diceTraySvg } from './art/boards.ts';
import { FOUR_SEATS, artRef, finishDocument } from './finish.ts';
import type { GameTemplate } from './types.ts';

// A dice game: five dice in a tray in the middle of the table and a score counter in front of each
// of four seats, which a short script keeps: each die a player rolls adds its value to their score.

const TABLE = { width: 1600, height: 1000 };
const SCORE_SPOTS = [
  { x: 800, y: 90 },
  { x: 1380, y: 500 },
  { x: 800, y: 910 },
  { x: 220, y: 500 },
];

/** Labels each seat's counter at setup and adds every roll to the roller's counter. */
export const SCORE_ROLLS = `// Score each roll: every die a player rolls adds what it shows to their Score counter.

// The Score counters lie in seat order (North, East, South, West), like the seats. At setup, each gets
// its seat's name as a label, so players see whose it is, and the script remembers which is whose.
export function onSetup() {
  const counters = game.piecesOf('score');
  const counterOf = {};
  game.seats().forEach((seat, i) => {
    if (!counters[i]) return;
    counterOf[seat.id] = counters[i];
    game.label(counters[i], seat.name);
  });
  game.set('counterOf', counterOf);
}

export function onOp(op, actor) {
  // Only rolls count, and only a seated player's: someone watching has no score.
  if (op.type !== 'roll' || !actor.seatId) return;
  const counter = (game.get('counterOf') ?? {})[actor.seatId];
  if (!counter) return;
  // onOp runs after the roll, so the die already shows its new value.
  const rolled = game.piece(op.pieceId).value;
  game.counter(counter, rolled);
}
`;

export const diceTemplate: GameTemplate = {
  id: 'dice',
  title: 'Dice game',
  summary: 'Five dice in a tray and a score counter for each of four players.',
  playable: true,
  preview: dicePreviewSvg,
  art: [{ key: 'tray-art', name: 'Dice tray', pipeline: 'image', svg: () => diceTraySvg(TABLE.width, TABLE.height) }],
  document: (assetIds) =>
    finishDocument({
      assets: [artRef('tray-art', 'Dice tray', assetIds['tray-art'])],
      components: [
        { id: 'die', name: 'Die', kind: 'die', width: 64, height: 64, orientations: 4, sides: 6 },
        {
          id: 'score',
          name: 'Score',
          kind: 'counter',
          width: 140,
          height: 56,
          orientations: 2,
          counter: { min: 0, max: 10000, initial: 0 },
        },
      ],
      objects: [
        ...Array.from({ length: 5 }, (_, i) => ({
          id: `die-${i + 1}`,
          componentId: 'die',
          placement: { type: 'surface', surfaceId: 'table', x: 640 + i * 80, y: 500, rotation: 0 },
          faceUp: true,
        })),
        ...FOUR_SEATS.map((seat, i) => ({
          id: `score-${seat.id}`,
          name: `${seat.name} score`,
          componentId: 'score',
          placement: { type: 'surface', surfaceId: 'table', ...SCORE_SPOTS[i]!, rotation: 0 },
          faceUp: true,
        })),
      ],
      surfaces: [{ id: 'table', name: 'Table', ...TABLE, background: { color: '#14532d', imageAssetId: 'tray-art' } }],
      seats: FOUR_SEATS,
      dropzones: [
        {
          id: 'tray',
          name: 'Tray',
          parent: { type: 'surface', surfaceId: 'table' },
          x: 440,
          y: 280,
          width: 720,
          height: 440,
          layout: { type: 'free' },
          viewPolicy: 'everyone',
          order: 0,
        },
      ],
      scripts: [{ id: 'score-each-roll', name: 'Score each roll', source: SCORE_ROLLS }],
      guides: [
        {
          id: 'how-to-play',
          name: 'How to play',
          order: 0,
          markdown:
            "# Dice game\n\nOn your turn, roll the dice: every die you roll adds what it shows to your score, on the counter with your seat's name. Fix a score with + and −. The first to 100 wins, or make up your own rules.\n\nThe scoring is the game's script *Score each roll* (in the editor's **Scripts**): change it or delete it to score your own way.",
        },
      ],
    }),
};
