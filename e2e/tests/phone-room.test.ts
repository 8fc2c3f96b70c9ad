import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn } from '../../bench/canvas-fixtures.ts';
import { crowdedCorner } from '../support/rooms.ts';
import { labelled, nextFrames, waitForPiece } from '../support/table.ts';
import { buttonsAndPieces, controlBoxes, coveredPieces, overlap, pieceBox, tableShares } from '../support/room-layout.ts';

// A phone is a first-class seat: a guest on a 360×740 phone (and the same phone turned, 740×360) sits down
// and plays with the table taking most of the screen, every control big enough for a finger, nothing
// lying over the pieces for good, and a full screen that gives the table the whole screen. Measured in
// real Chromium with touch against the real services; a laptop host plays the other seat.

const PORTRAIT = { width: 360, height: 740 };
const LANDSCAPE = { width: 740, height: 360 };

describe('a phone is a first-class seat', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let phone: Page;
  let host: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const hostContext = await newPerson(browser);
    await signUpIn(hostContext.request, { apiUrl, dataDir }, 'Hana Host');
    const { path } = await seedRoom(hostContext.request, apiUrl, crowdedCorner());
    host = await hostContext.newPage();
    await host.goto(new URL(path, webUrl).href);
    await host.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await host.getByRole('button', { name: 'Sit at North' }).click();
    phone = await (await newPerson(browser, { ...PORTRAIT, phone: true })).newPage();
    await phone.goto(new URL(path, webUrl).href);
    await phone.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function screenshot(page: Page, name: string) {
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: `test-results/screenshots/${name}.png` });
    // `UPDATE_SCREENSHOTS=1` refreshes the README's pictures of a room in play.
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}.png` });
  }

  /** Waits until the room is laid out for the window as it is now (the table's view the window's way round). */
  async function laidOut(page: Page) {
    const window = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = (await page.getByTestId('play-table').boundingBox())!;
        return box.width > box.height === window.width > window.height;
      })
      .toBe(true);
    await nextFrames(page);
  }

  /** Waits until the table is laid out for the window as it is now, and fitted to it (a turned phone fits again). */
  async function fitted(page: Page) {
    await laidOut(page);
    await expect.poll(async () => (await tableShares(page)).surface).toBeGreaterThanOrEqual(0.4);
    return tableShares(page);
  }

  it('seats a guest from a phone, and the note saying so can be put away', async () => {
    // The name is asked at once, or after the watching note's Sit here.
    const name = phone.getByLabel('Your name at the table');
    if (!(await name.isVisible())) await phone.getByRole('button', { name: 'Sit here' }).first().tap();
    await name.fill('Pia Phone');
    await phone.getByRole('form', { name: 'Sit as a guest' }).getByRole('button', { name: 'Sit here' }).tap();
    await phone.getByText('You are playing as Pia Phone (guest).').waitFor();
    await phone.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    const deck = await waitForPiece(phone, labelled(/^Deck \(10\)/), 'the deck');
    await phone.touchscreen.tap(deck.pageX, deck.pageY);
    await phone.touchscreen.tap(deck.pageX, deck.pageY);
    await phone
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    const before = (await tableShares(phone)).view;
    await phone.getByRole('button', { name: 'Hide this note' }).tap();
    await phone.getByText('You are playing as Pia Phone (guest).').waitFor({ state: 'detached' });
    // The table takes the note's place.
    await expect.poll(async () => (await tableShares(phone)).view).toBeGreaterThan(before);
  });

  it('gives the table at least 75% of an upright phone, and its surface at least 40% when fitted', async () => {
    // Nothing selected: the table as it lies.
    await phone.keyboard.press('Escape');
    const shares = await fitted(phone);
    console.log(`[phone] 360×740: table view ${pc(shares.view)}, surface ${pc(shares.surface)}, turned ${shares.turned}`);
    expect(shares.view).toBeGreaterThanOrEqual(0.75);
    expect(shares.surface).toBeGreaterThanOrEqual(0.4);
    // The bar is one row.
    expect((await phone.getByRole('toolbar', { name: 'Room' }).boundingBox())!.height).toBeLessThanOrEqual(52);
    await screenshot(phone, 'play-phone-360x740');
  });

  it('and of the phone turned on its side', async () => {
    await phone.setViewportSize(LANDSCAPE);
    const shares = await fitted(phone);
    console.log(`[phone] 740×360: table view ${pc(shares.view)}, surface ${pc(shares.surface)}, turned ${shares.turned}`);
    expect(shares.view).toBeGreaterThanOrEqual(0.75);
    expect(shares.surface).toBeGreaterThanOrEqual(0.4);
    await screenshot(phone, 'play-phone-740x360');
    await phone.setViewportSize(PORTRAIT);
    await fitted(phone);
  });

  it('lets the player turn the table back upright from the menu, and turn it again', async () => {
    expect((await tableShares(phone)).turned).toBe(true);
    for (const turned of [false, true]) {
      await phone.getByRole('button', { name: 'Menu' }).tap();
      await phone.getByRole('button', { name: 'Turn table' }).tap();
      await expect.poll(async () => (await tableShares(phone)).turned).toBe(turned);
    }
    expect((await tableShares(phone)).surface).toBeGreaterThanOrEqual(0.4);
  });

  it('makes every control a finger presses at least 44 px each way, and small pieces too', async () => {
    const small = (boxes: Array<{ name: string; width: number; height: number }>) =>
      boxes.filter((box) => box.width < 44 - 0.5 || box.height < 44 - 0.5).map((box) => `${box.name} ${box.width}×${box.height}`);
    expect(small(await controlBoxes(phone, '.room-bar'))).toEqual([]);
    await phone.getByRole('button', { name: 'Menu' }).tap();
    await phone.locator('#room-bar-menu').waitFor();
    expect(small(await controlBoxes(phone, '#room-bar-menu'))).toEqual([]);
    await phone.getByRole('button', { name: 'Menu' }).tap();
    await phone.getByRole('button', { name: 'Seats & people' }).tap();
    await phone.locator('#play-side').waitFor();
    expect(small(await controlBoxes(phone, '#play-side'))).toEqual([]);
    await phone.getByRole('button', { name: 'Close seats and people' }).tap();
    await phone.locator('#play-side').waitFor({ state: 'hidden' });
    expect(small(await controlBoxes(phone, '[data-testid="hand"]'))).toEqual([]);

    // The die is drawn smaller than a finger: a tap beside it, within a finger's reach, still takes it.
    const die = await pieceBox(phone, 'Die');
    expect(die.width).toBeLessThan(44);
    await phone.touchscreen.tap(die.x + die.width / 2, die.y + die.height / 2 + 19);
    const strip = phone.getByRole('toolbar', { name: 'Actions for Die' });
    await strip.waitFor();
    expect(small(await controlBoxes(phone, '.selection-toolbar'))).toEqual([]);
  });

  it('keeps the action strip off the piece it acts on: one row, away from it', async () => {
    for (const [label, name] of [
      ['Die', 'Die'],
      ['Score', 'Score'],
      ['Bag', 'Bag'],
      ['Deck', 'Deck'],
    ] as const) {
      const piece = await waitForPiece(phone, labelled(new RegExp(`^${label}`)), label);
      await phone.touchscreen.tap(piece.pageX, piece.pageY);
      const strip = phone.getByRole('toolbar', { name: new RegExp(`^Actions for ${name}`) });
      await strip.waitFor({ timeout: 5000 }).catch(async (error: unknown) => {
        await phone.screenshot({ path: `/tmp/scratch/strip-${label}.png` });
        throw error;
      });
      const box = (await strip.boundingBox())!;
      expect(box.height, `${label}'s strip is one row`).toBeLessThanOrEqual(56);
      expect(overlap(box, await pieceBox(phone, label)), `${label}'s strip covers it`).toBe(false);
    }
  });

  it('lays nothing over the pieces for good: the author’s buttons and a counter’s − and + give way', async () => {
    // Nothing selected: what is drawn for good.
    await phone.keyboard.press('Escape');
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await phone.setViewportSize(size);
      await laidOut(phone);
      const { buttons, pieces } = await buttonsAndPieces(phone);
      const covered = buttons.flatMap((button) =>
        pieces.filter((piece) => !button.id.includes(piece.id.replace(/^piece-/, '')) && overlap(button, piece)).map((piece) => piece.id),
      );
      expect(covered, `buttons over pieces at ${size.width}×${size.height}`).toEqual([]);
      expect(await coveredPieces(phone), `pieces a tap cannot reach at ${size.width}×${size.height}`).toEqual([]);
    }
    await phone.setViewportSize(PORTRAIT);
    await fitted(phone);
  });

  it('makes full screen real: the bar folds away and the table takes the screen', async () => {
    const before = (await tableShares(phone)).view;
    await phone.getByRole('button', { name: 'Full screen' }).tap();
    await expect.poll(async () => (await tableShares(phone)).view).toBeGreaterThanOrEqual(0.85);
    // The browser's own full screen too, where it has one.
    expect(
      await phone.evaluate(
        () => (globalThis as unknown as { document: { fullscreenElement: unknown } }).document.fullscreenElement !== null,
      ),
    ).toBe(true);
    console.log(`[phone] full screen: table view ${pc(before)} → ${pc((await tableShares(phone)).view)}`);
    await screenshot(phone, 'play-phone-full-screen');
    // The bar's menu is still at hand.
    await phone.getByRole('button', { name: 'Menu' }).tap();
    await phone.getByRole('button', { name: 'Guides' }).waitFor();
    await phone.getByRole('button', { name: 'Menu' }).tap();
    await phone.getByRole('button', { name: 'Exit full screen' }).tap();
    await expect.poll(async () => (await tableShares(phone)).view).toBeLessThan(0.85);
  });
});

const pc = (share: number) => `${(share * 100).toFixed(1)}%`;
