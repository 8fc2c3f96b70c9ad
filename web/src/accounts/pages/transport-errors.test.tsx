import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApolloClient, NETWORK_ERROR_MESSAGE, PARSE_ERROR_MESSAGE } from '../../graphql/index.ts';
import { ToastProvider } from '../../shell/toasts.tsx';
import { LogInPage } from './LogInPage.tsx';
import { cleanup, render, typeInto, waitFor } from '../../test/render.tsx';

afterEach(cleanup);

/**
 * A form submitted through the app's real Apollo Client to an API that answers badly: what the
 * person reads is the spec's wording (section 8), never the parser's or the browser's own text.
 */
async function submitLogInWith(fetch: typeof globalThis.fetch): Promise<string> {
  const client = createApolloClient({ apiUrl: 'http://api.test', fetch });
  const router = createMemoryRouter([{ path: '/log-in', element: <LogInPage /> }], { initialEntries: ['/log-in'] });
  const { container } = await render(
    <ApolloProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApolloProvider>,
  );
  await typeInto(container.querySelector<HTMLInputElement>('[name="email"]')!, 'ada@example.test');
  await typeInto(container.querySelector<HTMLInputElement>('[name="password"]')!, 'a long pass phrase');
  container.querySelector('form')!.requestSubmit();
  return waitFor(() => container.querySelector('[role="alert"]')!.textContent!);
}

describe('a form whose API answers badly', () => {
  it('says the response could not be read when the API answers HTML instead of JSON', async () => {
    // A proxy's error page, sent with status 200, as a misrouted request gets it.
    const fetch = vi.fn(
      async () =>
        new Response('<!doctype html><title>Bad Gateway</title>', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const message = await submitLogInWith(fetch);
    expect(fetch).toHaveBeenCalled();
    expect(message).toBe(PARSE_ERROR_MESSAGE);
    expect(message).not.toMatch(/Unexpected token|JSON/);
  });

  it('says the server could not be reached when the request fails', async () => {
    const message = await submitLogInWith(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
