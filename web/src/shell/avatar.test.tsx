import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act, type ReactNode } from 'react';
import { Avatar } from './avatar.tsx';
import { cleanup, render } from '../test/render.tsx';

// Avatar may render a router link, so every case renders inside a router.
const inRouter = (ui: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />;

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the default person icon when the source is empty', async () => {
    const { container } = await render(inRouter(<Avatar src="" name="Ada" />));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-testid="person-icon"]')).not.toBeNull();
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Ada');
  });

  it('shows the picture from its source', async () => {
    const { container } = await render(inRouter(<Avatar src="https://img.example/ada.png" name="Ada" />));
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.example/ada.png');
    expect(image?.getAttribute('alt')).toBe('Ada');
    expect(container.querySelector('[data-testid="person-icon"]')).toBeNull();
  });

  it('falls back to the icon when the picture fails to load', async () => {
    const { container } = await render(inRouter(<Avatar src="https://img.example/gone.png" name="Ada" />));
    await act(async () => {
      container.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-testid="person-icon"]')).not.toBeNull();
  });

  it("links to the user's page when given a userName", async () => {
    const { container } = await render(inRouter(<Avatar src="" name="Ada" userName="ada" />));
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/@ada');
    expect(link?.getAttribute('aria-label')).toBe('Ada (@ada)');
  });

  it('is not a link without a userName', async () => {
    const { container } = await render(inRouter(<Avatar src="" />));
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows an online or offline status with an accessible label, and a large size', async () => {
    const { container } = await render(
      inRouter(
        <>
          <Avatar src="" status="online" size="large" />
          <Avatar src="" status="offline" />
        </>,
      ),
    );
    const labels = [...container.querySelectorAll('.avatar-status')].map((dot) => dot.getAttribute('aria-label'));
    expect(labels).toEqual(['Online', 'Offline']);
    expect(container.querySelectorAll('.avatar-large')).toHaveLength(1);
  });
});
