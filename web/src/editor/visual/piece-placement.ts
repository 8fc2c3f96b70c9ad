import { dropzoneBox, type DocumentResult, type GameDocument, type PieceSize } from '@tablecraft/core/game';
import { freeSpot } from '@tablecraft/core/play';
import { boxAround, type Box, type Point } from './geometry.ts';
import type { Viewport } from './zone-presets.ts';

// A piece put on the table without a place (Add in the palette, a deck made from a sheet) lands where
// nothing lies: never on the discard pile, in the deck or on the piece added just before it.

/** Room kept between a new piece and what lies beside it, in surface pixels. */
export const PIECE_GAP = 8;

/** What lies on a surface, as boxes: its dropzones and the pieces on it (`except` leaves some out). */
export function occupiedOnSurface(doc: GameDocument, surfaceId: string, except: ReadonlySet<string> = new Set()): Box[] {
  const zones = doc.dropzones
    .filter((zone) => zone.parent.type === 'surface' && zone.parent.surfaceId === surfaceId)
    .map((zone) => dropzoneBox(zone));
  const pieces = doc.objects.flatMap((object) => {
    const { placement } = object;
    const component = doc.components.find((candidate) => candidate.id === object.componentId);
    if (placement.type !== 'surface' || placement.surfaceId !== surfaceId || !component || except.has(object.id)) return [];
    return [boxAround(placement, component.width, component.height, placement.rotation)];
  });
  return [...zones, ...pieces];
}

/**
 * The centre of a new piece of `size`: the middle of the view when nothing lies there, else the nearest
 * free place to it, right beside something already there or on a grid around the middle of the view or of
 * the surface (freeSpot); on a table with no room left, the middle of the view. Wholly on the surface when
 * the piece fits on it.
 */
export function freePieceCentre(viewport: Viewport, size: PieceSize, avoid: readonly Box[], gap = PIECE_GAP): Point {
  const { surface, centre } = viewport;
  const width = Math.min(size.width, surface.width);
  const height = Math.min(size.height, surface.height);
  const clamp = (value: number, half: number, limit: number) => Math.min(Math.max(value, half), Math.max(half, limit - half));
  const here = { x: Math.round(clamp(centre.x, width / 2, surface.width)), y: Math.round(clamp(centre.y, height / 2, surface.height)) };
  const fits = (at: Point) =>
    at.x - width / 2 >= 0 &&
    at.y - height / 2 >= 0 &&
    at.x + width / 2 <= surface.width &&
    at.y + height / 2 <= surface.height &&
    !avoid.some(
      (box) =>
        at.x - width / 2 - gap < box.x + box.width &&
        box.x < at.x + width / 2 + gap &&
        at.y - height / 2 - gap < box.y + box.height &&
        box.y < at.y + height / 2 + gap,
    );
  if (fits(here)) return here;
  // Right beside what lies there, in line with it: pieces added one after another line up.
  const beside = avoid.flatMap((box) => {
    const middle = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    return [
      { x: Math.ceil(box.x + box.width + gap + width / 2), y: middle.y },
      { x: Math.floor(box.x - gap - width / 2), y: middle.y },
      { x: middle.x, y: Math.ceil(box.y + box.height + gap + height / 2) },
      { x: middle.x, y: Math.floor(box.y - gap - height / 2) },
    ];
  });
  // And on freeSpot's grids, around the middle of the view (a window of a few of the piece's sizes) and of the surface.
  const left = Math.max(0, here.x - width * 2.5);
  const top = Math.max(0, here.y - height * 2.5);
  const near = freeSpot(
    { width: Math.min(surface.width, here.x + width * 2.5) - left, height: Math.min(surface.height, here.y + height * 2.5) - top },
    { width, height },
    avoid.map((box) => ({ ...box, x: box.x - left, y: box.y - top })),
    gap,
  );
  const anywhere = freeSpot(surface, { width, height }, avoid, gap);
  const candidates = [...beside, ...(near ? [{ x: near.x + left, y: near.y + top }] : []), ...(anywhere ? [anywhere] : [])].filter(fits);
  const distance = (at: Point) => (at.x - here.x) ** 2 + (at.y - here.y) ** 2;
  return candidates.reduce<Point | null>((best, at) => (best && distance(best) <= distance(at) ? best : at), null) ?? here;
}

/**
 * Moves a piece just put on the surface (a deck made in bulk, in the surface's middle) to the free spot
 * nearest that middle, off everything else lying there; the document as it was when it is not on a surface.
 */
export function placeFree(doc: GameDocument, objectId: string): GameDocument {
  const object = doc.objects.find((candidate) => candidate.id === objectId);
  const placement = object?.placement.type === 'surface' ? object.placement : null;
  const component = doc.components.find((candidate) => candidate.id === object?.componentId);
  const surface = placement ? doc.surfaces.find((candidate) => candidate.id === placement.surfaceId) : null;
  if (!placement || !component || !surface) return doc;
  const at = freePieceCentre(
    { centre: { x: placement.x, y: placement.y }, surface },
    component,
    occupiedOnSurface(doc, surface.id, new Set([objectId])),
  );
  return {
    ...doc,
    objects: doc.objects.map((candidate) =>
      candidate.id === objectId && candidate.placement.type === 'surface'
        ? { ...candidate, placement: { ...candidate.placement, x: at.x, y: at.y } }
        : candidate,
    ),
  };
}

/** A bulk edit that made a deck (makeDeck, deckFromSheet), with the deck moved off what already lies on the table. */
export function deckPlacedFree<Extra extends { deckObjectId: string }>(
  result: DocumentResult<GameDocument, Extra>,
): DocumentResult<GameDocument, Extra> {
  return result.ok ? { ...result, doc: placeFree(result.doc, result.deckObjectId) } : result;
}
