import type { z } from 'zod';
import { fieldError, type FieldErrors } from '@tablecraft/core/errors';

/** Parses input with a zod object schema, turning issues into field errors keyed by path (shallowest first). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'input';
    errors[path] ??= issue.message;
  }
  throw fieldError(errors);
}
