import { ApolloLink, NetworkStatus } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { finalize, from, mergeMap, shareReplay, tap, type Observable } from 'rxjs';
import { DEDUPE_INTERVAL_MS } from './connection.ts';

interface Recent {
  startedAt: number;
  result: Observable<ApolloLink.Result>;
}

/**
 * Spec section 7's deduping interval: a query identical (same document and variables) to one started less
 * than 2 s ago gets that one's answer instead of a request of its own. Apollo's queryDeduplication only
 * joins requests still in flight; this also covers one that has just been answered, as when two parts of
 * a page mount a moment apart or the page regains focus right after loading.
 *
 * Asking again on purpose is never answered from the window: a `refetch()` (the page was told that
 * something changed), a request with `context: { queryDeduplication: false }`, and any query after a
 * mutation, which may have changed what every query answers.
 */
export function createDedupeLink({ intervalMs = DEDUPE_INTERVAL_MS, now = Date.now } = {}): ApolloLink {
  const recent = new Map<string, Recent>();
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      recent.clear();
      return forward(operation).pipe(finalize(() => recent.clear()));
    }
    if (operation.operationType !== OperationTypeNode.QUERY || operation.getContext().queryDeduplication === false) {
      return forward(operation);
    }
    const startedAt = now();
    for (const [key, entry] of recent) if (startedAt - entry.startedAt >= intervalMs) recent.delete(key);
    const key = `${print(operation.query)}\n${stableJson(operation.variables)}`;
    const send = () => {
      const entry: Recent = {
        startedAt,
        result: forward(operation).pipe(
          // A failure is not shared: the next identical request asks again.
          tap({ error: () => recent.get(key) === entry && recent.delete(key) }),
          shareReplay({ refCount: false }),
        ),
      };
      recent.set(key, entry);
      return entry.result;
    };
    const earlier = recent.get(key);
    if (!earlier) return send();
    // Apollo marks a query as refetching only once its request is under way, so that is looked at a
    // moment later, before choosing between the earlier answer and a request of its own.
    return from(Promise.resolve()).pipe(mergeMap(() => (isRefetch(operation) ? send() : earlier.result)));
  });
}

/** Whether a page's query asked for this on purpose (`refetch()`), rather than on mounting. */
function isRefetch(operation: ApolloLink.Operation): boolean {
  const variables = stableJson(operation.variables);
  for (const query of operation.client.getObservableQueries('active')) {
    if (query.queryName !== operation.operationName || stableJson(query.variables) !== variables) continue;
    if (query.getCurrentResult().networkStatus === NetworkStatus.refetch) return true;
  }
  return false;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function stableJson(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
