import { buttonsText, readButtons } from './buttons-value.ts';
import type { FieldDescription, PartFormValues } from './types.ts';

// Between a part (nested JSON) and its form (flat text values): reading a part into the form, building
// the part back from the form, and the merge patch that turns one into the other on the server.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The value at a path, or undefined. */
export function getPath(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function setPath(target: Json, path: readonly string[], value: unknown): void {
  let current = target;
  path.slice(0, -1).forEach((key) => {
    if (!isObject(current[key])) current[key] = {};
    current = current[key] as Json;
  });
  current[path.at(-1)!] = value;
}

function deletePath(target: Json, path: readonly string[]): void {
  const parent = getPath(target, path.slice(0, -1));
  if (isObject(parent)) delete parent[path.at(-1)!];
}

/** True when the field is shown for these values. */
export function isVisible(field: FieldDescription, values: PartFormValues): boolean {
  return !field.when || field.when(values);
}

/** The fields shown for these values. */
export function visibleFields(fields: readonly FieldDescription[], values: PartFormValues): FieldDescription[] {
  return fields.filter((field) => isVisible(field, values));
}

function toText(field: FieldDescription, raw: unknown): string | boolean | undefined {
  if (field.input === 'checkbox') return raw === undefined ? undefined : raw === true;
  if (field.input === 'buttons') return Array.isArray(raw) ? buttonsText(raw) : undefined;
  if (raw === undefined || raw === null) return undefined;
  return typeof raw === 'string' ? raw : String(raw);
}

/**
 * The form's starting values: each field reads the part, else the page's fixed value, else the schema's
 * default, else the field's fallback, else empty.
 */
export function initialValues(
  fields: readonly FieldDescription[],
  part: Json | undefined,
  defaults: Json,
  fixed: PartFormValues = {},
): PartFormValues {
  const values: PartFormValues = {};
  for (const field of fields) {
    if (Object.hasOwn(fixed, field.name)) {
      values[field.name] = fixed[field.name]!;
      continue;
    }
    const value = toText(field, getPath(part, field.path)) ?? toText(field, getPath(defaults, field.path)) ?? field.fallback;
    values[field.name] = value ?? (field.input === 'checkbox' ? false : '');
  }
  return values;
}

/**
 * What a field's text stores: a number for number inputs (text that is not a number is sent as it is,
 * so the server names the problem at its field), a boolean for check boxes, a list for buttons, or
 * nothing when an optional field is left empty.
 */
export function fromText(field: FieldDescription, value: string | boolean): { value: unknown } | null {
  if (field.input === 'checkbox') return field.optional && value === false ? null : { value: value === true };
  const text = typeof value === 'string' ? value : String(value);
  if (field.input === 'buttons') {
    const buttons = readButtons(text);
    return buttons.length === 0 && field.optional ? null : { value: buttons };
  }
  if (text.trim() === '' && field.optional) return null;
  if (field.input === 'number') {
    const trimmed = text.trim();
    return NUMBER_PATTERN.test(trimmed) && Number.isFinite(Number(trimmed)) ? { value: Number(trimmed) } : { value: text };
  }
  if (field.parse === 'number' && text !== '') return { value: Number(text) };
  if (field.parse === 'boolean' && text !== '') return { value: text === 'true' };
  return { value: text };
}

/**
 * The part the form describes: `base` (the part as saved, or {} for a new one) with every described
 * setting replaced by the form's visible values. Settings no field describes are kept as they were;
 * objects left empty by hidden fields (a tile's faces after a kind change) are dropped.
 */
export function buildPart(fields: readonly FieldDescription[], values: PartFormValues, base: Json = {}, fixed: PartFormValues = {}): Json {
  const merged = { ...values, ...fixed };
  const next = structuredClone(base);
  for (const field of fields) if (isVisible(field, merged) || !field.keepWhenHidden) deletePath(next, field.path);
  for (const field of visibleFields(fields, merged)) {
    const stored = fromText(field, merged[field.name] ?? '');
    if (stored) setPath(next, field.path, stored.value);
    // A saved null is an explicit "empty" (a variant hiding a field's default); an empty input keeps it.
    else if (getPath(base, field.path) === null) setPath(next, field.path, null);
  }
  // Deepest first, so a parent emptied by its emptied children goes too.
  const parents = [...new Set(fields.flatMap((field) => field.path.slice(0, -1).map((_, i) => field.path.slice(0, i + 1).join('\u0000'))))]
    .map((key) => key.split('\u0000'))
    .sort((a, b) => b.length - a.length);
  for (const path of parents) {
    const value = getPath(next, path);
    const before = getPath(base, path);
    const wasEmpty = isObject(before) && Object.keys(before).length === 0;
    if (isObject(value) && Object.keys(value).length === 0 && !wasEmpty) deletePath(next, path);
  }
  return next;
}

/** Deep equality of JSON values, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

/**
 * The JSON merge patch (RFC 7396, as the API applies it) that turns `current` into `next`: changed
 * settings, null for removed ones. A nested object whose `type` changes (a placement, a layout) is sent
 * whole, since the server replaces rather than merges it.
 */
export function mergePatchBetween(current: Json, next: Json): Json {
  const patch: Json = {};
  for (const key of Object.keys(current)) if (!Object.hasOwn(next, key)) patch[key] = null;
  for (const [key, value] of Object.entries(next)) {
    const before = current[key];
    if (sameJson(before, value)) continue;
    const retagged = isObject(value) && isObject(before) && 'type' in value && value.type !== before.type;
    patch[key] = isObject(value) && isObject(before) && !retagged ? mergePatchBetween(before, value) : value;
  }
  return patch;
}
