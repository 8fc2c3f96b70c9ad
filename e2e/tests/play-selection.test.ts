import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { dragBy, labelled, waitForPiece } from '../support/table.ts';

// Several pieces acted on as one, in real Chromium against the real services: Alice draws a band over
// two cards with shift held, drags one of them and both move; Bob sees both land, and both turn over
// when she flips the selection.

describe('selecting several pieces on the table', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let aliceContext: BrowserContext;
  let bobContext: BrowserContext;
  let alice: Page;
  let bob: Page;
  let path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    aliceContext = await newPerson(browser);
    bobContext = await newPerson(browser);
    alice = await aliceContext.newPage();
    bob = await bobContext.newPage();
    await signUpIn(aliceContext.request, { apiUrl, dataDir }, 'Alice Able');
    await signUpIn(bobContext.request, { apiUrl, dataDir }, 'Bob Baker');
    ({ path } = await seedRoom(aliceContext.request, apiUrl, tableDocument({ deckCards: 2, tableCards: 4, containers: 0, tokens: 0 })));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves a band-selected pair of cards together, and flips both, as the other player sees', async () => {
    await alice.goto(new URL(path, webUrl).href);
    await bob.goto(new URL(path, webUrl).href);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await alice.getByRole('button', { name: 'Sit at North' }).click();
    await bob.getByRole('button', { name: 'Sit at South' }).click();
    await alice.locator('[data-seat="south"]').getByText('Bob Baker').waitFor();

    // The four table cards lie 100 apart in a row; the band takes the first two and not the third.
    const first = await waitForPiece(alice, labelled('Card 3'), 'Card 3');
    const second = await waitForPiece(alice, labelled('Card 4'), 'Card 4');
    const third = await waitForPiece(alice, labelled('Card 5'), 'Card 5');
    const scale = (second.pageX - first.pageX) / (second.x - first.x);
    await alice.keyboard.down('Shift');
    await dragBy(
      alice,
      { pageX: first.pageX - 60 * scale, pageY: first.pageY - 80 * scale },
      (second.x - first.x + 120) * scale,
      160 * scale,
    );
    await alice.keyboard.up('Shift');

    // Dragging one of them carries the other: one op, and both land 200 lower on Bob's table.
    await dragBy(alice, first, 0, 200 * scale);
    for (const card of [first, second])
      await waitForPiece(
        bob,
        (p) => p.id === card.id && p.visible && Math.abs(p.y - (card.y + 200)) < 2 && Math.abs(p.x - card.x) < 2,
        `${card.label} moved down on Bob’s table`,
      );
    const still = await waitForPiece(bob, (p) => p.id === third.id && p.visible, 'Card 5');
    expect([still.x, still.y]).toEqual([third.x, third.y]);

    // The selection flips as one: both cards face down for Bob, the third still face up.
    await alice.keyboard.press('f');
    for (const card of [first, second]) await waitForPiece(bob, (p) => p.id === card.id && p.label === 'Card', `${card.label} face down`);
    expect((await waitForPiece(bob, (p) => p.id === third.id, 'Card 5')).label).toBe('Card 5');

    // The room log tells it as one line.
    await bob.getByRole('button', { name: /log/i }).first().click();
    await bob.getByRole('list', { name: 'Room log' }).getByText('moved 2 cards to the table').waitFor();
  });
});
