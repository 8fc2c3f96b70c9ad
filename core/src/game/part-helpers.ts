import { PART_KINDS, PART_LABELS, isPartKind, type GameDocument, type PartKind } from './document.ts';
import { checkReferences } from './references.ts';
import type { Problem } from './problems.ts';

// Small pieces shared by the part operations.

/** A part as the operations see it: any kind, known only to have an id. */
export type AnyPart = { id: string } & Record<string, unknown>;

/** The parts of a kind, loosely typed for generic edits. */
export function listOf(doc: GameDocument, kind: PartKind): ReadonlyArray<AnyPart> {
  return doc[PART_KINDS[kind]] as ReadonlyArray<AnyPart>;
}

/** A copy of the document with one kind's parts replaced. */
export function withList(doc: GameDocument, kind: PartKind, parts: ReadonlyArray<unknown>): GameDocument {
  return { ...doc, [PART_KINDS[kind]]: parts } as GameDocument;
}

/** The refusal for a kind name that is not a part kind. */
export function unknownKind(kind: unknown): Problem {
  return {
    path: ['kind'],
    code: 'UNKNOWN_KIND',
    message: `"${String(kind)}" is not a kind of part; use one of ${Object.keys(PART_KINDS).join(', ')}.`,
  };
}

/** The refusal for an id that names no part of the kind. */
export function notFound(kind: PartKind, id: string): Problem {
  return { path: [PART_KINDS[kind]], code: 'NOT_FOUND', message: `There is no ${PART_LABELS[kind].one} with id "${id}".` };
}

/** Checks the kind and finds the part's index, or says why it cannot. */
export function locate(
  doc: GameDocument,
  kind: unknown,
  id: string,
): { ok: true; kind: PartKind; index: number } | { ok: false; problems: Problem[] } {
  if (!isPartKind(kind)) return { ok: false, problems: [unknownKind(kind)] };
  const index = listOf(doc, kind).findIndex((part) => part.id === id);
  return index === -1 ? { ok: false, problems: [notFound(kind, id)] } : { ok: true, kind, index };
}

/** Link problems the edit introduced: those in `after` that `before` did not have (same code at the same path). */
export function newReferenceProblems(before: GameDocument, after: GameDocument): Problem[] {
  const key = (problem: Problem) => `${problem.code}\u0000${JSON.stringify(problem.path)}`;
  const existing = new Set(checkReferences(before).map(key));
  return checkReferences(after).filter((problem) => !existing.has(key(problem)));
}

/** Kinds whose parts carry an `order` that follows their place in the list. */
export const ORDERED_KINDS: ReadonlySet<PartKind> = new Set<PartKind>(['seat', 'dropzone', 'guide']);
