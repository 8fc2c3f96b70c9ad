import {
  dropzoneBox,
  dropzonePreset,
  likelyPieceSize,
  ZONE_PADDING,
  type DropzonePresetId,
  type GameDocument,
  type PieceSize,
} from '@tablecraft/core/game';
import { freeSpot } from '@tablecraft/core/play';
import type { Edit } from './changes.ts';
import { boxAround, type Box, type Point } from './geometry.ts';
import { addZoneEdit } from './surface-edits.ts';

// A new dropzone goes where the author is looking, sized to what it will hold: never at the surface's
// corner, half off the table, at a size nobody chose.

/** Where the author is looking: the middle of the visible canvas, on a surface of this size. */
export interface Viewport {
  centre: Point;
  surface: { width: number; height: number };
}

/**
 * The box (top-left corner and size) of a new dropzone of `size`: centred on what the author sees, moved
 * off what is already there (`avoid`, boxes) when a free spot is near, and always wholly on the surface.
 */
export function newZonePlacement(viewport: Viewport, size: PieceSize, avoid: readonly Box[] = []): Box {
  const { surface } = viewport;
  const width = Math.min(size.width, surface.width);
  const height = Math.min(size.height, surface.height);
  const clamp = (value: number, extent: number, limit: number) => Math.min(Math.max(value, 0), Math.max(0, limit - extent));
  const at = (centre: Point): Box => ({
    x: Math.round(clamp(centre.x - width / 2, width, surface.width)),
    y: Math.round(clamp(centre.y - height / 2, height, surface.height)),
    width: Math.round(width),
    height: Math.round(height),
  });
  const gap = ZONE_PADDING / 2;
  const here = at(viewport.centre);
  const free = !avoid.some(
    (box) =>
      here.x < box.x + box.width + gap &&
      here.x + here.width + gap > box.x &&
      here.y < box.y + box.height + gap &&
      here.y + here.height + gap > box.y,
  );
  if (free) return here;
  // Else a free spot near the middle of the view (within twice the dropzone's own size of it), else the middle
  // itself. The search stays on the surface, so keeping the dropzone there never moves it back onto what it avoided.
  const { centre } = viewport;
  const left = Math.max(0, centre.x - width * 2.5);
  const top = Math.max(0, centre.y - height * 2.5);
  const near: Box = {
    x: left,
    y: top,
    width: Math.min(surface.width, centre.x + width * 2.5) - left,
    height: Math.min(surface.height, centre.y + height * 2.5) - top,
  };
  const shifted = avoid.map((box) => ({ ...box, x: box.x - near.x, y: box.y - near.y }));
  const spot = freeSpot(near, { width, height }, shifted, gap);
  return spot ? at({ x: spot.x + near.x, y: spot.y + near.y }) : here;
}

/**
 * What a new dropzone of `size` on a surface moves off: the dropzones already on it, and its pieces that fit
 * in the new dropzone (a deck made from a sheet lies in the middle, where a discard pile added next would
 * otherwise cover it). A bigger piece, a board, is where dropzones go, so it is not in the way.
 */
export function takenOnSurface(doc: GameDocument, surfaceId: string, size: PieceSize): Box[] {
  const zones = doc.dropzones
    .filter((zone) => zone.parent.type === 'surface' && zone.parent.surfaceId === surfaceId)
    .map((zone) => dropzoneBox(zone));
  const pieces = doc.objects.flatMap((object) => {
    const { placement } = object;
    const component = doc.components.find((candidate) => candidate.id === object.componentId);
    if (placement.type !== 'surface' || placement.surfaceId !== surfaceId || !component) return [];
    const box = boxAround(placement, component.width, component.height, placement.rotation);
    return box.width <= size.width && box.height <= size.height ? [box] : [];
  });
  return [...zones, ...pieces];
}

/**
 * Adds a dropzone where the author is looking: a preset's (Draw pile, Discard, Hand row, Grid), named after
 * it, or a plain free one; either way sized to the piece the game uses most, and off what is already there.
 */
export function addZoneHere(
  doc: GameDocument,
  surfaceId: string,
  viewport: Viewport,
  presetId?: DropzonePresetId,
): { edit: Edit; id: string } {
  const piece = likelyPieceSize(doc);
  if (!presetId) {
    const size = { width: piece.width + 2 * ZONE_PADDING, height: piece.height + 2 * ZONE_PADDING };
    return addZoneEdit(doc, surfaceId, newZonePlacement(viewport, size, takenOnSurface(doc, surfaceId, size)));
  }
  const preset = dropzonePreset(presetId);
  const { width, height, ...settings } = preset.settings(piece);
  const box = newZonePlacement(viewport, { width, height }, takenOnSurface(doc, surfaceId, { width, height }));
  const taken = new Set(doc.dropzones.map((zone) => zone.name));
  let name = preset.label;
  for (let n = 2; taken.has(name); n++) name = `${preset.label} ${n}`;
  return addZoneEdit(doc, surfaceId, box, name, settings);
}
