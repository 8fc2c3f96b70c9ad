/** A failure a form can show: messages per field path, and the first error's message for the form as a whole. */
export interface SubmitFailure {
  fieldErrors: Record<string, string>;
  message: string;
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: unknown; fieldErrors?: unknown };
}

/**
 * Reads field errors and a message out of whatever a submit threw: Apollo Client's combined GraphQL
 * errors (each error's `extensions.fieldErrors`), an upload error with `fieldErrors`, or a plain Error.
 */
export function submitFailureFrom(error: unknown): SubmitFailure {
  const fieldErrors: Record<string, string> = {};
  const list: GraphQLErrorLike[] = Array.isArray((error as { errors?: unknown })?.errors) ? ((error as { errors: GraphQLErrorLike[] }).errors) : [error as GraphQLErrorLike];
  let message: string | null = null;
  for (const item of list) {
    const errors = item?.extensions?.fieldErrors ?? (item as { fieldErrors?: unknown })?.fieldErrors;
    if (errors && typeof errors === 'object') {
      for (const [path, text] of Object.entries(errors as Record<string, unknown>)) if (typeof text === 'string') fieldErrors[path] ??= text;
    }
    if (!message && typeof item?.message === 'string' && item.message) message = item.message;
  }
  message ??= error instanceof Error && error.message ? error.message : 'Error message not found.';
  return { fieldErrors, message };
}
