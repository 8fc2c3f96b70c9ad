import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { anAuthor, createFromTemplate, type Author } from '../support/author.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// An author makes a game from the cards template, rewrites its setup script in the editor's code editor
// (a slip first, which the editor points out), saves, test-plays the draft, and finds the cards dealt by
// the script on the server, with the script's line in the script log only members see.

const SETUP = `export function onSetup() {
  const deck = game.piecesOf('deck')[0];
  game.shuffle(deck);
  game.deal(deck, 3, game.seats().map((seat) => seat.id));
  game.log('dealt 3 to every seat');
}
`;

describe('an author scripting a game', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let author: Author;
  let page: Page;
  let userName = '';

  beforeAll(async () => {
    author = await anAuthor('Sam Scripter', { apiUrl, dataDir });
    ({ page, userName } = author);
  });
  afterAll(async () => {
    await author?.browser.close();
  });

  it('writes a setup script in the code editor, test-plays it, and the cards are dealt', async () => {
    await createFromTemplate(author, webUrl, 'cards', 'playing-cards', { unlisted: true });

    await page.goto(at(`/@${userName}/playing-cards/edit/draft/scripts/deal-at-setup`));
    // The API is documented beside the code.
    await page.getByText('game.deal(pileId, count = 1, seatIds?)').waitFor();
    const code = page.locator('.cm-content[aria-label="Script source"]');
    await code.waitFor();
    await code.click();
    await page.keyboard.press('ControlOrMeta+a');
    // Inserted as text, as a paste is: the editor's bracket closing does not double what is typed.
    await page.keyboard.insertText('export function onSetup( {\n');
    await page.getByText(/Syntax error at line \d+, column \d+/).waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(SETUP);
    await page.getByText('This script answers: onSetup').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Script saved.' }).waitFor();

    await page.goto(at(`/@${userName}/playing-cards`));
    await page.getByRole('button', { name: 'Test play' }).click();
    await page.waitForURL(/\/play\/[^/]+$/);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    // The script dealt 3 cards to each of the four seats as the room opened: 52 − 12 left in the deck.
    await waitForPiece(page, labelled(/^Deck \(40\)/), 'the deck after the setup script dealt');
    await page.getByRole('button', { name: 'Sit at North' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('hand')
          .getByRole('button', { name: / of (Spades|Hearts|Diamonds|Clubs)$/ })
          .count(),
      )
      .toBe(3);
    // The author, a member of the game, reads what the script wrote.
    await page.getByRole('button', { name: 'Script log' }).click();
    await page.getByRole('log', { name: 'Script log' }).getByText('dealt 3 to every seat').waitFor();

    // The template's other script answers the deck's button: one more card for each seated player.
    const deck = await waitForPiece(page, labelled(/^Deck \(40\)/), 'the deck');
    await page.mouse.click(deck.pageX, deck.pageY, { button: 'right' });
    await page.getByRole('menuitem', { name: 'Draw for everyone' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('hand')
          .getByRole('button', { name: / of (Spades|Hearts|Diamonds|Clubs)$/ })
          .count(),
      )
      .toBe(4);
    await waitForPiece(page, labelled(/^Deck \(39\)/), 'the deck after one card for the one seated player');
  });
});
