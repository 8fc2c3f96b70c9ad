import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ERROR_CODES, isAppError, type AppError } from '@tablecraft/core/errors';
import type { Logger } from '@tablecraft/platform';

// Codes Apollo and graphql-js produce for bad requests; their messages describe the request, not the server.
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
  'QUERY_TOO_COSTLY',
  'RATE_LIMITED',
]);
// Details a client may act on: how much the request cost and may cost, when to retry.
const CLIENT_DETAILS = ['cost', 'maxCost', 'maxBytes', 'retryAfterSeconds'] as const;

function isMalformedUuid(error: unknown): boolean {
  const pgError = error as { code?: unknown; message?: unknown } | null;
  return pgError?.code === '22P02' && typeof pgError.message === 'string' && pgError.message.includes('type uuid');
}

/** The domain error an error was made from, following `originalError` a few steps. */
function domainErrorIn(error: unknown): AppError | undefined {
  let current = error as { originalError?: unknown } | null | undefined;
  for (let step = 0; step < 4 && current; step++) {
    if (isAppError(current)) return current;
    current = current.originalError as typeof current;
  }
  return undefined;
}

/**
 * Shapes every error a client sees: domain errors keep their code, message and field errors;
 * request errors keep graphql's message; anything else becomes a generic message with no stack or SQL.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // A domain error thrown by a resolver, or by a plugin before execution (then wrapped, maybe twice:
    // graphql's two builds do not know each other's errors).
    const appError = domainErrorIn(error);
    if (appError) {
      return {
        message: appError.message,
        path: formatted.path,
        extensions: {
          code: appError.code,
          ...(appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {}),
          ...(appError.details ?? {}),
        },
      };
    }
    // An id that is not a uuid names nothing: Postgres refuses it as a uuid (22P02) before any row is read.
    if (isMalformedUuid(original)) {
      return { message: ERROR_CODES.NOT_FOUND.message, path: formatted.path, extensions: { code: 'NOT_FOUND' } };
    }
    // Apollo re-labels every validation error; our own rules keep their code on the wrapped error.
    const inner = (error as { originalError?: { extensions?: { code?: unknown } } } | null)?.originalError?.extensions?.code;
    const code = String(inner === 'QUERY_TOO_COMPLEX' ? inner : (formatted.extensions?.code ?? ''));
    if (CLIENT_ERROR_CODES.has(code)) {
      const details = Object.fromEntries(
        CLIENT_DETAILS.filter((key) => formatted.extensions?.[key] !== undefined).map((key) => [key, formatted.extensions![key]]),
      );
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code, ...details } };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return { message: ERROR_CODES.INTERNAL_SERVER_ERROR.message, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
