import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { dragBy, labelled, pieces, waitForPiece } from '../support/table.ts';

// A first game night, scripted in real Chromium against the real services: three friends open a room of a
// 52-card game, sit down, deal 7 each in one action, and play ten turns (draw one, play one onto the table
// face down). Every room log line each of them reads is checked: none names a card, since every card in
// these turns moved between places where at least someone could not see its face. The time from opening
// the room to the first deal is printed for docs/BENCHMARKS.md (measured, never asserted).

const CARD_NAME = /Card \d+/;

describe('a first game night', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  const people: Array<{ name: string; seat: string; page: Page }> = [];
  let path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const document = tableDocument({ deckCards: 52, tableCards: 0, containers: 0, tokens: 0 });
    document.seats.push({ id: 'east', name: 'East', color: '#16a34a', order: 2 });
    for (const [name, seat] of [
      ['Alice Able', 'North'],
      ['Bob Baker', 'South'],
      ['Carol Cole', 'East'],
    ] as const) {
      const context = await newPerson(browser);
      await signUpIn(context.request, { apiUrl, dataDir }, name);
      if (!path) ({ path } = await seedRoom(context.request, apiUrl, document));
      people.push({ name, seat, page: await context.newPage() });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  const hand = (page: Page) => page.getByTestId('hand').getByRole('button', { name: CARD_NAME });
  const seat = (page: Page, id: string) => page.locator(`[data-seat="${id}"]`);

  it('sits three people down and deals 7 each in one action', async () => {
    const opened = Date.now();
    for (const { page, seat: seatName } of people) {
      await page.goto(new URL(path, webUrl).href);
      await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
      await page.getByRole('button', { name: `Sit at ${seatName}` }).click();
    }
    const alice = people[0]!.page;
    const deck = await waitForPiece(alice, labelled(/^Deck \(52\)/), 'the deck of 52');
    await alice.mouse.click(deck.pageX, deck.pageY, { button: 'right' });
    await alice.getByRole('menuitem', { name: 'Deal to each player: 7 each' }).click();
    for (const { page } of people) await expect.poll(() => hand(page).count(), { timeout: 15_000 }).toBe(7);
    console.log(`[game night] room opened to 7 cards in each of 3 hands: ${Date.now() - opened} ms`);
    await waitForPiece(people[2]!.page, labelled(/^Deck \(31\)/), 'the deck left with 31');
    for (const { page } of people) await seat(page, 'east').getByText('7 in hand').waitFor();
  });

  it('plays ten turns: each draws one and plays one onto the table', async () => {
    for (let turn = 0; turn < 10; turn++) {
      const { page } = people[turn % 3]!;
      const others = people.filter((person) => person.page !== page).map((person) => person.page);
      const inHand = await hand(page).count();
      const deckLeft = 31 - turn;
      const deck = await waitForPiece(page, labelled(new RegExp(`^Deck \\(${deckLeft}\\)`)), `the deck with ${deckLeft}`);
      await page.mouse.dblclick(deck.pageX, deck.pageY);
      await expect.poll(() => hand(page).count()).toBe(inHand + 1);

      const card = hand(page).first();
      const box = (await card.boundingBox())!;
      const table = (await page.getByTestId('play-table').boundingBox())!;
      const before = new Set((await pieces(others[0]!)).map((piece) => piece.id));
      // Each turn's card lands in its own spot, left to right across the table.
      await dragBy(
        page,
        { pageX: box.x + box.width / 2, pageY: box.y + box.height / 2 },
        table.x + table.width * (0.25 + turn * 0.05) - box.x,
        table.y + table.height * 0.6 - box.y,
      );
      for (const other of others)
        await waitForPiece(
          other,
          (piece) => !before.has(piece.id) && piece.label === 'Card' && piece.visible,
          `turn ${turn + 1}'s card on the table`,
        );
      await expect.poll(() => hand(page).count()).toBe(inHand);
    }
  });

  it('keeps every hidden card out of everyone’s room log', async () => {
    for (const { page, name } of people) {
      await page.getByRole('button', { name: 'Log & chat' }).click();
      const log = page.getByRole('list', { name: 'Room log' });
      // The deal, then a draw for each of the ten turns, all in the log (older lines load on scrolling).
      await log.getByText(/dealt 7 cards each from Deck/).waitFor();
      await expect.poll(async () => await log.locator('li', { hasText: 'drew 1 card from Deck' }).count()).toBe(10);
      const text = (await log.textContent()) ?? '';
      expect(text, `${name}'s log`).not.toMatch(CARD_NAME);
    }
  });
});
