import type { Page } from 'playwright-core';
import { waitForMail } from '../../testing/accounts.ts';

/**
 * After the sign-up form is sent: waits for the "check your inbox" page, then opens the link the product
 * mailed to the address (written into its data folder, as it has no SMTP server), as the person would.
 * The link finishes signing up and logs the page in.
 */
export async function followSignUpLink(page: Page, dataDir: string, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  const [link] = await waitForMail(dataDir, email, /https?:\/\/\S+\/sign-up\?token=\S+/);
  await page.goto(link);
}
