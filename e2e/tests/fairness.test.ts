import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { graphql, seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { countOpsOn } from '../support/rooms.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// A player checks a finished game from what their own browser kept while playing (IndexedDB): the
// commitments the room sent it and the randomness it sent with its moves, not only the server's record.

describe('verifying fairness from the browser’s own copy', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Just what the check below uses of IndexedDB (this project's types have no DOM library).
  type IdbRequest<T> = { result: T; error: unknown; onsuccess: (() => void) | null; onerror: (() => void) | null };
  type IdbDatabase = {
    transaction(store: string): { objectStore(store: string): { index(name: string): { getAll(key: string): IdbRequest<unknown[]> } } };
  };

  /** The transcript this page's IndexedDB holds for a room, as the fairness page reads it. */
  const storedCopy = (page: Page, code: string) =>
    page.evaluate(
      (room) =>
        new Promise<{ ops: number; sent: number; initialState: number }>((resolve, reject) => {
          const open = (globalThis as unknown as { indexedDB: { open(name: string): IdbRequest<IdbDatabase> } }).indexedDB.open(
            'tablecraft-fairness',
          );
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('transcripts').objectStore('transcripts').index('roomCode').getAll(room);
            request.onsuccess = () => {
              const rows = request.result as Array<{ transcript: { ops: unknown[]; sent: unknown[]; initialState: unknown[] } }>;
              resolve({
                ops: rows.reduce((n, row) => n + row.transcript.ops.length, 0),
                sent: rows.reduce((n, row) => n + row.transcript.sent.length, 0),
                initialState: rows.reduce((n, row) => n + row.transcript.initialState.length, 0),
              });
            };
          };
        }),
      code,
    );

  it('checks a finished game against the commitments this browser kept while playing', async () => {
    const context = await newPerson(browser);
    await signUpIn(context.request, { apiUrl, dataDir }, 'Fay Fairplay');
    const { room, path } = await seedRoom(
      context.request,
      apiUrl,
      tableDocument({ deckCards: 6, tableCards: 2, containers: 0, tokens: 0 }),
    );
    const page = await context.newPage();
    let dieId: string | null = null;
    const rolled = countOpsOn(page, () => dieId);
    await page.goto(new URL(path, webUrl).href);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await page.getByRole('button', { name: 'Sit at North' }).click();
    await page.locator('[data-seat="north"]').getByText('(you)').waitFor();

    // A roll, a shuffle and a draw: each mixes this browser's own randomness with the room's committed seed.
    const die = await waitForPiece(page, labelled(/^Die: \d$/), 'the die');
    dieId = die.id;
    await page.mouse.click(die.pageX, die.pageY);
    await page.keyboard.press('r');
    await expect.poll(() => rolled.count()).toBe(1);
    const deck = await waitForPiece(page, labelled(/^Deck \(6\)/), 'the deck');
    await page.mouse.click(deck.pageX, deck.pageY, { button: 'right' });
    await page.getByRole('menuitem', { name: /Shuffle/ }).click();
    await page.mouse.dblclick(deck.pageX, deck.pageY);
    await page
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    // The browser kept the room's commitments and its own moves (seat, roll, shuffle, draw) as they happened.
    await expect.poll(() => storedCopy(page, room.code)).toEqual({ ops: 4, sent: 4, initialState: 1 });

    // Ending the game is what reveals the record (seeds and starting table) to its players.
    await graphql(context.request, apiUrl, 'mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: room.id });
    await page.goto(new URL(`${path}/fairness`, webUrl).href);
    await page.getByText(/^Verified: 4 moves, every shuffle and roll matches the fingerprint sent when it happened/).waitFor();
    await page
      .getByText(
        /^Checked against this browser’s own copy: the room’s secret seed and starting table it was promised before it sent anything, 4 moves it received fingerprints for, and 4 of your own moves/,
      )
      .waitFor();

    // The same copy, downloaded, is what `npm run verify-room` takes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download this browser’s copy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tablecraft-${room.code}-fairness.json`);
    await context.close();
  });
});
