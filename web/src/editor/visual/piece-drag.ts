import { anchorInBox } from '@tablecraft/core/game';
import { moveBox, unionOf, type Box } from './geometry.ts';
import { linesOfBox, linesOfPoint, snapBox, type Guide, type SnapLine } from './snapping.ts';
import type { SurfaceScene } from './surface-scene.ts';

// The pure half of dragging pieces on the surface editor: what a held selection may snap to, and where
// it goes for a given pointer move. Kept apart from the Konva handlers (use-piece-drag.ts) so the maths
// can be tested without a stage.

export interface SnapSettings {
  enabled: boolean;
  grid: number;
}

/** How close (in screen pixels) an edge must come to a line to snap, whatever the zoom. */
export const SNAP_SCREEN_PX = 6;

/** The box around the held objects (an empty box at the origin when none of them is on the surface). */
export function heldBox(scene: SurfaceScene, held: ReadonlySet<string>): Box {
  return unionOf(scene.objects.filter((item) => held.has(item.object.id)).map((item) => item.box)) ?? { x: 0, y: 0, width: 0, height: 0 };
}

/**
 * The lines a held selection may snap to: the surface's edges and centre lines, every object not held,
 * every dropzone's edges and centre lines, and a cross through every anchor. Worked out once per drag.
 */
export function snapLinesFor(scene: SurfaceScene, held: ReadonlySet<string>, surface: { width: number; height: number }): SnapLine[] {
  const lines: SnapLine[] = [...linesOfBox({ x: 0, y: 0, width: surface.width, height: surface.height })];
  for (const item of scene.objects) if (!held.has(item.object.id)) lines.push(...linesOfBox(item.box));
  for (const zone of scene.zones) {
    lines.push(...linesOfBox(zone.box));
    for (const anchor of zone.anchors) {
      const at = anchorInBox(anchor, zone.box);
      lines.push(...linesOfPoint(zone.box.x + at.x, zone.box.y + at.y));
    }
  }
  return lines;
}

/**
 * Where a held selection goes when the pointer has moved it by (dx, dy): with snapping on, shifted so
 * an edge or centre lies on a nearby line (within SNAP_SCREEN_PX on screen at `scale`), else onto the
 * grid; with snapping off, exactly where the pointer took it. The guides are the lines it lies on.
 */
export function snapDrag(
  box: Box,
  lines: ReadonlyArray<SnapLine>,
  move: { dx: number; dy: number },
  settings: SnapSettings,
  scale: number,
): { dx: number; dy: number; guides: Guide[] } {
  if (!settings.enabled) return { dx: move.dx, dy: move.dy, guides: [] };
  const snapped = snapBox(moveBox(box, move.dx, move.dy), lines, { threshold: SNAP_SCREEN_PX / scale, grid: settings.grid || undefined });
  return { dx: move.dx + snapped.dx, dy: move.dy + snapped.dy, guides: snapped.guides };
}

/** Whether two lists of guides draw the same lines (a move that changes none need not redraw the surface). */
export function sameGuides(a: ReadonlyArray<Guide>, b: ReadonlyArray<Guide>): boolean {
  return (
    a.length === b.length &&
    a.every((guide, index) => {
      const other = b[index]!;
      return guide.axis === other.axis && guide.at === other.at && guide.from === other.from && guide.to === other.to;
    })
  );
}
