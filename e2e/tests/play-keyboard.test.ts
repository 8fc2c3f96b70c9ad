import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { countPointerPresses, pressUntil, tabTo } from '../support/keyboard.ts';

// A game night played with the keyboard alone, in real Chromium against the real services: after each page
// has loaded, nothing but key presses (no pointer event is ever sent, and the pages count any they get).
// Alice and Bob sit, Alice deals, draws, plays a card onto the discard pile, passes one to Bob, shows one,
// rolls the die, counts the score up and undoes it, and says something; Bob's page shows each move, and
// his screen reader is told of them. Bob's accessible table lists what his seat sees and nothing of
// Alice's hand but its count.

const TREE = '[data-testid="table-tree"]';
const HAND = '[data-testid="hand"]';

describe('a game night by keyboard alone', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let alice: Page;
  let bob: Page;
  let alicePresses: () => Promise<number>;
  let bobPresses: () => Promise<number>;
  let path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const aliceContext = await newPerson(browser);
    const bobContext = await newPerson(browser);
    await signUpIn(aliceContext.request, { apiUrl, dataDir }, 'Alice Able');
    await signUpIn(bobContext.request, { apiUrl, dataDir }, 'Bob Baker');
    ({ path } = await seedRoom(aliceContext.request, apiUrl, tableDocument({ deckCards: 10, tableCards: 0, containers: 0, tokens: 0 })));
    alice = await aliceContext.newPage();
    bob = await bobContext.newPage();
    alicePresses = await countPointerPresses(alice);
    bobPresses = await countPointerPresses(bob);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const handCount = (page: Page) => page.locator(HAND).getByRole('toolbar');
  const announced = (page: Page) => page.getByTestId('announcements');
  const tree = (page: Page) => page.getByTestId('table-tree');

  it('sits both players down with Tab and Enter: from the seats panel, and from the table’s seats', async () => {
    await alice.goto(new URL(path, webUrl).href);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await tabTo(alice, /^Sit at North$/);
    await alice.keyboard.press('Enter');
    await alice.locator('[data-seat="north"]').getByText('(you)').waitFor();

    await bob.goto(new URL(path, webUrl).href);
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    // The seats are one group of the table: Tab reaches it, the arrows go along it.
    await tabTo(bob, /^Alice Able’s hand \(North\), empty$/, TREE);
    await pressUntil(bob, 'ArrowRight', /^South, empty seat$/, { within: TREE });
    await bob.keyboard.press('Enter');
    await bob.locator('[data-seat="south"]').getByText('(you)').waitFor();
  });

  it('deals from the deck’s menu, opened with Enter', async () => {
    await tabTo(alice, /^Deck, 10 cards, face down$/, TREE);
    await alice.keyboard.press('Enter');
    await alice.getByRole('menu').waitFor();
    await pressUntil(alice, 'ArrowDown', /^Deal to each player: 3 each$/);
    await alice.keyboard.press('Enter');
    await expect.poll(() => handCount(alice).getAttribute('aria-label')).toBe('Your hand, 3 cards');
    await expect.poll(() => handCount(bob).getAttribute('aria-label')).toBe('Your hand, 3 cards');
    // Escape backed out of nothing: the focus came back to the deck from its menu.
    await expect
      .poll(() =>
        alice.evaluate(
          () => (globalThis as unknown as { document: { activeElement: { textContent: string } } }).document.activeElement.textContent,
        ),
      )
      .toBe('Deck, 4 cards, face down');
  });

  it('draws with D, and Bob hears of it', async () => {
    await alice.keyboard.press('d');
    await expect.poll(() => handCount(alice).getAttribute('aria-label')).toBe('Your hand, 4 cards');
    await tree(bob).getByText('Alice Able’s hand (North), 4 cards').waitFor();
    await announced(bob)
      .getByText(/Alice Able drew (a|1) card from Deck/)
      .waitFor();
  });

  it('plays a card onto the discard pile: pick up with M, choose the pile, put it down with Enter', async () => {
    await tabTo(alice, /^Card \d+$/, HAND);
    const played = (await alice.locator(`${HAND} button.hand-card[tabindex="0"]`).getAttribute('aria-label'))!;
    await alice.keyboard.press('m');
    await pressUntil(alice, 'ArrowRight', /^Onto Discard, empty$/);
    await alice.keyboard.press('Enter');
    await expect.poll(() => handCount(alice).getAttribute('aria-label')).toBe('Your hand, 3 cards');
    await tree(bob)
      .getByRole('button', { name: `Discard, 1 card, ${played} on top` })
      .waitFor();
    await announced(bob)
      .getByText(/Alice Able moved a card from their hand to Discard/)
      .waitFor();
  });

  it('passes a card to Bob', async () => {
    await tabTo(alice, /^Card \d+$/, HAND);
    await alice.keyboard.press('m');
    await pressUntil(alice, 'ArrowRight', /^To Bob Baker’s hand \(South\)$/);
    await alice.keyboard.press('Enter');
    await expect.poll(() => handCount(bob).getAttribute('aria-label')).toBe('Your hand, 4 cards');
    await expect.poll(() => handCount(alice).getAttribute('aria-label')).toBe('Your hand, 2 cards');
  });

  it('shows a card to everyone with V', async () => {
    await tabTo(alice, /^Card \d+$/, HAND);
    const shown = (await alice.locator(`${HAND} button.hand-card[tabindex="0"]`).getAttribute('aria-label'))!;
    await alice.keyboard.press('v');
    await announced(bob)
      .getByText(new RegExp(`Alice Able .*${shown}`))
      .waitFor();
  });

  it('rolls the die with R and counts the score up with +, then undoes the count', async () => {
    await tabTo(alice, /^Die: \d$/, TREE);
    await alice.keyboard.press('r');
    await announced(bob)
      .getByText(/Alice Able rolled Die/)
      .waitFor();

    // The score lies in the same group as the die: the arrow keys go there, Tab would leave the group.
    await pressUntil(alice, 'ArrowRight', /^Score: 0$/, { within: TREE });
    await alice.keyboard.press('+');
    await tree(bob).getByRole('button', { name: 'Score: 1' }).waitFor();
    await alice.keyboard.press('Control+z');
    await tree(bob).getByRole('button', { name: 'Score: 0' }).waitFor();
  });

  it('says something in the chat, and Bob hears it', async () => {
    await tabTo(alice, /^Log & chat$/);
    await alice.keyboard.press('Enter');
    await tabTo(alice, /^Chat$/);
    await alice.keyboard.press('Enter');
    await tabTo(alice, /^Message$/);
    await alice.keyboard.type('Good game, all');
    await alice.keyboard.press('Enter');
    await announced(bob).getByText('Alice Able says: Good game, all').waitFor();
  });

  it('lists in Bob’s accessible table what his seat sees, and nothing of Alice’s hand but its count', async () => {
    const aliceCards = await alice
      .locator(`${HAND} button.hand-card`)
      .evaluateAll((buttons) =>
        buttons.map((button) => (button as unknown as { getAttribute(name: string): string }).getAttribute('aria-label')),
      );
    expect(aliceCards).toHaveLength(2);
    const snapshot = await tree(bob).ariaSnapshot();
    expect(snapshot).toMatch(/toolbar "Piles"/);
    expect(snapshot).toMatch(/button "Deck, 3 cards, face down"/);
    expect(snapshot).toMatch(/button "Discard, 1 card, Card \d+ on top"/);
    expect(snapshot).toMatch(/button "Die: \d"/);
    expect(snapshot).toMatch(/button "Score: 0"/);
    expect(snapshot).toMatch(/toolbar "Seats and hands"/);
    expect(snapshot).toMatch(/button "Alice Able’s hand \(North\), 2 cards"/);
    expect(snapshot).toMatch(/Your hand, 4 cards: Card \d+, Card \d+, Card \d+, Card \d+/);
    for (const card of aliceCards) expect(snapshot).not.toContain(`${card},`);
    expect(await alicePresses()).toBe(0);
    expect(await bobPresses()).toBe(0);
  });
});
