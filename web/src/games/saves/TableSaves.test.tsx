import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderPage } from '../../test/render-page.tsx';
import { cleanup, click, getByText, waitFor } from '../../test/render.tsx';
import { FakeXhr } from '../../test/fake-xhr.ts';
import { CREATE_ROOM_FROM_SAVE, DELETE_TABLE_SAVE, GAME_TABLE_SAVES } from './documents.ts';
import { TableSaves } from './TableSaves.tsx';

beforeEach(() => {
  FakeXhr.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const save = (id: string, name: string) => ({
  __typename: 'TableSave',
  id,
  name,
  createdAt: '2026-11-25T10:00:00.000Z',
  bytes: 12_345,
  revisionName: 'v1',
  createdBy: { __typename: 'User', id: 'u2', name: 'Bob' },
});
const listed = (...saves: ReturnType<typeof save>[]) => ({
  request: { query: GAME_TABLE_SAVES, variables: { userName: 'ada', gameName: 'chess' } },
  result: { data: { game: { __typename: 'Game', id: 'g1', tableSaves: saves } } },
});

async function open(mocks: Parameters<typeof renderPage>[2]) {
  const rendered = await renderPage(
    [
      { path: '/settings', element: <TableSaves userName="ada" gameName="chess" /> },
      { path: '/@ada/chess/play/:code', element: <p>in the room</p> },
    ],
    '/settings',
    mocks,
  );
  await waitFor(() => getByText(rendered.container, /^Evening game/, 'td'));
  return rendered;
}

describe("a game's saved tables", () => {
  it('lists each save with who saved it, and starts a room from one', async () => {
    const { container, router } = await open([
      listed(save('s1', 'Evening game')),
      {
        request: { query: CREATE_ROOM_FROM_SAVE, variables: { saveId: 's1' } },
        result: { data: { createRoomFromSave: { __typename: 'Room', id: 'r9', code: 'abcdefghij' } } },
      },
    ]);
    expect(container.querySelector('tbody tr')?.textContent).toContain('Bob');
    await click(getByText(container, 'Start a room', 'button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/chess/play/abcdefghij'));
  });

  it('deletes a save after asking, and downloads one as a file', async () => {
    window.confirm = vi.fn(() => true);
    const fetched = vi.fn(
      async () =>
        new Response(new Blob(['zip']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="chess-Evening-game.zip"' },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { container } = await open([
      listed(save('s1', 'Evening game')),
      { request: { query: DELETE_TABLE_SAVE, variables: { id: 's1' } }, result: { data: { deleteTableSave: true } } },
      listed(),
    ]);
    await click(getByText(container, 'Download', 'button'));
    await waitFor(() => getByText(document.body, 'Downloaded chess-Evening-game.zip.'));
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toMatch(/\/tables\/s1\/table\.zip$/);
    await click(getByText(container, 'Delete', 'button'));
    await waitFor(() => getByText(container, 'No saved tables yet.'));
  });

  it('uploads a table file through the intake and says why one was refused', async () => {
    const { container } = await open([listed(save('s1', 'Evening game')), listed(save('s2', 'Uploaded'), save('s1', 'Evening game'))]);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const choose = async (name: string) =>
      act(async () => {
        Object.defineProperty(input, 'files', { value: [new File(['zip'], name, { type: 'application/zip' })], configurable: true });
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    await choose('bad.zip');
    const refused = FakeXhr.created[0]!;
    expect(refused.url).toMatch(/\/tables\/import$/);
    expect(refused.headers['x-tablecraft-csrf']).toBe('1');
    await act(async () =>
      refused.respond(400, JSON.stringify({ code: 'BAD_USER_INPUT', message: 'tablecraft-table.json is not valid JSON.' })),
    );
    await waitFor(() => getByText(document.body, 'The table file was not uploaded: tablecraft-table.json is not valid JSON.'));
    await choose('good.zip');
    await act(async () => FakeXhr.created[1]!.respond(200, JSON.stringify({ save: { id: 's2', name: 'Uploaded', gameId: 'g1' } })));
    await waitFor(() => getByText(container, /^Uploaded · v1/, 'td'));
    expect(getByText(document.body, 'Uploaded “Uploaded”.')).toBeTruthy();
  });
});
