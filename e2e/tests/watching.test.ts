import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { countOpsOn } from '../support/rooms.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// Every hand, a delay behind: the host turns it on, the seated players are asked and see it, and a
// watcher sees a card drawn into a hand only once the table it lies in is the delay old (moves and
// seconds); nobody at the table can open the watch page while the game goes on.

describe('watching every hand, a delay behind', () => {
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

  const sit = async (page: Page, seat: string) => {
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await page.getByRole('button', { name: `Sit at ${seat}` }).click();
    await page.locator(`[data-seat="${seat.toLowerCase()}"]`).getByText('(you)').waitFor();
  };
  const watchers = (page: Page) => page.getByRole('region', { name: 'Watchers' });
  const tools = (page: Page) => page.getByRole('region', { name: 'What watchers see' });

  it('is asked of the players, and shows a deal to a watcher only after the delay', async () => {
    const hostContext = await newPerson(browser);
    await signUpIn(hostContext.request, { apiUrl, dataDir }, 'Hana Host');
    const { path } = await seedRoom(hostContext.request, apiUrl, tableDocument({ deckCards: 6, tableCards: 2, containers: 0, tokens: 0 }));
    const host = await hostContext.newPage();
    // The host's rolls, counted as the room sends them (the socket is watched from before it opens).
    let dieId: string | null = null;
    const rolled = countOpsOn(host, () => dieId);
    await host.goto(new URL(path, webUrl).href);
    await sit(host, 'North');
    const playerContext = await newPerson(browser);
    await signUpIn(playerContext.request, { apiUrl, dataDir }, 'Pia Player');
    const player = await playerContext.newPage();
    await player.goto(new URL(path, webUrl).href);
    await sit(player, 'South');

    // Off by default; the host asks for every hand, 3 moves and 30 seconds behind.
    await tools(host).getByText('Watchers see the table only.').waitFor();
    await tools(host).getByRole('button', { name: 'Show watchers every hand…' }).click();
    await tools(host).getByLabel('Moves behind').fill('3');
    await tools(host).getByLabel('Seconds behind').fill('30');
    await tools(host).getByRole('button', { name: 'Ask the players' }).click();
    // The seated player is asked, agrees, and both see the mode on.
    const ask = player.getByRole('alertdialog', { name: 'Show watchers every hand?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Agree' }).click();
    for (const page of [host, player])
      await watchers(page).getByRole('status').filter({ hasText: 'Watchers see every hand, 3 moves and 30 seconds behind' }).waitFor();

    // Someone at the table may not watch every hand; someone else may.
    const seatedWatch = await playerContext.newPage();
    await seatedWatch.goto(new URL(`${path}/watch`, webUrl).href);
    await seatedWatch.getByText('You are at this table', { exact: false }).waitFor();
    await seatedWatch.close();
    const watcherContext = await newPerson(browser, { width: 1280, height: 800 });
    await signUpIn(watcherContext.request, { apiUrl, dataDir }, 'Wes Watcher');
    const watcher = await watcherContext.newPage();
    await watcher.goto(new URL(`${path}/watch`, webUrl).href);
    // The players see who watches.
    await watchers(host).getByText('Wes Watcher', { exact: false }).waitFor();

    // The host draws a card (move 3), then rolls three times: the draw is three moves behind from then on.
    const deck = await waitForPiece(host, labelled(/^Deck \(6\)/), 'the deck');
    await host.mouse.dblclick(deck.pageX, deck.pageY);
    await host
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    const northHand = watcher.locator('.replay-hand[data-seat="north"]');
    // Not yet three moves old: whatever the watcher is shown, North's hand is empty.
    await watcher.reload();
    await expect.poll(async () => (await northHand.count()) === 0 || (await northHand.getByText('No cards').count()) === 1).toBe(true);
    const die = await waitForPiece(host, labelled(/^Die: \d$/), 'the die');
    dieId = die.id;
    for (let roll = 1; roll <= 3; roll++) {
      await host.mouse.click(die.pageX, die.pageY);
      await host.keyboard.press('r');
      await expect.poll(() => rolled.count()).toBeGreaterThanOrEqual(roll);
    }
    // Once the draw is three moves and thirty seconds old, the watcher sees North's card.
    await expect.poll(() => northHand.getByRole('img').count(), { timeout: 75_000 }).toBe(1);
    await expect.poll(() => watcher.getByTestId('watch-caption').textContent()).toMatch(/after move [3-9]/);
    if (process.env.UPDATE_SCREENSHOTS) await watcher.screenshot({ path: 'docs/screenshots/watch-every-hand-1280x800.png' });
    expect(await seriousViolations(watcher)).toEqual([]);
    // A visitor on a phone watches the same table from the link.
    const phoneContext = await newPerson(browser, { width: 360, height: 740, phone: true });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL(`${path}/watch`, webUrl).href);
    await expect.poll(() => phone.locator('.replay-hand[data-seat="north"]').getByRole('img').count()).toBe(1);
    if (process.env.UPDATE_SCREENSHOTS) await phone.screenshot({ path: 'docs/screenshots/watch-every-hand-360x740.png' });
    if (process.env.UPDATE_SCREENSHOTS) await host.screenshot({ path: 'docs/screenshots/watchers-in-room-1280x800.png' });
    await Promise.all([phoneContext.close(), watcherContext.close(), playerContext.close(), hostContext.close()]);
  });
});
