import { afterEach, describe, expect, it } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { UserScope, USER_HANDLE_PARAM } from '../routing/user-scope.tsx';
import { cleanup, render, waitFor } from '../test/render.tsx';
import { GAME_PAGE } from './documents.ts';
import { GamePage } from './GamePage.tsx';
import { gamePageGame } from './game-page-fixture.ts';

afterEach(cleanup);

const game = gamePageGame;

async function open(path: string, data: { viewer: unknown; game: unknown }, gameName = 'chess') {
  const mocks = [{ request: { query: GAME_PAGE, variables: { userName: 'ada', gameName } }, result: { data }, maxUsageCount: 3 }];
  const router = createMemoryRouter(
    [{ path: `/:${USER_HANDLE_PARAM}`, element: <UserScope />, children: [{ path: ':gameName', element: <GamePage /> }] }],
    { initialEntries: [path] },
  );
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
  it('shows the title, description and owner, with Play now for a visitor and no Edit', async () => {
    const { container } = await open('/@ada/chess', { viewer: null, game: game() });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Chess'));
    expect(container.textContent).toContain('Two armies.');
    expect(container.textContent).toContain('Ada');
    expect(buttons(container)).toEqual(['Play now']);
  });

  it('offers Edit, Test play and Settings to whoever may edit, and says when nothing is published', async () => {
    const { container } = await open('/@ada/chess', {
      viewer: { __typename: 'User', id: 'u1', userName: 'ada' },
      game: game({ viewerCanEdit: true, viewerCan: { __typename: 'GameCapabilities', viewDraft: true }, latestPublished: null }),
    });
    await waitFor(() => expect(buttons(container)).toEqual(['Play now', 'Test play', 'Edit', 'Settings']));
    expect(container.querySelector<HTMLAnchorElement>('a.button:last-of-type')?.getAttribute('href')).toBe('/@ada/chess/settings');
    expect(container.querySelector<HTMLButtonElement>('button')?.disabled).toBe(true);
    expect(container.querySelector('[role="note"]')?.textContent).toContain('Not published yet');
    expect(container.querySelector<HTMLAnchorElement>('a.button')?.getAttribute('href')).toBe('/@ada/chess/edit/draft');
  });

  it('shows the cover, players, seats and play time, and leaves out what the author did not give', async () => {
    const { container } = await open('/@ada/chess', {
      viewer: null,
      game: game({
        thumbnail: { __typename: 'GameImage', path: '/files/assets/a1/1024' },
        page: { __typename: 'GamePageContent', minPlayers: 2, maxPlayers: 2, playMinutes: 45, images: [] },
      }),
    });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Chess'));
    expect(container.querySelector<HTMLImageElement>('img.game-cover')?.getAttribute('src')).toMatch(/\/files\/assets\/a1\/1024$/);
    const facts = [...container.querySelectorAll('.game-facts li')].map((fact) => fact.textContent);
    expect(facts).toEqual(['2 players', '2 seats', 'about 45 min']);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/files\/assets\/a1\/1024$/);

    await cleanup();
    const bare = await open('/@ada/chess', {
      viewer: null,
      game: game({ latestPublished: { __typename: 'Revision', id: 'r2', name: 'v1', seatCount: 4, runsScripts: false } }),
    });
    await waitFor(() => expect(bare.container.querySelector('h1')?.textContent).toBe('Chess'));
    expect(bare.container.querySelector('img.game-cover')).toBeNull();
    expect([...bare.container.querySelectorAll('.game-facts li')].map((fact) => fact.textContent)).toEqual(['up to 4 players']);
    expect(bare.container.textContent).not.toContain(' min');
    // Settings are for the game's members only.
    expect(buttons(bare.container)).toEqual(['Play now']);
  });

  it("says when the game runs its author's code, which can see hidden cards", async () => {
    const notice = "This game runs its author's code, which can see hidden cards.";
    const scripted = await open('/@ada/chess', {
      viewer: null,
      game: game({ latestPublished: { __typename: 'Revision', id: 'r2', name: 'v1', seatCount: 4, runsScripts: true } }),
    });
    await waitFor(() => expect(scripted.container.querySelector('h1')?.textContent).toBe('Chess'));
    expect(scripted.container.querySelector('[role="note"]')?.textContent).toBe(notice);
    await cleanup();
    const plain = await open('/@ada/chess', { viewer: null, game: game() });
    await waitFor(() => expect(plain.container.querySelector('h1')?.textContent).toBe('Chess'));
    expect(plain.container.textContent).not.toContain(notice);
  });

  it("lists the viewer's open rooms of the game, each a link into it", async () => {
    const room = {
      __typename: 'Room',
      id: 'r1',
      code: 'k7q2k7q2k7',
      seatsTaken: 1,
      seatCount: 2,
      lastActivityAt: '2026-11-20T10:00:00.000Z',
      host: { __typename: 'User', id: 'u2', name: 'Bo' },
    };
    const { container } = await open('/@ada/chess', {
      viewer: { __typename: 'User', id: 'u2', userName: 'bo' },
      game: game({ viewerOpenRooms: [room] }),
    });
    const item = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.game-open-rooms li[data-room="k7q2k7q2k7"]');
      if (!found) throw new Error('no room listed yet');
      return found;
    });
    expect(item.querySelector('a')?.getAttribute('href')).toBe('/@ada/chess/play/k7q2k7q2k7');
    expect(item.textContent).toContain('hosted by Bo');
    expect(item.textContent).toContain('1 of 2 seats taken');
  });

  it('is Not Found for a game that does not exist or is not visible', async () => {
    const { container } = await open('/@ada/nope', { viewer: null, game: null }, 'nope');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Not Found'));
  });
});
