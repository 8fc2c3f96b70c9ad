import type { ApolloLink, ErrorLike } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { onSlowConnection, retryIntervalMs } from './connection.ts';

/**
 * Retries after the first try: with 5 s, 10 s and 20 s between them (double on a slow connection) a
 * query gives up about 35 s after it was first sent, and the page shows its error instead of loading forever.
 */
export const MAX_QUERY_RETRIES = 3;

/** The wait before retry number `retry` (1 for the first): the spec's interval, doubled each time. */
export function queryRetryDelayMs(retry: number, slow: boolean): number {
  return retryIntervalMs(slow) * 2 ** (retry - 1);
}

/**
 * A failure that may go away by asking again: the network, a server fault or an unreadable answer. A
 * status below 500 is the server refusing this request (bad input, not allowed, too many requests), and
 * asking again soon gets the same answer or adds to the load that caused it.
 */
export function isRetriableError(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500;
  return error.name !== 'AbortError';
}

/**
 * Spec section 7's error retry for queries. Mutations are never sent twice: a write whose answer was lost
 * may have happened, and the person decides whether to try it again.
 */
export function createQueryRetryLink({ slow = onSlowConnection }: { slow?: () => boolean } = {}): ApolloLink {
  return new RetryLink({
    attempts: (retry, operation, error) =>
      operation.operationType === OperationTypeNode.QUERY && retry <= MAX_QUERY_RETRIES && isRetriableError(error),
    delay: (retry) => queryRetryDelayMs(retry, slow()),
  });
}
