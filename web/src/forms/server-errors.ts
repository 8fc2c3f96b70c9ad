import { errorMessage, graphQLErrorMessage } from '../graphql/index.ts';
import { isUploadError, uploadFailureMessage } from '../uploads/upload-error.ts';

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
 * errors (each error's `extensions.fieldErrors`), an upload error with `fieldErrors`, or a transport
 * failure. A transport failure is told in the spec's words (section 8), never the browser's own ("Failed
 * to fetch") or the JSON parser's ("Unexpected token '<'"); a refused upload, in the server's.
 */
export function submitFailureFrom(error: unknown): SubmitFailure {
  const fieldErrors: Record<string, string> = {};
  const graphQLErrors = Array.isArray((error as { errors?: unknown })?.errors) ? (error as { errors: GraphQLErrorLike[] }).errors : null;
  for (const item of graphQLErrors ?? [error as GraphQLErrorLike]) {
    const errors = item?.extensions?.fieldErrors ?? (item as { fieldErrors?: unknown })?.fieldErrors;
    if (errors && typeof errors === 'object') {
      for (const [path, text] of Object.entries(errors as Record<string, unknown>))
        if (typeof text === 'string') fieldErrors[path] ??= text;
    }
  }
  const first = graphQLErrors?.find((item) => typeof item?.message === 'string' && item.message);
  const message = first ? graphQLErrorMessage(first) : isUploadError(error) ? uploadFailureMessage(error) : errorMessage(error);
  return { fieldErrors, message };
}
