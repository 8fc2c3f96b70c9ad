import { describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { cacheSizes } from '@apollo/client/utilities';
import { createApolloClient } from './client.ts';
import { errorMessage, MISSING_MESSAGE, PARSE_ERROR_MESSAGE } from './errors.ts';

const QUERY = gql`
  query AppHeaderQuery {
    viewer {
      id
    }
  }
`;

/** A fetch that answers every request with one canned response, and records what it was sent. */
function fakeFetch(body: string, init: ResponseInit = {}) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init }),
  );
}

/** The error a query ends with, once the data layer has stopped retrying it (web/src/data/retry-link.ts). */
async function queryError(fetch: typeof globalThis.fetch): Promise<unknown> {
  vi.useFakeTimers();
  try {
    const client = createApolloClient({ apiUrl: 'http://api.test', fetch });
    const result = client.query({ query: QUERY, fetchPolicy: 'network-only', errorPolicy: 'all' }).catch((error: unknown) => ({ error }));
    await vi.runAllTimersAsync();
    return (await result).error;
  } finally {
    vi.useRealTimers();
  }
}

describe('createApolloClient', () => {
  it('POSTs JSON with cookies to {apiUrl}/graphql', async () => {
    const fetch = fakeFetch(JSON.stringify({ data: { viewer: null } }));
    const client = createApolloClient({ apiUrl: 'http://api.test/', fetch });
    const result = await client.query({ query: QUERY });
    expect(result.data).toEqual({ viewer: null });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toContain('application/json');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      operationName: 'AppHeaderQuery',
      variables: {},
      query: expect.stringContaining('viewer'),
    });
    expect(new Headers(init?.headers).get('cookie')).toBeNull();
  });

  it('forwards a cookie header when one is given (server rendering)', async () => {
    const fetch = fakeFetch(JSON.stringify({ data: { viewer: null } }));
    await createApolloClient({ apiUrl: 'http://api.test', cookie: 'tc_session=abc', fetch }).query({ query: QUERY });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('cookie')).toBe('tc_session=abc');
  });

  // The API paces a visitor's log-in, sign-up, reset and guest door apart from other requests, by this
  // header, before it reads the body (api/src/http/pacing.ts).
  it('names each operation in x-apollo-operation-name, queries and mutations alike', async () => {
    const fetch = fakeFetch(JSON.stringify({ data: { viewer: null } }));
    const client = createApolloClient({ apiUrl: 'http://api.test', fetch });
    await client.query({ query: QUERY });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-apollo-operation-name')).toBe('AppHeaderQuery');
    const logIn = fakeFetch(JSON.stringify({ data: { logIn: { __typename: 'User', id: '1' } } }));
    await createApolloClient({ apiUrl: 'http://api.test', fetch: logIn }).mutate({
      mutation: gql`
        mutation LogIn($input: LogInInput!) {
          logIn(input: $input) {
            id
          }
        }
      `,
      variables: { input: { email: 'a@example.test', password: 'x' } },
    });
    expect(new Headers(logIn.mock.calls[0]?.[1]?.headers).get('x-apollo-operation-name')).toBe('LogIn');
  });

  it('applies the spec cache limits', () => {
    createApolloClient({ apiUrl: 'http://api.test', fetch: fakeFetch('{}') });
    expect(cacheSizes['inMemoryCache.executeSelectionSet']).toBe(50_000);
    expect(cacheSizes['inMemoryCache.executeSubSelectedArray']).toBe(10_000);
    expect(cacheSizes['inMemoryCache.maybeBroadcastWatch']).toBe(5_000);
  });

  it('reports an HTTP status of 300 or above in the spec wording', async () => {
    const error = await queryError(fakeFetch('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(errorMessage(error)).toBe('Response not successful: Received status code 502');
  });

  it('reports an unparsable body as a parse error', async () => {
    expect(errorMessage(await queryError(fakeFetch('not json')))).toBe(PARSE_ERROR_MESSAGE);
  });

  it('reports a response with neither data nor errors as malformed, naming the query', async () => {
    expect(errorMessage(await queryError(fakeFetch('{}')))).toBe('Server response was malformed for query AppHeaderQuery');
  });

  it('reports a GraphQL error without a message as "Error message not found."', async () => {
    expect(errorMessage(await queryError(fakeFetch(JSON.stringify({ errors: [{}] }))))).toBe(MISSING_MESSAGE);
  });
});
