import type { z } from 'zod';

/** Something wrong with a document or an edit, at a field path such as `['objects', 3, 'componentId']`. */
export interface Problem {
  path: Array<string | number>;
  /** A stable code the API and editor can branch on (`PART_IN_USE`, `NOT_FOUND`, `TOO_SMALL`, …). */
  code: string;
  /** Safe to show to the author. */
  message: string;
}

/** The outcome of a check or an edit: the resulting document, or why it was refused. */
export type DocumentResult<T, Extra extends object = object> = ({ ok: true; doc: T } & Extra) | { ok: false; problems: Problem[] };

/** Builds a refusal from problems. */
export function refuse(...problems: Problem[]): { ok: false; problems: Problem[] } {
  return { ok: false, problems };
}

/** Zod issues as problems under `prefix`; unknown keys become one problem per key so each points at its field. */
export function problemsFromZod(error: z.ZodError, prefix: ReadonlyArray<string | number> = []): Problem[] {
  const problems: Problem[] = [];
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path.filter((key): key is string | number => typeof key !== 'symbol')];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        problems.push({ path: [...path, key], code: 'UNKNOWN_PROPERTY', message: 'is not a setting this part has' });
    } else {
      problems.push({ path, code: issue.code === 'custom' ? 'INVALID_VALUE' : issue.code.toUpperCase(), message: issue.message });
    }
  }
  return problems;
}

/** "1 object", "52 objects". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
