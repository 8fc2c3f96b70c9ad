import { PART_KINDS, PART_LABELS, indexParts, objectLabel, type GameDocument, type PartKind } from '@tablecraft/core/game';

// How parts are named on screen and where their pages are.

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Component", "Dropzone". */
export function kindTitle(kind: PartKind): string {
  return capitalize(PART_LABELS[kind].one);
}

/** "Components", "Dropzones". */
export function kindsTitle(kind: PartKind): string {
  return capitalize(PART_LABELS[kind].many);
}

/** A part's name as shown: an object without a name of its own is called after its component. */
export function partName(kind: PartKind, part: { id: string; name?: string }, doc: GameDocument): string {
  if (kind === 'object') return objectLabel(part as Parameters<typeof objectLabel>[0], indexParts(doc).component);
  return part.name ?? part.id;
}

/** The path segments of a part's page: ['components', id]. */
export function partSegments(kind: PartKind, id: string): string[] {
  return [PART_KINDS[kind], id];
}

/** A part of a kind by id, with its place in the list (the document path of its field errors). */
export function findPart(
  doc: GameDocument,
  kind: PartKind,
  id: string | undefined,
): { part: Record<string, unknown> & { id: string }; index: number } | null {
  const list = doc[PART_KINDS[kind]] as ReadonlyArray<Record<string, unknown> & { id: string }>;
  const index = list.findIndex((part) => part.id === id);
  return index === -1 ? null : { part: list[index]!, index };
}

/** "a component", "an object": the kind with its article, for "Add a …" headings. */
export function withArticle(kind: PartKind): string {
  const one = PART_LABELS[kind].one;
  return `${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
}
