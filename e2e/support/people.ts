import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from './browser.ts';
import { seedRoom, signUpIn, type tableDocument } from '../../bench/canvas-fixtures.ts';

// The cast of most two-player journeys: a browser, each person signed up in a context of their own with a
// page, and a public game's room of a table the first of them made.

export interface Person {
  context: BrowserContext;
  page: Page;
}

/** Launches Chromium, signs each named person up in their own context, and opens a room of `document`. */
export async function peopleInARoom(
  names: string[],
  document: ReturnType<typeof tableDocument>,
  product: { apiUrl: string; dataDir: string },
): Promise<{ browser: Browser; people: Person[]; path: string }> {
  const browser = await launchBrowser();
  const people: Person[] = [];
  for (const name of names) {
    const context = await newPerson(browser);
    await signUpIn(context.request, product, name);
    people.push({ context, page: await context.newPage() });
  }
  const { path } = await seedRoom(people[0]!.context.request, product.apiUrl, document);
  return { browser, people, path };
}

/** Opens a room's page, waits until it is connected, and takes the seat named `seatName` (North, South…). */
export async function joinAndSit(page: Page, webUrl: string, path: string, seatName: string): Promise<void> {
  await page.goto(new URL(path, webUrl).href, { waitUntil: 'commit' });
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  await page.getByRole('button', { name: `Sit at ${seatName}` }).click();
  await page.locator(`[data-seat="${seatName.toLowerCase()}"]`).getByText('(you)').waitFor();
}
