import type { IncomingMessage } from 'node:http';

/** How long a page waits for the API before it is sent with the generic head instead. */
export const HEAD_QUERY_TIMEOUT_MS = 1_500;

export type ApiQuery = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/**
 * A GraphQL query to the API on behalf of a page request: the visitor's cookie is forwarded (spec
 * section 7), so a member sees their own private game, and the visitor's address goes along. Rejects on a timeout, a transport failure, a non-200 answer or GraphQL errors.
 */
export function apiQueryFor(apiUrl: string, req: IncomingMessage, timeoutMs = HEAD_QUERY_TIMEOUT_MS): ApiQuery {
  return async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    // The visitor's address as the API reads it behind one trusted proxy (the rightmost entry): the one the
    // Ingress put in front of this server, or the peer's own when nothing did. Page views then count against
    // each visitor's allowance, not all of them against this server's.
    const forwardedFor = [req.headers['x-forwarded-for'] ?? req.socket.remoteAddress].flat().filter(Boolean).join(', ');
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) throw new Error(`API answered ${response.status}`);
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error('API answered with errors');
    return body.data;
  };
}
