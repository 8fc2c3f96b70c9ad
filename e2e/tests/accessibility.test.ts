import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';

// WCAG 2.2 AA, checked by axe in real Chromium against the real services, on the pages people meet on the way
// to a game and at the table: the home page, a room's door as a visitor, the room as a guest who sat down,
// as a seated player and as a spectator, the room's Verify page, the game's editor and the account page.
// None may have a serious or critical violation.

describe('accessibility of the site and the table (axe, WCAG 2.2 AA)', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let browser: Browser;
  let alice: BrowserContext;
  let seeded: Awaited<ReturnType<typeof seedRoom>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    alice = await newPerson(browser);
    await signUpIn(alice.request, { apiUrl, dataDir }, 'Alice Able');
    seeded = await seedRoom(alice.request, apiUrl, tableDocument({ deckCards: 8, tableCards: 2, containers: 0, tokens: 0 }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const connected = (page: Page) => page.getByRole('status').filter({ hasText: 'Connected' }).first().waitFor();

  it('the home page', async () => {
    const page = await (await newPerson(browser)).newPage();
    await page.goto(at('/'));
    await page.locator('main').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a room’s door, and the room as the guest who sat down there', async () => {
    const page = await (await newPerson(browser)).newPage();
    await page.goto(at(seeded.path));
    const sit = page.getByRole('button', { name: 'Sit here' });
    await sit.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await sit.click();
    await page.getByText(/You are playing as .+ \(guest\)/).waitFor();
    await page
      .getByTestId('table-tree')
      .getByRole('button', { name: /^Deck, / })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the room as a seated player, with a hand, and its Verify page', async () => {
    const page = await alice.newPage();
    await page.goto(at(seeded.path));
    await connected(page);
    // The guest took a seat already: Alice sits in the one left.
    await page
      .getByRole('button', { name: /^Sit at / })
      .first()
      .click();
    await page.locator('.seat-holder').filter({ hasText: '(you)' }).first().waitFor();
    await page
      .getByTestId('table-tree')
      .getByRole('button', { name: /^Deck, / })
      .focus();
    await page.keyboard.press('d');
    await page.getByTestId('hand').getByRole('toolbar', { name: 'Your hand, 1 card' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(at(`${seeded.path}/fairness`));
    await page.locator('main').first().waitFor();
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the room as a spectator', async () => {
    const bob = await newPerson(browser);
    await signUpIn(bob.request, { apiUrl, dataDir }, 'Bob Baker');
    const page = await bob.newPage();
    await page.goto(at(seeded.path));
    await connected(page);
    await page
      .getByTestId('table-tree')
      .getByRole('button', { name: /^Deck, / })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the game’s editor and the account page', async () => {
    const page = await alice.newPage();
    await page.goto(at(`/@${seeded.game.owner.userName}/${seeded.game.gameName}/edit/draft`));
    await page.getByTestId('surface-canvas').locator('canvas').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(at('/account'));
    await page.locator('main').first().waitFor();
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
