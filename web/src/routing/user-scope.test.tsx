import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parseUserHandle, userPath, UserScope, useUserName, USER_HANDLE_PARAM } from './user-scope.tsx';
import { cleanup, render } from '../test/render.tsx';

afterEach(cleanup);

function ShowUser() {
  return <p data-testid="user">{useUserName()}</p>;
}

describe('user scope', () => {
  it('reads the userName from an @ segment', () => {
    expect(parseUserHandle('@ada')).toBe('ada');
    expect(parseUserHandle('@')).toBeNull();
    expect(parseUserHandle('ada')).toBeNull();
    expect(parseUserHandle(undefined)).toBeNull();
  });

  it('builds paths under a user', () => {
    expect(userPath('ada')).toBe('/@ada');
    expect(userPath('ada', 'chess', 'play', 'k7q2')).toBe('/@ada/chess/play/k7q2');
  });

  it('renders pages under /@{userName} with the name, and Not Found without the @', async () => {
    const routes = [{ path: `:${USER_HANDLE_PARAM}`, element: <UserScope />, children: [{ index: true, element: <ShowUser /> }] }];
    const { container } = await render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/@ada'] })} />);
    expect(container.querySelector('[data-testid="user"]')?.textContent).toBe('ada');
    const other = await render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/ada'] })} />);
    expect(other.container.querySelector('[data-testid="user"]')).toBeNull();
    expect(other.container.querySelector('h1')?.textContent).toBe('Not Found');
  });
});
