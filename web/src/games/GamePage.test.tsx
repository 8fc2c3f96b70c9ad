import { afterEach, describe, expect, it } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { UserScope, USER_HANDLE_PARAM } from '../routing/user-scope.tsx';
import { cleanup, render, waitFor } from '../test/render.tsx';
import { GAME_PAGE } from './documents.ts';
import { GamePage } from './GamePage.tsx';

afterEach(cleanup);

const game = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Game',
  id: 'g1',
  gameName: 'chess',
  title: 'Chess',
  description: 'Two armies.',
  visibility: 'PUBLIC',
  viewerCanEdit: false,
  owner: { __typename: 'User', id: 'u1', userName: 'ada', name: 'Ada', image: '' },
  latestPublished: { __typename: 'Revision', id: 'r2', name: 'v1' },
  ...overrides,
});

async function open(path: string, data: { viewer: unknown; game: unknown }, gameName = 'chess') {
  const mocks = [{ request: { query: GAME_PAGE, variables: { userName: 'ada', gameName } }, result: { data }, maxUsageCount: 3 }];
  const router = createMemoryRouter([{ path: `/:${USER_HANDLE_PARAM}`, element: <UserScope />, children: [{ path: ':gameName', element: <GamePage /> }] }], { initialEntries: [path] });
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const buttons = (root: ParentNode) => [...root.querySelectorAll('button, a.button')].map((element) => element.textContent);

describe('a game page', () => {
  it('shows the title, description and owner, with Play for a visitor and no Edit', async () => {
    const { container } = await open('/@ada/chess', { viewer: null, game: game() });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Chess'));
    expect(container.textContent).toContain('Two armies.');
    expect(container.textContent).toContain('Ada');
    expect(buttons(container)).toEqual(['Play']);
  });

  it('offers Edit and Test play to whoever may edit, and says when nothing is published', async () => {
    const { container } = await open('/@ada/chess', { viewer: { __typename: 'User', id: 'u1', userName: 'ada' }, game: game({ viewerCanEdit: true, latestPublished: null }) });
    await waitFor(() => expect(buttons(container)).toEqual(['Play', 'Test play', 'Edit']));
    expect(container.querySelector<HTMLButtonElement>('button')?.disabled).toBe(true);
    expect(container.querySelector('[role="note"]')?.textContent).toContain('Not published yet');
    expect(container.querySelector<HTMLAnchorElement>('a.button')?.getAttribute('href')).toBe('/@ada/chess/edit/draft');
  });

  it('is Not Found for a game that does not exist or is not visible', async () => {
    const { container } = await open('/@ada/nope', { viewer: null, game: null }, 'nope');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Not Found'));
  });
});
