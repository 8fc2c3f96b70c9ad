import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { render, type Rendered } from './render.tsx';

/**
 * Renders pages as the app does (GraphQL answered by `mocks`, toasts, a router) at `path`, and returns the
 * router too, so a test can follow where the page navigates.
 */
export async function renderPage(
  routes: RouteObject[],
  path: string,
  mocks: ReadonlyArray<MockLink.MockedResponse>,
): Promise<Rendered & { router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = await render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { ...rendered, router };
}
