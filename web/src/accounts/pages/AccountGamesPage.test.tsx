import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { cleanup, waitFor } from '../../test/render.tsx';
import { VIEWER_ACCOUNT } from '../documents.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { AccountGamesPage, VIEWER_GAMES } from './AccountGamesPage.tsx';

afterEach(cleanup);

const viewer = {
  __typename: 'User',
  id: 'u1',
  userName: 'ada',
  name: 'Ada',
  image: '',
  account: {
    __typename: 'Account',
    email: 'ada@example.test',
    proUntil: null,
    plan: { __typename: 'Plan', id: 'free', name: 'Free', maxPrivateGames: 3, maxOpenRooms: 5, maxAssetBytes: 1e8, maxSeatsPerRoom: 8 },
  },
};
const game = (id: string, gameName: string, viewDraft: boolean) => ({
  __typename: 'Game',
  id,
  gameName,
  title: gameName,
  visibility: 'PRIVATE',
  updatedAt: '2026-11-20T10:00:00.000Z',
  latestPublished: null,
  viewerCan: { __typename: 'GameCapabilities', viewDraft },
});

async function open() {
  return renderPage(
    [{ path: '/account', element: <AccountLayout />, children: [{ path: 'games', element: <AccountGamesPage /> }] }],
    '/account/games',
    [
      { request: { query: VIEWER_ACCOUNT, variables: {} }, result: { data: { viewer } }, maxUsageCount: 3 },
      {
        request: { query: VIEWER_GAMES, variables: {} },
        result: { data: { viewerGames: [game('g1', 'chess', true), game('g2', 'go', false)] } },
        maxUsageCount: 3,
      },
    ],
  );
}

describe('the account games page', () => {
  it('links each game to its settings when the viewer may open them', async () => {
    const { container } = await open();
    await waitFor(() =>
      expect(container.querySelector('a[aria-label="Settings of chess"]')?.getAttribute('href')).toBe('/@ada/chess/settings'),
    );
    expect(container.querySelector('a[aria-label="Settings of go"]')).toBeNull();
  });

  it('sits beside the account menu, styled as the settings menu is', async () => {
    const { container } = await open();
    const menu = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('nav[aria-label="Account"]');
      if (!found) throw new Error('no menu yet');
      return found;
    });
    expect(menu.classList.contains('section-nav')).toBe(true);
    expect(menu.parentElement?.classList.contains('section-columns')).toBe(true);
    expect(menu.querySelector('a[aria-current="page"]')?.textContent).toBe('Games');
  });
});
