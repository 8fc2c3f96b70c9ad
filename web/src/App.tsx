import { StrictMode, useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { browserConnection, isSlowConnection, swrOptions } from './data/swr-options.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** The providers every page relies on: GraphQL, SWR defaults, and the router (which renders the layout). */
export function App({ client, router }: { client: ApolloClient; router: Router }) {
  // Read once: the connection type decides retry and slow-load timings for the session.
  const swr = useMemo(() => swrOptions(isSlowConnection(browserConnection())), []);
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <SWRConfig value={swr}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ApolloProvider>
    </StrictMode>
  );
}
