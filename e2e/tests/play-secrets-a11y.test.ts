import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { openRoom, seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';

// The hidden-information property over the accessible table, in real Chromium against the real services:
// two rooms of one game where Alice shuffles the deck (a different order in each) and draws two cards
// (different cards in each). Bob, seated, and Carol, watching, cannot tell the rooms apart: their
// accessible trees (Playwright's ARIA snapshots) and what their screen readers are told are the same in
// both, and name none of Alice's cards.

const TREE = '[data-testid="table-tree"]';

describe('the accessible table keeps hidden cards hidden', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  const pages: Record<'alice' | 'bob' | 'carol', Page[]> = { alice: [], bob: [], carol: [] };

  beforeAll(async () => {
    browser = await launchBrowser();
    const contexts = { alice: await newPerson(browser), bob: await newPerson(browser), carol: await newPerson(browser) };
    await signUpIn(contexts.alice.request, { apiUrl, dataDir }, 'Alice Able');
    await signUpIn(contexts.bob.request, { apiUrl, dataDir }, 'Bob Baker');
    await signUpIn(contexts.carol.request, { apiUrl, dataDir }, 'Carol Cole');
    const first = await seedRoom(contexts.alice.request, apiUrl, tableDocument({ deckCards: 10, tableCards: 0, containers: 0, tokens: 0 }));
    const second = await openRoom(contexts.alice.request, apiUrl, first.game);
    for (const path of [first.path, second.path])
      for (const who of ['alice', 'bob', 'carol'] as const) {
        const page = await contexts[who].newPage();
        await page.goto(new URL(path, webUrl).href);
        await page.getByRole('status').filter({ hasText: 'Connected' }).first().waitFor();
        pages[who].push(page);
      }
  });
  afterAll(async () => {
    await browser?.close();
  });

  const heard = (page: Page) => page.getByTestId('announcements').locator('p').allTextContents();

  it('gives the seat and the spectator the same tree and announcements in two rooms that differ in Alice’s cards', async () => {
    for (const room of [0, 1]) {
      const alice = pages.alice[room]!;
      const bob = pages.bob[room]!;
      await alice.getByRole('button', { name: 'Sit at North' }).click();
      await bob.getByRole('button', { name: 'Sit at South' }).click();
      await bob.locator('[data-seat="south"]').getByText('(you)').waitFor();
      await alice.locator(TREE).getByRole('button', { name: 'Deck, 10 cards, face down' }).focus();
      await alice.keyboard.press('s');
      await pages.carol[room]!.getByTestId('announcements').getByText('Alice Able shuffled Deck').waitFor();
      await alice.keyboard.press('d');
      await alice.keyboard.press('d');
      for (const page of [bob, pages.carol[room]!]) {
        await page.locator(TREE).getByText('Alice Able’s hand (North), 2 cards').waitFor();
        await expect.poll(async () => (await heard(page)).join(' ')).toMatch(/drew 1 card from Deck.*drew 1 card from Deck/);
      }
    }
    const aliceCards = await Promise.all(
      pages.alice.map((page) =>
        page
          .getByTestId('hand')
          .getByRole('button', { name: /^Card \d+$/ })
          .allInnerTexts(),
      ),
    );
    for (const who of ['bob', 'carol'] as const) {
      const [one, two] = await Promise.all(pages[who].map((page) => page.locator(TREE).ariaSnapshot()));
      expect(two, `${who}'s accessible table`).toBe(one);
      expect(one).toContain('Deck, 8 cards, face down');
      const [saidOne, saidTwo] = await Promise.all(pages[who].map(async (page) => (await heard(page)).join('. ')));
      expect(saidTwo, `what ${who} is told`).toBe(saidOne);
      for (const card of aliceCards.flat()) expect(`${one} ${saidOne}`).not.toMatch(new RegExp(`\\b${card}\\b`));
    }
  });
});
