import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { FakeXhr } from '../../test/fake-xhr.ts';
import { cleanup, getByText, render, waitFor } from '../../test/render.tsx';
import { ImportGameFile } from './ImportGameFile.tsx';

// The import control in its two places: /create (a new game) and a game's revisions (its draft replaced).

async function choose(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[aria-label="Game file to import"]')!;
  Object.defineProperty(input, 'files', {
    value: [new File([new Uint8Array(10)], 'chess.zip', { type: 'application/zip' })],
    configurable: true,
  });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

beforeEach(() => {
  FakeXhr.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

describe('ImportGameFile', () => {
  it('imports into an existing game only once its editor confirms the draft will be replaced', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { container } = await render(
      <MemoryRouter>
        <ImportGameFile intoGame={{ id: 'g-1', title: 'Chess' }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Replace the draft with a game file');
    await choose(container);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('replaces the draft of Chess'));
    expect(FakeXhr.created).toHaveLength(0);

    confirm.mockReturnValue(true);
    await choose(container);
    await waitFor(() => expect(FakeXhr.created).toHaveLength(1));
    expect(FakeXhr.created[0]!.url).toMatch(/\/games\/import\?into=g-1$/);
    await act(async () =>
      FakeXhr.created[0]!.respond(
        200,
        JSON.stringify({ game: { id: 'g-1', title: 'Chess', gamePath: '/@ann/chess', editorPath: '/@ann/chess/edit/draft' }, report: [] }),
      ),
    );
    await waitFor(() => getByText(container, 'Open it in the editor', 'a'));
  });

  it('makes a new game from /create without asking', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { container } = await render(
      <MemoryRouter>
        <ImportGameFile />
      </MemoryRouter>,
    );
    await choose(container);
    await waitFor(() => expect(FakeXhr.created).toHaveLength(1));
    expect(FakeXhr.created[0]!.url).toMatch(/\/games\/import$/);
    expect(confirm).not.toHaveBeenCalled();
  });
});
