// Pure table geometry shared by the play table and the editor: where surfaces, dropzones and pieces sit
// in table coordinates (one plane holding every surface side by side). Piece positions are centres;
// a room's dropzones (the engine's ZoneRule) are rectangles by their top-left corner, relative to their
// surface or container piece (the game document places them by their centre: core/src/game/coordinates.ts).

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point {
  width: number;
  height: number;
}

/** The space left between two surfaces laid side by side. */
export const SURFACE_GAP = 80;

/** Lays surfaces left to right in their order, top-aligned: the origin of each in table coordinates. */
export function surfaceOrigins(surfaces: ReadonlyArray<{ id: string; width: number }>): Record<string, Point> {
  const origins: Record<string, Point> = {};
  let x = 0;
  for (const surface of surfaces) {
    origins[surface.id] = { x, y: 0 };
    x += surface.width + SURFACE_GAP;
  }
  return origins;
}

/** The rectangle holding every surface (what "fit table" shows). */
export function tableBounds(surfaces: ReadonlyArray<{ id: string; width: number; height: number }>): Rect {
  if (surfaces.length === 0) return { x: 0, y: 0, width: 1000, height: 700 };
  const width = surfaces.reduce((sum, s) => sum + s.width, 0) + SURFACE_GAP * (surfaces.length - 1);
  const height = Math.max(...surfaces.map((s) => s.height));
  return { x: 0, y: 0, width, height };
}

/** Whether a point lies inside a rectangle (edges included). */
export function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
}

/** A rectangle of a given size centred on a point. */
export function centredRect(centre: Point, width: number, height: number): Rect {
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** The angle in degrees of an orientation index: 4 orientations turn by 90°, 2 by 180°. */
export function rotationDegrees(rotation: number, orientations: number): number {
  return (rotation * 360) / Math.max(1, orientations);
}
