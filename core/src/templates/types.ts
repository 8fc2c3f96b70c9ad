import type { GameDocument } from '../game/index.ts';

/**
 * One picture a template ships: drawn as SVG here, rasterised and put through the upload pipeline when
 * a game is made from the template, so the new game owns an ordinary asset its author may replace.
 */
export interface TemplateArt {
  /** How the template's document refers to this picture (an asset ref id). */
  key: string;
  name: string;
  /** A sheet is cut into rows × columns frames by the pipeline, like an uploaded one. */
  pipeline: 'image' | 'sheet';
  rows?: number;
  columns?: number;
  svg: () => string;
}

export type TemplateId = 'blank' | 'cards' | 'checkers' | 'chess' | 'dice';

export interface GameTemplate {
  id: TemplateId;
  title: string;
  /** One sentence for the /create page. */
  summary: string;
  art: ReadonlyArray<TemplateArt>;
  /** A picture of the game for /create, drawn from the same art. */
  preview: () => string;
  /** Whether a room of it is worth opening straight away (everything but the blank table). */
  playable: boolean;
  /**
   * The game document, its asset refs pointing at the uploaded copies of the art (`assetIds[art.key]`,
   * asset uuids). Written in document format 2 and upgraded like any stored document.
   */
  document: (assetIds: Readonly<Record<string, string>>) => GameDocument;
}
