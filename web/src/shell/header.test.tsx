import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Header, COMMUNITY_INVITE_URL } from './header.tsx';
import { ToastProvider } from './toasts.tsx';
import { APP_HEADER_QUERY, LOG_OUT } from './viewer-documents.ts';
import { allByText, cleanup, click, getByText, render, waitFor } from '../test/render.tsx';

const ADA = { __typename: 'User', id: 'u1', image: 'https://img.example/ada.png', name: 'Ada Lovelace', userName: 'ada' };

const viewerMock = (viewer: typeof ADA | null, delay = 0): MockLink.MockedResponse => ({
  request: { query: APP_HEADER_QUERY },
  result: { data: { viewer } },
  delay,
});

function renderHeader(mocks: MockLink.MockedResponse[], extra: ReactNode = null) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <Header />
          {extra}
        </>
      ),
    },
  ]);
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const authArea = (container: HTMLElement) => ({
  logIn: allByText(container, 'Log In', 'a')[0],
  signUp: allByText(container, 'Sign Up', 'a')[0],
  menu: container.querySelector('.user-menu-trigger'),
});

afterEach(cleanup);

describe('Header', () => {
  it('shows the brand linking home, the community invite in a new tab, and Privacy', async () => {
    const { container } = await renderHeader([viewerMock(null)]);
    expect(getByText(container, 'Tablecraft', 'a').closest('a')?.getAttribute('href')).toBe('/');
    const community = getByText(container, 'Community', 'a');
    expect(community.getAttribute('href')).toBe(COMMUNITY_INVITE_URL);
    expect(community.getAttribute('target')).toBe('_blank');
    expect(community.getAttribute('rel')).toContain('noopener');
    expect(community.classList.contains('header-community')).toBe(true);
    expect(getByText(container, 'Privacy', 'a').getAttribute('href')).toBe('/privacy');
  });

  it('shows nothing for authentication while the viewer query loads', async () => {
    const { container } = await renderHeader([viewerMock(null, 200)]);
    const area = authArea(container);
    expect(area.logIn).toBeUndefined();
    expect(area.signUp).toBeUndefined();
    expect(area.menu).toBeNull();
  });

  it('shows Log In and Sign Up to a visitor', async () => {
    const { container } = await renderHeader([viewerMock(null)]);
    const { logIn, signUp } = await waitFor(() => {
      const area = authArea(container);
      if (!area.logIn || !area.signUp) throw new Error('not yet');
      return area;
    });
    expect(logIn?.getAttribute('href')).toBe('/log-in');
    expect(signUp?.getAttribute('href')).toBe('/sign-up');
    expect(authArea(container).menu).toBeNull();
  });

  it("shows a logged-in viewer's picture and name, opening onto profile, account and log out", async () => {
    const { container } = await renderHeader([viewerMock(ADA)]);
    const trigger = await waitFor(() => {
      const menu = authArea(container).menu;
      if (!menu) throw new Error('not yet');
      return menu;
    });
    expect(authArea(container).logIn).toBeUndefined();
    expect(trigger.textContent).toContain('Ada Lovelace');
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe(ADA.image);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = [...container.querySelectorAll('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Account', 'Log Out']);
    expect(items[0]?.getAttribute('href')).toBe('/@ada');
    expect(items[1]?.getAttribute('href')).toBe('/account/profile');
  });

  it('logs out with the logOut mutation and then shows the visitor actions', async () => {
    let loggedOut = false;
    const mocks: MockLink.MockedResponse[] = [
      viewerMock(ADA),
      {
        request: { query: LOG_OUT },
        result: () => {
          loggedOut = true;
          return { data: { logOut: true } };
        },
      },
      // The store reset refetches the header's query; the session is gone now.
      viewerMock(null),
    ];
    const { container } = await renderHeader(mocks);
    const trigger = await waitFor(() => {
      const menu = authArea(container).menu;
      if (!menu) throw new Error('not yet');
      return menu;
    });
    await click(trigger);
    await click(getByText(container, 'Log Out', 'button'));
    await waitFor(() => {
      if (!authArea(container).logIn) throw new Error('not yet');
    });
    expect(loggedOut).toBe(true);
    expect(authArea(container).menu).toBeNull();
  });
});
