import { COMPONENT_MAX_SIZE, COUNTER_LIMIT } from '../../game/index.ts';
import { DocumentBuilder } from './builder.ts';
import type { PieceSize } from './dice.ts';
import type { Widget } from './read-widgets.ts';
import { plural } from './report.ts';
import { clamp, finite, hexColor, name, size } from './values.ts';

// The single pieces of a room that are not cards or dice: counters, boards and game pieces. Each gets a
// component of its own (PlayingCards.io sets them up one by one, so two alike are rare).

/** A counter: its value, bounds and caption. PCIO writes `counterValue`, `counterMin`, `counterMax`. */
export function convertCounter(widget: Widget, b: DocumentBuilder): PieceSize | undefined {
  if (!b.fits('components')) {
    b.cut('components');
    return undefined;
  }
  const bound = (value: unknown) => {
    const n = finite(value);
    return n === undefined ? undefined : clamp(n, -COUNTER_LIMIT, COUNTER_LIMIT);
  };
  let min = bound(widget.raw.counterMin ?? widget.raw.min);
  let max = bound(widget.raw.counterMax ?? widget.raw.max);
  if (min !== undefined && max !== undefined && min > max) {
    b.report.count(
      'counter-bounds',
      (n) =>
        `${plural(n, 'counter')} had a minimum above ${n === 1 ? 'its' : 'their'} maximum; ${n === 1 ? 'it is' : 'they are'} unbounded.`,
    );
    min = max = undefined;
  }
  let initial = bound(widget.raw.counterValue ?? widget.raw.value ?? widget.raw.counter) ?? 0;
  if (min !== undefined) initial = Math.max(min, initial);
  if (max !== undefined) initial = Math.min(max, initial);
  const step = finite(widget.raw.counterStep);
  if (step !== undefined && step !== 1)
    b.report.count('counter-step', (n) => `${plural(n, 'counter')} counted in steps other than 1; Tablecraft counters count in ones.`);
  const width = size(widget.raw.width, DEFAULT_SIZE.counter.width, COMPONENT_MAX_SIZE);
  const height = size(widget.raw.height, DEFAULT_SIZE.counter.height, COMPONENT_MAX_SIZE);
  const componentId = b.ids.components.make(widget.id);
  const counter = { initial, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  b.add('components', {
    id: componentId,
    name: name(widget.raw.label, 'Counter'),
    kind: 'counter',
    width,
    height,
    orientations: 4,
    counter,
  });
  return { componentId, width, height };
}

/** A board: a picture fixed on the table, as a tile with that picture on both faces. */
export function convertBoard(widget: Widget, b: DocumentBuilder): PieceSize | undefined {
  if (!b.fits('components')) {
    b.cut('components');
    return undefined;
  }
  const width = size(widget.raw.width, 100, COMPONENT_MAX_SIZE);
  const height = size(widget.raw.height, 100, COMPONENT_MAX_SIZE);
  const image = b.images.lookup(widget.raw.boardImage ?? widget.raw.image ?? widget.raw.imageUrl);
  const background = hexColor(widget.raw.color ?? widget.raw.backgroundColor) ?? '#d6c7a1';
  const face = image.kind === 'asset' ? { background, imageAssetId: image.refId } : { background };
  const componentId = b.ids.components.make(widget.id);
  b.add('components', {
    id: componentId,
    name: name(widget.raw.label ?? widget.raw.name, 'Board'),
    kind: 'tile',
    width,
    height,
    orientations: 4,
    flipAxis: 'horizontal',
    faces: { front: face, back: { ...face } },
  });
  return { componentId, width, height };
}

/**
 * The colour a game piece's `color` names. PlayingCards.io writes a colour's name there (`"red"`, `"blue"`:
 * `fixtures/boards-and-pieces.json`) and draws the piece from artwork that is not in the file. Tablecraft
 * paints a plain token in the colour CSS gives that name (CSS Color Module Level 4, §6.1 "Named Colors",
 * https://www.w3.org/TR/css-color-4/#named-colors), for the names a set of pieces commonly comes in; a hex
 * colour is read as written, and anything else is black.
 */
const CSS_NAMED_COLORS: Record<string, string> = {
  black: '#000000',
  blue: '#0000ff',
  purple: '#800080',
  red: '#ff0000',
  yellow: '#ffff00',
  green: '#008000',
  orange: '#ffa500',
  white: '#ffffff',
};

/**
 * Sizes for a piece whose widget gives none: Tablecraft's own, for its default 1600 × 1000 table (a counter
 * wide enough for its caption, a piece a comfortable thing to drag, a checker a little smaller so a row of
 * eight fits a board's square), not PlayingCards.io's, which its files do not state.
 */
const DEFAULT_SIZE = {
  counter: { width: 160, height: 48 },
  piece: 80,
  checker: 72,
} as const;

/**
 * A game piece (checker, pawn, pin, chess man): PlayingCards.io draws it from its own artwork, which is
 * not in the room file, so it becomes a plain token in its colour; pieces alike share one component.
 */
export function convertGamePiece(widget: Widget, b: DocumentBuilder, byKind: Map<string, PieceSize>): PieceSize | undefined {
  const colorName = typeof widget.raw.color === 'string' ? widget.raw.color.toLowerCase().slice(0, 30) : 'black';
  const pieceType = typeof widget.raw.pieceType === 'string' ? widget.raw.pieceType.slice(0, 30) : 'piece';
  const fallback = pieceType === 'checkers' ? DEFAULT_SIZE.checker : DEFAULT_SIZE.piece;
  const width = size(widget.raw.width, fallback, COMPONENT_MAX_SIZE);
  const height = size(widget.raw.height, fallback, COMPONENT_MAX_SIZE);
  const key = `${pieceType}/${colorName}/${width}x${height}`;
  b.report.count(
    'game-piece',
    (n) =>
      `${plural(n, 'game piece')} became plain tokens in ${n === 1 ? 'its' : 'their'} colour (PlayingCards.io's piece artwork is not in the room file).`,
  );
  const known = byKind.get(key);
  if (known) return known;
  if (!b.fits('components')) {
    b.cut('components');
    return undefined;
  }
  const background = CSS_NAMED_COLORS[colorName] ?? hexColor(widget.raw.color) ?? CSS_NAMED_COLORS.black!;
  const componentId = b.ids.components.make(`${pieceType}-${colorName}`);
  const title = `${colorName.charAt(0).toUpperCase()}${colorName.slice(1)} ${pieceType}`;
  b.add('components', {
    id: componentId,
    name: name(title, 'Piece'),
    kind: 'tile',
    width,
    height,
    orientations: 4,
    flipAxis: 'horizontal',
    faces: { front: { background }, back: { background } },
  });
  const made = { componentId, width, height };
  byKind.set(key, made);
  return made;
}
