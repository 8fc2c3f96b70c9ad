import { afterAll, beforeAll, describe, inject, it, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { peopleInARoom } from '../support/people.ts';
import { labelled, waitForPiece } from '../support/table.ts';
import { tableDocument } from '../../bench/canvas-fixtures.ts';

// Looking privately and showing, in real Chromium against the real services: Alice searches the deck and
// takes a card from it while Bob is told only that she is searching; then she shows the card and Bob sees
// its face for a moment. Every check waits for what a person would see; none sleeps.

describe('searching a pile and showing a card', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let alice: Page;
  let bob: Page;
  let path = '';

  beforeAll(async () => {
    const cast = await peopleInARoom(
      ['Alice Able', 'Bob Baker'],
      tableDocument({ deckCards: 10, tableCards: 0, containers: 0, tokens: 0 }),
      { apiUrl, dataDir },
    );
    ({ browser, path } = cast);
    [alice, bob] = cast.people.map((person) => person.page) as [Page, Page];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the searcher the whole deck, the others only who searches, and a shown card to everyone', async () => {
    for (const page of [alice, bob]) {
      await page.goto(new URL(path, webUrl).href);
      await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    }
    await alice.getByRole('button', { name: 'Sit at North' }).click();
    await bob.getByRole('button', { name: 'Sit at South' }).click();
    await bob.getByText('Alice Able').first().waitFor();

    // Alice selects the deck and searches it with K.
    const deck = await waitForPiece(alice, labelled(/^Deck \(10\)/), 'deck of 10');
    await alice.mouse.click(deck.pageX, deck.pageY);
    await alice.keyboard.press('k');
    const panel = alice.getByRole('dialog', { name: 'Searching Deck' });
    await panel.waitFor();
    const names = await panel.locator('.look-card-name').allTextContents();
    expect(names).toHaveLength(10);

    const banner = bob.getByRole('list', { name: 'Looking at piles' });
    await banner.getByText('Alice Able is searching Deck').waitFor();
    expect(await bob.locator('.look-panel').count()).toBe(0);

    // She takes the third card from the top; it reaches her hand, and Bob learns only that a card went.
    const third = names[2]!;
    await panel.getByRole('button', { name: `Take ${third} into your hand` }).click();
    await alice.getByTestId('hand').getByRole('button', { name: third }).waitFor();
    await waitForPiece(bob, labelled(/^Deck \(9\)/), 'deck of 9');
    expect(await bob.locator('body').textContent()).not.toContain(third);

    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    await banner.waitFor({ state: 'detached' });

    // She shows it (V on the selected card): Bob sees its face, named.
    await alice.getByTestId('hand').getByRole('button', { name: third }).click();
    await alice.keyboard.press('v');
    const shown = bob.getByRole('status', { name: 'Alice Able shows a card' });
    await shown.waitFor();
    expect(await shown.getByRole('listitem').getAttribute('aria-label')).toBe(third);
    await alice.getByRole('status', { name: 'You show a card' }).waitFor();
  });
});
