/** The scale that fits a width × height box into at most maxWidth × maxHeight, never enlarging past `maxScale`. */
export function fitScale(width: number, height: number, maxWidth: number, maxHeight: number, maxScale = 2): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(maxWidth / width, maxHeight / height, maxScale);
}
