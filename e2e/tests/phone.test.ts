import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { labelled, pieces, waitForPiece } from '../support/table.ts';

// A room on a 360×740 phone, with touch, in real Chromium against the real services: the seats panel does
// not fit beside the table, so it opens as a sheet from the room bar; the phone's player sits down, draws
// with a double tap and plays the card by dragging it from the hand onto the table with a finger, while a
// laptop player watches it arrive. Every check waits for what a person would see; none sleeps.

describe('a room on a phone', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let phone: Page;
  let laptop: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const phoneContext = await newPerson(browser, { width: 360, height: 740, phone: true });
    const laptopContext = await newPerson(browser);
    await signUpIn(phoneContext.request, { apiUrl, dataDir }, 'Pat Phone');
    await signUpIn(laptopContext.request, { apiUrl, dataDir }, 'Lee Laptop');
    const { path } = await seedRoom(
      phoneContext.request,
      apiUrl,
      tableDocument({ deckCards: 10, tableCards: 0, containers: 0, tokens: 0 }),
    );
    phone = await phoneContext.newPage();
    laptop = await laptopContext.newPage();
    for (const page of [phone, laptop]) {
      await page.goto(new URL(path, webUrl).href);
      await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sits down from the seats sheet, which then gets out of the way', async () => {
    // No room beside the table: the seats are behind the bar's button.
    expect(await phone.getByRole('button', { name: 'Sit at North' }).isVisible()).toBe(false);
    const sheet = phone.getByRole('button', { name: 'Seats & people' });
    await sheet.tap();
    await phone.getByRole('button', { name: 'Sit at North' }).tap();
    await phone.locator('[data-seat="north"]').getByText('Pat Phone (you)').waitFor();
    await laptop.locator('[data-seat="north"]').getByText('Pat Phone').waitFor();
    // `UPDATE_SCREENSHOTS=1` refreshes the picture of a room on a phone, seats sheet open.
    if (process.env.UPDATE_SCREENSHOTS) await phone.screenshot({ path: 'docs/screenshots/phone.png' });
    await sheet.tap();
    await expect.poll(() => phone.locator('#play-side').isVisible()).toBe(false);
    // The table and the bar fit the phone's width: nothing makes the page scroll sideways.
    expect(
      await phone.evaluate(
        () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
      ),
    ).toBeLessThanOrEqual(360);
  });

  it('draws with a double tap and plays the card with a finger', async () => {
    const deck = await waitForPiece(phone, labelled(/^Deck \(10\)/), 'the deck');
    await phone.touchscreen.tap(deck.pageX, deck.pageY);
    await phone.touchscreen.tap(deck.pageX, deck.pageY);
    const card = phone.getByTestId('hand').getByRole('button', { name: /^Card \d+$/ });
    await card.waitFor();
    await waitForPiece(laptop, labelled(/^Deck \(9\)/), 'the deck after the draw');

    const box = (await card.boundingBox())!;
    const table = (await phone.getByTestId('play-table').boundingBox())!;
    const before = new Set((await pieces(laptop)).map((piece) => piece.id));
    await fingerDrag(
      phone,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      { x: table.x + table.width / 2, y: table.y + table.height / 2 },
    );
    await waitForPiece(laptop, (piece) => !before.has(piece.id) && piece.label === 'Card' && piece.visible, 'the card the phone played');
    await expect
      .poll(() =>
        phone
          .getByTestId('hand')
          .getByRole('button', { name: /^Card \d+$/ })
          .count(),
      )
      .toBe(0);
  });
});

/** Drags one finger from a point to another in steps, as touch events (Playwright's touchscreen only taps). */
async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.x, from.y);
  for (let step = 1; step <= 12; step++)
    await touch('touchMove', from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
  await touch('touchEnd', to.x, to.y);
  await cdp.detach();
}
