import { emptyGameDocument } from '../game/index.ts';
import type { GameTemplate } from './types.ts';

/** Nothing but a table and two seats: what a new game has always started from. */
export const blankTemplate: GameTemplate = {
  id: 'blank',
  title: 'Blank table',
  summary: 'An empty table and two seats, to build a game from nothing.',
  playable: false,
  art: [],
  document: () => emptyGameDocument(),
};
