import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { config } from '../config.ts';
import { applyCacheSizes } from './cache-sizes.ts';
import { errorWordingLink } from './error-wording-link.ts';

/** The GraphQL endpoint path on the API (spec section 7). */
export const GRAPHQL_PATH = '/graphql';

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
}

/**
 * The app's Apollo Client: POSTs JSON to `${apiUrl}/graphql` with cookies included (the session cookie
 * is HttpOnly), the spec's cache limits, and errors worded as the spec words them.
 */
export function createApolloClient({ apiUrl = config.apiUrl, cookie, fetch }: CreateApolloClientOptions = {}): ApolloClient {
  applyCacheSizes();
  const httpLink = new HttpLink({
    uri: `${apiUrl.replace(/\/+$/, '')}${GRAPHQL_PATH}`,
    credentials: 'include',
    headers: cookie ? { cookie } : undefined,
    fetch,
  });
  return new ApolloClient({
    link: ApolloLink.from([errorWordingLink, httpLink]),
    cache: new InMemoryCache(),
    ssrMode: cookie !== undefined,
  });
}
