import type { RequestHandler } from 'express';
import { metrics, secondsSince } from '@tablecraft/platform';

/** The API's routes as metric labels: a fixed set, so ids in paths never become series of their own. */
export function apiRoute(path: string): string {
  const first = path.split('/')[1] ?? '';
  return ['graphql', 'upload', 'files', 'games', 'tables', 'healthz', 'readyz', 'metrics'].includes(first) ? `/${first}` : 'other';
}

// Operation names come from the client: a bounded set of well-formed ones is kept, the rest is "other".
const MAX_OPERATION_NAMES = 200;
const seenOperations = new Set<string>();
function operationLabel(name: unknown): string {
  if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'anonymous';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}

/**
 * Times each GraphQL HTTP operation into `tablecraft_graphql_operation_duration_seconds`, by operation
 * name and type, around the Apollo middleware (the JSON body is parsed before it runs).
 */
export function timeGraphQLOperations(next: RequestHandler): RequestHandler {
  const histogram = metrics.graphqlOperationSeconds();
  return (req, res, nextHandler) => {
    const start = process.hrtime.bigint();
    const body = (req.body ?? {}) as { operationName?: unknown; query?: unknown };
    const query = typeof body.query === 'string' ? body.query : typeof req.query.query === 'string' ? req.query.query : '';
    const type = /^\s*(mutation|subscription)\b/.exec(query)?.[1] ?? 'query';
    const operation = operationLabel(body.operationName ?? req.query.operationName);
    res.once('finish', () => histogram.observe({ operation, type, outcome: res.statusCode < 400 ? 'ok' : 'error' }, secondsSince(start)));
    return next(req, res, nextHandler);
  };
}
