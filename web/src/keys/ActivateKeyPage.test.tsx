import { afterEach, describe, expect, it } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../shell/toasts.tsx';
import { cleanup, click, getByText, render, waitFor } from '../test/render.tsx';
import { KEY_PREVIEW, REDEEM_KEY } from './documents.ts';
import { ActivateKeyPage } from './ActivateKeyPage.tsx';

const CODE = 'ABCDE-FGHJK-MNPQR-STUVW';
const viewer = { __typename: 'User', id: 'u2', userName: 'bo' };
const proKey = (status = 'VALID') => ({
  __typename: 'ActivationKeyPreview',
  kind: 'PRO',
  proDays: 30,
  status,
  expiresAt: null,
  game: null,
});
const preview = (data: { viewer: typeof viewer | null; activationKey: ReturnType<typeof proKey> | null }): MockLink.MockedResponse => ({
  request: { query: KEY_PREVIEW, variables: { code: CODE } },
  result: { data },
  maxUsageCount: 10,
});

async function open(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/activate-key/:code', element: <ActivateKeyPage /> }], {
    initialEntries: [`/activate-key/${CODE}`],
  });
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

afterEach(cleanup);

describe('/activate-key/{code}', () => {
  it('says so when the code matches no key', async () => {
    const { container } = await open([preview({ viewer, activationKey: null })]);
    await waitFor(() => expect(heading(container)).toBe('Key not found'));
    expect(getByText(container, 'This key does not exist. Check that it is typed exactly as printed.')).toBeTruthy();
  });

  it('says why a key cannot be used again', async () => {
    const { container } = await open([preview({ viewer, activationKey: proKey('ALREADY_REDEEMED') })]);
    await waitFor(() => expect(heading(container)).toBe('This key cannot be used'));
    expect(getByText(container, 'You have already used this key. A key works once per account.')).toBeTruthy();
  });

  it('asks a visitor to log in first and come back', async () => {
    const { container } = await open([preview({ viewer: null, activationKey: proKey() })]);
    await waitFor(() => expect(heading(container)).toBe('Activate Pro for 30 days'));
    expect(getByText(container, 'Log in to activate', 'a').getAttribute('href')).toBe(
      `/log-in?next=${encodeURIComponent(`/activate-key/${CODE}?accept=1`)}`,
    );
  });

  it('redeems a Pro key and says until when Pro lasts', async () => {
    const redeemed = { __typename: 'RedeemedKey', kind: 'PRO', proUntil: '2030-03-01T12:00:00Z', game: null };
    const { container } = await open([
      preview({ viewer, activationKey: proKey() }),
      { request: { query: REDEEM_KEY, variables: { code: CODE } }, result: { data: { redeemActivationKey: redeemed } } },
    ]);
    await waitFor(() => getByText(container, 'Activate key', 'button'));
    await click(getByText(container, 'Activate key', 'button'));
    await waitFor(() => expect(heading(container)).toBe('Pro is active'));
    expect(container.textContent).toContain('2030');
  });

  it('shows the refusal when redeeming fails', async () => {
    const { container } = await open([
      preview({ viewer, activationKey: proKey() }),
      {
        request: { query: REDEEM_KEY, variables: { code: CODE } },
        result: { errors: [{ message: 'This key has already been used as many times as it allows.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    await waitFor(() => getByText(container, 'Activate key', 'button'));
    await click(getByText(container, 'Activate key', 'button'));
    await waitFor(() =>
      expect(getByText(container, 'This key has already been used as many times as it allows.').getAttribute('role')).toBe('alert'),
    );
  });
});
