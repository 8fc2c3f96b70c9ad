import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../test/render-page.tsx';
import { cleanup, click, getByText, waitFor } from '../../test/render.tsx';
import { COMPLETE_SIGN_UP, SIGN_UP } from '../documents.ts';
import { SignUpPage } from './SignUpPage.tsx';

afterEach(cleanup);

const MESSAGE =
  'Check your inbox: we sent a link to finish signing up. It works for 24 hours. If the address already has an account, the mail says so and how to log in instead.';
const person = { userName: 'ada', name: 'Ada Lovelace', email: 'ada@example.test', password: 'a long pass phrase' };

const signUp = (next: string | null, mailWrittenToFolder: boolean): MockLink.MockedResponse => ({
  request: { query: SIGN_UP, variables: { input: { ...person, next } } },
  result: { data: { signUp: { __typename: 'SignUpStarted', message: MESSAGE, mailWrittenToFolder } } },
});
const completed: MockLink.MockedResponse = {
  request: { query: COMPLETE_SIGN_UP, variables: { token: 'the-token', password: person.password } },
  result: { data: { completeSignUp: { __typename: 'User', id: 'u1', userName: 'ada', name: 'Ada Lovelace', image: '' } } },
};
const wrongPassword: MockLink.MockedResponse = {
  request: { query: COMPLETE_SIGN_UP, variables: { token: 'the-token', password: 'somebody elses guess' } },
  result: {
    errors: [
      {
        message: 'That is not the password chosen when signing up.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'is not the one you chose when signing up' } },
      },
    ],
  },
};
const spent: MockLink.MockedResponse = {
  request: { query: COMPLETE_SIGN_UP, variables: { token: 'the-token', password: person.password } },
  result: {
    errors: [
      {
        message: 'This sign-up link has expired or was already used. Sign up again to get a new one.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: 'has expired or was already used' } },
      },
    ],
  },
};

async function open(mocks: MockLink.MockedResponse[], search = '') {
  return renderPage(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    `/sign-up${search}`,
    mocks,
  );
}

async function type(element: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fillAndSubmit(container: HTMLElement) {
  for (const [name, value] of Object.entries(person)) await type(container.querySelector<HTMLInputElement>(`[name="${name}"]`)!, value);
  await act(async () => container.querySelector('form')!.requestSubmit());
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

/** On the page the mailed link opens: types the password and sends it. */
async function finishWith(container: HTMLElement, password: string) {
  await waitFor(() => expect(heading(container)).toBe('Finish signing up'));
  await type(container.querySelector<HTMLInputElement>('[name="password"]')!, password);
  await act(async () => container.querySelector('form')!.requestSubmit());
}

describe('/sign-up', () => {
  it("shows the server's answer after submitting, and where a server without mail writes the link", async () => {
    const { container } = await open([signUp(null, true)]);
    await fillAndSubmit(container);
    await waitFor(() => expect(heading(container)).toBe('Check your inbox'));
    expect(container.querySelector('[role="status"]')?.textContent).toBe(MESSAGE);
    expect(getByText(container, 'ada@example.test', 'strong')).toBeTruthy();
    expect(container.textContent).toContain('This server sends no mail');
    expect(container.textContent).toContain('DATA_DIR/mail');
    expect(container.querySelector('form')).toBeNull();
  });

  it('says nothing of a mail folder when the server sends mail, and starts over on request', async () => {
    const { container } = await open([signUp(null, false)]);
    await fillAndSubmit(container);
    await waitFor(() => expect(heading(container)).toBe('Check your inbox'));
    expect(container.textContent).not.toContain('DATA_DIR');
    await click(getByText(container, 'Sign up again', 'button'));
    expect(heading(container)).toBe('Create your account');
    expect(container.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('');
  });

  it('sends the page to come back to with the sign-up, only when it is on this site', async () => {
    const back = '/accept-invite/abc?accept=1';
    const invited = await open([signUp(back, true)], `?next=${encodeURIComponent(back)}`);
    await fillAndSubmit(invited.container);
    await waitFor(() => expect(heading(invited.container)).toBe('Check your inbox'));
    await cleanup();
    const elsewhere = await open([signUp(null, true)], `?next=${encodeURIComponent('//evil.example/')}`);
    await fillAndSubmit(elsewhere.container);
    await waitFor(() => expect(heading(elsewhere.container)).toBe('Check your inbox'));
  });

  it('asks for the password chosen when signing up before sending anything', async () => {
    // No mocks: sending the token on opening would fail the mutation and show an error.
    const { container } = await open([], '?token=the-token');
    expect(heading(container)).toBe('Finish signing up');
    expect(container.textContent).toContain('Enter the password you chose when signing up to finish.');
    expect(container.querySelector<HTMLInputElement>('[name="password"]')!.type).toBe('password');
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('creates the account with the password and goes to the next step: playing a template or creating a game', async () => {
    const { container, router } = await open([completed], '?token=the-token');
    await finishWith(container, person.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
  });

  it('goes on to the page it came from, such as an invite to accept', async () => {
    const { container, router } = await open([completed], `?token=the-token&next=${encodeURIComponent('/accept-invite/abc?accept=1')}`);
    await finishWith(container, person.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accept-invite/abc'));
    expect(router.state.location.search).toBe('?accept=1');
  });

  it('shows a wrong password on its field and lets the right one finish', async () => {
    const { container, router } = await open([wrongPassword, completed], '?token=the-token');
    await finishWith(container, 'somebody elses guess');
    await waitFor(() =>
      expect(container.querySelector('.field-error')?.textContent).toBe('Password is not the one you chose when signing up'),
    );
    expect(heading(container)).toBe('Finish signing up');
    expect(router.state.location.pathname).toBe('/sign-up');
    await finishWith(container, person.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
  });

  it('says why a spent link cannot be used and offers to sign up again, without showing the token', async () => {
    const { container } = await open([spent], '?token=the-token');
    await finishWith(container, person.password);
    await waitFor(() => expect(heading(container)).toBe('This link cannot be used'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This sign-up link has expired or was already used. Sign up again to get a new one.',
    );
    expect(getByText(container, 'Sign up again', 'a').getAttribute('href')).toBe('/sign-up');
    expect(container.textContent).not.toContain('the-token');
  });
});
