import { addPart, deletePart, updatePart, type GameDocument, type PartKind } from '@tablecraft/core/game';

// A canvas edit as data: the parts it touched, each with its state before and after. From that one
// record come the forward change, its inverse (undo), and the versioned mutations that save it.

/** A part's stored settings (any kind). */
export type PartData = Record<string, unknown> & { id: string };

/** One part before and after an edit: `before` null means the edit added it, `after` null that it deleted it. */
export interface PartChange {
  kind: PartKind;
  id: string;
  before: PartData | null;
  after: PartData | null;
}

/** One undoable step: what the author did, in words for the undo button, and the parts it changed, in order. */
export interface Edit {
  label: string;
  changes: PartChange[];
  /** Edits with the same key in a row (keystrokes in one value) undo as one step. */
  mergeKey?: string;
}

/** The mutation that saves one change against the draft. */
export type PartOperation =
  | { type: 'add'; kind: PartKind; input: PartData }
  | { type: 'update'; kind: PartKind; id: string; patch: Record<string, unknown> }
  | { type: 'delete'; kind: PartKind; id: string };

/** The edit that undoes `edit`: every change swapped, in reverse order (children re-added after parents, and so on). */
export function invertEdit(edit: Edit): Edit {
  return {
    label: edit.label,
    changes: [...edit.changes].reverse().map((change) => ({ ...change, before: change.after, after: change.before })),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON merge patch (RFC 7396) turning `before` into `after`: changed keys with their new values,
 * nested objects diffed key by key, removed keys as null. A nested object whose `type` tag changes is
 * sent whole (the document replaces such objects rather than merging them).
 */
export function diffPatch(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) patch[key] = null;
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (isObject(value) && isObject(old) && value.type === old.type) {
      const nested = diffPatch(old, value);
      if (Object.keys(nested).length > 0) patch[key] = nested;
    } else if (!sameJson(old, value)) {
      patch[key] = value;
    }
  }
  return patch;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The mutation for a change, or null when it changes nothing. */
export function operationFor(change: PartChange): PartOperation | null {
  if (change.before === null && change.after === null) return null;
  if (change.before === null) return { type: 'add', kind: change.kind, input: change.after! };
  if (change.after === null) return { type: 'delete', kind: change.kind, id: change.id };
  const patch = diffPatch(change.before, change.after);
  return Object.keys(patch).length === 0 ? null : { type: 'update', kind: change.kind, id: change.id, patch };
}

export type ApplyResult = { ok: true; doc: GameDocument } | { ok: false; message: string };

/** Applies one change to a document with the same rules the server uses; refused changes say why. */
export function applyChange(doc: GameDocument, change: PartChange): ApplyResult {
  const operation = operationFor(change);
  if (!operation) return { ok: true, doc };
  const result =
    operation.type === 'add'
      ? addPart(doc, operation.kind, operation.input)
      : operation.type === 'update'
        ? updatePart(doc, operation.kind, operation.id, operation.patch)
        : deletePart(doc, operation.kind, operation.id);
  if (result.ok) return { ok: true, doc: result.doc };
  const problem = result.problems[0];
  return {
    ok: false,
    message: problem
      ? problem.path.length > 0 && /^[a-z]/.test(problem.message)
        ? `${problem.path.join('.')} ${problem.message}`
        : problem.message
      : 'That change is not allowed.',
  };
}

/** Applies every change of an edit in order, or none of them. */
export function applyEdit(doc: GameDocument, edit: Edit): ApplyResult {
  let current = doc;
  for (const change of edit.changes) {
    const result = applyChange(current, change);
    if (!result.ok) return result;
    current = result.doc;
  }
  return { ok: true, doc: current };
}

/** A change from a part's current state to a new one (an update), or null when nothing differs. */
export function updateChange(kind: PartKind, before: PartData, after: PartData): PartChange | null {
  return sameJson(before, after) ? null : { kind, id: before.id, before, after };
}

/**
 * Replays unsaved changes on a freshly loaded draft (after a conflict): the ones that still apply are
 * kept, in order, on top of everyone else's saved work; the ones that no longer can (their part was
 * deleted meanwhile) are dropped and counted.
 */
export function rebaseChanges(
  doc: GameDocument,
  changes: ReadonlyArray<PartChange>,
): { doc: GameDocument; kept: PartChange[]; dropped: number } {
  let current = doc;
  const kept: PartChange[] = [];
  for (const change of changes) {
    const result = applyChange(current, change);
    if (!result.ok) continue;
    current = result.doc;
    kept.push(change);
  }
  return { doc: current, kept, dropped: changes.length - kept.length };
}
