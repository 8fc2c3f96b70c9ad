import { JSON_MAX_DEPTH } from './import/json-depth.ts';

// How far JSON from outside (a request's variables, a socket frame) may nest and spread, checked before
// anything walks it. Parsing JSON nested a million deep is fine, but every recursive step after it (a schema
// check, a merge, a copy, JSON.stringify) overflows the stack; and a list with more entries than any input
// has costs per entry wherever it goes. The check is one pass with a stack of its own: linear in the
// value's size, whatever its depth, and it stops at the first container past a bound.

export interface JsonBounds {
  /** Most arrays and objects one inside another, the outermost counted as 1. */
  maxDepth: number;
  /** Most entries (items, or keys) one array or object may hold. */
  maxEntries: number;
}

/**
 * What any JSON a request brings may hold: the depth a game file may have (a game document nests about ten
 * deep), and twice the most parts of one kind a document holds (5,000 objects or anchors).
 */
export const JSON_INPUT_BOUNDS: JsonBounds = { maxDepth: JSON_MAX_DEPTH, maxEntries: 10_000 };

/** A container past a bound: its path from the value checked, and what is wrong, worded after a field name. */
export interface JsonBreach {
  path: Array<string | number>;
  message: string;
}

/** The two messages a breach may carry, for the bounds given. */
export function jsonBreachMessage(kind: 'depth' | 'entries', bounds: JsonBounds = JSON_INPUT_BOUNDS): string {
  return kind === 'depth' ? `is nested more than ${bounds.maxDepth} levels deep` : `holds more than ${bounds.maxEntries} entries`;
}

interface Frame {
  value: unknown;
  /** Containers around the value, itself not counted. */
  around: number;
  parent: Frame | null;
  key: string | number;
}

function pathOf(frame: Frame, base: Frame): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Frame | null = frame; at && at !== base; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Measures `value` without recursion: its depth (0 for a string, number, boolean or null) and the first
 * container, in document order, deeper than `bounds.maxDepth` or with more than `bounds.maxEntries` entries
 * (null when there is none). `around` counts containers the value already sits in (a variable used inside
 * a list written in the query), so depth is counted from where the value is used. Each container is read
 * once and its path is built only for the breach: time and memory are linear in the value's size.
 */
export function measureJson(
  value: unknown,
  bounds: JsonBounds = JSON_INPUT_BOUNDS,
  around = 0,
): { depth: number; breach: JsonBreach | null } {
  const root: Frame = { value, around, parent: null, key: '' };
  const stack: Frame[] = [root];
  let depth = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const item = frame.value;
    if (item === null || typeof item !== 'object') continue;
    const level = frame.around + 1;
    if (level > bounds.maxDepth)
      return { depth: level - around, breach: { path: pathOf(frame, root), message: jsonBreachMessage('depth', bounds) } };
    if (level - around > depth) depth = level - around;
    if (Array.isArray(item)) {
      if (item.length > bounds.maxEntries)
        return { depth, breach: { path: pathOf(frame, root), message: jsonBreachMessage('entries', bounds) } };
      // Pushed last to first, so they come off the stack in document order.
      for (let index = item.length - 1; index >= 0; index--) stack.push({ value: item[index], around: level, parent: frame, key: index });
    } else {
      const keys = Object.keys(item);
      if (keys.length > bounds.maxEntries)
        return { depth, breach: { path: pathOf(frame, root), message: jsonBreachMessage('entries', bounds) } };
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        stack.push({ value: (item as Record<string, unknown>)[key], around: level, parent: frame, key });
      }
    }
  }
  return { depth, breach: null };
}

/** The first container of `value` past the bounds (see measureJson), or null. */
export function jsonBreach(value: unknown, bounds: JsonBounds = JSON_INPUT_BOUNDS, around = 0): JsonBreach | null {
  return measureJson(value, bounds, around).breach;
}

/**
 * Calls `visit` with every string in `value` and every key of its objects, in document order, without
 * recursion; `path()` builds the string's path (a key's path ends with the key) only when asked. Meant for
 * values already within bounds (measureJson): it walks whatever it is given, in time linear in its size.
 */
export function eachJsonString(value: unknown, visit: (text: string, path: () => Array<string | number>) => void): void {
  const root: Frame = { value, around: 0, parent: null, key: '' };
  const stack: Frame[] = [root];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const item = frame.value;
    if (typeof item === 'string') visit(item, () => pathOf(frame, root));
    else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) stack.push({ value: item[index], around: 0, parent: frame, key: index });
    } else if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        const child: Frame = { value: (item as Record<string, unknown>)[key], around: 0, parent: frame, key };
        stack.push(child);
        // The key is visited with its entry's path, before the entry's own strings (pushed after it, taken first).
        stack.push({ value: key, around: 0, parent: frame, key });
      }
    }
  }
}

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The length of `JSON.stringify(value)`, counted without recursion and without building the text, or null
 * when `value` is not JSON (only strings, finite numbers, booleans, null, arrays and plain objects of
 * them, at every level). Stops as soon as the count passes `cap`, answering a number over it, so a value of
 * any size or depth costs at most what `cap` characters of it would.
 */
export function jsonTextLength(value: unknown, cap = Infinity): number | null {
  const stack: unknown[] = [value];
  let length = 0;
  while (stack.length > 0) {
    if (length > cap) return length;
    const item = stack.pop();
    if (item === null) length += 4;
    else if (typeof item === 'boolean') length += item ? 4 : 5;
    else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return null;
      length += String(item).length;
    } else if (typeof item === 'string') length += JSON.stringify(item).length;
    else if (Array.isArray(item)) {
      // Brackets, and a comma between items.
      length += 2 + Math.max(0, item.length - 1);
      for (let index = item.length - 1; index >= 0; index--) stack.push(item[index]);
    } else if (typeof item === 'object' && isPlainObject(item)) {
      const keys = Object.keys(item);
      // Braces, a comma between entries, and each key with its colon.
      length += 2 + Math.max(0, keys.length - 1);
      for (const key of keys) {
        length += JSON.stringify(key).length + 1;
        stack.push((item as Record<string, unknown>)[key]);
        if (length > cap) return length;
      }
    } else return null;
  }
  return length;
}
