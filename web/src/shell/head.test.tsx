import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageHead } from './head.tsx';
import { cleanup, render } from '../test/render.tsx';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(cleanup);

describe('PageHead', () => {
  it('writes the title and tags into the document head, replacing what the previous page set', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <PageHead /> },
        { path: '/privacy', element: <PageHead title="Privacy" description="What we store." /> },
        { path: '/missing', element: <PageHead title="Not Found" robots="noindex" /> },
      ],
      { initialEntries: ['/privacy'] },
    );
    await render(<RouterProvider router={router} />);
    expect(document.title).toBe('Tablecraft | Privacy');
    expect(content('meta[name="description"]')).toBe('What we store.');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/privacy$/);

    await act(() => router.navigate('/missing'));
    expect(document.title).toBe('Tablecraft | Not Found');
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(content('meta[name="description"]')).toBe('The easiest way to play tabletop games online.');

    await act(() => router.navigate('/'));
    expect(document.title).toBe('Tablecraft');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:type"]')).toBe('website');
  });
});
