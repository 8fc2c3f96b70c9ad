import { PART_KINDS, type PartKind } from '@tablecraft/core/game';
import type { FieldDescription } from './types.ts';

// The API keys field errors by full document path (`components.3.faces.front.background`). A part's
// form strips its part's prefix and puts each message on the field that owns the rest of the path.

/** The document path of a part: `components.3`. */
export function partPathPrefix(kind: PartKind, index: number): string {
  return `${PART_KINDS[kind]}.${index}`;
}

/**
 * Splits errors into those under `prefix` (re-keyed by the rest of their path, '' for the part itself)
 * and the messages of the others.
 */
export function stripPathPrefix(errors: Record<string, string>, prefix: string): { inside: Record<string, string>; outside: string[] } {
  const inside: Record<string, string> = {};
  const outside: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path === prefix) inside[''] ??= message;
    else if (path.startsWith(`${prefix}.`)) inside[path.slice(prefix.length + 1)] ??= message;
    else outside.push(message);
  }
  return { inside, outside };
}

/**
 * Puts part-relative errors on form fields: a path goes to the field with the longest path it starts
 * with (`container.layout.rows` → Rows), or else to the first field under it (`faces` → Front colour).
 * For each field the shallowest error wins; what no field owns is returned as messages.
 */
export function errorsForFields(
  errors: Record<string, string>,
  fields: readonly FieldDescription[],
): { byField: Record<string, string>; unmatched: string[] } {
  const byField: Record<string, string> = {};
  const depth: Record<string, number> = {};
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const segments = path === '' ? [] : path.split('.');
    const startsWith = (whole: readonly string[], start: readonly string[]) => start.every((segment, i) => whole[i] === segment);
    const owner =
      segments.length === 0
        ? undefined
        : (fields.filter((field) => startsWith(segments, field.path)).sort((a, b) => b.path.length - a.path.length)[0] ??
          fields.find((field) => startsWith(field.path, segments)));
    if (!owner) {
      unmatched.push(message);
      continue;
    }
    if (depth[owner.name] === undefined || segments.length < depth[owner.name]!) {
      depth[owner.name] = segments.length;
      byField[owner.name] = message;
    }
  }
  return { byField, unmatched };
}
