import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { graphql, signUpIn } from '../../bench/canvas-fixtures.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// A new author starts from the templates on /create: each one becomes a game of theirs in the editor,
// Play now opens a room of the 52-card deck where a card is drawn, and the editor's bulk edits fill a
// container with every variant and give the variants a sheet's frames, each in one action.

describe('templates', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userName = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPerson(browser);
    ({ userName } = await signUpIn(context.request, { apiUrl, dataDir }, 'Tess Template'));
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  const draftDocument = async (gameName: string) => {
    const data = await graphql<{ game: { revision: { document: { variants: Array<{ componentId: string; sheetFrame?: { index: number } }>; objects: Array<{ placement: { type: string; parentId?: string } }> } } } }>(
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
    await page.waitForURL(at(`/@${userName}/${gameName}/edit/draft/components`));
    await page.getByRole('link', { name: component, exact: true }).first().waitFor();
  });

  it('plays the 52-card deck now: one click opens a room, and a seated player draws a card', async () => {
    await page.goto(at('/create'));
    await page.getByRole('button', { name: 'Play Playing cards now' }).click();
    await page.waitForURL(/\/play\/[^/]+$/);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await page.getByRole('button', { name: 'Sit at North' }).click();
    const deck = await waitForPiece(page, labelled(/^Deck \(52\)/), 'the deck of 52');
    await page.mouse.dblclick(deck.pageX, deck.pageY);
    await expect.poll(() => page.getByTestId('hand').getByRole('button', { name: / of (Spades|Hearts|Diamonds|Clubs)$/ }).count()).toBe(1);
    await waitForPiece(page, labelled(/^Deck \(51\)/), 'the deck left with 51');
  });

  it('fills the jokers’ box with every card in one action, then gives the cards a sheet’s frames in one action', async () => {
    const editor = `/@${userName}/playing-cards/edit/draft`;
    await page.goto(at(`${editor}/objects/jokers`));
    const fill = page.getByRole('region', { name: 'Fill with every variant' });
    await fill.getByLabel('Order').selectOption('shuffled');
    await fill.getByRole('button', { name: 'Add 54 pieces' }).click();
    await toast('Added 54 Card pieces.').waitFor();
    const filled = await draftDocument('playing-cards');
    expect(filled.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === 'jokers')).toHaveLength(56);

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
});
