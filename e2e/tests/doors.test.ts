import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { graphql, openRoom, seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';

// The doors of a room always tell the truth: the invite link means one thing on every kind of game and
// "Turn off" does what it says (its guests out, their seats freed); a full room offers to watch; every
// refusal names the one thing that helps and links to no 404; one person holds one seat; every kind of link
// seats a visitor in 2 interactions (opening the link counts as one); and the open-room limit dialog fits
// a laptop and a phone with its Close buttons whole.

const PHONE = { width: 360, height: 740, phone: true } as const;

describe('the doors of a room', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  let browser: Browser;
  let hostContext: BrowserContext;
  let host: Page;
  let seeded: Awaited<ReturnType<typeof seedRoom>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    hostContext = await newPerson(browser);
    await signUpIn(hostContext.request, { apiUrl, dataDir }, 'Hana Host');
    seeded = await seedRoom(hostContext.request, apiUrl, tableDocument({ deckCards: 6, tableCards: 0, containers: 0, tokens: 0 }));
    host = await hostContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const setVisibility = (request: APIRequestContext, visibility: 'PUBLIC' | 'UNLISTED' | 'PRIVATE') =>
    graphql(request, apiUrl, 'mutation ($id: ID!, $i: UpdateGameInput!) { updateGame(id: $id, input: $i) { id } }', {
      id: seeded.game.id,
      i: { visibility },
    });
  const connected = (page: Page) => page.getByRole('status').filter({ hasText: 'Connected' }).first().waitFor();
  const seat = (page: Page, id: string) => page.locator(`[data-seat="${id}"]`);

  /** Every link on a refusal page leads somewhere that is not "Not Found". */
  async function linksLeadSomewhere(page: Page) {
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) =>
        links.map((link) => (link as unknown as { getAttribute(name: string): string | null }).getAttribute('href')!),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const other = await page.context().newPage();
      await other.goto(at(href));
      await other.locator('main').first().waitFor();
      expect(await other.getByRole('heading', { name: 'Not Found' }).count(), href).toBe(0);
      await other.close();
    }
  }

  async function inviteLink(visibility: 'UNLISTED' | 'PRIVATE'): Promise<string> {
    await host.getByRole('button', { name: 'Copy invite link' }).first().click();
    const dialog = host.getByRole('dialog', { name: 'Invite link' });
    const on = dialog.getByRole('button', { name: 'Turn on and copy' });
    if (await on.isVisible()) await on.click();
    await dialog.getByText('Anyone with this link can play in this room').waitFor();
    // Said for this game: the room's plain address lets in only the game's own people.
    await dialog.getByText(`This game is ${visibility === 'UNLISTED' ? 'unlisted' : 'private'}:`).waitFor();
    const link = await dialog.getByLabel('Invite link').inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    return link;
  }

  for (const visibility of ['UNLISTED', 'PRIVATE'] as const) {
    it(`turns the invite link off on ${visibility === 'UNLISTED' ? 'an unlisted (Play now)' : 'a private'} game: guests out, seats freed`, async () => {
      await setVisibility(hostContext.request, visibility);
      await host.goto(at(seeded.path));
      await connected(host);
      const link = await inviteLink(visibility);
      const guest = await (await newPerson(browser)).newPage();
      await guest.goto(link);
      await guest.getByRole('button', { name: 'Sit here' }).click();
      await guest.getByText(/You are playing as .+ \(guest\)/).waitFor();
      const seated = seat(host, 'north').or(seat(host, 'south')).filter({ hasText: '(guest)' });
      await seated.waitFor();

      // The room's plain address lets nobody else in: only the link does.
      const stranger = await (await newPerson(browser)).newPage();
      await stranger.goto(at(seeded.path));
      await stranger.getByText('Ask the host for the room').waitFor();

      await host.getByRole('button', { name: 'Copy invite link' }).first().click();
      await host.getByRole('dialog', { name: 'Invite link' }).getByRole('button', { name: 'Turn off' }).click();
      await guest.getByText('The host turned off the invite link that let you in.').waitFor();
      // Its seat is free again on the host's table, and nobody offers to remove or promote the guest.
      await expect.poll(() => host.locator('.seat-holder').filter({ hasText: '(guest)' }).count()).toBe(0);
      await expect.poll(() => host.getByRole('button', { name: /^Remove .+\(guest\)/ }).count()).toBe(0);
      // A reload does not bring the guest back; the page names why and what helps, and no link is a 404.
      await guest.reload();
      await guest.getByText('The host turned off the invite link that let you in.').waitFor();
      await linksLeadSomewhere(guest);
      await guest.context().close();
      await stranger.context().close();
    });
  }

  it('sends a visitor refused at a private room to pages that exist, with what helps', async () => {
    await setVisibility(hostContext.request, 'PRIVATE');
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      const page = await (await newPerson(browser, size)).newPage();
      await page.goto(at(seeded.path));
      await page.getByRole('heading', { name: "You can't join this room" }).waitFor();
      await page.getByText("Ask the host for the room's invite link, or log in if you are one of the game's members or players.").waitFor();
      // `UPDATE_SCREENSHOTS=1` refreshes the pictures of a refusal page.
      if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/room-refused-${size.width}x${size.height}.png` });
      await linksLeadSomewhere(page);
      await page.context().close();
    }
  });

  it("offers a full room's invite door to watch, not a seat it does not have", async () => {
    await setVisibility(hostContext.request, 'PRIVATE');
    await host.goto(at(seeded.path));
    await connected(host);
    const free = host.getByRole('button', { name: /^Sit at / });
    await free.first().click();
    const link = await inviteLink('PRIVATE');
    const first = await (await newPerson(browser)).newPage();
    await first.goto(link);
    await first.getByRole('button', { name: 'Sit here' }).click();
    await first.getByText(/You are playing as .+ \(guest\)/).waitFor();
    await expect.poll(() => free.count()).toBe(0);

    const late = await (await newPerson(browser)).newPage();
    await late.goto(link);
    await late.getByText('every seat is taken right now').waitFor();
    expect(await late.getByRole('button', { name: 'Sit here' }).count()).toBe(0);
    await late.getByRole('button', { name: 'Watch the game' }).click();
    await late.getByText('Every seat is taken: you are watching.').waitFor();
    expect(await late.getByText('Pick a free seat').count()).toBe(0);
    await first.context().close();
    await late.context().close();
  });

  it('offers someone seated a move that frees the first seat, never a second seat', async () => {
    await setVisibility(hostContext.request, 'PUBLIC');
    const { path } = await openRoom(hostContext.request, apiUrl, seeded.game);
    const context = await newPerson(browser);
    await signUpIn(context.request, { apiUrl, dataDir }, 'Sol Sitter');
    const page = await context.newPage();
    await page.goto(at(`${path}?sit=any`));
    await seat(page, 'north').getByText('(you)').waitFor();
    // Seated at North: South is offered as a move, not as "Sit here".
    expect(await page.getByRole('button', { name: 'Sit at South' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Move to South' }).click();
    await seat(page, 'south').getByText('(you)').waitFor();
    await seat(page, 'north').getByText('Empty').waitFor();
    // A reload sent to sit again (?sit=any) keeps the one seat.
    await page.goto(at(`${path}?sit=any`));
    await connected(page);
    await seat(page, 'south').getByText('(you)').waitFor();
    await expect.poll(() => page.locator('.seat-holder').filter({ hasText: '(you)' }).count()).toBe(1);
    await context.close();
  });

  it("seats a visitor from a public room's plain address in 2 interactions, as from an invite link", async () => {
    await setVisibility(hostContext.request, 'PUBLIC');
    const { path } = await openRoom(hostContext.request, apiUrl, seeded.game);
    for (const size of [undefined, PHONE]) {
      const page = await (await newPerson(browser, size)).newPage();
      // 1: opening the link.
      await page.goto(at(path));
      // 2: Sit here, under the name offered.
      await page.getByRole('button', { name: 'Sit here' }).click();
      await page.getByText(/You are playing as .+ \(guest\)/).waitFor();
      // Seated (on a phone the seats are in a sheet out of sight).
      await page.locator('.seat-holder').filter({ hasText: '(you)' }).first().waitFor({ state: 'attached' });
      await page.context().close();
    }
  });

  it('fits the open-room limit dialog on a laptop and a phone, marks the rooms that count, and its Close works', async () => {
    await setVisibility(hostContext.request, 'PUBLIC');
    const owner = await newPerson(browser);
    await signUpIn(owner.request, { apiUrl, dataDir }, 'Lim Itt');
    const game = await seedRoom(owner.request, apiUrl, tableDocument({ deckCards: 4, tableCards: 0, containers: 0, tokens: 0 }));
    for (let i = 0; i < 4; i++) await openRoom(owner.request, apiUrl, game.game);
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      const page = await owner.newPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(at(`/@${game.game.owner.userName}/${game.game.gameName}`));
      await page.getByRole('button', { name: 'Play now', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Too many open rooms' });
      await dialog.getByText('The Free plan allows 5 open rooms.').waitFor();
      await dialog.getByText('5 of these rooms count toward the limit.').waitFor();
      const rows = dialog.getByRole('list', { name: 'Your open rooms' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(5);
      await expect.poll(() => rows.filter({ hasText: 'Counts toward the limit' }).count()).toBe(5);
      // `UPDATE_SCREENSHOTS=1` refreshes the pictures of the open-room limit dialog.
      if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/room-limit-${size.width}x${size.height}.png` });
      // Every button of the dialog is whole and inside the window (the list scrolls to show the rest).
      const inside = async (name: string | RegExp) => {
        const button = dialog.getByRole('button', { name }).first();
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        expect(box.width).toBeGreaterThanOrEqual(40);
      };
      for (let i = 0; i < 5; i++) await inside(new RegExp(`^Close room `));
      const closes = dialog.getByRole('button', { name: /^Close room / });
      for (let i = 0; i < (await closes.count()); i++) {
        const box = (await closes.nth(i).boundingBox())!;
        expect(box.width, `Close button ${i}`).toBeGreaterThanOrEqual(40);
      }
      await inside('Try again');
      await inside('Cancel');
      if (size.width === 1280) {
        // Close works: one room fewer, then Try again opens the new room.
        await closes.first().click();
        await expect.poll(() => rows.count()).toBe(4);
        await dialog.getByRole('button', { name: 'Try again' }).click();
        await page.waitForURL(/\/play\//);
      } else {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
      await page.close();
    }
    await owner.close();
  });
});
