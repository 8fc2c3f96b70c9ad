import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, getByText, render, waitFor } from '../test/render.tsx';
import { PUBLIC_GAMES } from './documents.ts';
import { PUBLIC_GAMES_PAGE_SIZE, PublicGames } from './PublicGames.tsx';

afterEach(cleanup);

const owner = { __typename: 'User', id: 'u1', userName: 'ada', name: 'Ada', image: '' };
const game = (n: number) => ({
  __typename: 'Game',
  id: `g${n}`,
  gameName: `game-${n}`,
  title: `Game ${n}`,
  description: '',
  visibility: 'PUBLIC',
  updatedAt: '2026-01-01T00:00:00Z',
  owner,
});
const page = (from: number, count: number, total: number) => ({
  data: { publicGames: { __typename: 'GamePage', total, games: Array.from({ length: count }, (_, i) => game(from + i)) } },
});
const query = (variables: Record<string, unknown>, result: unknown) => ({
  request: { query: PUBLIC_GAMES, variables: { order: 'NEWEST', first: PUBLIC_GAMES_PAGE_SIZE, offset: 0, ...variables } },
  result,
});

async function open(mocks: unknown[]) {
  const router = createMemoryRouter([{ path: '*', element: <PublicGames /> }]);
  return render(
    <MockedProvider mocks={mocks as never}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

const titles = (root: ParentNode) => [...root.querySelectorAll('.game-card-title')].map((link) => link.textContent);

describe('the public games list', () => {
  it('shows a page of games and loads the next one', async () => {
    const { container } = await open([
      query({}, page(1, PUBLIC_GAMES_PAGE_SIZE, 14)),
      query({ offset: PUBLIC_GAMES_PAGE_SIZE }, page(13, 2, 14)),
    ]);
    await waitFor(() => expect(titles(container)).toHaveLength(PUBLIC_GAMES_PAGE_SIZE));
    expect(container.querySelector('.game-card-title')?.getAttribute('href')).toBe('/@ada/game-1');
    await act(async () => getByText(container, 'Load more', 'button').click());
    await waitFor(() => expect(titles(container)).toHaveLength(14));
    expect(container.textContent).not.toContain('Load more');
  });

  it('searches by title and says when nothing matches', async () => {
    const { container } = await open([query({}, page(1, 1, 1)), query({ search: 'zebra' }, page(1, 0, 0))]);
    await waitFor(() => expect(titles(container)).toEqual(['Game 1']));
    const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'zebra');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    await waitFor(() => expect(container.textContent).toContain('No public game has "zebra" in its title.'));
  });
});
