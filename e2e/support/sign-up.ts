import type { Page } from 'playwright-core';
import { waitForMail } from '../../testing/accounts.ts';

/**
 * After the sign-up form is sent: waits for the "check your inbox" page, then opens the link the product
 * mailed to the address (written into its data folder, as it has no SMTP server), as the person would,
 * and enters the password they chose when signing up. That finishes signing up and logs the page in.
 */
export async function followSignUpLink(page: Page, dataDir: string, user: { email: string; password: string }): Promise<void> {
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  const [link] = await waitForMail(dataDir, user.email, /https?:\/\/\S+\/sign-up\?token=\S+/);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Finish signing up' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Finish signing up' }).click();
}

/** Fills the sign-up form at /sign-up as a person does and sends it (then follow the mailed link). */
export async function sendSignUpForm(
  page: Page,
  webUrl: string,
  user: { userName: string; name: string; email: string; password: string },
) {
  await page.goto(new URL('/sign-up', webUrl).href);
  await page.getByLabel('User name', { exact: true }).fill(user.userName);
  await page.getByLabel('Display name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}
