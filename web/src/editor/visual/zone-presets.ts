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
import type { Box, Point } from './geometry.ts';
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
 * off the dropzones already there (`avoid`, boxes) when a free spot is near, and always wholly on the surface.
 */
export function newZonePlacement(viewport: Viewport, size: PieceSize, avoid: readonly Box[] = []): Box {
  const { surface } = viewport;
  const width = Math.min(size.width, surface.width);
  const height = Math.min(size.height, surface.height);
  const clamp = (value: number, extent: number, limit: number) => Math.min(Math.max(value, 0), Math.max(0, limit - extent));
  let centre = viewport.centre;
  // A free spot near the middle of the view (within twice the dropzone's own size of it), else the middle itself.
  const near: Box = { x: centre.x - width * 2.5, y: centre.y - height * 2.5, width: width * 5, height: height * 5 };
  const shifted = avoid.map((box) => ({ ...box, x: box.x - near.x, y: box.y - near.y }));
  const spot = freeSpot(near, { width, height }, shifted, ZONE_PADDING / 2);
  if (spot) centre = { x: spot.x + near.x, y: spot.y + near.y };
  return {
    x: Math.round(clamp(centre.x - width / 2, width, surface.width)),
    y: Math.round(clamp(centre.y - height / 2, height, surface.height)),
    width: Math.round(width),
    height: Math.round(height),
  };
}

/**
 * Adds a dropzone where the author is looking: a preset's (Draw pile, Discard, Hand row, Grid), named after
 * it, or a plain free one; either way sized to the piece the game uses most.
 */
export function addZoneHere(
  doc: GameDocument,
  surfaceId: string,
  viewport: Viewport,
  presetId?: DropzonePresetId,
): { edit: Edit; id: string } {
  const piece = likelyPieceSize(doc);
  const avoid = doc.dropzones
    .filter((zone) => zone.parent.type === 'surface' && zone.parent.surfaceId === surfaceId)
    .map((zone) => dropzoneBox(zone));
  if (!presetId) {
    const box = newZonePlacement(viewport, { width: piece.width + 2 * ZONE_PADDING, height: piece.height + 2 * ZONE_PADDING }, avoid);
    return addZoneEdit(doc, surfaceId, box);
  }
  const preset = dropzonePreset(presetId);
  const { width, height, ...settings } = preset.settings(piece);
  const box = newZonePlacement(viewport, { width, height }, avoid);
  const taken = new Set(doc.dropzones.map((zone) => zone.name));
  let name = preset.label;
  for (let n = 2; taken.has(name); n++) name = `${preset.label} ${n}`;
  return addZoneEdit(doc, surfaceId, box, name, settings);
}
