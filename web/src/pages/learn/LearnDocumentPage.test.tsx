import { readFileSync } from 'node:fs';
import { act } from 'react';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_API, SCRIPT_HANDLERS } from '@tablecraft/core/scripting';
import { findTemplate } from '@tablecraft/core/templates';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LearnDocumentPage } from './LearnDocumentPage.tsx';
import { LEARN_DOCUMENTS } from './learn-documents.ts';
import { learnDocumentCache } from './use-learn-document.ts';
import { cleanup, render, waitFor } from '../../test/render.tsx';

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
  // A fresh cache per test, so one test's document never answers another's.
  learnDocumentCache.loaded.clear();
});

function renderDocument(name: string) {
  const router = createMemoryRouter([{ path: '/learn/:documentName', element: <LearnDocumentPage /> }], {
    initialEntries: [`/learn/${name}`],
  });
  return render(<RouterProvider router={router} />);
}

describe('LearnDocumentPage', () => {
  it('renders the Markdown of a listed document', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('# Getting Started\n\nRead [the next guide](/learn/creating-a-game).', {
          headers: { 'content-type': 'text/markdown' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { container } = await renderDocument('getting-started');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Getting Started'));
    expect(fetch).toHaveBeenCalledWith('/learn/getting-started.md', expect.anything());
    expect(container.querySelector('.prose a')?.getAttribute('href')).toBe('/learn/creating-a-game');
    expect(document.title).toBe('Tablecraft | Getting Started');
  });

  it('shows Not Found for a name that is not a document, without fetching', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = await renderDocument('no-such-guide');
    expect(container.querySelector('h1')?.textContent).toBe('Not Found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows Not Found when the document file is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const { container } = await renderDocument('getting-started');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Not Found'));
  });

  it('fetches a guide once per session: showing it again uses the text already loaded', async () => {
    const fetch = vi.fn(async () => new Response('# Getting Started\n', { headers: { 'content-type': 'text/markdown' } }));
    vi.stubGlobal('fetch', fetch);
    const first = await renderDocument('getting-started');
    await waitFor(() => expect(first.container.querySelector('h1')?.textContent).toBe('Getting Started'));
    await first.unmount();
    const again = await renderDocument('getting-started');
    expect(again.container.querySelector('h1')?.textContent).toBe('Getting Started');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says a guide could not be loaded, and shows it when Try Again succeeds', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('# Getting Started\n', { headers: { 'content-type': 'text/markdown' } }));
    vi.stubGlobal('fetch', fetch);
    const { container } = await renderDocument('getting-started');
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/could not be loaded/));
    await act(async () => container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Getting Started'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('lists every document it serves, each with its Markdown file and a title of its own', () => {
    expect(LEARN_DOCUMENTS.map((document) => document.name)).toEqual([
      'getting-started',
      'creating-a-game',
      'the-editor',
      'templates-sheets-and-csv',
      'playing-in-a-room',
      'play-controls',
      'scripting',
    ]);
    for (const document of LEARN_DOCUMENTS) {
      const markdown = readFileSync(join(process.cwd(), 'web/public/learn', `${document.name}.md`), 'utf8');
      expect(markdown.split('\n')[0]).toBe(`# ${document.title}`);
    }
  });

  it('teaches the script API as the reference writes it, and the templates’ scripts as they are', () => {
    const markdown = readFileSync(join(process.cwd(), 'web/public/learn/scripting.md'), 'utf8');
    const functions = SCRIPT_API.flatMap((section) =>
      section.entries.flatMap((entry) => [...entry.signature.matchAll(/game\.(\w+)/g)].map((match) => `game.${match[1]}`)),
    );
    for (const name of [...SCRIPT_HANDLERS, ...functions]) expect(markdown).toContain(name);
    for (const id of ['cards', 'dice']) {
      const template = findTemplate(id)!;
      const doc = template.document(Object.fromEntries(template.art.map((art) => [art.key, crypto.randomUUID()])));
      for (const script of doc.scripts) expect(markdown).toContain(`\`\`\`js\n${script.source}\`\`\``);
    }
  });
});
