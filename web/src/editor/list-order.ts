import { PART_KINDS, type GameDocument, type PartKind } from '@tablecraft/core/game';

// The order parts are listed in, and the order a move asks the API for.

type AnyPart = { id: string; order?: unknown };

/** Kinds whose `order` setting decides their order (the API renumbers it on a reorder). */
const ORDERED: ReadonlySet<PartKind> = new Set(['seat', 'dropzone', 'guide']);

/** The parts of a kind that pass `keep`, in the order players meet them. */
export function listedParts<T extends AnyPart>(doc: GameDocument, kind: PartKind, keep: (part: T) => boolean = () => true): T[] {
  const parts = (doc[PART_KINDS[kind]] as unknown as ReadonlyArray<T>).filter(keep);
  // Stable sort: parts with the same order stay in document order.
  return ORDERED.has(kind) ? [...parts].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0)) : parts;
}

/** The ids of `list` with the part at `index` moved one place up (-1) or down (+1); null when it cannot move. */
export function movedIds(list: ReadonlyArray<{ id: string }>, index: number, step: -1 | 1): string[] | null {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const ids = list.map((part) => part.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}
