import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { anAuthor, createFromTemplate, type Author } from '../support/author.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// An author takes a game out of Tablecraft and back in: Export on the game's revisions page downloads
// a game file, "Import a game file" on /create makes a new game of it, and the new game plays.

describe('game files', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let author: Author;
  let page: Page;
  let userName = '';

  beforeAll(async () => {
    author = await anAuthor('Ferdinand File', { apiUrl, dataDir });
    ({ page, userName } = author);
  });
  afterAll(async () => {
    await author?.browser.close();
  });

  it('exports a template game from its revisions page, imports the file on /create and plays the copy', async () => {
    await createFromTemplate(author, webUrl, 'cards', 'playing-cards');

    await page.goto(at(`/@${userName}/playing-cards/settings/revisions`));
    const draft = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Draft' }) });
    const [download] = await Promise.all([page.waitForEvent('download'), draft.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('playing-cards-draft.zip');
    await page.getByRole('status').filter({ hasText: 'Exported the draft as playing-cards-draft.zip.' }).waitFor();
    const file = await readFile((await download.path())!);
    // A zip: the local file header's signature.
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    await page.goto(at('/create'));
    await page
      .getByLabel('Game file to import', { exact: true })
      .setInputFiles({ name: 'playing-cards-draft.zip', mimeType: 'application/zip', buffer: file });
    const report = page.locator('.import-report');
    await report.getByText('Imported “Playing cards”.').waitFor({ timeout: 30_000 });
    await report.getByText('Everything in the file came in.').waitFor();
    await report.getByRole('link', { name: 'Open it in the editor' }).click();
    await page.waitForURL(at(`/@${userName}/playing-cards-2/edit/draft`) + '**');

    await page.goto(at(`/@${userName}/playing-cards-2`));
    await page.getByRole('button', { name: 'Test play' }).click();
    await page.waitForURL(/\/play\/[^/]+$/);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    // The deck is on the table (the template's setup script may have dealt some of it already).
    await waitForPiece(page, labelled(/^Deck \(\d+\)/), 'the imported deck');
  });
});
