import { PART_KINDS, type GameDocument, type PartKind } from './document.ts';
import { locate, withList } from './part-helpers.ts';
import { countOf, refuse, type DocumentResult, type Problem } from './problems.ts';

// What deleting a part does to the parts that point at it. The rule: parts that only exist to serve the
// deleted one go with it (a component's fields, variants and dropzones; a dropzone's anchors; a surface's
// dropzones; a container object's contents). Parts an author placed or chose separately (objects using a
// component, variant, surface or seat; dropzones owned by a seat; parts showing an asset) make the
// deletion refused, naming how many, so nothing the author built disappears without being asked.

const inUse = (path: Problem['path'], message: string): Problem => ({ path, code: 'PART_IN_USE', message });

/** Deletes a part, taking along the parts that only serve it; refused while objects or other parts still use it. */
export function deletePart(doc: GameDocument, kind: PartKind, id: string): DocumentResult<GameDocument> {
  const found = locate(doc, kind, id);
  if (!found.ok) return found;
  const path = [PART_KINDS[found.kind], found.index];
  const others = <T extends { id: string }>(parts: ReadonlyArray<T>) => parts.filter((part) => part.id !== id);

  switch (found.kind) {
    case 'component': {
      const component = doc.components[found.index]!;
      const users = doc.objects.filter((object) => object.componentId === id).length;
      if (users > 0)
        return refuse(inUse(path, `Component "${component.name}" is used by ${countOf(users, 'object', 'objects')}; remove them first.`));
      const dropzoneIds = new Set(
        doc.dropzones.filter((zone) => zone.parent.type === 'component' && zone.parent.componentId === id).map((zone) => zone.id),
      );
      return {
        ok: true,
        doc: {
          ...doc,
          components: others(doc.components),
          fields: doc.fields.filter((field) => field.componentId !== id),
          variants: doc.variants.filter((variant) => variant.componentId !== id),
          dropzones: doc.dropzones.filter((zone) => !dropzoneIds.has(zone.id)),
          anchors: doc.anchors.filter((anchor) => !dropzoneIds.has(anchor.dropzoneId)),
        },
      };
    }
    case 'field':
      return {
        ok: true,
        doc: {
          ...doc,
          fields: others(doc.fields),
          variants: doc.variants.map((variant) =>
            Object.hasOwn(variant.values, id)
              ? { ...variant, values: Object.fromEntries(Object.entries(variant.values).filter(([fieldId]) => fieldId !== id)) }
              : variant,
          ),
        },
      };
    case 'variant': {
      const variant = doc.variants[found.index]!;
      const users = doc.objects.filter((object) => object.variantId === id).length;
      if (users > 0)
        return refuse(inUse(path, `Variant "${variant.name}" is used by ${countOf(users, 'object', 'objects')}; remove them first.`));
      return { ok: true, doc: { ...doc, variants: others(doc.variants) } };
    }
    case 'object': {
      const doomed = withContents(doc, id);
      return { ok: true, doc: { ...doc, objects: doc.objects.filter((object) => !doomed.has(object.id)) } };
    }
    case 'surface': {
      const surface = doc.surfaces[found.index]!;
      const held = doc.objects.filter((object) => object.placement.type === 'surface' && object.placement.surfaceId === id).length;
      if (held > 0)
        return refuse(inUse(path, `Surface "${surface.name}" holds ${countOf(held, 'object', 'objects')}; move or remove them first.`));
      const dropzoneIds = new Set(
        doc.dropzones.filter((zone) => zone.parent.type === 'surface' && zone.parent.surfaceId === id).map((zone) => zone.id),
      );
      return {
        ok: true,
        doc: {
          ...doc,
          surfaces: others(doc.surfaces),
          dropzones: doc.dropzones.filter((zone) => !dropzoneIds.has(zone.id)),
          anchors: doc.anchors.filter((anchor) => !dropzoneIds.has(anchor.dropzoneId)),
        },
      };
    }
    case 'seat': {
      const seat = doc.seats[found.index]!;
      const held = doc.objects.filter((object) => object.placement.type === 'seat' && object.placement.seatId === id).length;
      if (held > 0)
        return refuse(inUse(path, `Seat "${seat.name}" holds ${countOf(held, 'object', 'objects')}; move or remove them first.`));
      const owned = doc.dropzones.filter((zone) => zone.ownerSeatId === id).length;
      if (owned > 0)
        return refuse(inUse(path, `Seat "${seat.name}" owns ${countOf(owned, 'dropzone', 'dropzones')}; give them another owner first.`));
      return { ok: true, doc: { ...doc, seats: others(doc.seats) } };
    }
    case 'dropzone':
      return {
        ok: true,
        doc: { ...doc, dropzones: others(doc.dropzones), anchors: doc.anchors.filter((anchor) => anchor.dropzoneId !== id) },
      };
    case 'asset': {
      const asset = doc.assets[found.index]!;
      const uses = assetUses(doc, id);
      if (uses.length > 0) return refuse(inUse(path, `Asset "${asset.name}" is used by ${joinAnd(uses)}; remove those uses first.`));
      return { ok: true, doc: { ...doc, assets: others(doc.assets) } };
    }
    case 'anchor':
    case 'guide':
    case 'script':
      return {
        ok: true,
        doc: withList(
          doc,
          found.kind,
          doc[PART_KINDS[found.kind]].filter((part) => part.id !== id),
        ),
      };
  }
}

/** "a", "a and b", "a, b and c". */
function joinAnd(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The object and everything inside it, at any depth. */
function withContents(doc: GameDocument, id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const object of doc.objects) {
    if (object.placement.type !== 'object') continue;
    const siblings = children.get(object.placement.parentId) ?? [];
    siblings.push(object.id);
    children.set(object.placement.parentId, siblings);
  }
  const doomed = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const child of children.get(next) ?? []) {
      if (doomed.has(child)) continue;
      doomed.add(child);
      queue.push(child);
    }
  }
  return doomed;
}

/** What shows the asset, counted per kind of part: ["2 components", "52 variants"]. */
function assetUses(doc: GameDocument, id: string): string[] {
  const components = doc.components.filter(
    (c) => c.kind === 'tile' && (c.faces.front.imageAssetId === id || c.faces.back.imageAssetId === id),
  ).length;
  const fields = doc.fields.filter((field) => field.type === 'image' && field.defaultValue === id).length;
  const imageFields = new Set(doc.fields.filter((field) => field.type === 'image').map((field) => field.id));
  const variants = doc.variants.filter(
    (variant) =>
      variant.sheetFrame?.assetRefId === id ||
      Object.entries(variant.values).some(([fieldId, value]) => value === id && imageFields.has(fieldId)),
  ).length;
  const surfaces = doc.surfaces.filter((surface) => surface.background.imageAssetId === id).length;
  return [
    [components, 'component', 'components'] as const,
    [fields, 'field', 'fields'] as const,
    [variants, 'variant', 'variants'] as const,
    [surfaces, 'surface', 'surfaces'] as const,
  ]
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => countOf(count, one, many));
}
