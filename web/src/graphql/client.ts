import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { config } from '../data/config.ts';
import { createDedupeLink } from '../data/dedupe-link.ts';
import { createQueryRetryLink } from '../data/retry-link.ts';
import { applyCacheSizes } from './cache-sizes.ts';
import { errorWordingLink, responseStatusLink } from './error-wording-link.ts';

/** The GraphQL endpoint path on the API (spec section 7). */
export const GRAPHQL_PATH = '/graphql';

/**
 * Names each operation in `x-apollo-operation-name`: the API paces a visitor's log-in, sign-up, password
 * reset and guest door apart from other requests by it, before it reads the body, and checks the name
 * against the operation once it has (api/src/common/operation-classes.ts names the operations, by the
 * names given them here in accounts/documents.ts and play/door/documents.ts).
 */
const operationNameLink = new ApolloLink((operation, forward) => {
  if (operation.operationName) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'x-apollo-operation-name': operation.operationName },
    }));
  }
  return forward(operation);
});

export interface CreateApolloClientOptions {
  /** The API origin; defaults to the runtime config. */
  apiUrl?: string;
  /**
   * The visitor's Cookie header, forwarded when rendering on a server (where the browser does not attach
   * cookies itself). We render in the browser today; this is the seam server rendering will use.
   */
  cookie?: string;
  /** A fetch implementation for hosts without a global one, and for tests. */
  fetch?: typeof fetch;
  /** Send queries as GET (mutations stay POST); defaults to the runtime config. */
  useGetForQueries?: boolean;
  /** Whether the connection is slow now, for the retry interval; defaults to the browser's Network Information. */
  slowConnection?: () => boolean;
}

/**
 * The app's Apollo Client: POSTs JSON to `${apiUrl}/graphql` with cookies included (the session cookie
 * is HttpOnly), queries as GET when configured, the spec's cache limits, errors worded as the spec words
 * them, and the spec's data-fetching defaults (section 7): identical queries within 2 s answered once,
 * failed queries retried after 5 s (10 s on a slow connection). Focus revalidation and the loading-slow
 * signal live beside these in web/src/data.
 */
export function createApolloClient({
  apiUrl = config.apiUrl,
  cookie,
  fetch,
  useGetForQueries = config.useGetForQueries,
  slowConnection,
}: CreateApolloClientOptions = {}): ApolloClient {
  applyCacheSizes();
  const httpLink = new HttpLink({
    uri: `${apiUrl.replace(/\/+$/, '')}${GRAPHQL_PATH}`,
    credentials: 'include',
    headers: cookie ? { cookie } : undefined,
    fetch,
    useGETForQueries: useGetForQueries,
  });
  return new ApolloClient({
    // The dedupe window sits above the retries, so a request that joins a failing one waits for its retries.
    link: ApolloLink.from([
      errorWordingLink,
      createDedupeLink(),
      createQueryRetryLink({ slow: slowConnection }),
      responseStatusLink,
      operationNameLink,
      httpLink,
    ]),
    cache: new InMemoryCache(),
    ssrMode: cookie !== undefined,
  });
}
