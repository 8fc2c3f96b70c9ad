import { errorCode } from '../graphql/index.ts';
import { submitFailureFrom } from '../forms/index.ts';
import type { FieldDescription } from './part-forms/types.ts';
import { errorsForFields, stripPathPrefix } from './part-forms/field-errors.ts';

// Turning a refused save into what a part's form shows: messages on the fields they concern, and the
// rest as the form's own message.

/** The message the API sends when someone else saved first (spec wording, via the shared catalogue). */
export const CONFLICT_MESSAGE = 'Changed by someone else — reload.';

/** True when a save was refused because the revision changed since the editor loaded it. */
export function isConflict(error: unknown): boolean {
  return errorCode(error) === 'CONFLICT';
}

/** An error the form toolkit reads: `fieldErrors` keyed by form field, `message` for the form. */
export class FormSaveError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
    this.name = 'FormSaveError';
  }
}

/**
 * A save error as a part form shows it: errors under the part's document path (`prefix`, e.g.
 * `components.3`) go on the fields owning them; anything else (a part in use, another part's problem)
 * becomes the form's message.
 */
export function formSaveError(error: unknown, prefix: string, fields: readonly FieldDescription[]): FormSaveError {
  if (isConflict(error)) return new FormSaveError(CONFLICT_MESSAGE, {});
  const failure = submitFailureFrom(error);
  const { inside, outside } = stripPathPrefix(failure.fieldErrors, prefix);
  const { byField, unmatched } = errorsForFields(inside, fields);
  const others = [...new Set([...unmatched, ...outside])];
  const message = others.length > 0 ? others.join(' ') : failure.message;
  // The toolkit shows the form's message only when some error matched no field: keep one unmatched.
  return new FormSaveError(message, others.length > 0 ? { ...byField, _form: message } : byField);
}
