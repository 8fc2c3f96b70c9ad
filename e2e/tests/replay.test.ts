import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { graphql, seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { countOpsOn } from '../support/rooms.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// A finished game played back from its revealed record: every move checked against the commitments sent
// when it was made, then shown on the table, from a seat's view or with every hand; its players decide
// whether the replay's link works for anyone else.

describe('replaying a finished game', () => {
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

  const position = (page: Page) => page.getByTestId('replay-position');
  const northHand = (page: Page) => page.locator('.replay-hand[data-seat="north"]');
  const shot = async (page: Page, name: string) => {
    if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}.png` });
  };

  it('replays to its last move from the record, for its players and then for anyone they share it with', async () => {
    const context = await newPerson(browser);
    await signUpIn(context.request, { apiUrl, dataDir }, 'Rhea Replay');
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
    // A roll, a shuffle and a draw: four moves with the seat.
    const die = await waitForPiece(page, labelled(/^Die: \d$/), 'the die');
    dieId = die.id;
    await page.mouse.click(die.pageX, die.pageY);
    await page.keyboard.press('r');
    await expect.poll(() => rolled.count()).toBe(1);
    const deck = await waitForPiece(page, labelled(/^Deck \(6\)/), 'the deck');
    await page.mouse.click(deck.pageX, deck.pageY, { button: 'right' });
    await page.getByRole('menuitem', { name: /Shuffle/ }).click();
    await page.mouse.dblclick(deck.pageX, deck.pageY);
    const drawn = page
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .first();
    await drawn.waitFor();
    const card = (await drawn.getAttribute('aria-label'))!;

    // Ending the game reveals the record; the room's page offers its replay.
    await graphql(context.request, apiUrl, 'mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: room.id });
    await page.goto(new URL(path, webUrl).href);
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await expect.poll(() => position(page).textContent()).toBe('0 / 4');
    // Every hand, as the room opened: North held nothing yet.
    await northHand(page).getByText('No cards').waitFor();

    // Played at 8×, it runs to the last move, the draw, and stops there.
    await page.getByRole('group', { name: 'Replay controls' }).getByRole('combobox').selectOption('8');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => position(page).textContent()).toBe('4 / 4');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('complementary', { name: 'Log' }).locator('[aria-current="step"]').textContent())
      .toMatch(/^4.*drew/);
    await northHand(page).getByRole('img', { name: card }).waitFor();
    await shot(page, 'replay-1280x800');
    expect(await seriousViolations(page)).toEqual([]);

    // The table only: North's card is hidden again, as a visitor saw it; a step back, not yet drawn.
    await page.getByLabel('Show').selectOption('visitor');
    await expect.poll(() => page.url()).toContain('view=visitor');
    await page.getByLabel('Show').selectOption('north');
    await northHand(page).getByRole('img', { name: card }).waitFor();
    await page.getByRole('button', { name: 'Previous move' }).click();
    await expect.poll(() => position(page).textContent()).toBe('3 / 4');
    await northHand(page).getByText('No cards').waitFor();

    // Nobody else may watch it until one of its players shares it.
    const replayUrl = new URL(`${path}/replay`, webUrl).href;
    const visitor = await newPerson(browser);
    const outsider = await visitor.newPage();
    await outsider.goto(replayUrl);
    await outsider.getByText('This replay is for the room’s players.').waitFor();
    await page.getByLabel('Anyone who may open this room can watch').check();
    await expect.poll(() => page.getByLabel('Anyone who may open this room can watch').isChecked()).toBe(true);
    await outsider.reload();
    await expect.poll(() => position(outsider).textContent()).toBe('0 / 4');
    // By keys alone, as a video player: L steps on.
    await outsider.keyboard.press('l');
    await expect.poll(() => position(outsider).textContent()).toBe('1 / 4');
    await outsider.getByRole('slider', { name: 'Move' }).press('End');
    await expect.poll(() => position(outsider).textContent()).toBe('4 / 4');
    await northHand(outsider).getByRole('img', { name: card }).waitFor();

    // On a phone, the same replay: the table, the hands and the log under it.
    const phone = await newPerson(browser, { width: 360, height: 740, phone: true });
    const small = await phone.newPage();
    await small.goto(`${replayUrl}?move=4`);
    await expect.poll(() => position(small).textContent()).toBe('4 / 4');
    await northHand(small).getByRole('img', { name: card }).waitFor();
    await shot(small, 'replay-360x740');
    await Promise.all([phone.close(), visitor.close(), context.close()]);
  });
});
