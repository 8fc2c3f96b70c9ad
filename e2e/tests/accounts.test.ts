import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { followSignUpLink } from '../support/sign-up.ts';
import { lastMailTo, newUserInput } from '../../testing/accounts.ts';
import { UNSAVED_CHANGES_MESSAGE } from '@tablecraft/core';

// One person's account from sign-up to a password reset and an email change by mail, as they would click through it.
describe('accounts journey', () => {
  const webUrl = inject('webUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  const user = newUserInput({ name: 'Ada Lovelace' });
  const newPassword = 'a much better password';
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newPerson(browser)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const userMenu = () => page.getByRole('button', { name: new RegExp(user.name) });
  const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

  async function logOut() {
    await userMenu().click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Log In', exact: true }).waitFor();
  }

  // The API may answer before it writes the mail (the reset mail is sent after the answer, so timing tells
  // nothing), so wait for a mail to the address that carries the link instead of reading the folder once.
  async function mailedLink(address: string, pattern: RegExp): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(() => (link = lastMailTo(dataDir, address)?.match(pattern)?.[0]), { message: `a link in the mail to ${address}` })
      .toBeTruthy();
    return link!;
  }

  async function logIn(password: string) {
    await page.goto(at('/log-in'));
    await fill('Email or user name', user.email);
    await fill('Password', password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await userMenu().waitFor();
  }

  it('signs up through the mailed link and sees the user menu in the header', async () => {
    await page.goto(at('/sign-up'));
    await fill('User name', user.userName);
    await fill('Display name', user.name);
    await fill('Email', user.email);
    await fill('Password', user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    // Nothing exists yet: the page says where the link went, and (this product has no SMTP server) where
    // the mail was written instead.
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'we sent a link to finish signing up' }).waitFor();
    await page.getByText('This server sends no mail').waitFor();
    await page.getByRole('link', { name: 'Log In', exact: true }).waitFor();
    await followSignUpLink(page, dataDir, user);
    await userMenu().waitFor();
    // Signed up with nowhere to return to: the next step, playing a template or starting a game.
    await page.waitForURL(at('/create?welcome'));
    await page.getByText('Welcome to Tablecraft! Play a template now').waitFor();
    expect(await page.getByRole('link', { name: 'Log In', exact: true }).count()).toBe(0);
  });

  it('shows a field error from the server and keeps it until the field is edited', async () => {
    await logOut();
    await page.goto(at('/log-in'));
    await fill('Email or user name', user.email);
    await fill('Password', 'not my password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'That email and password do not match an account.' });
    await error.waitFor();
    await fill('Password', user.password);
    await error.waitFor({ state: 'detached' });
  });

  it('logs in again, and changes the display name', async () => {
    await logIn(user.password);
    await page.goto(at('/account/profile'));
    await fill('Display name', 'Ada King');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    user.name = 'Ada King';
    await userMenu().waitFor();
  });

  it('resets the password through the link in the mail, then logs in with the new one', async () => {
    await logOut();
    await page.goto(at('/reset-password'));
    await fill('Email', user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/a link to reset its password is on its way/).waitFor();
    const link = await mailedLink(user.email, /https?:\/\/\S+reset-password\?token=[\w-]+/);
    await page.goto(link);
    await fill('New password', newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(at('/log-in'));
    await logIn(newPassword);
  });

  it('changes the email only once the link mailed to the new address is opened', async () => {
    // Not "new_" + the old address: mail files are found by the address appearing in their name.
    const newEmail = user.email.replace('@', '.moved@');
    const emailField = () => page.getByLabel('Email', { exact: true });
    await page.goto(at('/account/email'));
    await fill('Email', newEmail);
    await fill('Password', newPassword);
    await page.getByRole('button', { name: 'Change email' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Check the inbox of ${newEmail} for a confirmation link.` })
      .waitFor();
    const link = await mailedLink(newEmail, /https?:\/\/\S+\/confirm-email\?token=[\w-]+/);

    // Asked for, not done: a fresh load still shows the old address.
    await page.reload();
    await expect.poll(() => emailField().inputValue()).toBe(user.email);

    await page.goto(link);
    await expect.poll(() => page.title()).toBe('Tablecraft | Confirm Email');
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Go to your account settings' }).click();
    await page.waitForURL(at('/account/email'));
    await expect.poll(() => emailField().inputValue()).toBe(newEmail);
    user.email = newEmail;

    // The link is single-use: opening it again says so and changes nothing.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'This confirmation link has expired or was already used.' }).waitFor();
    await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
  });

  it('uploads a picture through the avatar pipeline and shows it in the header', async () => {
    await page.goto(at('/account/profile'));
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e11d48' } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const address = page.getByLabel('Picture address', { exact: true });
    await expect.poll(() => address.inputValue(), { timeout: 30_000 }).toMatch(/\/files\/assets\/[\w-]+\/512$/);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    const headerImage = userMenu().locator('img');
    await expect.poll(() => headerImage.getAttribute('src'), { timeout: 10_000 }).toMatch(/\/512$/);
    // The rendition really loads for others (avatars are public), as a square.
    const src = (await headerImage.getAttribute('src'))!;
    const response = await fetch(src);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([200, 200, 'webp']);
  });

  it('asks before leaving a form with unsaved changes, and stays when cancelled', async () => {
    await page.goto(at('/account/profile'));
    await fill('Display name', 'Someone Else');
    const dialogs: string[] = [];
    page.once('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Privacy' }).first().click();
    await expect.poll(() => dialogs).toEqual([UNSAVED_CHANGES_MESSAGE]);
    expect(new URL(page.url()).pathname).toBe('/account/profile');
    expect(await page.getByLabel('Display name', { exact: true }).inputValue()).toBe('Someone Else');
  });

  it('sends a visitor on an account page to log in and back', async () => {
    const visitor = await (await newPerson(browser)).newPage();
    await visitor.goto(at('/account/password'));
    await visitor.waitForURL(/\/log-in\?next=%2Faccount%2Fpassword/);
    await visitor.getByLabel('Email or user name', { exact: true }).fill(user.email);
    await visitor.getByLabel('Password', { exact: true }).fill(newPassword);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await visitor.waitForURL(at('/account/password'));
    await visitor.getByRole('heading', { name: 'Password' }).waitFor();
  });
});
