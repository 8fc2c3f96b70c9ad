// Where parts are, one rule for all: a part on a surface (an object or a dropzone) is placed by its
// centre, in pixels from the surface's top-left corner; an anchor by its offset from its dropzone's
// centre. Faces' fields are boxes on the face, by their top-left corner. Format 2 placed dropzones by
// their top-left corner and anchors from it: migrations.ts moves them.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A dropzone's rectangle, top-left based, from its centre and size. */
export function dropzoneBox(zone: { x: number; y: number; width: number; height: number }): Box {
  return { x: zone.x - zone.width / 2, y: zone.y - zone.height / 2, width: zone.width, height: zone.height };
}

/** A dropzone's centre from its top-left based rectangle (what is stored). */
export function dropzoneCentre(box: Box): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** An anchor point as an offset from its dropzone's top-left corner (for drawing and laying out in its box). */
export function anchorInBox(point: { x: number; y: number }, zone: { width: number; height: number }): { x: number; y: number } {
  return { x: point.x + zone.width / 2, y: point.y + zone.height / 2 };
}
