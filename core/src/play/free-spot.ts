// Where a piece put "on the table" without a place goes: the free spot nearest the surface's middle, so a
// card played from a hand never lands on a discard pile or a hand row it was not dropped on.

/** A rectangle by its top-left corner, in a surface's coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The centre of the spot nearest the middle of `area` where a piece of `size` overlaps none of `avoid`
 * (kept `gap` apart) and lies wholly on the area; among spots equally near, the one searched first (rings
 * outward, on a grid of half the piece's smaller side). Null when there is none: the caller decides then.
 */
export function freeSpot(
  area: { width: number; height: number },
  size: { width: number; height: number },
  avoid: readonly Rect[],
  gap = 8,
): { x: number; y: number } | null {
  const step = Math.max(10, Math.round(Math.min(size.width, size.height) / 2));
  const centre = { x: area.width / 2, y: area.height / 2 };
  const fits = (x: number, y: number) => {
    const rect = { x: x - size.width / 2 - gap, y: y - size.height / 2 - gap, width: size.width + 2 * gap, height: size.height + 2 * gap };
    if (x - size.width / 2 < 0 || y - size.height / 2 < 0 || x + size.width / 2 > area.width || y + size.height / 2 > area.height)
      return false;
    return !avoid.some((taken) => overlaps(rect, taken));
  };
  const rings = Math.ceil(Math.max(area.width, area.height) / step);
  for (let ring = 0; ring <= rings; ring++) {
    const candidates: Array<{ x: number; y: number; distance: number }> = [];
    for (let i = -ring; i <= ring; i++)
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) !== ring) continue;
        const x = Math.round(centre.x + i * step);
        const y = Math.round(centre.y + j * step);
        candidates.push({ x, y, distance: (x - centre.x) ** 2 + (y - centre.y) ** 2 });
      }
    candidates.sort((a, b) => a.distance - b.distance);
    const found = candidates.find((candidate) => fits(candidate.x, candidate.y));
    if (found) return { x: found.x, y: found.y };
  }
  return null;
}
