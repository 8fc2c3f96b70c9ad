import { afterAll, afterEach, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { graphql, openRoom, seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { joinAndSit } from '../support/people.ts';
import { countOpsOn, seedPrivateRoom } from '../support/rooms.ts';
import { dragBy, labelled, nextFrames, pieces, waitForPiece } from '../support/table.ts';

// Three people at one table in real Chromium against the real services: Alice and Bob play, Carol
// watches without an account. Every check waits for what a person would see; none sleeps.

describe('playing a room together', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let aliceContext: BrowserContext;
  let bobContext: BrowserContext;
  let alice: Page;
  let bob: Page;
  let carol: Page;
  let game: { id: string; gameName: string; owner: { userName: string } };
  let openRooms: string[] = [];

  // Alice and Bob sign up and Alice publishes the game once; every test then opens a room of its own and
  // takes its pages there, so each runs alone (`-t`) and in any order, and a slow test fails only itself.
  // The pages are kept from test to test: a new page is a new renderer, which cost more than the test.
  beforeAll(async () => {
    browser = await launchBrowser();
    aliceContext = await newPerson(browser);
    bobContext = await newPerson(browser);
    alice = await aliceContext.newPage();
    bob = await bobContext.newPage();
    carol = await (await newPerson(browser)).newPage();
    await Promise.all([
      signUpIn(aliceContext.request, { apiUrl, dataDir }, 'Alice Able'),
      signUpIn(bobContext.request, { apiUrl, dataDir }, 'Bob Baker'),
    ]);
    const seeded = await seedRoom(aliceContext.request, apiUrl, tableDocument({ deckCards: 10, tableCards: 4, containers: 0, tokens: 0 }));
    ({ game } = seeded);
    await closeRoom(seeded.room.id);
  });
  afterEach(async () => {
    await bobContext.setOffline(false);
    // Away from the room first, then closed: the free plan keeps five rooms open at most.
    await Promise.all([alice, bob, carol].map((page) => page.goto('about:blank')));
    // (One a failed test left closed stays closed.)
    await Promise.allSettled(openRooms.map(closeRoom));
    openRooms = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  const seat = (page: Page, name: string) => page.locator(`[data-seat="${name}"]`);

  async function closeRoom(id: string) {
    await graphql(aliceContext.request, apiUrl, 'mutation ($id: ID!) { closeRoom(id: $id) { status } }', { id });
  }

  /** A fresh room of Alice's game, nobody in it yet; closed after the test. */
  async function newRoom() {
    const opened = await openRoom(aliceContext.request, apiUrl, game);
    openRooms.push(opened.room.id);
    return opened;
  }

  /** A fresh room with Alice at North and Bob at South, each seeing the other seated. */
  async function twoAtTable() {
    const room = await newRoom();
    await Promise.all([joinAndSit(alice, webUrl, room.path, 'North'), joinAndSit(bob, webUrl, room.path, 'South')]);
    await Promise.all([seat(alice, 'south').getByText('Bob Baker').waitFor(), seat(bob, 'north').getByText('Alice Able').waitFor()]);
    return room;
  }

  it('lets two players join and take seats, each seeing the other', async () => {
    const { path } = await newRoom();
    await alice.goto(new URL(path, webUrl).href);
    await bob.goto(new URL(path, webUrl).href);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await alice.getByRole('button', { name: 'Sit at North' }).click();
    await seat(alice, 'north').getByText('Alice Able (you)').waitFor();
    await bob.getByRole('button', { name: 'Sit at South' }).click();
    await seat(bob, 'south').getByText('Bob Baker (you)').waitFor();
    await seat(alice, 'south').getByText('Bob Baker').waitFor();
    await seat(bob, 'north').getByText('Alice Able').waitFor();
    await seat(bob, 'north').getByRole('img', { name: 'Online' }).waitFor();
  });

  it('opens the game’s guides beside the table, rendered from Markdown', async () => {
    const { path } = await newRoom();
    await alice.goto(new URL(path, webUrl).href);
    await alice.getByRole('button', { name: 'Guides' }).click();
    const panel = alice.getByRole('complementary', { name: 'Guides' });
    await panel.getByRole('heading', { name: 'How to play' }).waitFor();
    expect(await panel.locator('strong').textContent()).toBe('play one');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('shows a dragged card gliding on the other screen and landing where it was dropped', async () => {
    await twoAtTable();
    const card = await waitForPiece(alice, labelled('Card 11'), 'Card 11');
    await dragBy(alice, card, 150, 90, { release: false });
    // While Alice still holds it, Bob sees the card in her hand (drawn on the motion layer).
    await bob.waitForFunction(
      (id) => {
        const konva = (globalThis as unknown as { Konva: { stages: Array<{ findOne(s: string): unknown }> } }).Konva;
        return konva.stages.some((stage) => stage.findOne(`#piece-held-${id}`));
      },
      card.id,
      { polling: 50 },
    );
    await alice.mouse.up();
    const landed = await waitForPiece(alice, (p) => p.id === card.id && p.visible && p.x > card.x + 40, 'Card 11 moved on Alice’s table');
    const seen = await waitForPiece(
      bob,
      (p) => p.id === card.id && p.visible && Math.abs(p.x - landed.x) < 1 && Math.abs(p.y - landed.y) < 1,
      'Card 11 where Alice dropped it',
    );
    expect(seen.label).toBe('Card 11');
  });

  it('draws a card into one hand: the other player sees only the count', async () => {
    await twoAtTable();
    const deck = await waitForPiece(bob, labelled(/^Deck \(10\)/), 'the deck');
    await bob.mouse.dblclick(deck.pageX, deck.pageY);
    const hand = bob.getByTestId('hand');
    await hand.getByRole('button', { name: /^Card \d+$/ }).waitFor();
    const drawn = await hand.getByRole('button', { name: /^Card \d+$/ }).getAttribute('aria-label');
    await seat(alice, 'south').getByText('1 in hand').waitFor();
    await waitForPiece(alice, labelled(/^Deck \(9\)/), 'the deck with nine cards');
    // Alice's page never holds the drawn card's face: not on the table, not in her hand, not in the page.
    expect((await pieces(alice)).some((p) => p.label === drawn)).toBe(false);
    expect(await alice.getByTestId('hand').getByRole('button').count()).toBe(0);
  });

  it('flips a card for everyone', async () => {
    await twoAtTable();
    const card = await waitForPiece(alice, labelled('Card 12'), 'Card 12');
    await alice.mouse.click(card.pageX, card.pageY);
    await alice.keyboard.press('f');
    await waitForPiece(bob, (p) => p.id === card.id && p.label === 'Card', 'Card 12 face down on Bob’s table');
    await alice.keyboard.press('f');
    await waitForPiece(bob, (p) => p.id === card.id && p.label === 'Card 12', 'Card 12 face up again');
  });

  it('shuffles a face-up pile: everyone sees its top turn face down', async () => {
    await twoAtTable();
    const discard = await waitForPiece(alice, labelled(/^Discard \(0\)/), 'the discard pile');
    for (const name of ['Card 13', 'Card 14']) {
      const card = await waitForPiece(alice, labelled(name), name);
      await dragBy(alice, card, discard.pageX - card.pageX, discard.pageY - card.pageY);
      await waitForPiece(bob, labelled(`Discard (${name === 'Card 13' ? 1 : 2}): ${name}`), `${name} on the discard pile`);
    }
    await alice.mouse.click(discard.pageX, discard.pageY, { button: 'right' });
    await alice.getByRole('menuitem', { name: /Shuffle/ }).click();
    await waitForPiece(bob, labelled('Discard (2): face down'), 'the shuffled discard pile');
  });

  it('rolls a die that everyone sees land on the same number', async () => {
    await twoAtTable();
    const die = await waitForPiece(bob, labelled(/^Die: \d$/), 'the die');
    // Each roll is one line of the room's log once it is committed ("rolled Die: 4"): Alice's log says when
    // a roll has landed and on what, so each roll is awaited, not a guess at how long one takes.
    await alice.getByRole('button', { name: 'Log & chat' }).click();
    const rolls = alice.getByRole('list', { name: 'Room log' }).locator('li', { hasText: /rolled [^:]+: \d/ });
    await bob.mouse.click(die.pageX, die.pageY);
    let value = die.label;
    for (let roll = 1; roll <= 10 && value === die.label; roll++) {
      await bob.keyboard.press('r');
      await expect.poll(() => rolls.count()).toBe(roll);
      const landed = /rolled [^:]+: (\d)/.exec((await rolls.nth(roll - 1).textContent()) ?? '')?.[1];
      value = `${die.label.split(':')[0]}: ${landed}`;
      await waitForPiece(bob, (p) => p.id === die.id && p.label === value, `the die showing ${value} to its roller`);
    }
    expect(value).not.toBe(die.label);
    await waitForPiece(alice, (p) => p.id === die.id && p.label === value, `the die showing ${value}`);
  });

  it('deals one card to each player', async () => {
    await twoAtTable();
    const deck = await waitForPiece(alice, labelled(/^Deck \(10\)/), 'the deck');
    await alice.mouse.click(deck.pageX, deck.pageY, { button: 'right' });
    await alice.getByRole('menuitem', { name: /Deal one to each player/ }).click();
    await alice
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    await seat(bob, 'north').getByText('1 in hand').waitFor();
    await seat(alice, 'south').getByText('1 in hand').waitFor();
    await waitForPiece(bob, labelled(/^Deck \(8\)/), 'the deck two cards lighter');
    await expect
      .poll(() =>
        bob
          .getByTestId('hand')
          .getByRole('button', { name: /^Card \d+$/ })
          .count(),
      )
      .toBe(1);
    // `UPDATE_SCREENSHOTS=1` refreshes the README's picture of a table in play.
    if (process.env.UPDATE_SCREENSHOTS) {
      const die = await waitForPiece(bob, labelled(/^Die: \d$/), 'the die');
      await bob.mouse.move(die.pageX - 40, die.pageY + 30);
      await alice.waitForTimeout(500);
      await alice.screenshot({ path: 'docs/screenshots/play.png' });
    }
  });

  it('plays a card from the hand by dragging it onto the table', async () => {
    await twoAtTable();
    const deck = await waitForPiece(alice, labelled(/^Deck \(10\)/), 'the deck');
    await alice.mouse.dblclick(deck.pageX, deck.pageY);
    await seat(bob, 'north').getByText('1 in hand').waitFor();
    const card = alice
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .first();
    const name = (await card.getAttribute('aria-label'))!;
    const box = (await card.boundingBox())!;
    const table = (await alice.getByTestId('play-table').boundingBox())!;
    const before = new Set((await pieces(bob)).map((p) => p.id));
    await dragBy(
      alice,
      { pageX: box.x + box.width / 2, pageY: box.y + box.height / 2 },
      table.x + table.width * 0.6 - box.x,
      table.y + table.height * 0.7 - box.y,
    );
    // It lands as it lay in the hand, face down: Bob sees a card back until Alice turns it over.
    const played = await waitForPiece(bob, (p) => !before.has(p.id) && p.label === 'Card' && p.visible, 'a card back played to the table');
    const mine = await waitForPiece(alice, (p) => p.id === played.id, 'the played card on Alice’s table');
    // The card came back from the server under a new id (it left a hand), replacing the predicted one:
    // Konva redraws what a click hits on the next frame, so the click waits for it.
    await nextFrames(alice);
    await alice.mouse.click(mine.pageX, mine.pageY);
    await alice.keyboard.press('f');
    await waitForPiece(bob, (p) => p.id === played.id && p.label === name, `${name} turned face up`);
    await seat(bob, 'north').getByText('0 in hand').waitFor();
    expect(await alice.getByTestId('hand').getByRole('button').count()).toBe(0);
  });

  it('plays from the keyboard: the piece list selects, shortcuts and the menu key act', async () => {
    await twoAtTable();
    await bob.getByText('Pieces on the table').click();
    // The list in the side panel (the table's own tree beside the canvas names the score too).
    await bob.locator('details.piece-list').getByRole('button', { name: 'Score: 0' }).click();
    await bob.keyboard.press('+');
    await waitForPiece(alice, labelled('Score: 1'), 'the score raised by Bob');
    await bob.keyboard.press('Shift+F10');
    await bob
      .getByRole('menu', { name: 'Score' })
      .getByRole('menuitem', { name: /Take one away/ })
      .click();
    await waitForPiece(alice, labelled('Score: 0'), 'the score lowered again');
  });

  it('lets a spectator watch but not move anything', async () => {
    const { path } = await newRoom();
    await joinAndSit(alice, webUrl, path, 'North');
    await carol.goto(new URL(path, webUrl).href);
    // A visitor at a public room's address watches, offered a seat at once (a name and "Sit here").
    await carol.getByRole('button', { name: 'Sit here' }).waitFor();
    const card = await waitForPiece(carol, labelled('Card 11'), 'Card 11 on Carol’s table');
    await dragBy(carol, card, 120, 0);
    const after = await waitForPiece(carol, (p) => p.id === card.id, 'Card 11');
    expect(after.x).toBe(card.x);
    const onAlice = await waitForPiece(alice, (p) => p.id === card.id, 'Card 11');
    expect(onAlice.x).toBe(card.x);
    // Carol shows among those watching.
    await alice.getByRole('region', { name: 'Seats' }).getByText('Visitor', { exact: true }).waitFor();
  });

  it('loses nothing when a player’s connection drops and comes back', async () => {
    // The reconnected socket is brought up to date with the ops Bob missed, not a whole new table.
    const welcomes: Array<{ view?: unknown; missed?: unknown[] }> = [];
    const listen = (socket: WebSocket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('{"kind":"welcome"'))
          welcomes.push(JSON.parse(payload) as { view?: unknown; missed?: unknown[] });
      });
    bob.on('websocket', listen);
    onTestFinished(() => void bob.off('websocket', listen));
    await twoAtTable();
    // Taking a seat changes what Bob may see (a seat's hand), so his page rejoins for a whole view of the
    // seat (web/src/play/store/room-store.ts, needFreshView): his first socket's welcome and that rejoin's
    // both carry a view, by design. The drop under test comes after both.
    await expect.poll(() => welcomes.length).toBe(2);
    expect(welcomes.every((welcome) => welcome.view !== undefined)).toBe(true);
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await bobContext.setOffline(true);
    await bob.getByRole('alert').filter({ hasText: 'Reconnecting…' }).waitFor();
    const card = await waitForPiece(alice, labelled('Card 11'), 'Card 11');
    await dragBy(alice, card, -100, 60);
    const moved = await waitForPiece(alice, (p) => p.id === card.id && p.x < card.x - 40, 'Card 11 moved');
    await bobContext.setOffline(false);
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    expect(await bob.getByRole('alert').filter({ hasText: 'Reconnecting…' }).count()).toBe(0);
    await waitForPiece(
      bob,
      (p) => p.id === card.id && Math.abs(p.x - moved.x) < 1 && Math.abs(p.y - moved.y) < 1,
      'Card 11 caught up on Bob’s table',
    );
    const afterDrop = welcomes.slice(2);
    expect(afterDrop).toHaveLength(1);
    expect(afterDrop[0]!.view).toBeUndefined();
    expect(afterDrop[0]!.missed!.length).toBeGreaterThan(0);
    // Bob plays on as before, and Alice sees it.
    const die = await waitForPiece(bob, labelled(/^Die: \d$/), 'the die');
    await dragBy(bob, die, 0, 80);
    await waitForPiece(alice, (p) => p.id === die.id && p.y > die.y + 40, 'the die moved by Bob');
  });

  it('undoes a move with Ctrl+Z', async () => {
    await twoAtTable();
    const card = await waitForPiece(alice, labelled('Card 11'), 'Card 11');
    await dragBy(alice, card, 0, -120);
    await waitForPiece(bob, (p) => p.id === card.id && p.y < card.y - 40, 'Card 11 moved up');
    await alice.keyboard.press('Control+z');
    await waitForPiece(
      bob,
      (p) => p.id === card.id && Math.abs(p.y - card.y) < 1 && Math.abs(p.x - card.x) < 1,
      'Card 11 back where it was',
    );
    await waitForPiece(alice, (p) => p.id === card.id && Math.abs(p.y - card.y) < 1, 'Card 11 back on Alice’s table');
  });

  it('shows a closed room clearly, and its host reopens it from their rooms', async () => {
    const { room, path } = await twoAtTable();
    await closeRoom(room.id);
    await bob.getByRole('heading', { name: 'This room is closed' }).waitFor();
    await alice.goto(new URL('/account/rooms', webUrl).href);
    const row = alice.getByRole('row').filter({ has: alice.getByText(room.code, { exact: true }) });
    await row.getByText('Alice Able, Bob Baker').or(row.getByText('Bob Baker, Alice Able')).waitFor();
    await row.getByText('closed').waitFor();
    await row.getByRole('button', { name: 'Reopen' }).click();
    await row.getByRole('link', { name: 'Open' }).click();
    await alice.waitForURL(new URL(path, webUrl).href);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await seat(alice, 'north').getByText('Alice Able (you)').waitFor();
  });

  it('says so when a room code is unknown', async () => {
    const { path } = await newRoom();
    await alice.goto(new URL(path.replace(/[^/]+$/, 'nosuchroom'), webUrl).href);
    await alice.getByRole('heading', { name: 'Room not found' }).waitFor();
    // It names the one thing that helps and links only to pages that exist (never the game, a 404 to a stranger).
    await alice.getByText(/Ask the host for the room.s invite link/).waitFor();
    await alice.getByRole('link', { name: 'Find a game to play' }).waitFor();
  });
});

// Journeys each on a fresh room of their own, so each runs alone with `-t`.
describe('a room that keeps its promises', () => {
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

  /** A signed-up person with a page of their own. */
  async function person(name: string) {
    const context = await newPerson(browser);
    const account = await signUpIn(context.request, { apiUrl, dataDir }, name);
    return { context, page: await context.newPage(), account };
  }

  it('shows a removed player why their room page closed', async () => {
    const owner = await person('Olive Owner');
    const player = await person('Pat Player');
    const { game, path } = await seedPrivateRoom(
      owner.context.request,
      apiUrl,
      tableDocument({ deckCards: 4, tableCards: 2, containers: 0, tokens: 0 }),
    );
    await graphql(owner.context.request, apiUrl, 'mutation ($g: ID!, $u: String!) { addPlayer(gameId: $g, userName: $u) { since } }', {
      g: game.id,
      u: player.account.userName,
    });
    await joinAndSit(player.page, webUrl, path, 'North');
    await graphql(owner.context.request, apiUrl, 'mutation ($g: ID!, $u: ID!) { removePlayer(gameId: $g, userId: $u) }', {
      g: game.id,
      u: player.account.id,
    });
    // The page stops and says why, in the server's words, instead of reconnecting.
    await player.page.getByRole('heading', { name: 'You can no longer join this room' }).waitFor();
    expect(await player.page.locator('main p').first().textContent()).toMatch(/removed|no longer/i);
    expect(await player.page.getByText('Reconnecting…').count()).toBe(0);
    await owner.context.close();
    await player.context.close();
  });

  it('verifies a closed room’s shuffles and rolls against their commitments', async () => {
    const host = await person('Vera Verifier');
    const { room, path } = await seedRoom(
      host.context.request,
      apiUrl,
      tableDocument({ deckCards: 6, tableCards: 2, containers: 0, tokens: 0 }),
    );
    const { page } = host;
    let dieId: string | null = null;
    const rolled = countOpsOn(page, () => dieId);
    await joinAndSit(page, webUrl, path, 'North');
    const die = await waitForPiece(page, labelled(/^Die: \d$/), 'the die');
    dieId = die.id;
    await page.mouse.click(die.pageX, die.pageY);
    await page.keyboard.press('r');
    await expect.poll(() => rolled.count()).toBe(1);
    const deck = await waitForPiece(page, labelled(/^Deck \(6\)/), 'the deck');
    await page.mouse.dblclick(deck.pageX, deck.pageY);
    await page
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    // The fair-play mark explains what is sealed, without getting in the way.
    expect(await page.getByText('Fair play', { exact: true }).getAttribute('title')).toMatch(/seed/);
    await graphql(host.context.request, apiUrl, 'mutation ($id: ID!) { endRoom(id: $id) { status } }', { id: room.id });
    await page.getByRole('heading', { name: 'This game is over' }).waitFor();
    await page.getByRole('link', { name: 'Verify fairness' }).click();
    await page.waitForURL(new URL(`${path}/fairness`, webUrl).href);
    await page.getByText(/^Verified: \d+ moves, every shuffle and roll matches the fingerprint sent when it happened/).waitFor();
    expect(await page.title()).toBe(`Tablecraft | Fairness of room ${room.code}`);
    await host.context.close();
  });

  it('keeps a seat left with cards for its player, until the host releases it into a pile', async () => {
    const host = await person('Hana Host');
    const guest = await person('Gus Guest');
    const { path } = await seedRoom(host.context.request, apiUrl, tableDocument({ deckCards: 5, tableCards: 1, containers: 0, tokens: 0 }));
    await joinAndSit(host.page, webUrl, path, 'North');
    await guest.page.goto(new URL(path, webUrl).href);
    await guest.page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    const deck = await waitForPiece(host.page, labelled(/^Deck \(5\)/), 'the deck');
    await host.page.mouse.dblclick(deck.pageX, deck.pageY);
    await host.page
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .waitFor();
    await host.page.getByRole('button', { name: 'Leave seat' }).click();
    await host.page.getByText(/stay yours until you come back/).waitFor();
    // Nobody else may sit where the card is: the seat says whom it is kept for.
    const north = guest.page.locator('[data-seat="north"]');
    await north.getByText('Kept for Hana Host').waitFor();
    expect(await north.getByRole('button', { name: 'Sit at North' }).count()).toBe(0);
    // The host frees it, the card going face down into the deck.
    await host.page.getByRole('button', { name: 'Release North' }).click();
    await host.page.getByRole('radio', { name: /Into Deck/ }).check();
    await host.page.getByRole('button', { name: 'Release seat' }).click();
    await north.getByRole('button', { name: 'Sit at North' }).waitFor();
    await north.getByText('0 in hand').waitFor();
    await waitForPiece(guest.page, labelled(/^Deck \(5\)/), 'the deck with the card back in it');
    await host.context.close();
    await guest.context.close();
  });

  /**
   * A roll clicked as the connection dies: either the op never reaches the server ("lost on the way") or
   * the server applies it and its answer is lost ("answer lost"). Either way, once the page is back, the
   * die has been rolled exactly once for everyone.
   */
  it.each(['lost on the way', 'answer lost'] as const)(
    'rolls exactly once when the connection drops as the roll is clicked (%s)',
    async (drop) => {
      const alice = await person('Ann Onlooker');
      const bob = await person('Ben Roller');
      const { path } = await seedRoom(
        alice.context.request,
        apiUrl,
        tableDocument({ deckCards: 2, tableCards: 2, containers: 0, tokens: 0 }),
      );
      // Bob's socket goes through a proxy that can cut it right at the roll.
      let armed = false;
      let cut = false;
      let sockets = 0;
      await bob.page.routeWebSocket(/\/socket(\?|$)/, (ws) => {
        sockets += 1;
        const server = ws.connectToServer();
        const hangUp = () => {
          cut = true;
          armed = false;
          void ws.close({ code: 4000, reason: 'network lost' });
          void server.close();
        };
        let awaitingAck = false;
        ws.onMessage((message) => {
          if (armed && typeof message === 'string' && message.includes('"type":"roll"')) {
            if (drop === 'lost on the way') return hangUp();
            awaitingAck = true;
          }
          server.send(message);
        });
        server.onMessage((message) => {
          // The roll was applied (its op came back, then its ack): the page hears neither.
          if (awaitingAck) {
            if (typeof message === 'string' && message.startsWith('{"kind":"ack"')) hangUp();
            return;
          }
          ws.send(message);
        });
        ws.onClose(() => server.close());
        server.onClose((code, reason) => ws.close({ code, reason }));
      });
      // Alice counts the rolls she receives (listening from before her socket opens).
      let dieId: string | null = null;
      const rolls = countOpsOn(alice.page, () => dieId);
      await joinAndSit(alice.page, webUrl, path, 'North');
      await joinAndSit(bob.page, webUrl, path, 'South');
      const die = await waitForPiece(bob.page, labelled(/^Die: \d$/), 'the die');
      dieId = die.id;
      await bob.page.mouse.click(die.pageX, die.pageY);
      armed = true;
      await bob.page.keyboard.press('r');
      await expect.poll(() => cut).toBe(true);
      await expect.poll(() => sockets).toBeGreaterThan(1);
      await bob.page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
      // Bob plays on: his next move is sequenced after anything the reconnect sent, so once Alice sees
      // it, every roll there will ever be from that click has reached her.
      const card = await waitForPiece(bob.page, labelled(/^Card \d+$/), 'a card');
      await dragBy(bob.page, card, 0, 90);
      await waitForPiece(alice.page, (p) => p.id === card.id && p.y > card.y + 40, 'the card Bob moved');
      expect(rolls.count()).toBe(1);
      await alice.context.close();
      await bob.context.close();
    },
  );
});
