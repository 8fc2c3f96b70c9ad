import { PART_KINDS, PART_LABELS, type Component, type GameDocument, type GameObject, type PartKind } from './document.ts';
import type { Problem } from './problems.ts';
import { valueTypeMismatch } from './template-schemas.ts';

// Rules the schema cannot express alone because they span parts: every id a part points at exists and
// is of the right sort. A document that passes these can be turned into a room without guessing.

type Path = Problem['path'];

/** Parts of every kind by id (the first one when ids repeat). */
export type PartIndex = { [K in PartKind]: Map<string, GameDocument[(typeof PART_KINDS)[K]][number]> };

/** Looks parts up by id, one map per kind. */
export function indexParts(doc: GameDocument): PartIndex {
  const index = {} as Record<PartKind, Map<string, { id: string }>>;
  for (const kind of Object.keys(PART_KINDS) as PartKind[]) {
    const map = new Map<string, { id: string }>();
    for (const part of doc[PART_KINDS[kind]] as ReadonlyArray<{ id: string }>) if (!map.has(part.id)) map.set(part.id, part);
    index[kind] = map;
  }
  return index as PartIndex;
}

/** How an object is named in messages: its own name, else its component's, else its id. */
export function objectLabel(object: GameObject, components: ReadonlyMap<string, Component>): string {
  return object.name ?? components.get(object.componentId)?.name ?? object.id;
}

/** Every broken link between parts, as problems at the path of the field holding the link. */
export function checkReferences(doc: GameDocument): Problem[] {
  const problems: Problem[] = [];
  const parts = indexParts(doc);
  const report = (path: Path, code: string, message: string) => problems.push({ path, code, message });
  const missing = (kind: PartKind, id: string, path: Path) =>
    report(path, `UNKNOWN_${kind.toUpperCase()}`, `There is no ${PART_LABELS[kind].one} with id "${id}".`);
  const needAsset = (id: string | undefined, path: Path) => {
    if (id !== undefined && !parts.asset.has(id)) missing('asset', id, path);
  };

  for (const kind of Object.keys(PART_KINDS) as PartKind[]) {
    const seen = new Set<string>();
    (doc[PART_KINDS[kind]] as ReadonlyArray<{ id: string }>).forEach((part, i) => {
      if (seen.has(part.id))
        report([PART_KINDS[kind], i, 'id'], 'DUPLICATE_ID', `Another ${PART_LABELS[kind].one} already has id "${part.id}".`);
      seen.add(part.id);
    });
  }

  doc.components.forEach((component, i) => {
    if (component.kind !== 'tile') return;
    needAsset(component.faces.front.imageAssetId, ['components', i, 'faces', 'front', 'imageAssetId']);
    needAsset(component.faces.back.imageAssetId, ['components', i, 'faces', 'back', 'imageAssetId']);
  });

  const fieldNames = new Map<string, Set<string>>();
  doc.fields.forEach((field, i) => {
    if (!parts.component.has(field.componentId)) missing('component', field.componentId, ['fields', i, 'componentId']);
    const names = fieldNames.get(field.componentId) ?? new Set<string>();
    fieldNames.set(field.componentId, names);
    // Field names head the columns of the variants CSV, so they must tell the columns apart.
    if (names.has(field.name))
      report(['fields', i, 'name'], 'DUPLICATE_FIELD_NAME', `Another field of this component is already named "${field.name}".`);
    names.add(field.name);
    if (field.type === 'image' && typeof field.defaultValue === 'string') needAsset(field.defaultValue, ['fields', i, 'defaultValue']);
  });

  doc.variants.forEach((variant, i) => {
    const component = parts.component.get(variant.componentId);
    if (!component) missing('component', variant.componentId, ['variants', i, 'componentId']);
    if (variant.sheetFrame) needAsset(variant.sheetFrame.assetRefId, ['variants', i, 'sheetFrame', 'assetRefId']);
    for (const [fieldId, value] of Object.entries(variant.values)) {
      const path = ['variants', i, 'values', fieldId];
      const field = parts.field.get(fieldId);
      if (!field) {
        missing('field', fieldId, path);
        continue;
      }
      if (field.componentId !== variant.componentId) {
        report(
          path,
          'FIELD_OF_OTHER_COMPONENT',
          `Field "${field.name}" belongs to another component, so variant "${variant.name}" cannot fill it.`,
        );
        continue;
      }
      const mismatch = valueTypeMismatch(field.type, value);
      if (mismatch)
        report(path, 'VALUE_TYPE_MISMATCH', `${mismatch} (field "${field.name}" is ${field.type === 'image' ? 'an image' : field.type})`);
      else if (field.type === 'image' && typeof value === 'string') needAsset(value, path);
    }
  });

  doc.objects.forEach((object, i) => {
    const component = parts.component.get(object.componentId);
    if (!component) missing('component', object.componentId, ['objects', i, 'componentId']);
    if (object.variantId !== undefined) {
      const variant = parts.variant.get(object.variantId);
      if (!variant) missing('variant', object.variantId, ['objects', i, 'variantId']);
      else if (component && variant.componentId !== object.componentId)
        report(
          ['objects', i, 'variantId'],
          'VARIANT_OF_OTHER_COMPONENT',
          `Variant "${variant.name}" is not a variant of component "${component.name}".`,
        );
    }
    const placement = object.placement;
    if (placement.type === 'surface' && !parts.surface.has(placement.surfaceId))
      missing('surface', placement.surfaceId, ['objects', i, 'placement', 'surfaceId']);
    if (placement.type === 'seat' && !parts.seat.has(placement.seatId))
      missing('seat', placement.seatId, ['objects', i, 'placement', 'seatId']);
    if (placement.type === 'object') {
      const parent = parts.object.get(placement.parentId);
      if (!parent) missing('object', placement.parentId, ['objects', i, 'placement', 'parentId']);
      else {
        const parentComponent = parts.component.get(parent.componentId);
        if (parentComponent && parentComponent.kind !== 'container')
          report(
            ['objects', i, 'placement', 'parentId'],
            'PARENT_NOT_CONTAINER',
            `Object "${objectLabel(parent, parts.component)}" is a ${parentComponent.kind}, not a container, so nothing can go inside it.`,
          );
      }
    }
  });
  for (const i of objectsInCycles(doc.objects)) {
    const object = doc.objects[i]!;
    report(
      ['objects', i, 'placement', 'parentId'],
      'PLACEMENT_CYCLE',
      `Object "${objectLabel(object, parts.component)}" would end up inside itself.`,
    );
  }

  doc.surfaces.forEach((surface, i) => needAsset(surface.background.imageAssetId, ['surfaces', i, 'background', 'imageAssetId']));

  doc.dropzones.forEach((dropzone, i) => {
    const parent = dropzone.parent;
    if (parent.type === 'surface' && !parts.surface.has(parent.surfaceId))
      missing('surface', parent.surfaceId, ['dropzones', i, 'parent', 'surfaceId']);
    if (parent.type === 'component') {
      const component = parts.component.get(parent.componentId);
      if (!component) missing('component', parent.componentId, ['dropzones', i, 'parent', 'componentId']);
      else if (component.kind !== 'container')
        report(
          ['dropzones', i, 'parent', 'componentId'],
          'PARENT_NOT_CONTAINER',
          `Component "${component.name}" is a ${component.kind}; only containers and surfaces have dropzones.`,
        );
    }
    if (dropzone.ownerSeatId !== undefined && !parts.seat.has(dropzone.ownerSeatId))
      missing('seat', dropzone.ownerSeatId, ['dropzones', i, 'ownerSeatId']);
  });

  doc.anchors.forEach((anchor, i) => {
    if (!parts.dropzone.has(anchor.dropzoneId)) missing('dropzone', anchor.dropzoneId, ['anchors', i, 'dropzoneId']);
  });

  return problems;
}

/** Indexes of objects that sit, directly or through other objects, inside themselves. */
function objectsInCycles(objects: ReadonlyArray<GameObject>): number[] {
  const indexById = new Map<string, number>();
  objects.forEach((object, i) => {
    if (!indexById.has(object.id)) indexById.set(object.id, i);
  });
  const parentOf = (i: number): number | undefined => {
    const placement = objects[i]!.placement;
    return placement.type === 'object' ? indexById.get(placement.parentId) : undefined;
  };
  // Each object has at most one parent, so walking parents from each unvisited object either ends,
  // reaches an object finished earlier, or meets the current walk again: that part of the walk is a cycle.
  const state = new Array<'new' | 'walking' | 'done'>(objects.length).fill('new');
  const inCycle: number[] = [];
  for (let start = 0; start < objects.length; start++) {
    const walk: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined && state[at] === 'new') {
      state[at] = 'walking';
      walk.push(at);
      at = parentOf(at);
    }
    if (at !== undefined && state[at] === 'walking') inCycle.push(...walk.slice(walk.indexOf(at)));
    for (const i of walk) state[i] = 'done';
  }
  return inCycle.sort((a, b) => a - b);
}
