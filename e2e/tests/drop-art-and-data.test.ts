import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { anAuthor, type Author } from '../support/author.ts';
import { newPerson } from '../support/browser.ts';
import { graphql } from '../../bench/canvas-fixtures.ts';
import { cardFacesSheetSvg } from '../../core/src/templates/art/cards.ts';
import { dropFile } from '../support/drop-file.ts';

// Drop in art and data, get a game: a sprite sheet dropped on the editor asks rows × columns once and
// makes a deck of its frames; a CSV dropped next makes the fields its headers name (previewed first) and
// names the cards, which keep their place in the deck; the variants table shows each card's art. A phone,
// which cannot drop, chooses the same files with a picker wherever a drop works, and an empty table says so.

interface Doc {
  components: Array<{ id: string; name: string }>;
  fields: Array<{ name: string; type: string; componentId: string }>;
  variants: Array<{ id: string; name: string; componentId: string; sheetFrame?: { index: number } }>;
  objects: Array<{ variantId?: string }>;
}

describe('dropping art and data on the editor', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let author: Author;

  beforeAll(async () => {
    author = await anAuthor('Dee Dropper', { apiUrl, dataDir });
  });
  afterAll(async () => {
    await author?.browser.close();
  });

  it('makes a deck from a dropped sheet, then fields and names from a dropped CSV', async () => {
    const { page, context, userName } = author;
    const draft = async () =>
      (
        await graphql<{ game: { revision: { document: Doc } } }>(
          context.request,
          apiUrl,
          'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { document } } }',
          { u: userName, g: 'drop-deck' },
        )
      ).game.revision.document;
    const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

    await page.goto(at('/create'));
    await page.getByLabel('Title', { exact: true }).fill('Drop Deck');
    await page.getByLabel('Visibility').selectOption('UNLISTED');
    await page.getByRole('button', { name: 'Create game' }).click();
    const editor = `/@${userName}/drop-deck/edit/draft`;
    await page.waitForURL(at(editor));

    // The sheet: 6 rows of 9 cards, dropped on the Assets page outside its upload area.
    await page.goto(at(`${editor}/assets`));
    await page.getByRole('heading', { name: 'Assets' }).waitFor();
    const sheet = await sharp(Buffer.from(cardFacesSheetSvg())).png().toBuffer();
    await dropFile(page, '.file-drop h1', { name: 'cards.png', mimeType: 'image/png', buffer: sheet });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rows', { exact: true }).fill('6');
    await dialog.getByLabel('Columns', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: 'Upload as 54 frames' }).click();
    await dialog.getByRole('button', { name: 'Make a deck of 54' }).click();
    await toast('Added a deck of 54 cards from cards.').waitFor();

    let doc = await draft();
    const card = doc.components.find((component) => component.name === 'cards')!;
    const cardIds = doc.variants.filter((variant) => variant.componentId === card.id).map((variant) => variant.id);
    expect(cardIds).toHaveLength(54);

    // The data: names, a number and a text column the card does not have yet, and each card's frame.
    const suits = ['Hearts', 'Diamonds', 'Clubs', 'Spades', 'Extra', 'Extra'];
    const rows = Array.from(
      { length: 54 },
      (_, i) => `${suits[Math.floor(i / 9)]} ${(i % 9) + 1},${(i % 9) + 1},${suits[Math.floor(i / 9)]},${i}`,
    );
    const csv = ['name,rank,suit,frame', ...rows].join('\n');
    await page.goto(at(`${editor}/components/${card.id}/variants`));
    await page.getByRole('heading', { name: 'Variants of cards' }).waitFor();
    await dropFile(page, '.file-drop h1', { name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('New fields of cards').waitFor();
    expect(await dialog.getByLabel('Type of rank').inputValue()).toBe('number');
    expect(await dialog.getByLabel('Type of suit').inputValue()).toBe('text');
    await dialog.getByText('Updated (54)').waitFor();
    // Nothing is written before Import.
    expect((await draft()).fields).toEqual([]);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await toast('Imported cards.csv: 54 variants and 2 new fields.').waitFor();

    doc = await draft();
    expect(doc.fields.map((field) => [field.name, field.type])).toEqual([
      ['rank', 'number'],
      ['suit', 'text'],
    ]);
    const named = doc.variants.filter((variant) => variant.componentId === card.id);
    expect(named.map((variant) => variant.id)).toEqual(cardIds);
    expect(named[9]).toMatchObject({ name: 'Diamonds 1', sheetFrame: { index: 9 } });
    expect(doc.objects.filter((object) => object.variantId && cardIds.includes(object.variantId))).toHaveLength(54);

    // The table shows each card's art.
    const table = page.getByRole('table', { name: 'Variants of cards' });
    await table.getByRole('img', { name: 'Art of Diamonds 1' }).waitFor();
    expect(await table.getByRole('img').count()).toBe(54);
  });
  it('chooses a sheet and a CSV with the file picker on a phone, from the empty table’s hint and the Variants and Assets pages', async () => {
    const { userName } = author;
    const context = await newPerson(author.browser, { width: 360, height: 740, phone: true });
    try {
      await context.addCookies(await author.context.cookies());
      const page = await context.newPage();
      const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
      const inView = async (target: Locator) => {
        const box = await target.boundingBox();
        return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740;
      };
      /** Taps a file chooser open and picks `file` in it, as a phone's picker does. */
      const pick = async (button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
        const chooser = page.waitForEvent('filechooser');
        await button.tap();
        await (await chooser).setFiles(file);
      };

      await page.goto(at('/create'));
      await page.getByLabel('Title', { exact: true }).fill('Pick Deck');
      await page.getByLabel('Visibility').selectOption('UNLISTED');
      await page.getByRole('button', { name: 'Create game' }).click();
      const editor = `/@${userName}/pick-deck/edit/draft`;
      await page.waitForURL(at(editor));
      await page.getByTestId('surface-canvas').locator('canvas').first().waitFor();

      // The empty table says what can be dropped on it, with a button for those who cannot drop.
      const hint = page.getByRole('region', { name: 'An empty table' });
      await hint.getByText('Drop a sprite sheet').waitFor();
      const choose = hint.getByRole('button', { name: 'Choose a sheet or CSV…' });
      expect(await inView(choose)).toBe(true);
      const sheet = await sharp(Buffer.from(cardFacesSheetSvg())).png().toBuffer();
      await pick(choose, { name: 'cards.png', mimeType: 'image/png', buffer: sheet });
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Rows', { exact: true }).fill('6');
      await dialog.getByLabel('Columns', { exact: true }).fill('9');
      await dialog.getByRole('button', { name: 'Upload as 54 frames' }).tap();
      await dialog.getByRole('button', { name: 'Make a deck of 54' }).tap();
      await toast('Added a deck of 54 cards from cards.').waitFor();
      // Something lies on the table now: the hint has done its work.
      await hint.waitFor({ state: 'detached' });

      // A CSV chosen on the Variants page opens the same preview as one dropped there.
      const doc = (
        await graphql<{ game: { revision: { document: Doc } } }>(
          context.request,
          apiUrl,
          'query ($u: String!, $g: String!) { game(userName: $u, gameName: $g) { revision(name: "draft") { document } } }',
          { u: userName, g: 'pick-deck' },
        )
      ).game.revision.document;
      const card = doc.components.find((component) => component.name === 'cards')!;
      await page.goto(at(`${editor}/components/${card.id}/variants`));
      await page.getByRole('heading', { name: 'Variants of cards' }).waitFor();
      const rows = Array.from({ length: 54 }, (_, i) => `Card ${i + 1},${i}`);
      const onVariants = page.getByRole('button', { name: 'Choose a sheet or CSV…' });
      expect(await onVariants.count()).toBe(1);
      await pick(onVariants, { name: 'names.csv', mimeType: 'text/csv', buffer: Buffer.from(['name,frame', ...rows].join('\n')) });
      await dialog.getByText('Import names.csv').waitFor();
      await dialog.getByRole('button', { name: 'Import' }).tap();
      await toast('Imported names.csv: 54 variants').waitFor();

      // An image chosen on the Assets page asks how it is cut, as one dropped there does.
      await page.goto(at(`${editor}/assets`));
      await page.getByRole('heading', { name: 'Assets' }).waitFor();
      await pick(page.getByRole('button', { name: 'Choose a sheet or CSV…' }), {
        name: 'more-cards.png',
        mimeType: 'image/png',
        buffer: sheet,
      });
      await dialog.getByRole('heading', { name: 'Add more-cards.png' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).tap();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
