import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { countPointerPresses } from '../support/keyboard.ts';

// The table editor by keyboard alone, in real Chromium against the real services: N selects a part on the
// canvas, the arrow keys move it, Shift and an arrow resize it, Delete removes it and Ctrl+Z brings it back,
// and a status line tells a screen reader what is selected. No pointer event is sent.

describe('the table editor by keyboard', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;
  let editor = '';
  let presses: () => Promise<number>;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newPerson(browser);
    await signUpIn(context.request, { apiUrl, dataDir }, 'Ed Itor');
    const { game } = await seedRoom(context.request, apiUrl, tableDocument({ deckCards: 2, tableCards: 0, containers: 0, tokens: 0 }));
    editor = `/@${game.owner.userName}/${game.gameName}/edit/draft`;
    page = await context.newPage();
    presses = await countPointerPresses(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('selects, moves, resizes and deletes a part with keys, and says what is selected', async () => {
    await page.goto(new URL(editor, webUrl).href);
    await page.getByTestId('surface-canvas').locator('canvas').first().waitFor();
    const status = page.getByRole('status').filter({ hasText: /^(Selected|Nothing selected)/ });
    await status.filter({ hasText: 'Nothing selected' }).waitFor();
    await page.keyboard.press('n');
    await status.filter({ hasText: 'Selected: Deck at 150, 150, 100 by 140' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await status.filter({ hasText: 'Selected: Deck at 151, 150' }).waitFor();
    await page.keyboard.press('Shift+ArrowDown');
    await status.filter({ hasText: '100 by 145' }).waitFor();
    await page.keyboard.press('Delete');
    await status.filter({ hasText: 'Nothing selected' }).waitFor();
    await page.keyboard.press('n');
    await expect.poll(() => status.textContent()).not.toMatch(/Deck/);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await status.filter({ hasText: /Selected: Deck at 151, 150/ }).waitFor();
    expect(await presses()).toBe(0);
  });
});
