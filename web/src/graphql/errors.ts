import { CombinedGraphQLErrors, isErrorLike, ServerError, ServerParseError } from '@apollo/client/errors';
import { ERROR_CODES } from '@tablecraft/core/errors';

// The spec's wording for request failures (section 8). Apollo's HttpLink already words the status error
// this way for a plain JSON answer, and responseStatusLink for a GraphQL one; errorWordingLink rewrites the
// malformed-response one, which Apollo words slightly differently.

/** When a message is missing, this is shown instead of an empty line. */
export const MISSING_MESSAGE = 'Error message not found.';
/** The response body was not JSON (a proxy's HTML error page, a truncated body). */
export const PARSE_ERROR_MESSAGE = 'Parse error: the server response could not be read.';
/** fetch itself failed: offline, DNS, CORS, the API is down. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** "Response not successful: Received status code {status}" for an HTTP status of 300 or above. */
export function statusErrorMessage(status: number): string {
  return `Response not successful: Received status code ${status}`;
}

/** "Server response was malformed for query {name}" when a response has neither data nor errors. */
export function malformedResponseMessage(operationName: string): string {
  return `Server response was malformed for query ${operationName}`;
}

/**
 * A GraphQL answer that came with an HTTP status of 300 or above (the API refusing the request as a whole:
 * a document too large, text it cannot store, too many requests). It reads as the status, as the spec words
 * it, and keeps the first error's `extensions` and every error's `fieldErrors`, so `errorCode` and a form's
 * field messages still work.
 */
export class ResponseStatusError extends ServerError {
  readonly extensions: Record<string, unknown> | undefined;
  readonly fieldErrors: Record<string, unknown> | undefined;

  constructor(response: Response, result: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) {
    super(statusErrorMessage(response.status), { response, bodyText: JSON.stringify(result) });
    this.name = 'ResponseStatusError';
    this.extensions = result.errors?.[0]?.extensions;
    const fieldErrors: Record<string, unknown> = {};
    for (const error of result.errors ?? []) {
      const errors = error.extensions?.fieldErrors;
      if (errors && typeof errors === 'object') for (const [path, text] of Object.entries(errors)) fieldErrors[path] ??= text;
    }
    this.fieldErrors = Object.keys(fieldErrors).length ? fieldErrors : undefined;
  }
}

/**
 * User text for each `extensions.code` the API sends. Domain codes come from the shared catalogue in
 * core; the rest are codes Apollo Server itself produces.
 */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { message }]) => [code, message])),
  BAD_REQUEST: ERROR_CODES.GRAPHQL_VALIDATION_FAILED.message,
  OPERATION_RESOLUTION_FAILURE: ERROR_CODES.GRAPHQL_VALIDATION_FAILED.message,
  PERSISTED_QUERY_NOT_FOUND: ERROR_CODES.GRAPHQL_VALIDATION_FAILED.message,
  PERSISTED_QUERY_NOT_SUPPORTED: ERROR_CODES.GRAPHQL_VALIDATION_FAILED.message,
};

// Codes whose server message is written for developers (graphql-js validation text) or hides details
// on purpose; for these the table's text is always shown. Other codes keep the server's message,
// which the API writes for people (e.g. which name is taken), and use the table only when it is empty.
const TABLE_ONLY_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'INTERNAL_SERVER_ERROR',
]);

/** The `extensions.code` of an error, when it has one. */
export function errorCode(error: unknown): string | undefined {
  const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : error;
  const code = (graphQLError as { extensions?: { code?: unknown } } | null | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** User text for one GraphQL error from a response. */
export function graphQLErrorMessage(error: { message?: unknown; extensions?: { code?: unknown } | null }): string {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const tableText = code ? CODE_MESSAGES[code] : undefined;
  if (code && tableText && TABLE_ONLY_CODES.has(code)) return tableText;
  if (typeof error.message === 'string' && error.message.trim()) return error.message;
  return tableText ?? MISSING_MESSAGE;
}

/** What to tell the person using the product about any error a query, mutation or fetch produced. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return graphQLErrorMessage(error.errors[0] ?? {});
  if (ServerParseError.is(error)) return PARSE_ERROR_MESSAGE;
  if (ServerError.is(error)) return error.message || statusErrorMessage(error.statusCode);
  if (isFetchFailure(error)) return NETWORK_ERROR_MESSAGE;
  if (isErrorLike(error) && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return MISSING_MESSAGE;
}

/**
 * Puts a link error into the spec's wording; errorWordingLink applies it to every operation.
 * Apollo says "…for query 'Name'." where the spec says "…for query Name".
 */
export function normalizeLinkError(error: unknown, operationName: string | undefined): unknown {
  if (ServerError.is(error) && error.message.startsWith('Server response was malformed')) {
    return new ServerError(malformedResponseMessage(operationName || 'unnamed'), { response: error.response, bodyText: error.bodyText });
  }
  return error;
}

// Browsers reject fetch with a TypeError whose text differs by engine.
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
