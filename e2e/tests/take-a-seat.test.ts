import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn } from '../../bench/canvas-fixtures.ts';
import { crowdedCorner } from '../support/rooms.ts';
import { dragBy, labelled, waitForPiece } from '../support/table.ts';

// Someone watching a room who tries to play is told how to: "Take a seat to play", with the way from
// where they are (sit down as a guest, or pick a free seat), whether they tried by mouse, key or finger.
// Before, a spectator's double-click, R on a selected die or a drag did nothing and said nothing.

describe('taking a seat to play', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const hostContext = await newPerson(browser);
    await signUpIn(hostContext.request, { apiUrl, dataDir }, 'Hana Host');
    ({ path } = await seedRoom(hostContext.request, apiUrl, crowdedCorner()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(page: Page) {
    await page.goto(new URL(path, webUrl).href);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  }
  const told = (page: Page) => page.getByRole('alert').filter({ hasText: 'Take a seat to play.' });
  async function putAway(page: Page) {
    await told(page).getByRole('button', { name: 'Hide this note' }).click();
    await told(page).waitFor({ state: 'detached' });
  }

  it('tells a visitor at a laptop, who tries by mouse and by key, and offers a guest seat', async () => {
    const page = await (await newPerson(browser)).newPage();
    await open(page);
    const die = await waitForPiece(page, labelled(/^Die/), 'the die');

    // A double-click rolls a die, for a player.
    await page.mouse.dblclick(die.pageX, die.pageY);
    await told(page).getByRole('button', { name: 'Sit here' }).waitFor();
    await putAway(page);

    // Selected, the die offers Roll with R: the key, and the strip's button, say how to play.
    await page.mouse.click(die.pageX, die.pageY);
    await page.getByRole('toolbar', { name: 'Actions for Die' }).waitFor();
    await page.keyboard.press('r');
    await told(page).waitFor();
    await putAway(page);
    // The strip's Roll is shown unavailable (aria-disabled), yet still answers a press with the way to a seat.
    await page.getByRole('toolbar', { name: 'Actions for Die' }).getByRole('button', { name: /^Roll/ }).click({ force: true });
    await told(page).waitFor();
    await putAway(page);

    // A drag moves nothing, and says why.
    await dragBy(page, die, 120, 40);
    await told(page).waitFor();
    const after = await waitForPiece(page, labelled(/^Die/), 'the die');
    expect(after.x).toBe(die.x);

    // The way: sit down with a name, here and now.
    await told(page).getByRole('button', { name: 'Sit here' }).click();
    await page.getByLabel('Your name at the table').waitFor();
  });

  it('tells a visitor on a phone who double-taps, with a button a finger can press', async () => {
    const page = await (await newPerson(browser, { width: 360, height: 740, phone: true })).newPage();
    await open(page);
    const die = await waitForPiece(page, labelled(/^Die/), 'the die');
    await page.touchscreen.tap(die.pageX, die.pageY);
    await page.touchscreen.tap(die.pageX, die.pageY);
    const sit = told(page).getByRole('button', { name: 'Sit here' });
    await sit.waitFor();
    const box = (await sit.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  });

  it('sends a player without a seat to a free one', async () => {
    const context = await newPerson(browser);
    await signUpIn(context.request, { apiUrl, dataDir }, 'Uma Unseated');
    const page = await context.newPage();
    await open(page);
    const deck = await waitForPiece(page, labelled(/^Deck/), 'the deck');
    // Drawing needs a seat.
    await page.mouse.dblclick(deck.pageX, deck.pageY);
    await told(page).getByRole('button', { name: 'Choose a seat' }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }
          ).document.activeElement?.getAttribute('aria-label'),
        ),
      )
      .toMatch(/^Sit at /);
  });
});
