import { afterEach, describe, expect, it } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { UserScope, USER_HANDLE_PARAM } from '../routing/user-scope.tsx';
import { VIEWER_ACCOUNT } from '../accounts/index.ts';
import { cleanup, getByText, render, waitFor } from '../test/render.tsx';
import { SETTINGS_GAME } from './documents.ts';
import { settingsRoute } from './routes.tsx';

const viewer = {
  __typename: 'User',
  id: 'u2',
  userName: 'bo',
  name: 'Bo',
  image: '',
  account: {
    __typename: 'Account',
    email: 'bo@example.test',
    proUntil: null,
    plan: { __typename: 'Plan', id: 'free', name: 'Free', maxPrivateGames: 3, maxOpenRooms: 5, maxAssetBytes: 1e8, maxSeatsPerRoom: 8 },
  },
};

function game(role: 'OWNER' | 'EDITOR' | null, overrides: Record<string, unknown> = {}) {
  const owner = role === 'OWNER';
  const member = role !== null;
  return {
    __typename: 'Game',
    id: 'g1',
    gameName: 'chess',
    title: 'Chess',
    description: '',
    visibility: 'PUBLIC',
    canonicalPath: '/@ada/chess',
    redirectTo: null,
    robots: 'index',
    owner: { __typename: 'User', id: 'u1', userName: 'ada', name: 'Ada' },
    thumbnail: null,
    page: { __typename: 'GamePageContent', overview: '', minPlayers: null, maxPlayers: null, playMinutes: null, images: [] },
    playPermission: 'ANYONE',
    allowSpectators: true,
    viewerRole: role,
    viewerCan: {
      __typename: 'GameCapabilities',
      view: true,
      viewDraft: member,
      edit: member,
      publish: member,
      manage: owner,
      delete: owner,
      play: true,
      watch: true,
    },
    ...overrides,
  };
}

const mocks = (gameData: ReturnType<typeof game> | null, gameName = 'chess'): MockLink.MockedResponse[] => [
  { request: { query: VIEWER_ACCOUNT }, result: { data: { viewer } }, maxUsageCount: 10 },
  { request: { query: SETTINGS_GAME, variables: { userName: 'ada', gameName } }, result: { data: { game: gameData } }, maxUsageCount: 10 },
];

async function open(path: string, responses: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: `/:${USER_HANDLE_PARAM}`, element: <UserScope />, children: [settingsRoute] }], {
    initialEntries: [path],
  });
  const rendered = await render(
    <MockedProvider mocks={responses}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { ...rendered, router };
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

afterEach(cleanup);

describe('game settings access', () => {
  it('shows the owner every section', async () => {
    const { container } = await open('/@ada/chess/settings/permissions', mocks(game('OWNER')));
    await waitFor(() => expect(heading(container)).toBe('Permissions'));
    const links = [...container.querySelectorAll('nav[aria-label="Game settings"] a')].map((link) => link.textContent);
    expect(links).toEqual(['Profile', 'Game page', 'Permissions', 'Members', 'Players', 'Revisions', 'Delete']);
    expect(getByText(container, 'Listed players only').closest('label')?.querySelector('input')?.checked).toBe(false);
  });

  it('shows people who are not members Not Found, so a game is not revealed', async () => {
    const { container } = await open('/@ada/chess/settings/profile', mocks(game(null)));
    await waitFor(() => expect(heading(container)).toBe('Not Found'));
  });

  it('refuses a member an owner section opened by its address', async () => {
    const { container } = await open('/@ada/chess/settings/delete', mocks(game('EDITOR')));
    await waitFor(() => expect(heading(container)).toBe('Unexpected Error'));
    expect(container.querySelector('nav[aria-label="Game settings"]')).toBeNull();
  });

  it('sends a member from /settings to the first section they may open', async () => {
    const { router } = await open('/@ada/chess/settings', mocks(game('EDITOR')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/chess/settings/permissions/members'));
  });

  it('follows a renamed game to its new address, same section', async () => {
    const { router } = await open('/@ada/old-chess/settings/page', [
      ...mocks(game('OWNER', { redirectTo: '/@ada/chess' }), 'old-chess'),
      mocks(game('OWNER'))[1]!,
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/chess/settings/page'));
  });

  it('shows Not Found for a path that is no section', async () => {
    const { container } = await open('/@ada/chess/settings/nowhere', mocks(game('OWNER')));
    await waitFor(() => expect(heading(container)).toBe('Not Found'));
  });
});
