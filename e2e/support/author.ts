import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from './browser.ts';
import { signUpIn } from '../../bench/canvas-fixtures.ts';

/** One author alone in Chromium: signed up and in, with a page, as most authoring journeys start. */
export interface Author {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  userName: string;
}

export async function anAuthor(name: string, product: { apiUrl: string; dataDir: string }): Promise<Author> {
  const browser = await launchBrowser();
  const context = await newPerson(browser);
  const { userName } = await signUpIn(context.request, product, name);
  return { browser, context, page: await context.newPage(), userName };
}

/** Makes a game from a template on /create, as an author does, and waits for its editor (which opens on the table). */
export async function createFromTemplate(
  author: Author,
  webUrl: string,
  template: string,
  gameName: string,
  options: { unlisted?: boolean } = {},
): Promise<void> {
  const { page, userName } = author;
  await page.goto(new URL('/create', webUrl).href);
  await page.locator(`[data-template="${template}"] label`).click();
  if (options.unlisted) await page.getByLabel('Visibility').selectOption('UNLISTED');
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(new URL(`/@${userName}/${gameName}/edit/draft`, webUrl).href);
}
