import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';

// The shared shell as a visitor meets it: header, head tags, the responsive community link, the error page.
describe('web shell', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const at = (path: string) => new URL(path, webUrl).href;
  let browser: Browser;
  let visitor: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    visitor = await newPerson(browser, { width: 1024, height: 800 });
    page = await visitor.newPage();
    // Script errors and blocked requests (a CSP that forgot the API origin) show up here.
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const meta = (selector: string) => page.locator(selector).getAttribute('content');

  it('greets a visitor with Log In and Sign Up and the shared head', async () => {
    await page.goto(at('/'));
    const logIn = page.getByRole('link', { name: 'Log In', exact: true });
    const signUp = page.getByRole('link', { name: 'Sign Up', exact: true });
    await logIn.waitFor();
    await signUp.waitFor();
    expect(await logIn.getAttribute('href')).toBe('/log-in');
    expect(await signUp.getAttribute('href')).toBe('/sign-up');

    await expect.poll(() => page.title()).toBe('Tablecraft');
    expect(await meta('meta[name="description"]')).toBe('The easiest way to play tabletop games online.');
    expect(await meta('meta[name="robots"]')).toBe('index, follow');
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[property="og:image"]')).toBe(at('/preview.png'));
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(at('/'));

    // The page talks to the API this server was configured with, through /config.js.
    expect(await page.evaluate(() => (globalThis as { __TABLECRAFT_CONFIG__?: { apiUrl?: string } }).__TABLECRAFT_CONFIG__?.apiUrl)).toBe(
      apiUrl,
    );
    expect(problems).toEqual([]);
  });

  it('hides the community link on screens 640px wide or less', async () => {
    await page.goto(at('/'));
    const community = page.getByRole('link', { name: 'Community' });
    await page.setViewportSize({ width: 1024, height: 800 });
    await community.waitFor({ state: 'visible' });
    expect(await community.getAttribute('target')).toBe('_blank');

    await page.setViewportSize({ width: 640, height: 800 });
    await community.waitFor({ state: 'hidden' });
    // Privacy stays in reach on a phone.
    await page.getByRole('banner').getByRole('link', { name: 'Privacy' }).waitFor({ state: 'visible' });

    await page.setViewportSize({ width: 1024, height: 800 });
    await community.waitFor({ state: 'visible' });
  });

  it('shows Not Found with a Return Home button on an unknown address', async () => {
    await page.goto(at('/no/such/page'));
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.getByText("We can't find the page you're looking for.").waitFor();
    await expect.poll(() => page.title()).toBe('Tablecraft | Not Found');
    expect(await meta('meta[name="robots"]')).toBe('noindex, nofollow');

    const returnHome = page.getByRole('link', { name: 'Return Home' });
    expect(await returnHome.getAttribute('href')).toBe('/');
    await returnHome.click();
    await page.waitForURL(at('/'));
    await page.getByRole('heading', { name: 'Play tabletop games online with friends' }).waitFor();
  });

  it('renders a learn guide from its Markdown, and Not Found for a guide that does not exist', async () => {
    await page.goto(at('/learn/getting-started'));
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
    await expect.poll(() => page.title()).toBe('Tablecraft | Getting Started');

    await page.goto(at('/learn/no-such-guide'));
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  });
});
