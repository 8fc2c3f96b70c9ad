import { anchorInBox, dropzoneBox, dropzoneCentre, newPartId, type Dropzone, type GameDocument, type Layout } from '@tablecraft/core/game';
import type { Edit, PartData } from './changes.ts';
import { EditBuilder } from './edit-builder.ts';
import { boxAround, containsPoint, type Box, type Point } from './geometry.ts';
import { layoutZone } from './zone-layout.ts';
import { parseKey } from './surface-scene.ts';

// The surface editor's edits, each built from the document as it is: what the author did with the
// mouse, as one undoable Edit. Objects that end up in a dropzone are laid out by its layout.

type SurfacePlacement = { type: 'surface'; surfaceId: string; x: number; y: number; rotation: number };

const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : `${n} ${many}`);
const round = (value: number) => Math.round(value * 100) / 100;

function sizeOf(builder: EditBuilder, object: PartData): { width: number; height: number } {
  const component = builder.get('component', String(object.componentId));
  return { width: Number(component?.width ?? 0), height: Number(component?.height ?? 0) };
}

function surfacePlacement(object: PartData | undefined): SurfacePlacement | null {
  const placement = object?.placement as SurfacePlacement | undefined;
  return placement?.type === 'surface' ? placement : null;
}

/** Lays out every surface dropzone (not free) that one of `ids` now lies in. */
function settle(builder: EditBuilder, ids: Iterable<string>): void {
  const zones = new Map<string, PartData>();
  for (const id of ids) {
    const placement = surfacePlacement(builder.get('object', id));
    if (!placement) continue;
    for (const zone of builder.all('dropzone')) {
      const parent = zone.parent as { type: string; surfaceId?: string };
      if (parent.type === 'surface' && parent.surfaceId === placement.surfaceId && containsPoint(zoneBox(zone), placement))
        zones.set(zone.id, zone);
    }
  }
  for (const zone of zones.values()) layOut(builder, zone);
}

/** A dropzone's rectangle (the document places it by its centre). */
function zoneBox(zone: PartData): Box {
  return dropzoneBox({ x: Number(zone.x), y: Number(zone.y), width: Number(zone.width), height: Number(zone.height) });
}

/** Moves the objects lying in a zone to the places its layout gives them. */
function layOut(builder: EditBuilder, zone: PartData, only?: ReadonlySet<string>): void {
  const layout = zone.layout as Layout;
  const surfaceId = (zone.parent as { surfaceId?: string }).surfaceId;
  // Anchors are kept from the zone's centre; the layout works in the zone's box.
  const anchors = builder
    .all('anchor')
    .filter((anchor) => anchor.dropzoneId === zone.id)
    .map((anchor) => anchorInBox({ x: Number(anchor.x), y: Number(anchor.y) }, { width: Number(zone.width), height: Number(zone.height) }));
  if (layout.type === 'free' && anchors.length === 0) return;
  const box = zoneBox(zone);
  const items = builder
    .all('object')
    .map((object) => ({ object, placement: surfacePlacement(object) }))
    .filter(
      ({ object, placement }) =>
        placement && placement.surfaceId === surfaceId && containsPoint(box, placement) && (!only || only.has(String(object.id))),
    )
    .map(({ object, placement }) => ({ id: object.id, x: placement!.x, y: placement!.y, ...sizeOf(builder, object) }));
  const moves = layoutZone({ ...box, layout }, anchors, items);
  for (const [id, to] of moves) {
    const object = builder.get('object', id)!;
    builder.put('object', { ...object, placement: { ...(object.placement as SurfacePlacement), x: round(to.x), y: round(to.y) } });
  }
}

/** Puts a new object of a component (and variant) on the surface, centred at `at`, or into the container at that point. */
export function addObjectEdit(
  doc: GameDocument,
  input: { surfaceId: string; componentId: string; variantId?: string | null; at: Point; containerId?: string | null; id?: string },
): Edit {
  const builder = new EditBuilder(doc);
  const component = doc.components.find((candidate) => candidate.id === input.componentId);
  const variant = input.variantId ? doc.variants.find((candidate) => candidate.id === input.variantId) : undefined;
  const id = input.id ?? newPartId();
  const base: PartData = {
    id,
    componentId: input.componentId,
    faceUp: true,
    placement: { type: 'surface', surfaceId: input.surfaceId, x: round(input.at.x), y: round(input.at.y), rotation: 0 },
  };
  if (variant) base.variantId = variant.id;
  if (input.containerId) base.placement = { type: 'object', parentId: input.containerId, order: nextOrderIn(builder, input.containerId) };
  builder.put('object', base);
  settle(builder, [id]);
  return builder.build(`Add ${variant?.name ?? component?.name ?? 'object'}`);
}

function nextOrderIn(builder: EditBuilder, containerId: string): number {
  const orders = builder
    .all('object')
    .map((object) => object.placement as { type: string; parentId?: string; order?: number })
    .filter((placement) => placement.type === 'object' && placement.parentId === containerId)
    .map((placement) => placement.order ?? 0);
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}

/** Moves objects on their surface by their own deltas; dropped on a container (`into`), they go inside it. */
export function moveObjectsEdit(
  doc: GameDocument,
  moves: ReadonlyArray<{ id: string; dx: number; dy: number }>,
  options: { into?: string | null; label?: string } = {},
): Edit {
  const builder = new EditBuilder(doc);
  const moved: string[] = [];
  for (const { id, dx, dy } of moves) {
    const object = builder.get('object', id);
    const placement = surfacePlacement(object);
    if (!object || !placement) continue;
    if (options.into && options.into !== id) {
      builder.put('object', {
        ...object,
        placement: { type: 'object', parentId: options.into, order: nextOrderIn(builder, options.into) },
      });
    } else {
      builder.put('object', { ...object, placement: { ...placement, x: round(placement.x + dx), y: round(placement.y + dy) } });
      moved.push(id);
    }
  }
  settle(builder, moved);
  const count = moves.length;
  if (options.into) {
    const container = doc.objects.find((object) => object.id === options.into);
    const name = container
      ? (doc.components.find((component) => component.id === container.componentId)?.name ?? 'container')
      : 'container';
    return builder.build(options.label ?? `Put ${plural(count, 'object')} in ${name}`);
  }
  return builder.build(options.label ?? `Move ${plural(count, 'object')}`);
}

/** Turns, moves and resizes one object: the size is its component's, so every object of it changes size. */
export function transformObjectEdit(
  doc: GameDocument,
  id: string,
  to: { x: number; y: number; rotation: number; width: number; height: number },
): Edit {
  const builder = new EditBuilder(doc);
  const object = builder.get('object', id);
  const placement = surfacePlacement(object);
  if (!object || !placement) return builder.build('Transform');
  builder.put('object', {
    ...object,
    placement: { ...placement, x: round(to.x), y: round(to.y), rotation: normaliseRotation(to.rotation) },
  });
  const component = builder.get('component', String(object.componentId));
  if (component && (Number(component.width) !== to.width || Number(component.height) !== to.height))
    builder.put('component', { ...component, width: Math.max(1, Math.round(to.width)), height: Math.max(1, Math.round(to.height)) });
  settle(builder, [id]);
  const resized = component && (Number(component.width) !== Math.round(to.width) || Number(component.height) !== Math.round(to.height));
  return builder.build(
    resized ? `Resize ${String(component.name)}` : placement.rotation !== normaliseRotation(to.rotation) ? 'Rotate object' : 'Move object',
  );
}

/** A rotation in -360..360, whole degrees, 360 kept as 0. */
export function normaliseRotation(rotation: number): number {
  const turned = Math.round(rotation) % 360;
  return turned === 0 ? 0 : turned;
}

/** Copies objects (with what containers hold) a little down and to the right; answers the edit and the copies' ids. */
export function duplicateEdit(doc: GameDocument, ids: ReadonlyArray<string>, offset = 24): { edit: Edit; ids: string[] } {
  const builder = new EditBuilder(doc);
  const copies: string[] = [];
  const copy = (source: PartData, placement: unknown) => {
    const id = newPartId();
    builder.put('object', { ...structuredClone(source), id, placement });
    for (const child of doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === source.id))
      copy(child as unknown as PartData, { ...child.placement, parentId: id });
    return id;
  };
  for (const id of ids) {
    const object = builder.get('object', id);
    const placement = surfacePlacement(object);
    if (!object || !placement) continue;
    copies.push(copy(object, { ...placement, x: round(placement.x + offset), y: round(placement.y + offset) }));
  }
  settle(builder, copies);
  return { edit: builder.build(`Duplicate ${plural(copies.length, 'object')}`), ids: copies };
}

/** Deletes what is selected: objects with their contents (innermost first), dropzones with their anchors, anchors. */
export function deleteEdit(doc: GameDocument, keys: ReadonlyArray<string>): Edit {
  const builder = new EditBuilder(doc);
  const removeObject = (id: string) => {
    for (const child of doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === id))
      removeObject(child.id);
    if (builder.get('object', id)) builder.remove('object', id);
  };
  for (const key of keys) {
    const { kind, id } = parseKey(key);
    if (kind === 'object') removeObject(id);
    else if (kind === 'anchor') {
      if (builder.get('anchor', id)) builder.remove('anchor', id);
    } else {
      for (const anchor of doc.anchors.filter((candidate) => candidate.dropzoneId === id))
        if (builder.get('anchor', anchor.id)) builder.remove('anchor', anchor.id);
      if (builder.get('dropzone', id)) builder.remove('dropzone', id);
    }
  }
  return builder.build(`Delete ${plural(keys.length, 'item')}`);
}

/** Moves and resizes a dropzone; objects lying in it move along, then its layout is applied. */
export function transformZoneEdit(doc: GameDocument, id: string, box: Box, options: { carry?: boolean } = {}): Edit {
  const builder = new EditBuilder(doc);
  const zone = builder.get('dropzone', id);
  if (!zone) return builder.build('Move dropzone');
  const before = zoneBox(zone);
  const dx = box.x - before.x;
  const dy = box.y - before.y;
  const surfaceId = (zone.parent as { surfaceId?: string }).surfaceId;
  const size = { width: Math.max(1, Math.round(box.width)), height: Math.max(1, Math.round(box.height)) };
  const centre = dropzoneCentre({ x: box.x, y: box.y, ...size });
  const next = { ...zone, x: round(centre.x), y: round(centre.y), ...size };
  builder.put('dropzone', next);
  // Only when the author asks do the pieces lying in the zone go with it (and follow its layout). Pieces it
  // lands on are never moved or snapped into its layout: dragging a zone across the table captures nothing.
  if (options.carry) {
    const carried = new Set<string>();
    for (const object of builder.all('object')) {
      const placement = surfacePlacement(object);
      if (!placement || placement.surfaceId !== surfaceId || !containsPoint(before, placement)) continue;
      carried.add(String(object.id));
      builder.put('object', { ...object, placement: { ...placement, x: round(placement.x + dx), y: round(placement.y + dy) } });
    }
    layOut(builder, next, carried);
  }
  const resized = next.width !== before.width || next.height !== before.height;
  return builder.build(`${resized ? 'Resize' : 'Move'} ${String(zone.name)}`);
}

/** Changes a dropzone's layout and applies it to what lies in it. */
export function zoneLayoutEdit(doc: GameDocument, id: string, layout: Layout): Edit {
  const builder = new EditBuilder(doc);
  const zone = builder.get('dropzone', id);
  if (!zone) return builder.build('Change layout');
  const next = { ...zone, layout };
  builder.put('dropzone', next);
  layOut(builder, next);
  return builder.build(`Lay out ${String(zone.name)} as ${layout.type}`);
}

/** Adds a dropzone to the surface; `settings` (a preset's layout, turning and shuffling) replace the plain defaults. */
export function addZoneEdit(
  doc: GameDocument,
  surfaceId: string,
  box: Box,
  name = `Dropzone ${doc.dropzones.length + 1}`,
  settings: Partial<Pick<Dropzone, 'layout' | 'viewPolicy' | 'faceUpOnDrop' | 'shuffleAtStart'>> = {},
): { edit: Edit; id: string } {
  const builder = new EditBuilder(doc);
  const id = newPartId();
  const order = doc.dropzones.reduce((max, zone) => Math.max(max, zone.order + 1), 0);
  const size = { width: Math.round(box.width), height: Math.round(box.height) };
  const centre = dropzoneCentre({ x: box.x, y: box.y, ...size });
  builder.put('dropzone', {
    id,
    name,
    parent: { type: 'surface', surfaceId },
    x: round(centre.x),
    y: round(centre.y),
    ...size,
    layout: { type: 'free' },
    viewPolicy: 'everyone',
    ...settings,
    order,
  });
  return { edit: builder.build(`Add ${name}`), id };
}

/** Adds an anchor point inside a dropzone (from its centre). */
export function addAnchorEdit(doc: GameDocument, zoneId: string, at: Point): { edit: Edit; id: string } {
  const builder = new EditBuilder(doc);
  const id = newPartId();
  const name = `Anchor ${doc.anchors.filter((anchor) => anchor.dropzoneId === zoneId).length + 1}`;
  builder.put('anchor', { id, name, dropzoneId: zoneId, kind: 'point', x: round(at.x), y: round(at.y) });
  const zone = builder.get('dropzone', zoneId);
  if (zone) layOut(builder, zone);
  return { edit: builder.build(`Add ${name}`), id };
}

/** Moves an anchor (a point, or a line by its first end) to `at`, from its dropzone's centre. */
export function moveAnchorEdit(doc: GameDocument, id: string, at: Point): Edit {
  const builder = new EditBuilder(doc);
  const anchor = builder.get('anchor', id);
  if (!anchor) return builder.build('Move anchor');
  const dx = at.x - Number(anchor.x);
  const dy = at.y - Number(anchor.y);
  const next: PartData = { ...anchor, x: round(at.x), y: round(at.y) };
  if (anchor.kind === 'line') Object.assign(next, { x2: round(Number(anchor.x2) + dx), y2: round(Number(anchor.y2) + dy) });
  builder.put('anchor', next);
  const zone = builder.get('dropzone', String(anchor.dropzoneId));
  if (zone) layOut(builder, zone);
  return builder.build(`Move ${String(anchor.name)}`);
}

/** Changes some settings of one object (face up, variant). */
export function objectSettingsEdit(doc: GameDocument, id: string, settings: { faceUp?: boolean; variantId?: string | null }): Edit {
  const builder = new EditBuilder(doc);
  const object = builder.get('object', id);
  if (!object) return builder.build('Change object');
  const next: PartData = { ...object };
  if (settings.faceUp !== undefined) next.faceUp = settings.faceUp;
  if (settings.variantId !== undefined) {
    if (settings.variantId === null) delete next.variantId;
    else next.variantId = settings.variantId;
  }
  builder.put('object', next);
  return builder.build(settings.faceUp !== undefined ? (settings.faceUp ? 'Turn face up' : 'Turn face down') : 'Change variant');
}

/** The box of an object placed at a centre with its component's size. */
export function objectBoxAt(doc: GameDocument, componentId: string, centre: Point, rotation = 0): Box {
  const component = doc.components.find((candidate) => candidate.id === componentId);
  return boxAround(centre, component?.width ?? 0, component?.height ?? 0, rotation);
}
