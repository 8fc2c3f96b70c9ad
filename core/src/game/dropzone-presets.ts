import type { Dropzone, GameDocument } from './document.ts';
import { GRID_MAX_CELLS, SURFACE_MAX_SIZE } from './limits.ts';

// What an author usually means by a new dropzone: a draw pile, a discard pile, a row for a hand or a grid,
// each sized to the piece it will hold, so none needs its layout, size and turning typed in by hand.

export type DropzonePresetId = 'draw' | 'discard' | 'hand' | 'grid';

/** The settings of a dropzone a preset decides (its place, parent, id and order are decided elsewhere). */
export type PresetSettings = Pick<Dropzone, 'layout' | 'viewPolicy' | 'width' | 'height'> &
  Partial<Pick<Dropzone, 'faceUpOnDrop' | 'shuffleAtStart'>>;

export interface DropzonePreset {
  id: DropzonePresetId;
  /** The button's words, and the new dropzone's name. */
  label: string;
  /** What it does, for the button's title. */
  description: string;
  settings(piece: PieceSize): PresetSettings;
}

export interface PieceSize {
  width: number;
  height: number;
}

/** Room around a pile's card, and between the cards of a row or a grid. */
export const ZONE_PADDING = 16;
const HAND_CARDS = 5;
const GRID = { rows: 2, cols: 3 };

const clampSize = (value: number) => Math.max(1, Math.min(SURFACE_MAX_SIZE, Math.round(value)));
const pile = (piece: PieceSize) => ({
  width: clampSize(piece.width + 2 * ZONE_PADDING),
  height: clampSize(piece.height + 2 * ZONE_PADDING),
});

export const DROPZONE_PRESETS: readonly DropzonePreset[] = [
  {
    id: 'draw',
    label: 'Draw pile',
    description: 'A face-down stack, shuffled when a room opens',
    // Nobody sees into it: a card put back face up is not shown on top.
    settings: (piece) => ({ ...pile(piece), layout: { type: 'stack' }, viewPolicy: 'nobody', shuffleAtStart: true }),
  },
  {
    id: 'discard',
    label: 'Discard',
    description: 'A face-up stack: cards turn face up as they land',
    settings: (piece) => ({ ...pile(piece), layout: { type: 'stack' }, viewPolicy: 'everyone', faceUpOnDrop: true }),
  },
  {
    id: 'hand',
    label: 'Hand row',
    description: `A row that spreads ${HAND_CARDS} cards side by side`,
    settings: (piece) => {
      const spacing = Math.max(1, Math.round(piece.width * 0.6));
      return {
        width: clampSize(piece.width + spacing * (HAND_CARDS - 1) + 2 * ZONE_PADDING),
        height: clampSize(piece.height + 2 * ZONE_PADDING),
        layout: { type: 'spread', direction: 'horizontal', spacing },
        viewPolicy: 'everyone',
      };
    },
  },
  {
    id: 'grid',
    label: 'Grid',
    description: `${GRID.rows} rows of ${GRID.cols}, one piece a cell`,
    settings: (piece) => ({
      width: clampSize(GRID.cols * (piece.width + ZONE_PADDING) + ZONE_PADDING),
      height: clampSize(GRID.rows * (piece.height + ZONE_PADDING) + ZONE_PADDING),
      layout: { type: 'grid', rows: Math.min(GRID.rows, GRID_MAX_CELLS), cols: Math.min(GRID.cols, GRID_MAX_CELLS) },
      viewPolicy: 'everyone',
    }),
  },
];

export function dropzonePreset(id: DropzonePresetId): DropzonePreset {
  return DROPZONE_PRESETS.find((preset) => preset.id === id)!;
}

/** A card's size when the game has none yet: a poker card at the editor's scale. */
export const DEFAULT_PIECE_SIZE: PieceSize = { width: 180, height: 250 };

/**
 * The size of the piece a new dropzone will most likely hold: the component with the most objects in the
 * game (cards in decks count), preferring tiles; else the first tile; else a card's usual size.
 */
export function likelyPieceSize(doc: Pick<GameDocument, 'components' | 'objects'>): PieceSize {
  const tiles = doc.components.filter((component) => component.kind === 'tile');
  if (tiles.length === 0) return DEFAULT_PIECE_SIZE;
  const counts = new Map<string, number>();
  for (const object of doc.objects) counts.set(object.componentId, (counts.get(object.componentId) ?? 0) + 1);
  const best = tiles.reduce((most, tile) => ((counts.get(tile.id) ?? 0) > (counts.get(most.id) ?? 0) ? tile : most), tiles[0]!);
  return { width: best.width, height: best.height };
}
