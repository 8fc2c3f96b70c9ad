/**
 * The form toolkit's rules, pure so they can be tested without a browser:
 * - each field keeps its current and its original value;
 * - a field shows its error until the user edits it;
 * - server errors are keyed by field path, and for each field the shallowest path wins;
 * - readiness is "some changes", "all fields changed" or "always ready".
 */
export type Readiness = 'someChanges' | 'allChanged' | 'always';

export interface FieldState<V = unknown> {
  value: V;
  original: V;
  error?: string;
}

export type FormValues = Record<string, unknown>;
export type FormState<T extends FormValues> = { [K in keyof T]: FieldState<T[K]> };

/** A form whose fields all start at their original values with no errors. */
export function createFormState<T extends FormValues>(values: T): FormState<T> {
  const state = {} as FormState<T>;
  for (const key of Object.keys(values) as Array<keyof T>) state[key] = { value: values[key], original: values[key] };
  return state;
}

/** Sets a field's value; editing a field clears its error. */
export function editField<T extends FormValues, K extends keyof T>(state: FormState<T>, name: K, value: T[K]): FormState<T> {
  return { ...state, [name]: { value, original: state[name].original } };
}

/** The current values of every field. */
export function valuesOf<T extends FormValues>(state: FormState<T>): T {
  const values = {} as T;
  for (const key of Object.keys(state) as Array<keyof T>) values[key] = state[key].value;
  return values;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** True when the field's current value differs from its original. */
export function isChanged(field: FieldState): boolean {
  return !same(field.value, field.original);
}

/** True when any field has changed: leaving now would lose work. */
export function hasChanges<T extends FormValues>(state: FormState<T>): boolean {
  return Object.values<FieldState>(state).some(isChanged);
}

/** Whether the form may be submitted under the given readiness mode. */
export function isReady<T extends FormValues>(state: FormState<T>, readiness: Readiness): boolean {
  const fields = Object.values<FieldState>(state);
  if (readiness === 'always') return true;
  if (readiness === 'allChanged') return fields.every(isChanged);
  return fields.some(isChanged);
}

/**
 * Puts server errors (keyed by path, like `email` or `address.city`) on the fields they belong to.
 * A path belongs to the field whose name is its first segment; when several paths do, the shallowest wins.
 * Errors for paths that match no field are returned so the form can show them as a general message.
 */
export function applyServerErrors<T extends FormValues>(
  state: FormState<T>,
  errors: Record<string, string>,
): { state: FormState<T>; unmatched: string[] } {
  const next = { ...state };
  const depthOf: Partial<Record<keyof T, number>> = {};
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const segments = path.split('.');
    const name = segments[0] as keyof T;
    if (!(name in state)) {
      unmatched.push(message);
      continue;
    }
    const depth = segments.length;
    const current = depthOf[name];
    if (current === undefined || depth < current) {
      depthOf[name] = depth;
      next[name] = { ...next[name], error: message };
    }
  }
  return { state: next, unmatched };
}

/** Makes the current values the new originals (after a successful save). */
export function commitValues<T extends FormValues>(state: FormState<T>): FormState<T> {
  const next = {} as FormState<T>;
  for (const key of Object.keys(state) as Array<keyof T>) next[key] = { value: state[key].value, original: state[key].value };
  return next;
}
