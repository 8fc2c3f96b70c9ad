import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { anAuthor, type Author } from '../support/author.ts';
import { graphql } from '../../bench/canvas-fixtures.ts';
import sharp from 'sharp';
import { cardFacesSheetSvg } from '../../core/src/templates/art/cards.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// A new author starts from the templates on /create: each one becomes a game of theirs in the editor,
// Play now opens a room of the 52-card deck where a card is drawn, and the editor's bulk edits fill a
// container with every variant and give the variants a sheet's frames, each in one action.

describe('templates', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let author: Author;
  let context: BrowserContext;
  let page: Page;
  let userName = '';

  beforeAll(async () => {
    author = await anAuthor('Tess Template', { apiUrl, dataDir });
    ({ context, page, userName } = author);
  });
  afterAll(async () => {
    await author?.browser.close();
  });

  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  const draftDocument = async (gameName: string) => {
    const data = await graphql<{
      game: {
        revision: {
          document: {
            variants: Array<{ componentId: string; sheetFrame?: { index: number } }>;
            objects: Array<{ componentId: string; placement: { type: string; parentId?: string } }>;
            components: Array<{ id: string; kind: string; container?: { shuffleAtStart?: boolean } }>;
          };
        };
      };
    }>(
      context.request,
      apiUrl,
      'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { document } } }',
      { u: userName, g: gameName },
    );
    return data.game.revision.document;
  };

  it.each([
    ['cards', 'Playing cards', 'playing-cards', 'Card'],
    ['checkers', 'Checkers', 'checkers', 'Red checker'],
    ['chess', 'Chess', 'chess', 'Piece'],
    ['dice', 'Dice game', 'dice-game', 'Score'],
  ])('makes a game from the %s template and opens it in the editor', async (id, title, gameName, component) => {
    await page.goto(at('/create'));
    await page.locator(`[data-template="${id}"] label`).click();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    // Unlisted, so four games fit the Free plan's three private ones.
    await page.getByLabel('Visibility').selectOption('UNLISTED');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(at(`/@${userName}/${gameName}/edit/draft`));
    await page.getByRole('link', { name: component, exact: true }).first().waitFor();
  });

  it('plays the 52-card deck now: one click opens a room, the game deals a seated player 7 cards, and they draw one more', async () => {
    await page.goto(at('/create'));
    await page.getByRole('button', { name: 'Play Playing cards now' }).click();
    await page.waitForURL(/\/play\/[^/]+$/);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await waitForPiece(page, labelled(/^Deck \(52\)/), 'the deck of 52');
    await page.getByRole('button', { name: 'Sit at North' }).click();
    const cards = () =>
      page
        .getByTestId('hand')
        .getByRole('button', { name: / of (Spades|Hearts|Diamonds|Clubs)$/ })
        .count();
    // The template's "Deal at setup" script deals each player 7 as they sit down.
    await expect.poll(cards).toBe(7);
    const deck = await waitForPiece(page, labelled(/^Deck \(45\)/), 'the deck after the deal');
    await page.mouse.dblclick(deck.pageX, deck.pageY);
    await expect.poll(cards).toBe(8);
    await waitForPiece(page, labelled(/^Deck \(44\)/), 'the deck left with 44');
  });

  it('fills the jokers’ box with every card in one action, then gives the cards a sheet’s frames in one action', async () => {
    const editor = `/@${userName}/playing-cards/edit/draft`;
    await page.goto(at(`${editor}/objects/jokers`));
    const fill = page.getByRole('region', { name: 'Fill with every variant' });
    // Unless the author keeps the variants' order, the box is shuffled whenever a room opens.
    expect(await fill.getByLabel('When a room opens').inputValue()).toBe('shuffled');
    await fill.getByRole('button', { name: 'Add 54 pieces' }).click();
    await toast('Added 54 Card pieces.').waitFor();
    const filled = await draftDocument('playing-cards');
    expect(filled.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === 'jokers')).toHaveLength(
      56,
    );

    await page.goto(at(`${editor}/components/card/variants`));
    const frames = page.getByRole('region', { name: 'Frames from a sheet' });
    await frames.getByLabel('Sheet').selectOption({ label: 'Card faces' });
    // The sheet's size comes from its upload once the pipeline has cut it.
    await frames.getByText('This sheet has 54 frames.').waitFor({ timeout: 30_000 });
    await frames.getByLabel('Start at frame').fill('1');
    await frames.getByRole('button', { name: 'Give 54 variants frames in order' }).click();
    await toast(/Gave 53 variants a frame of Card faces/).waitFor();
    const framed = await draftDocument('playing-cards');
    const cards = framed.variants.filter((variant) => variant.componentId === 'card');
    expect(cards.slice(0, 3).map((variant) => variant.sheetFrame?.index)).toEqual([1, 2, 3]);
    // Past the sheet's last frame, the last variant keeps the frame it had.
    expect(cards.at(-1)?.sheetFrame?.index).toBe(53);
  });

  it('makes a 52-card deck from a sprite sheet and a CSV of names and frames in under 10 interactions', async () => {
    // The deck's art as an author would have it: one PNG of 9 × 6 cards.
    const sheet = await sharp(Buffer.from(cardFacesSheetSvg())).png().toBuffer();
    const csv = ['name,frame', ...Array.from({ length: 52 }, (_, i) => `Card ${i + 1},${i}`)].join('\n');
    await page.goto(at('/create'));
    await page.getByLabel('Title', { exact: true }).fill('Sheet Deck');
    await page.getByLabel('Visibility').selectOption('UNLISTED');
    await page.getByRole('button', { name: 'Create game' }).click();
    const editor = `/@${userName}/sheet-deck/edit/draft`;
    await page.waitForURL(at(editor));

    // Counted from the new game's editor: clicks, choices, chosen files and submissions; typing is not.
    let interactions = 0;
    const act = async (step: () => Promise<unknown>) => {
      interactions++;
      await step();
    };
    await act(() => page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Assets' }).click());
    await act(() => page.getByLabel('Kind of image').selectOption('sheet'));
    await page.getByLabel('Rows', { exact: true }).fill('6');
    await page.getByLabel('Columns', { exact: true }).fill('9');
    await act(() =>
      page.getByLabel('Choose images to upload').setInputFiles([{ name: 'cards.png', mimeType: 'image/png', buffer: sheet }]),
    );
    await page
      .getByRole('list', { name: 'Assets' })
      .getByRole('listitem')
      .filter({ hasText: 'cards' })
      .getByText('Ready')
      .waitFor({ timeout: 30_000 });

    await act(() => page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Components' }).click());
    const add = page.getByRole('region', { name: 'Add a component' });
    await add.getByLabel('Name', { exact: true }).fill('Card');
    await act(() => add.getByRole('button', { name: 'Add component' }).click());
    await page.getByRole('heading', { name: 'Component: Card' }).waitFor();
    await act(() => page.getByRole('link', { name: 'Variants (0)' }).click());
    await act(() =>
      page.getByLabel('Import CSV file').setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }),
    );
    await toast('Imported cards.csv: 52 variants.').waitFor();
    await act(() => page.getByRole('button', { name: 'Make a deck of 52' }).click());
    await toast('Added a deck of 52 on Table.').waitFor();

    const doc = await draftDocument('sheet-deck');
    expect(doc.variants.map((variant) => variant.sheetFrame?.index)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(doc.objects.filter((object) => object.placement.type === 'object')).toHaveLength(52);
    // The new deck, the one container on the table, is shuffled whenever a room opens.
    const deck = doc.objects.find((object) => object.placement.type === 'surface');
    expect(doc.components.find((component) => component.id === deck?.componentId)).toMatchObject({
      kind: 'container',
      container: { shuffleAtStart: true },
    });
    console.log(`[sheet + CSV deck] ${interactions} interactions from the new game's editor to a 52-card deck on the table`);
    expect(interactions).toBeLessThan(10);
  });
});
