import type { Anchor, Component, Dropzone, GameDocument, GameObject } from '@tablecraft/core/game';
import { dropzoneBox } from '@tablecraft/core/game';
import { boxAround, containsPoint, type Box, type Point } from './geometry.ts';

// What the surface editor draws, worked out from the document: the objects lying on one surface with
// their boxes, the dropzones on it with their anchors, and how many objects each container holds.
// Coordinates are the surface's own pixels (0,0 at its top-left); objects are stored by their centre.

export interface SceneObject {
  key: string;
  object: GameObject & { placement: { type: 'surface' } };
  component: Component;
  /** The centre. */
  x: number;
  y: number;
  rotation: number;
  box: Box;
  /** For containers: how many objects lie inside. */
  contents: number;
  /** For containers: the object on top of what lies inside (the one a room deals first), if any. */
  top: GameObject | null;
}

export interface SceneZone {
  key: string;
  zone: Dropzone;
  box: Box;
  anchors: Anchor[];
}

export interface SurfaceScene {
  objects: SceneObject[];
  zones: SceneZone[];
}

/** Selection keys: one namespace for every kind of thing on the canvas. */
export const keyOf = {
  object: (id: string) => `object:${id}`,
  dropzone: (id: string) => `dropzone:${id}`,
  anchor: (id: string) => `anchor:${id}`,
};

/** The kind and id behind a selection key. */
export function parseKey(key: string): { kind: 'object' | 'dropzone' | 'anchor'; id: string } {
  const at = key.indexOf(':');
  return { kind: key.slice(0, at) as 'object' | 'dropzone' | 'anchor', id: key.slice(at + 1) };
}

/** Everything on one surface, objects in drawing order (by `order`, then document order). */
export function surfaceScene(doc: GameDocument, surfaceId: string): SurfaceScene {
  const components = new Map(doc.components.map((component) => [component.id, component]));
  const contents = new Map<string, number>();
  for (const object of doc.objects)
    if (object.placement.type === 'object') contents.set(object.placement.parentId, (contents.get(object.placement.parentId) ?? 0) + 1);
  const tops = containerTops(doc);

  const objects: SceneObject[] = [];
  doc.objects.forEach((object) => {
    const placement = object.placement;
    const component = components.get(object.componentId);
    if (placement.type !== 'surface' || placement.surfaceId !== surfaceId || !component) return;
    objects.push({
      key: keyOf.object(object.id),
      object: object as SceneObject['object'],
      component,
      x: placement.x,
      y: placement.y,
      rotation: placement.rotation,
      box: boxAround({ x: placement.x, y: placement.y }, component.width, component.height, placement.rotation),
      contents: contents.get(object.id) ?? 0,
      top: tops.get(object.id) ?? null,
    });
  });
  const drawOrder = new Map(objects.map((item, index) => [item.object.id, index]));
  objects.sort((a, b) => (a.object.order ?? 0) - (b.object.order ?? 0) || drawOrder.get(a.object.id)! - drawOrder.get(b.object.id)!);

  const zones = doc.dropzones
    .filter((zone) => zone.parent.type === 'surface' && zone.parent.surfaceId === surfaceId)
    .sort((a, b) => a.order - b.order)
    .map((zone) => ({
      key: keyOf.dropzone(zone.id),
      zone,
      box: dropzoneBox(zone),
      anchors: doc.anchors.filter((anchor) => anchor.dropzoneId === zone.id),
    }));
  return { objects, zones };
}

/**
 * The object on top of each container's contents, as a room stacks them when it opens: by their order in the
 * container (else their own order, else their place in the document), the last on top.
 */
export function containerTops(doc: Pick<GameDocument, 'objects'>): Map<string, GameObject> {
  const tops = new Map<string, { object: GameObject; order: number }>();
  doc.objects.forEach((object, index) => {
    const { placement } = object;
    if (placement.type !== 'object') return;
    const order = placement.order ?? object.order ?? index;
    const current = tops.get(placement.parentId);
    // The later of equals is on top, as a stable sort leaves it.
    if (!current || order >= current.order) tops.set(placement.parentId, { object, order });
  });
  return new Map([...tops].map(([id, { object }]) => [id, object]));
}

/** The topmost dropzone under a point, if any. */
export function zoneAt(scene: SurfaceScene, point: Point): SceneZone | null {
  for (let i = scene.zones.length - 1; i >= 0; i--) if (containsPoint(scene.zones[i]!.box, point)) return scene.zones[i]!;
  return null;
}

/** The topmost container object under a point, leaving out the given objects (the ones being dropped). */
export function containerAt(scene: SurfaceScene, point: Point, except: ReadonlySet<string>): SceneObject | null {
  for (let i = scene.objects.length - 1; i >= 0; i--) {
    const item = scene.objects[i]!;
    if (item.component.kind === 'container' && !except.has(item.object.id) && containsPoint(item.box, point)) return item;
  }
  return null;
}
