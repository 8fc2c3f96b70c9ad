// Where the things drawn with a piece but not turned with it go: the text a game's scripts put on it (a
// badge at its bottom edge) and the buttons its author gave it (a column under it). Both stay upright
// and readable whatever the piece's rotation, so they are placed from the piece's upright bounding box.
// Sizes are in table units, worked out from the stage's scale so they stay readable when zoomed out.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest the badge's text gets on screen, in pixels. */
export const BADGE_MIN_FONT_PX = 11;
/** The badge's text at a scale of 1, in table units. */
export const BADGE_FONT = 12;
/** A badge's height for its font size (text and padding). */
export const badgeHeightFor = (fontSize: number) => Math.round(fontSize * 1.6);

/** A usable scale: the stage's, or 1 when it is not known yet. */
const usable = (scale: number) => (scale > 0 && Number.isFinite(scale) ? scale : 1);

/** The upright box a piece of this size covers when turned by `rotation` degrees about its centre (x, y). */
export function uprightBox(x: number, y: number, width: number, height: number, rotation: number): Box {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const w = width * cos + height * sin;
  const h = width * sin + height * cos;
  return { x: x - w / 2, y: y - h / 2, width: w, height: h };
}

/** The badge's font size in table units at a stage scale. */
export function badgeFontSize(scale: number): number {
  return Math.max(BADGE_FONT, BADGE_MIN_FONT_PX / usable(scale));
}

/**
 * The text a badge shows in at most `maxWidth` (measured by `measure`): all of it, or as much as fits
 * followed by an ellipsis.
 */
export function fitText(text: string, maxWidth: number, measure: (text: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  let kept = text;
  while (kept.length > 1 && measure(`${kept}…`) > maxWidth) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/**
 * The badge's box: centred on the piece, just inside its bottom edge when the piece is tall enough to
 * keep it clear of its middle, else just under it. `textWidth` is the fitted text's width.
 */
export function badgeBox(piece: Box, textWidth: number, fontSize: number): Box & { outside: boolean } {
  const height = badgeHeightFor(fontSize);
  const width = textWidth + fontSize;
  const outside = badgeOutside(piece, fontSize);
  const y = outside ? piece.y + piece.height + 2 : piece.y + piece.height - height - 4;
  return { x: piece.x + piece.width / 2 - width / 2, y, width, height, outside };
}

/** Whether a badge goes under the piece: the piece is too short to hold it clear of its middle. */
export function badgeOutside(piece: Box, fontSize: number): boolean {
  return piece.height < badgeHeightFor(fontSize) * 3.5;
}

/** The widest a badge's text may be: the piece's width inside it, a little more under a small piece. */
export function badgeTextRoom(piece: Box, fontSize: number): number {
  return badgeOutside(piece, fontSize) ? Math.max(piece.width, fontSize * 12) : Math.max(piece.width - fontSize, fontSize * 6);
}

/** The room a badge of this font size takes under a piece (0 when it sits inside the piece's bottom edge). */
export function badgeRoomBelow(piece: Box, fontSize: number): number {
  return badgeOutside(piece, fontSize) ? badgeHeightFor(fontSize) + 2 : 0;
}

/** A piece button's height in table units: finger-sized on screen (`minPx`) at any zoom, never smaller than drawn. */
export function buttonHeight(scale: number, minPx: number, drawn = 26): number {
  return Math.max(drawn, minPx / usable(scale));
}

/**
 * Button `index`'s box in the column under a piece: centred on it, one under another, below the label
 * badge when that sits under the piece. `textWidth` is the button's text width at `buttonFont(height)`.
 */
export function buttonBox(piece: Box, index: number, height: number, textWidth: number, below = 0): Box {
  const gap = height * 0.2;
  const width = textWidth + height;
  return { x: piece.x + piece.width / 2 - width / 2, y: piece.y + piece.height + gap + below + index * (height + gap), width, height };
}

/** A button's font size for its height. */
export const buttonFont = (height: number) => Math.round(height * 0.48 * 10) / 10;
