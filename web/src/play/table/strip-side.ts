import type { Rect } from '../../canvas/geometry.ts';

// Where the selected piece's action strip goes: along the table's bottom edge, as it always was, unless
// the piece lies there; then along the top. On a phone the strip used to wrap into rows over most of the
// table, covering the very piece it acted on.

/** The space kept between the strip and the table's edge, in pixels (play.css: 0.5rem). */
export const STRIP_EDGE = 8;

/**
 * The edge of a `view` (the table's box on screen) the strip goes along: `bottom` unless the piece's box
 * (in the view's coordinates) reaches into the strip there, then `top`, unless the piece reaches further
 * into the top's strip (a piece as tall as the view: the bottom, as before). The strip is centred across.
 */
export function stripSide(
  piece: Rect | null,
  view: { width: number; height: number },
  strip: { width: number; height: number },
): 'top' | 'bottom' {
  if (!piece) return 'bottom';
  const left = (view.width - strip.width) / 2;
  const across = piece.x < left + strip.width && left < piece.x + piece.width;
  if (!across) return 'bottom';
  const intoBottom = piece.y + piece.height - (view.height - STRIP_EDGE - strip.height);
  if (intoBottom <= 0) return 'bottom';
  const intoTop = STRIP_EDGE + strip.height - piece.y;
  return intoTop < intoBottom ? 'top' : 'bottom';
}
