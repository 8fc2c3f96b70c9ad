// Plain rectangle maths for the visual editor. Boxes are axis-aligned, top-left based, in surface
// pixels; pieces are stored by their centre, so these helpers convert between the two.

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The axis-aligned box around a width × height piece centred on `centre` and turned by `rotation` degrees. */
export function boxAround(centre: Point, width: number, height: number, rotation = 0): Box {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Round away floating noise so a quarter turn gives exactly the swapped size.
  const w = round(width * cos + height * sin);
  const h = round(width * sin + height * cos);
  return { x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The centre of a box. */
export function centreOf(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The rectangle spanned by two corners, in any order (a rubber band from press to pointer). */
export function rectFromCorners(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** Whether two boxes overlap (touching edges count). */
export function intersects(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** Whether a point lies inside a box (edges included). */
export function containsPoint(box: Box, point: Point): boolean {
  return point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
}

/** The smallest box holding every given box; null for none. */
export function unionOf(boxes: ReadonlyArray<Box>): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** A box moved by (dx, dy). */
export function moveBox(box: Box, dx: number, dy: number): Box {
  return { ...box, x: box.x + dx, y: box.y + dy };
}
