import { afterEach, describe, expect, it } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { cleanup, click, getByText, render, waitFor } from '../test/render.tsx';
import { ACCEPT_INVITE, INVITE_PREVIEW } from './documents.ts';
import { AcceptInvitePage } from './AcceptInvitePage.tsx';
import type { InvitePreviewQuery } from '../graphql/generated/graphql.ts';

const CODE = 'abcdefghijklmnopqrstuvwx';
const game = {
  __typename: 'GameSummary',
  title: 'Chess',
  gameName: 'chess',
  ownerUserName: 'ada',
  ownerName: 'Ada',
  path: '/@ada/chess',
  thumbnailPath: null,
};
const viewer = { __typename: 'User', id: 'u2', userName: 'bo' };
type Invite = NonNullable<InvitePreviewQuery['invite']>;
const invite = (overrides: Partial<Invite> = {}) => ({
  __typename: 'InvitePreview',
  code: CODE,
  kind: 'MEMBER',
  role: 'EDITOR',
  status: 'VALID',
  expiresAt: '2030-01-01T00:00:00Z',
  viewerRole: null,
  viewerIsPlayer: false,
  game,
  ...overrides,
});

const preview = (data: { viewer: typeof viewer | null; invite: ReturnType<typeof invite> | null }): MockLink.MockedResponse => ({
  request: { query: INVITE_PREVIEW, variables: { code: CODE } },
  result: { data },
  maxUsageCount: 10,
});

async function open(mocks: MockLink.MockedResponse[], search = '') {
  const router = createMemoryRouter(
    [
      { path: '/accept-invite/:code', element: <AcceptInvitePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/accept-invite/${CODE}${search}`] },
  );
  const rendered = await render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { ...rendered, router };
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

afterEach(cleanup);

describe('/accept-invite/{code}', () => {
  it('says so when the code matches no invite', async () => {
    const { container } = await open([preview({ viewer, invite: null })]);
    await waitFor(() => expect(heading(container)).toBe('Invite not found'));
  });

  it('says why a used invite cannot be used', async () => {
    const { container } = await open([preview({ viewer, invite: invite({ status: 'USED_UP' }) })]);
    await waitFor(() => expect(heading(container)).toBe('This invite cannot be used'));
    expect(getByText(container, 'This invite has already been used. Ask for a new one.')).toBeTruthy();
  });

  it('shows a visitor the game and the role, with sign-up and log-in links that come back to accept', async () => {
    const { container } = await open([preview({ viewer: null, invite: invite() })]);
    await waitFor(() => expect(heading(container)).toBe('You are invited to work on Chess as an editor'));
    expect(getByText(container, 'by Ada (@ada)')).toBeTruthy();
    const next = encodeURIComponent(`/accept-invite/${CODE}?accept=1`);
    expect(getByText(container, 'Sign up to accept', 'a').getAttribute('href')).toBe(`/sign-up?next=${next}`);
    expect(getByText(container, 'Log in to accept', 'a').getAttribute('href')).toBe(`/log-in?next=${next}`);
  });

  it('tells a member they already have access', async () => {
    const { container } = await open([preview({ viewer, invite: invite({ viewerRole: 'VIEWER' }) })]);
    await waitFor(() => expect(container.textContent).toContain('You are already a viewer of Chess.'));
  });

  it('accepts on a click and takes an editor to the draft', async () => {
    const accepted = {
      __typename: 'AcceptedInvite',
      kind: 'MEMBER',
      role: 'EDITOR',
      game: { __typename: 'Game', id: 'g1', gameName: 'chess', title: 'Chess', canonicalPath: '/@ada/chess', viewerRole: 'EDITOR' },
    };
    const { container, router } = await open([
      preview({ viewer, invite: invite() }),
      { request: { query: ACCEPT_INVITE, variables: { code: CODE } }, result: { data: { acceptInvite: accepted } } },
    ]);
    await waitFor(() => getByText(container, 'Accept invite', 'button'));
    await click(getByText(container, 'Accept invite', 'button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/@ada/chess/edit/draft'));
  });
});
