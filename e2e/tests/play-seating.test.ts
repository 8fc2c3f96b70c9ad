import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// The host seats someone who is watching, in real Chromium against the real services: the choice is on
// them in the people list, and their own page turns into that seat's at once (they draw into its hand).

describe('the host seating someone', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let aliceContext: BrowserContext;
  let carolContext: BrowserContext;
  let alice: Page;
  let carol: Page;
  let path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    aliceContext = await newPerson(browser);
    carolContext = await newPerson(browser);
    alice = await aliceContext.newPage();
    carol = await carolContext.newPage();
    await signUpIn(aliceContext.request, { apiUrl, dataDir }, 'Alice Able');
    await signUpIn(carolContext.request, { apiUrl, dataDir }, 'Carol Cole');
    ({ path } = await seedRoom(aliceContext.request, apiUrl, tableDocument({ deckCards: 3, tableCards: 1, containers: 0, tokens: 0 })));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('seats a watching player from the people list, and their page plays from that seat', async () => {
    await alice.goto(new URL(path, webUrl).href);
    await carol.goto(new URL(path, webUrl).href);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await carol.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await alice.getByRole('button', { name: 'Sit at North' }).click();
    await alice.locator('[data-seat="north"]').getByText('Alice Able (you)').waitFor();

    // North is taken: only South is offered for Carol.
    const choice = alice.getByRole('combobox', { name: 'Seat Carol Cole at' });
    await choice.waitFor();
    await choice.selectOption({ label: 'South' });
    await carol.locator('[data-seat="south"]').getByText('Carol Cole (you)').waitFor();
    await alice.locator('[data-seat="south"]').getByText('Carol Cole').waitFor();
    await choice.waitFor({ state: 'detached' });

    // Her page is South's now: she draws a card, sees its face in her hand, and Alice sees the count.
    const deck = await waitForPiece(carol, labelled(/^Deck \(3\)/), 'the deck');
    await carol.mouse.dblclick(deck.pageX, deck.pageY);
    await carol
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    await alice.locator('[data-seat="south"]').getByText('1 in hand').waitFor();
  });
});
