import { carries, freeSpot, spreadPosition, type PieceView, type RoomView, type Target } from '@tablecraft/core/play';
import { centredRect, contains, surfaceOrigins, type Point, type Rect } from '../../canvas/geometry.ts';

/** Where everything on the table is drawn, in table coordinates. */
export interface TableLayout {
  surfaces: Record<string, Rect>;
  /** Every dropzone on a surface or on a container piece on the table. */
  zones: Record<string, Rect>;
  /** Centres of the pieces on the table (not those in hands). */
  pieces: Record<string, Point>;
}

const sizeOf = (view: RoomView, piece: PieceView) => view.components[piece.componentId] ?? { width: 60, height: 90 };

/**
 * Works out where surfaces, zones and pieces are: surfaces side by side, zones relative to their
 * surface or container, pieces at their centre (spread zones lay their pieces out in a fan).
 */
export function layoutTable(view: RoomView): TableLayout {
  const origins = surfaceOrigins(view.surfaces);
  const surfaces: Record<string, Rect> = {};
  for (const surface of view.surfaces) surfaces[surface.id] = { ...origins[surface.id]!, width: surface.width, height: surface.height };

  const pieces: Record<string, Point> = {};
  for (const piece of Object.values(view.pieces)) {
    if (piece.location.type === 'surface') {
      const origin = origins[piece.location.surfaceId] ?? { x: 0, y: 0 };
      pieces[piece.id] = { x: origin.x + piece.location.x, y: origin.y + piece.location.y };
    }
  }

  const zones: Record<string, Rect> = {};
  for (const zone of Object.values(view.zones)) {
    let origin: Point | undefined;
    if (zone.surfaceId) origin = origins[zone.surfaceId];
    else if (zone.containerPieceId && pieces[zone.containerPieceId]) {
      const container = view.pieces[zone.containerPieceId]!;
      const size = sizeOf(view, container);
      const centre = pieces[zone.containerPieceId]!;
      origin = { x: centre.x - size.width / 2, y: centre.y - size.height / 2 };
    }
    if (origin) zones[zone.id] = { x: origin.x + zone.x, y: origin.y + zone.y, width: zone.width, height: zone.height };
  }

  const inZone = new Map<string, PieceView[]>();
  for (const piece of Object.values(view.pieces)) {
    if (piece.location.type !== 'zone') continue;
    const list = inZone.get(piece.location.dropzoneId) ?? [];
    list.push(piece);
    inZone.set(piece.location.dropzoneId, list);
  }
  for (const [zoneId, list] of inZone) {
    const zone = view.zones[zoneId];
    const rect = zones[zoneId];
    if (!zone || !rect) continue;
    if (zone.layout.type === 'spread') {
      const horizontal = zone.layout.direction === 'horizontal';
      // The fan keeps the order the pieces were dropped in along its direction.
      const ordered = [...list].sort((a, b) => along(a, horizontal) - along(b, horizontal) || a.id.localeCompare(b.id));
      ordered.forEach((piece, index) => {
        const offset = spreadPosition(zone, index);
        const size = sizeOf(view, piece);
        pieces[piece.id] = { x: rect.x + offset.x + size.width / 2, y: rect.y + offset.y + size.height / 2 };
      });
    } else
      for (const piece of list)
        if (piece.location.type === 'zone') pieces[piece.id] = { x: rect.x + piece.location.x, y: rect.y + piece.location.y };
  }
  return { surfaces, zones, pieces };
}

const along = (piece: PieceView, horizontal: boolean) =>
  piece.location.type === 'zone' ? (horizontal ? piece.location.x : piece.location.y) : 0;

// Containers lie under what is put on them; dice and counters sit on top of cards.
const DRAW_ORDER = { container: 0, tile: 1, die: 2, counter: 3 } as const;

/**
 * The pieces laid out on the table, bottom first: by kind's layer, then within one by stacking height
 * (what was put down or brought to the front later lies on top).
 */
export function stackingOrder(view: RoomView, layout: TableLayout): PieceView[] {
  const layer = (piece: PieceView) => DRAW_ORDER[view.components[piece.componentId]?.kind ?? 'tile'] ?? 1;
  return Object.values(view.pieces)
    .filter((piece) => layout.pieces[piece.id])
    .sort((a, b) => layer(a) - layer(b) || (a.z ?? 0) - (b.z ?? 0));
}

/** The stack dropzones (piles drawn where the zone is) of a view. */
export function stackZones(view: RoomView): string[] {
  return Object.values(view.zones)
    .filter((zone) => zone.layout.type === 'stack')
    .map((zone) => zone.id);
}

/**
 * Where a piece let go with its centre at `point` lands: on a pile (a stack zone or a container), in a
 * dropzone (snapped by the engine), or on a surface. Null off the table: the piece goes back.
 */
export function dropTargetAt(view: RoomView, layout: TableLayout, point: Point, heldId: string | null): Target | null {
  // Never a zone of the held piece, or of anything it carries: the engine refuses those (a piece in its own zone).
  const offered = (zoneId: string) => heldId === null || !carries(view, heldId, zoneId);
  for (const zoneId of stackZones(view))
    if (offered(zoneId) && layout.zones[zoneId] && contains(layout.zones[zoneId]!, point)) return { type: 'pile', pileId: zoneId };
  for (const piece of Object.values(view.pieces)) {
    if (piece.id === heldId || !(piece.id in view.piles) || !layout.pieces[piece.id]) continue;
    const size = sizeOf(view, piece);
    if (contains(centredRect(layout.pieces[piece.id]!, size.width, size.height), point)) {
      // A container with dropzones of its own takes pieces into those zones instead.
      const ownZone = Object.values(view.zones).find(
        (zone) => zone.containerPieceId === piece.id && layout.zones[zone.id] && contains(layout.zones[zone.id]!, point),
      );
      if (!ownZone) return { type: 'pile', pileId: piece.id };
    }
  }
  for (const zone of Object.values(view.zones)) {
    const rect = layout.zones[zone.id];
    if (zone.layout.type !== 'stack' && rect && offered(zone.id) && contains(rect, point))
      return { type: 'zone', dropzoneId: zone.id, x: round(point.x - rect.x), y: round(point.y - rect.y) };
  }
  for (const surface of view.surfaces) {
    const rect = layout.surfaces[surface.id];
    if (rect && contains(rect, point))
      return { type: 'surface', surfaceId: surface.id, x: round(point.x - rect.x), y: round(point.y - rect.y) };
  }
  return null;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The surface point beside a pile where "take" puts its top card. */
export function besidePile(view: RoomView, layout: TableLayout, pileId: string): Target | null {
  const rect =
    layout.zones[pileId] ??
    (layout.pieces[pileId] && view.pieces[pileId]
      ? centredRect(layout.pieces[pileId]!, sizeOf(view, view.pieces[pileId]!).width, sizeOf(view, view.pieces[pileId]!).height)
      : null);
  if (!rect) return null;
  const point = { x: rect.x + rect.width + 50, y: rect.y + rect.height / 2 };
  const surface =
    view.surfaces.find((s) => layout.surfaces[s.id] && contains(layout.surfaces[s.id]!, point)) ??
    view.surfaces.find((s) => layout.surfaces[s.id] && contains(layout.surfaces[s.id]!, { x: rect.x, y: rect.y }));
  if (!surface) return null;
  const origin = layout.surfaces[surface.id]!;
  return { type: 'surface', surfaceId: surface.id, x: Math.min(point.x - origin.x, origin.width - 10), y: point.y - origin.y };
}

/**
 * Where something put "on the table" without a place goes (a card played from a hand): the free spot
 * nearest the middle of the first surface, off every dropzone (a discard pile, a hand row) and, when there
 * is room, off the pieces lying there; the middle itself only when the table is full.
 */
export function tableCentre(view: RoomView, pieceId?: string): Target | null {
  const surface = view.surfaces[0];
  if (!surface) return null;
  const layout = layoutTable(view);
  const origin = layout.surfaces[surface.id]!;
  const local = (rect: Rect) => ({ ...rect, x: rect.x - origin.x, y: rect.y - origin.y });
  const zones = Object.values(layout.zones)
    .filter((rect) => overlapsRect(rect, origin))
    .map(local);
  const pieces = Object.entries(layout.pieces)
    .filter(([id]) => id !== pieceId)
    .map(([id, centre]) => {
      const size = sizeOf(view, view.pieces[id]!);
      return local(centredRect(centre, size.width, size.height));
    });
  const held = pieceId ? view.pieces[pieceId] : undefined;
  const size = held ? sizeOf(view, held) : { width: 60, height: 90 };
  const spot = freeSpot(surface, size, [...zones, ...pieces]) ?? freeSpot(surface, size, zones);
  const at = spot ?? { x: Math.round(surface.width / 2), y: Math.round(surface.height / 2) };
  return { type: 'surface', surfaceId: surface.id, x: at.x, y: at.y };
}

const overlapsRect = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
