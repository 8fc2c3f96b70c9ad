import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { followSignUpLink, sendSignUpForm } from '../support/sign-up.ts';
import sharp from 'sharp';
import { newUserInput } from '../../testing/accounts.ts';

// An author builds a small card game in the editor, part by part, and publishes it.
describe('editor journey', () => {
  const webUrl = inject('webUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  const user = newUserInput({ name: 'Grace Author' });
  let browser: Browser;
  let page: Page;
  let editorBase = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newPerson(browser)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The "Add a …" form of the page. */
  const addForm = (kind: string): Locator => page.getByRole('region', { name: `Add ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}` });
  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  const errorToast = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
  const listItem = (kind: string, name: string) =>
    page
      .getByRole('list', { name: `${kind} list` })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });

  async function addPart(kind: string, fill: (form: Locator) => Promise<void>) {
    const form = addForm(kind);
    await fill(form);
    await form.getByRole('button', { name: `Add ${kind}` }).click();
  }

  it('creates a game from /create, its name following the title', async () => {
    await sendSignUpForm(page, webUrl, user);
    await followSignUpLink(page, dataDir, user);
    // Signed up with nowhere to return to: the next step, playing a template or starting a game.
    await page.waitForURL(at('/create?welcome'));

    await page.goto(at('/create'));
    await page.getByLabel('Title', { exact: true }).fill('Card Duel');
    expect(await page.getByLabel('Game name', { exact: true }).inputValue()).toBe('card-duel');
    await page.getByRole('button', { name: 'Create game' }).click();
    editorBase = `/@${user.userName}/card-duel/edit/draft`;
    // The editor opens on the game's table.
    await page.waitForURL(at(editorBase));
    await page.getByTestId('surface-canvas').locator('canvas').first().waitFor();
  });

  it('refuses a game name already taken, on the field', async () => {
    await page.goto(at('/create'));
    await page.getByLabel('Title', { exact: true }).fill('Card Duel');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('alert').filter({ hasText: 'Game name is already used by another of your games' }).waitFor();
  });

  it('adds a tile component with two fields', async () => {
    await page.goto(at(`${editorBase}/components`));
    await addPart('component', async (form) => {
      await form.getByLabel('Name', { exact: true }).fill('Card');
      await form.getByLabel('Kind', { exact: true }).selectOption('tile');
    });
    await page.getByRole('heading', { name: 'Component: Card' }).waitFor();
    await page.getByRole('link', { name: 'Fields (0)' }).click();
    await page.getByRole('heading', { name: 'Fields of Card' }).waitFor();
    await addPart('field', async (form) => {
      await form.getByLabel('Name', { exact: true }).fill('Title');
      await form.getByLabel('Type', { exact: true }).selectOption('text');
    });
    await listItem('Field', 'Title').waitFor();
    await addPart('field', async (form) => {
      await form.getByLabel('Name', { exact: true }).fill('Cost');
      await form.getByLabel('Type', { exact: true }).selectOption('number');
    });
    await listItem('Field', 'Cost').waitFor();
  });

  it('imports three variants from CSV, refusing a bad file with its row and column', async () => {
    await page.getByRole('link', { name: '← Card' }).click();
    await page.getByRole('link', { name: 'Variants (0)' }).click();
    await page.getByRole('heading', { name: 'Variants of Card' }).waitFor();
    const fileInput = page.getByLabel('Import CSV file');

    await fileInput.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,Title,Cost\nAce,Ace of cards,one\n'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: /Nothing was imported\. Row 2, column "Cost"/ })
      .waitFor();

    await fileInput.setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,Title,Cost\nAce,Ace of cards,1\nKing,King of cards,13\nQueen,Queen of cards,12\n'),
    });
    await toast('Imported cards.csv: 3 variants.').waitFor();
    const table = page.getByRole('table', { name: 'Variants of Card' });
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await table.getByLabel('Cost of King').inputValue()).toBe('13');

    // An edit in the table saves that row.
    await table.getByLabel('Title of Queen').fill('The Queen');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast('Saved 1 variant.').waitFor();

    // Export gives the same table back as a CSV file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Card-variants.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    // The file starts with a byte-order mark (For Excel is ticked by default), then the table.
    expect(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['name,Title,Cost', 'Ace,Ace of cards,1', 'King,King of cards,13', 'Queen,The Queen,12']);
  });

  it('previews a variant on the component page', async () => {
    await page.getByRole('link', { name: '← Card' }).click();
    await page.getByLabel('Variant', { exact: true }).selectOption({ label: 'King' });
    await page.getByRole('img', { name: 'Card, King, front face' }).locator('canvas').first().waitFor();
  });

  it('adds a surface, a seat, and a deck on the surface holding the cards', async () => {
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Surfaces' }).click();
    await addPart('surface', async (form) => form.getByLabel('Name', { exact: true }).fill('Duel board'));
    await page.getByRole('heading', { name: 'Surface: Duel board' }).waitFor();
    const boardUrl = page.url();

    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Seats' }).click();
    await addPart('seat', async (form) => form.getByLabel('Name', { exact: true }).fill('Dealer'));
    await page.getByRole('heading', { name: 'Seat: Dealer' }).waitFor();

    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Components' }).click();
    await addPart('component', async (form) => {
      await form.getByLabel('Name', { exact: true }).fill('Deck');
      await form.getByLabel('Kind', { exact: true }).selectOption('container');
    });
    await page.getByRole('heading', { name: 'Component: Deck' }).waitFor();

    await page.goto(boardUrl);
    await page.getByRole('link', { name: 'Objects (0)' }).click();
    await page.getByRole('heading', { name: 'Objects on Duel board' }).waitFor();
    await addPart('object', async (form) => {
      await form.getByLabel('Name', { exact: true }).fill('Draw pile');
      await form.getByLabel('Component', { exact: true }).selectOption({ label: 'Deck' });
      await form.getByLabel('Centre X (px)', { exact: true }).fill('200');
      await form.getByLabel('Centre Y (px)', { exact: true }).fill('150');
    });
    await listItem('Object', 'Draw pile').getByRole('link').click();
    await page.getByRole('heading', { name: 'Object: Draw pile' }).waitFor();
    await page.getByRole('link', { name: 'Contents (0 objects)' }).click();
    await page.getByRole('heading', { name: 'Inside Draw pile' }).waitFor();
    for (const variant of ['Ace', 'King', 'Queen']) {
      await addPart('object', async (form) => {
        await form.getByLabel('Component', { exact: true }).selectOption({ label: 'Card' });
        await form.getByLabel('Variant', { exact: true }).selectOption({ label: variant });
      });
      await page.getByRole('list', { name: 'Object list' }).getByText(variant).waitFor();
    }
    expect(await page.getByRole('list', { name: 'Object list' }).getByRole('listitem').count()).toBe(3);
  });

  it('refuses to delete a component that objects use, saying how many', async () => {
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Components' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await listItem('Component', 'Card').getByRole('button', { name: 'Delete Card' }).click();
    await errorToast('Component "Card" is used by 3 objects; remove them first.').waitFor();
    await listItem('Component', 'Card').waitFor();
  });

  it('uploads an image with a progress bar and sees its thumbnail become ready', async () => {
    // Noise compresses badly: a few megabytes, so the progress bar and the processing have time to show.
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Assets' }).click();
    await page.getByRole('heading', { name: 'Assets', level: 1 }).waitFor();
    await page.getByLabel('Choose images to upload').setInputFiles([{ name: 'card_back.png', mimeType: 'image/png', buffer: png }]);
    const entry = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'card_back.png' });
    await entry.getByRole('progressbar', { name: 'Uploading card_back.png' }).waitFor();
    await entry.getByText('Added').waitFor();
    const card = page.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: 'card back' });
    await card.getByText('Ready').waitFor();
    await card.locator('img').waitFor();
    expect(
      await card
        .locator('img')
        .evaluate(
          (img) =>
            (img as unknown as { complete: boolean; naturalWidth: number }).complete &&
            (img as unknown as { naturalWidth: number }).naturalWidth > 0,
        ),
    ).toBe(true);

    // Its page shows the sizes the pipeline made.
    await card.getByRole('link').click();
    await page.getByRole('heading', { name: 'Asset: card back' }).waitFor();
    await page.getByText('1200×800 px', { exact: false }).waitFor();
  });

  it('refuses a stale save with "changed by someone else — reload", overwriting nothing', async () => {
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Seats' }).click();
    await listItem('Seat', 'Dealer').getByRole('link').click();
    await page.getByRole('heading', { name: 'Seat: Dealer' }).waitFor();
    const seatUrl = page.url();

    // The same author in a second tab saves first.
    const other = await page.context().newPage();
    await other.goto(seatUrl);
    await other.getByLabel('Name', { exact: true }).fill('Banker');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await other.getByRole('status').filter({ hasText: 'Seat saved.' }).waitFor();
    await other.close();

    await page.getByLabel('Name', { exact: true }).fill('Croupier');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await errorToast('Changed by someone else — reload.').first().waitFor();
    // The author's input is kept, and the other tab's save stands.
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Croupier');
    await errorToast('Changed by someone else — reload.').getByRole('button', { name: 'Reload' }).first().click();
    await page.getByRole('heading', { name: 'Seat: Banker' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Seat: Croupier' }).waitFor();
  });

  it('publishes v1, which opens read-only with "Create a draft from this"', async () => {
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('link', { name: 'Components' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast('Published v1').waitFor();
    await page.getByLabel('Revision', { exact: true }).selectOption('v1');
    await page.waitForURL(at(`/@${user.userName}/card-duel/edit/v1/components`));
    await page.getByRole('note').filter({ hasText: 'v1 is a published revision: it is read-only.' }).waitFor();
    await page.getByRole('button', { name: 'Create a draft from this' }).waitFor();
    expect(await addForm('component').count()).toBe(0);
    await listItem('Component', 'Card').getByRole('link').click();
    expect(await page.getByLabel('Name', { exact: true }).first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });

  it("shows the game's page with Edit for its author, and Play opens a room", async () => {
    await page.goto(at(`/@${user.userName}/card-duel`));
    await page.getByRole('heading', { name: 'Card Duel', level: 1 }).waitFor();
    await page.getByText(user.name).first().waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`${editorBase}`);
    await page.getByRole('button', { name: 'Play now', exact: true }).click();
    await page.waitForURL(new RegExp(`/@${user.userName}/card-duel/play/[^/]+$`));
    // Opened from inside the app, the room page joins and loads by itself (no early start with the address).
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await page.getByTestId('play-table').waitFor();
  });

  it('lists the game on /account/games, and a public game on the home page', async () => {
    await page.goto(at('/account/games'));
    const row = page.getByRole('table', { name: 'Your games' }).getByRole('row').filter({ hasText: 'Card Duel' });
    await row.getByRole('cell', { name: 'v1' }).waitFor();

    await page.goto(at('/create'));
    await page.getByLabel('Title', { exact: true }).fill('Open Table Duel');
    await page.getByLabel('Visibility', { exact: true }).selectOption('PUBLIC');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(at(`/@${user.userName}/open-table-duel/edit/draft`));
    // A public game is listed once something of it is published.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast('Published v1').waitFor();

    await page.goto(at('/'));
    await page.getByLabel('Search by title').fill('open table');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Open Table Duel' }).click();
    await page.waitForURL(at(`/@${user.userName}/open-table-duel`));
  });

  it('shows Not Found for an unknown part or revision', async () => {
    await page.goto(at(`${editorBase}/components/nope`));
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.goto(at(`/@${user.userName}/card-duel/edit/v9/components`));
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
  });
});
