// Games to start from on /create: each a complete game document with its own art, drawn here as SVG.
// Pure: the API rasterises the art, uploads it for the new game and builds the document from the ids.
import { blankTemplate } from './blank.ts';
import { checkersTemplate, chessTemplate } from './boards.ts';
import { cardsTemplate } from './cards.ts';
import { diceTemplate } from './dice.ts';
import type { GameTemplate, TemplateId } from './types.ts';

export type { GameTemplate, TemplateArt, TemplateId } from './types.ts';

/** Every template, in the order /create offers them. */
export const GAME_TEMPLATES: ReadonlyArray<GameTemplate> = [blankTemplate, cardsTemplate, checkersTemplate, chessTemplate, diceTemplate];

/** The templates published as public sample games when a site has none. */
export const SAMPLE_TEMPLATE_IDS: ReadonlyArray<TemplateId> = ['cards', 'checkers'];

/** A template by id; undefined for an unknown one (ids arrive from the network as plain strings). */
export function findTemplate(id: string): GameTemplate | undefined {
  return GAME_TEMPLATES.find((template) => template.id === id);
}
