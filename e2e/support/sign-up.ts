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
