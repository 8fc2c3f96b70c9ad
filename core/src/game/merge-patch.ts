/** A plain JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies a JSON merge patch (RFC 7396) to a part: objects merge key by key, `null` removes a key,
 * anything else replaces. One addition: a nested object tagged by `type` (a placement, a layout, a
 * dropzone parent) whose tag the patch changes is replaced, not merged, so settings of the old type do
 * not linger. (At the top, `type` is an ordinary setting, such as a field's type.)
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  return merge(target, patch, false);
}

function merge(target: unknown, patch: unknown, nested: boolean): unknown {
  if (!isPlainObject(patch)) return patch;
  const retagged = nested && isPlainObject(target) && 'type' in patch && patch.type !== target.type;
  const result: Record<string, unknown> = isPlainObject(target) && !retagged ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    // Defined, not assigned, so a "__proto__" key stays a plain (and, to the schema, unknown) key.
    else
      Object.defineProperty(result, key, {
        value: merge(Object.hasOwn(result, key) ? result[key] : undefined, value, true),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}
