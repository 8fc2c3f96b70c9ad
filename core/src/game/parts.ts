import { PART_KINDS, PART_LABELS, PART_SCHEMAS, isPartKind, type GameDocument, type Part, type PartKind } from './document.ts';
import { newPartId, PART_ID_PATTERN } from './ids.ts';
import { PART_LIMITS } from './limits.ts';
import { isPlainObject, mergePatch } from './merge-patch.ts';
import { ORDERED_KINDS, listOf, locate, newReferenceProblems, unknownKind, withList } from './part-helpers.ts';
import { problemsFromZod, refuse, type DocumentResult } from './problems.ts';

export { deletePart } from './delete-part.ts';

// Editing one part at a time. Each operation is pure: it returns a new document or refuses, saying why
// at the field path of the cause, and never leaves a document whose parts point at nothing.

/** Settings every component has whatever its kind; the rest belong to one kind. */
const COMPONENT_COMMON_KEYS = ['id', 'name', 'width', 'height', 'orientations'];

/** Adds a part made from `input` (its settings; an id is made unless a valid unused one is given) at the end of its list. */
export function addPart<K extends PartKind>(
  doc: GameDocument,
  kind: K,
  input: unknown,
): DocumentResult<GameDocument, { id: string; part: Part<K> }> {
  if (!isPartKind(kind)) return refuse(unknownKind(kind));
  const collection = PART_KINDS[kind];
  const list = listOf(doc, kind);
  const index = list.length;
  if (!isPlainObject(input))
    return refuse({
      path: [collection, index],
      code: 'INVALID_TYPE',
      message: `A new ${PART_LABELS[kind].one} must be an object of settings.`,
    });
  if (list.length >= PART_LIMITS[collection])
    return refuse({
      path: [collection],
      code: 'LIMIT_REACHED',
      message: `A game can have at most ${PART_LIMITS[collection]} ${PART_LABELS[kind].many}.`,
    });

  const taken = new Set(list.map((part) => part.id));
  let id: string;
  if (input.id === undefined) {
    do id = newPartId();
    while (taken.has(id));
  } else if (typeof input.id === 'string' && PART_ID_PATTERN.test(input.id) && !taken.has(input.id)) {
    id = input.id;
  } else {
    const message = taken.has(String(input.id))
      ? `Another ${PART_LABELS[kind].one} already has id "${String(input.id)}".`
      : 'must be an id of letters, digits, "_" or "-"';
    return refuse({ path: [collection, index, 'id'], code: taken.has(String(input.id)) ? 'DUPLICATE_ID' : 'INVALID_FORMAT', message });
  }

  const draft: Record<string, unknown> = { ...input, id };
  if (ORDERED_KINDS.has(kind) && draft.order === undefined)
    draft.order = list.reduce((max, part) => Math.max(max, Number(part.order) + 1), 0);
  const parsed = PART_SCHEMAS[kind].safeParse(draft);
  if (!parsed.success) return refuse(...problemsFromZod(parsed.error, [collection, index]));

  const part = parsed.data as Part<K>;
  const next = withList(doc, kind, [...list, part]);
  const problems = newReferenceProblems(doc, next);
  return problems.length > 0 ? refuse(...problems) : { ok: true, doc: next, id, part };
}

/**
 * Changes some settings of a part with a JSON merge patch: nested objects merge, `null` removes an
 * optional setting (or a variant's value for a field), and changing a component's kind drops the old
 * kind's settings.
 */
export function updatePart<K extends PartKind>(
  doc: GameDocument,
  kind: K,
  id: string,
  patch: unknown,
): DocumentResult<GameDocument, { part: Part<K> }> {
  const found = locate(doc, kind, id);
  if (!found.ok) return found;
  const collection = PART_KINDS[kind];
  const list = listOf(doc, kind);
  const current = list[found.index]!;
  if (!isPlainObject(patch))
    return refuse({ path: [collection, found.index], code: 'INVALID_TYPE', message: 'A change must be an object of settings.' });
  if (patch.id !== undefined && patch.id !== id)
    return refuse({ path: [collection, found.index, 'id'], code: 'ID_IMMUTABLE', message: 'cannot be changed' });

  let base: Record<string, unknown> = current;
  if (kind === 'component' && patch.kind !== undefined && patch.kind !== current.kind)
    base = Object.fromEntries(Object.entries(current).filter(([key]) => COMPONENT_COMMON_KEYS.includes(key)));
  const parsed = PART_SCHEMAS[kind].safeParse(mergePatch(base, patch));
  if (!parsed.success) return refuse(...problemsFromZod(parsed.error, [collection, found.index]));

  const part = parsed.data as Part<K>;
  const next = withList(
    doc,
    kind,
    list.map((existing, i) => (i === found.index ? part : existing)),
  );
  const problems = newReferenceProblems(doc, next);
  return problems.length > 0 ? refuse(...problems) : { ok: true, doc: next, part };
}

/** One change of a batch: which part, and the merge patch for it (as `updatePart` takes). */
export interface PartUpdate {
  kind: PartKind;
  id: string;
  patch: unknown;
}

/**
 * Several part changes as one: each applied in order to the result of the one before, all or nothing.
 * A move of many objects on the canvas is one such batch, saved as one version of the draft.
 */
export function updateParts(doc: GameDocument, updates: ReadonlyArray<PartUpdate>): DocumentResult<GameDocument> {
  let current = doc;
  for (const update of updates) {
    const result = updatePart(current, update.kind, update.id, update.patch);
    if (!result.ok) return result;
    current = result.doc;
  }
  return { ok: true, doc: current };
}

/**
 * Puts the listed parts of one kind in the given order. The list may be a subset (a component's variants):
 * those parts swap among the places they held and the others stay put. Seats, dropzones and guides get
 * their `order` renumbered to match.
 */
export function reorderParts(doc: GameDocument, kind: PartKind, orderedIds: ReadonlyArray<string>): DocumentResult<GameDocument> {
  if (!isPartKind(kind)) return refuse(unknownKind(kind));
  const collection = PART_KINDS[kind];
  const list = listOf(doc, kind);
  const indexById = new Map(list.map((part, i) => [part.id, i]));
  const seen = new Set<string>();
  for (const id of orderedIds) {
    if (!indexById.has(id))
      return refuse({ path: [collection], code: 'NOT_FOUND', message: `There is no ${PART_LABELS[kind].one} with id "${id}".` });
    if (seen.has(id))
      return refuse({ path: [collection], code: 'INVALID_ORDER', message: `The new order lists ${PART_LABELS[kind].one} "${id}" twice.` });
    seen.add(id);
  }
  const slots = orderedIds.map((id) => indexById.get(id)!).sort((a, b) => a - b);
  const reordered = [...list];
  slots.forEach((slot, i) => {
    reordered[slot] = list[indexById.get(orderedIds[i]!)!]!;
  });
  const renumbered = ORDERED_KINDS.has(kind) ? reordered.map((part, order) => ({ ...part, order })) : reordered;
  return { ok: true, doc: withList(doc, kind, renumbered) };
}
