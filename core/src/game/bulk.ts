import type { GameDocument, GameObject } from './document.ts';
import { newPartId } from './ids.ts';
import { PART_LIMITS } from './limits.ts';
import { notFound } from './part-helpers.ts';
import { countOf, refuse, type DocumentResult } from './problems.ts';

// Edits of many parts at once, each one change of the document (saved as one version of the draft):
// what an author would otherwise do fifty times over in a form.

/** Where a copy of an object lands relative to the one before it on a surface, so copies do not hide each other. */
const COPY_OFFSET = 12;

function tooManyObjects(doc: GameDocument, adding: number) {
  return doc.objects.length + adding > PART_LIMITS.objects
    ? refuse({
        path: ['objects'],
        code: 'LIMIT_REACHED',
        message: `A game can have at most ${PART_LIMITS.objects} objects; this would make ${doc.objects.length + adding}.`,
      })
    : null;
}

/**
 * Fills a container object (a deck) with one new object per variant of a component, after what it
 * already holds: in the variants' order, or shuffled with `random` (numbers in [0, 1), Math.random by
 * default). The cards go in face down, as a deck's are. With `shuffleAtStart`, the container's component
 * is marked to be shuffled whenever a room opens (true) or to keep its order (false); without, it keeps
 * what it had.
 */
export function fillWithVariants(
  doc: GameDocument,
  containerObjectId: string,
  componentId: string,
  options: { shuffle?: boolean; random?: () => number; faceUp?: boolean; shuffleAtStart?: boolean } = {},
): DocumentResult<GameDocument, { added: number }> {
  const container = doc.objects.find((object) => object.id === containerObjectId);
  if (!container) return refuse(notFound('object', containerObjectId));
  const containerComponent = doc.components.find((component) => component.id === container.componentId);
  if (containerComponent?.kind !== 'container')
    return refuse({
      path: ['objects'],
      code: 'NOT_A_CONTAINER',
      message: `"${container.name ?? containerComponent?.name ?? container.id}" is not a container; only a container (a deck, a bag) can be filled.`,
    });
  if (!doc.components.some((component) => component.id === componentId)) return refuse(notFound('component', componentId));
  const variants = doc.variants.filter((variant) => variant.componentId === componentId).map((variant) => variant.id);
  if (variants.length === 0)
    return refuse({
      path: ['variants'],
      code: 'NO_VARIANTS',
      message: 'That component has no variants yet: add them (or import a CSV) first.',
    });
  const limit = tooManyObjects(doc, variants.length);
  if (limit) return limit;

  if (options.shuffle) {
    const random = options.random ?? Math.random;
    for (let i = variants.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [variants[i], variants[j]] = [variants[j]!, variants[i]!];
    }
  }
  const inside = doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === containerObjectId);
  const start =
    inside.reduce(
      (max, object) => Math.max(max, (object.placement.type === 'object' ? object.placement.order : undefined) ?? -1),
      inside.length - 1,
    ) + 1;
  const taken = new Set(doc.objects.map((object) => object.id));
  const added: GameObject[] = variants.map((variantId, i) => ({
    id: freshId(taken),
    componentId,
    variantId,
    placement: { type: 'object', parentId: containerObjectId, order: start + i },
    faceUp: options.faceUp ?? false,
  }));
  const shuffledAtStart = options.shuffleAtStart;
  const components =
    shuffledAtStart === undefined
      ? doc.components
      : doc.components.map((component) =>
          component.id === containerComponent.id && component.kind === 'container'
            ? { ...component, container: markedShuffledAtStart(component.container, shuffledAtStart) }
            : component,
        );
  return { ok: true, doc: { ...doc, components, objects: [...doc.objects, ...added] }, added: added.length };
}

/** A container's settings shuffled whenever a room opens, or keeping their order (the mark left out). */
function markedShuffledAtStart<T extends { shuffleAtStart?: boolean }>(container: T, shuffled: boolean): T {
  const marked = { ...container };
  if (shuffled) marked.shuffleAtStart = true;
  else delete marked.shuffleAtStart;
  return marked;
}

/**
 * A new deck of one component's variants in one change: a container component sized to hold the
 * pieces (a face-down stack nobody can look through), one deck object at the centre of the first
 * surface, and one piece per variant inside it, in the variants' order or shuffled (`shuffle`, as
 * fillWithVariants). The deck is shuffled whenever a room opens unless `shuffleAtStart` is false: every
 * game starts with its own order, not the one the cards were made in.
 */
export function makeDeck(
  doc: GameDocument,
  componentId: string,
  options: { shuffle?: boolean; random?: () => number; shuffleAtStart?: boolean } = {},
): DocumentResult<GameDocument, { deckObjectId: string; added: number }> {
  const component = doc.components.find((candidate) => candidate.id === componentId);
  if (!component) return refuse(notFound('component', componentId));
  const surface = doc.surfaces[0];
  if (!surface)
    return refuse({ path: ['surfaces'], code: 'NO_SURFACE', message: 'The game has no surface to put the deck on: add one first.' });
  if (doc.components.length >= PART_LIMITS.components)
    return refuse({
      path: ['components'],
      code: 'LIMIT_REACHED',
      message: `A game can have at most ${PART_LIMITS.components} components.`,
    });
  const componentIds = new Set(doc.components.map((candidate) => candidate.id));
  const objectIds = new Set(doc.objects.map((object) => object.id));
  const deckComponentId = freshId(componentIds);
  const deckObjectId = freshId(objectIds);
  const name = `${component.name} deck`.slice(0, 80);
  const withDeck: GameDocument = {
    ...doc,
    components: [
      ...doc.components,
      {
        id: deckComponentId,
        name,
        kind: 'container',
        width: component.width + 16,
        height: component.height + 16,
        orientations: 2,
        container: {
          viewPolicy: 'nobody',
          layout: { type: 'stack' },
          ...(options.shuffleAtStart === false ? {} : { shuffleAtStart: true }),
        },
      },
    ],
    objects: [
      ...doc.objects,
      {
        id: deckObjectId,
        componentId: deckComponentId,
        placement: { type: 'surface', surfaceId: surface.id, x: surface.width / 2, y: surface.height / 2, rotation: 0 },
        faceUp: false,
      },
    ],
  };
  const filled = fillWithVariants(withDeck, deckObjectId, componentId, { shuffle: options.shuffle, random: options.random });
  return filled.ok ? { ok: true, doc: filled.doc, deckObjectId, added: filled.added } : filled;
}

/**
 * Points a component's variants at consecutive frames of a sheet, in the variants' order, starting at
 * frame `start`: variant 1 gets frame `start`, variant 2 the next… With `frameCount` (the sheet's
 * rows × columns), variants past the last frame keep what they had.
 */
export function assignSheetFrames(
  doc: GameDocument,
  componentId: string,
  assetRefId: string,
  options: { start?: number; frameCount?: number } = {},
): DocumentResult<GameDocument, { assigned: number }> {
  if (!doc.components.some((component) => component.id === componentId)) return refuse(notFound('component', componentId));
  if (!doc.assets.some((asset) => asset.id === assetRefId)) return refuse(notFound('asset', assetRefId));
  const start = options.start ?? 0;
  const end = options.frameCount ?? Number.POSITIVE_INFINITY;
  let next = start;
  let assigned = 0;
  const variants = doc.variants.map((variant) => {
    if (variant.componentId !== componentId || next >= end) return variant;
    assigned++;
    return { ...variant, sheetFrame: { assetRefId, index: next++ } };
  });
  if (assigned === 0)
    return refuse({ path: ['variants'], code: 'NO_VARIANTS', message: 'That component has no variants to give frames to.' });
  return { ok: true, doc: { ...doc, variants }, assigned };
}

/**
 * Adds `count` copies of an object right after it in the same place: on a surface each a little
 * offset from the one before, in a hand or a container after it. Copies of a container are empty.
 */
export function copyObject(doc: GameDocument, objectId: string, count: number): DocumentResult<GameDocument, { ids: string[] }> {
  const index = doc.objects.findIndex((object) => object.id === objectId);
  if (index === -1) return refuse(notFound('object', objectId));
  if (!Number.isInteger(count) || count < 1 || count > PART_LIMITS.objects)
    return refuse({ path: ['count'], code: 'INVALID_COUNT', message: `must be a whole number from 1 to ${PART_LIMITS.objects}` });
  const limit = tooManyObjects(doc, count);
  if (limit) return limit;
  const original = doc.objects[index]!;
  const taken = new Set(doc.objects.map((object) => object.id));
  const copies: GameObject[] = [];
  for (let i = 1; i <= count; i++) {
    const { placement } = original;
    const copy: GameObject = { ...original, id: freshId(taken), placement: { ...placement } };
    if (original.name) copy.name = `${original.name} ${i + 1}`.slice(0, 80);
    if (placement.type === 'surface') copy.placement = { ...placement, x: placement.x + i * COPY_OFFSET, y: placement.y + i * COPY_OFFSET };
    if (placement.type === 'object' && placement.order !== undefined) copy.placement = { ...placement, order: placement.order + i };
    copies.push(copy);
  }
  // Later siblings in the same container move down to make room for the copies.
  const objects = doc.objects.map((object) => {
    const placement = object.placement;
    if (object === original || original.placement.type !== 'object' || placement.type !== 'object') return object;
    const after = original.placement.order;
    if (
      placement.parentId !== original.placement.parentId ||
      after === undefined ||
      placement.order === undefined ||
      placement.order <= after
    )
      return object;
    return { ...object, placement: { ...placement, order: placement.order + count } };
  });
  objects.splice(index + 1, 0, ...copies);
  return { ok: true, doc: { ...doc, objects }, ids: copies.map((copy) => copy.id) };
}

/** How many copies a count names, for messages. */
export function copiesLabel(count: number): string {
  return countOf(count, 'copy', 'copies');
}

function freshId(taken: Set<string>): string {
  let id: string;
  do id = newPartId();
  while (taken.has(id));
  taken.add(id);
  return id;
}
