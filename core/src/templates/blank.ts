import { emptyGameDocument } from '../game/index.ts';
import { svgDocument } from './art/glyphs.ts';
import type { GameTemplate } from './types.ts';

/** Nothing but a table and two seats: what a new game has always started from. */
export const blankTemplate: GameTemplate = {
  id: 'blank',
  title: 'Blank table',
  summary: 'An empty table and two seats, to build a game from nothing.',
  playable: false,
  preview: () =>
    svgDocument(
      560,
      420,
      '<rect width="560" height="420" fill="#2f5d46"/><rect x="40" y="40" width="480" height="340" rx="20" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="24 16"/>',
    ),
  art: [],
  document: () => emptyGameDocument(),
};
