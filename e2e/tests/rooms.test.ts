import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { graphql, seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';

// A Free host's rooms in real Chromium against the real services: at the open-room limit, Play lists the
// open rooms right there to close one and try again; /account/rooms closes and reopens rooms; in the room
// the host removes a player, who is told so and kept out until let back in; an old room link follows a
// rename. Every check waits for what a person would see; none sleeps.

describe("a host's rooms", () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let aliceContext: BrowserContext;
  let bobContext: BrowserContext;
  let alice: Page;
  let bob: Page;
  let seeded: Awaited<ReturnType<typeof seedRoom>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    aliceContext = await newPerson(browser);
    bobContext = await newPerson(browser);
    alice = await aliceContext.newPage();
    bob = await bobContext.newPage();
    await signUpIn(aliceContext.request, { apiUrl, dataDir }, 'Alice Host');
    await signUpIn(bobContext.request, { apiUrl, dataDir }, 'Bob Guest');
    seeded = await seedRoom(aliceContext.request, apiUrl, tableDocument({ deckCards: 4, tableCards: 2, containers: 0, tokens: 0 }));
    // Four more rooms: the Free plan's five open rooms.
    for (let i = 0; i < 4; i++)
      await graphql(aliceContext.request, apiUrl, 'mutation ($g: ID!) { createRoom(gameId: $g) { id } }', { g: seeded.game.id });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const gamePage = () => new URL(`/@${seeded.game.owner.userName}/${seeded.game.gameName}`, webUrl).href;

  it('lists the open rooms when Play meets the limit, and opens the room once one is closed there', async () => {
    await alice.goto(gamePage());
    await alice.getByRole('button', { name: 'Play now', exact: true }).click();
    const dialog = alice.getByRole('dialog', { name: 'Too many open rooms' });
    await dialog.getByText('The Free plan allows 5 open rooms. Close one or upgrade to Pro for 50.').waitFor();
    const listed = dialog.getByRole('list', { name: 'Your open rooms' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(5);
    await dialog.getByRole('button', { name: `Close room ${seeded.room.code}` }).click();
    await expect.poll(() => listed.count()).toBe(4);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await alice.waitForURL(
      (url) =>
        url.pathname.startsWith(`/@${seeded.game.owner.userName}/${seeded.game.gameName}/play/`) &&
        !url.pathname.endsWith(seeded.room.code),
    );
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  });

  it('closes and reopens rooms from the account rooms page', async () => {
    await alice.goto(new URL('/account/rooms', webUrl).href);
    const closedRow = alice.locator(`tr[data-room="${seeded.room.code}"]`);
    await closedRow.getByText('closed for now', { exact: true }).waitFor();
    const open = alice.locator('tbody tr').filter({ has: alice.getByRole('button', { name: /^Close room / }) });
    await expect.poll(() => open.count()).toBe(5);
    const code = await open.first().getAttribute('data-room');
    await alice.getByRole('button', { name: `Close room ${code}` }).click();
    await alice
      .locator(`tr[data-room="${code}"]`)
      .getByRole('button', { name: `Reopen room ${code}` })
      .waitFor();
    await expect.poll(() => open.count()).toBe(4);
    await closedRow.getByRole('button', { name: `Reopen room ${seeded.room.code}` }).click();
    await closedRow.getByRole('button', { name: `Close room ${seeded.room.code}` }).waitFor();
    await closedRow.getByText('0 of 2').waitFor();
  });

  it('lets the host remove a player, who is told so and kept out until let back in', async () => {
    const roomUrl = new URL(seeded.path, webUrl).href;
    await alice.goto(roomUrl);
    await bob.goto(roomUrl);
    await bob.getByRole('button', { name: 'Sit at South' }).click();
    const people = alice.getByRole('list', { name: 'People in the room' });
    await people.getByText('Bob Guest').waitFor();
    await alice.getByRole('button', { name: 'Remove Bob Guest' }).click();
    await alice.getByRole('group', { name: 'Remove Bob Guest?' }).getByRole('button', { name: 'Remove Bob Guest' }).click();
    await bob.getByRole('heading', { name: 'You can no longer join this room' }).waitFor();
    await bob.getByText('The host removed you from this room.').waitFor();
    // His seat is free again on the host's table, and he is listed among the removed.
    await alice.locator('[data-seat="south"]').getByText('Empty').waitFor();
    await alice.getByRole('list', { name: 'Removed from the room' }).getByText('Bob Guest').waitFor();
    await bob.reload();
    await bob.getByText('The host removed you from this room.').waitFor();
    await alice.getByRole('button', { name: 'Let Bob Guest back in' }).click();
    await bob.reload();
    await bob.getByRole('button', { name: 'Sit at South' }).waitFor();
  });

  it('follows a room link from before the game was renamed to the room', async () => {
    await graphql(
      aliceContext.request,
      apiUrl,
      'mutation ($g: ID!, $n: String!) { updateGame(id: $g, input: { gameName: $n }) { gameName } }',
      { g: seeded.game.id, n: `${seeded.game.gameName}-renamed` },
    );
    await bob.goto(new URL(seeded.path, webUrl).href);
    await bob.waitForURL(
      (url) => url.pathname === `/@${seeded.game.owner.userName}/${seeded.game.gameName}-renamed/play/${seeded.room.code}`,
    );
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  });
});
