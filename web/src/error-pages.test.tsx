import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { ErrorPage, notFound } from './shell/error-page.tsx';
import { errorPageText, statusOfError } from './shell/error-page-text.ts';
import { createRoutes } from './routes.tsx';
import { APP_HEADER_QUERY } from './shell/viewer-documents.ts';
import { cleanup, getByText, render, waitFor } from './test/render.tsx';

afterEach(cleanup);

function renderAt(path: string, pages?: RouteObject[]) {
  const router = createMemoryRouter(createRoutes(pages), { initialEntries: [path] });
  return render(
    <MockedProvider mocks={[{ request: { query: APP_HEADER_QUERY }, result: { data: { viewer: null } } }]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

const heading = async (container: HTMLElement) => waitFor(() => getByText(container, /Not Found|Unexpected Error/, 'h1').textContent);

describe('errorPageText', () => {
  it('words 404 and every other status as the spec does', () => {
    expect(errorPageText(404)).toEqual({ title: 'Not Found', text: "We can't find the page you're looking for." });
    expect(errorPageText(500)).toEqual({ title: 'Unexpected Error', text: 'Something went wrong. Please try again later.' });
    expect(errorPageText(403)).toEqual(errorPageText(500));
  });

  it('reads the status of what a route threw', () => {
    expect(statusOfError(new Response(null, { status: 404 }))).toBe(404);
    expect(statusOfError({ status: 403 })).toBe(403);
    expect(statusOfError(new Error('boom'))).toBe(500);
    expect(statusOfError(null)).toBe(500);
  });
});

describe('ErrorPage', () => {
  it('shows the title, the text and an outlined Return Home button linking home', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ErrorPage code={404} /> }]);
    const { container } = await render(<RouterProvider router={router} />);
    expect(getByText(container, 'Not Found', 'h1')).toBeTruthy();
    expect(container.textContent).toContain("We can't find the page you're looking for.");
    const button = getByText(container, 'Return Home', 'a');
    expect(button.getAttribute('href')).toBe('/');
    expect(button.className).toContain('button-outlined');
    expect(document.title).toBe('Tablecraft | Not Found');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});

describe('routes', () => {
  it('shows Not Found for an unknown path, inside the layout', async () => {
    const { container } = await renderAt('/no/such/page');
    expect(await heading(container)).toBe('Not Found');
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelector('footer')).not.toBeNull();
  });

  it('shows Not Found for a first segment that is not an @userName', async () => {
    const { container } = await renderAt('/nobody');
    expect(await heading(container)).toBe('Not Found');
  });

  it('shows Not Found when a page throws notFound()', async () => {
    // React Router reports errors caught during render to the console in development.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = () => notFound();
    const { container } = await renderAt('/missing', [{ path: 'missing', element: <Missing /> }]);
    expect(await heading(container)).toBe('Not Found');
    quiet.mockRestore();
  });

  it('shows Unexpected Error when a page fails', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    const { container } = await renderAt('/broken', [{ path: 'broken', element: <Broken /> }]);
    expect(await heading(container)).toBe('Unexpected Error');
    expect(container.textContent).toContain('Something went wrong. Please try again later.');
    expect(getByText(container, 'Return Home', 'a').getAttribute('href')).toBe('/');
    quiet.mockRestore();
  });

  it('shows Unexpected Error when a loader fails, and Not Found when it throws notFound()', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages: RouteObject[] = [
      { path: 'fails', loader: () => Promise.reject(new Error('down')), element: <p>never</p> },
      { path: 'gone', loader: () => notFound(), element: <p>never</p> },
    ];
    expect(await heading((await renderAt('/fails', pages)).container)).toBe('Unexpected Error');
    expect(await heading((await renderAt('/gone', pages)).container)).toBe('Not Found');
    quiet.mockRestore();
  });
});
