import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { followSignUpLink } from '../support/sign-up.ts';
import { labelled, waitForPiece } from '../support/table.ts';
import { newUserInput } from '../../testing/accounts.ts';

// A first author, from signing up to a dealt game, the way docs/BENCHMARKS.md counts it: sign up, pick the
// 52-card template, change the title and the back colour, publish, open a room, a friend joins, both sit,
// and 7 are dealt to each. Every click (a mouse click, a right-click, a double-click) and every form
// submission counts as one interaction; typing into a field does not (its count is printed beside).
// Opening a link one was sent counts as a click. Target: under 20 interactions.

describe('a first author', () => {
  const webUrl = inject('webUrl');
  const dataDir = inject('dataDir');
  const at = (path: string) => new URL(path, webUrl).href;
  const author = newUserInput({ name: 'Fay First' });
  const friend = newUserInput({ name: 'Gus Guest' });
  let browser: Browser;
  let alice: Page;
  let bob: Page;
  let interactions = 0;
  let typed = 0;

  const click = async (target: Locator) => {
    interactions++;
    await target.click();
  };
  const type = async (target: Locator, text: string) => {
    typed++;
    await target.fill(text);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    alice = await (await newPerson(browser)).newPage();
    bob = await (await newPerson(browser)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signUp(page: Page, user: typeof author) {
    await page.goto(at('/sign-up'));
    await type(page.getByLabel('User name', { exact: true }), user.userName);
    await type(page.getByLabel('Display name', { exact: true }), user.name);
    await type(page.getByLabel('Email', { exact: true }), user.email);
    await type(page.getByLabel('Password', { exact: true }), user.password);
    await click(page.getByRole('button', { name: 'Sign up' }));
    // Opening the mailed link, then the password again and Finish signing up.
    interactions += 2;
    typed++;
    await followSignUpLink(page, dataDir, user);
    // Signed up with nowhere to return to: the next step, playing a template or starting a game.
    await page.waitForURL(at('/create?welcome'));
  }

  it('goes from signing up to 7 cards dealt to each of two players in under 20 interactions', async () => {
    const started = Date.now();
    await signUp(alice, author);
    const afterSignUp = interactions;

    // The brand in the header leads home, where "Create a game" waits.
    interactions++;
    await alice.goto(at('/'));
    await click(alice.getByRole('link', { name: 'Create a game' }).first());
    await click(alice.locator('[data-template="cards"] label'));
    await type(alice.getByLabel('Title', { exact: true }), 'Friday Cards');
    // A private game is for its members only: the friend must be able to open the room's link.
    interactions++;
    await alice.getByLabel('Visibility').selectOption('UNLISTED');
    await click(alice.getByRole('button', { name: 'Create game' }));
    const editor = `/@${author.userName}/friday-cards/edit/draft`;
    await alice.waitForURL(at(editor));

    await click(alice.getByRole('link', { name: 'Card', exact: true }).first());
    await type(alice.getByLabel('Back colour', { exact: true }), '#7f1d1d');
    await click(alice.getByRole('button', { name: 'Save', exact: true }));
    await alice.getByRole('status').filter({ hasText: 'Component saved.' }).waitFor();
    await click(alice.getByRole('button', { name: 'Publish', exact: true }));
    await alice.getByRole('status').filter({ hasText: 'Published v1' }).waitFor();

    await click(alice.getByRole('link', { name: 'Friday Cards', exact: true }).first());
    await click(alice.getByRole('button', { name: /^Play( now)?$/ }));
    await alice.waitForURL(/\/play\/[^/]+$/);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await click(alice.getByRole('button', { name: 'Sit at North' }));

    // An unlisted game's room lets strangers in by its invite link (its plain address admits only the game's
    // own people): the author copies it, and the friend is sent it.
    await click(alice.getByRole('button', { name: 'Copy invite link' }).first());
    const dialog = alice.getByRole('dialog', { name: 'Invite link' });
    const turnOn = dialog.getByRole('button', { name: 'Turn on and copy' });
    if (await turnOn.isVisible()) await click(turnOn);
    const room = await dialog.getByLabel('Invite link').inputValue();
    await click(dialog.getByRole('button', { name: 'Done' }));

    // The friend signs up (not counted: it is the friend's), opens the link and is seated at the first free seat.
    const authorInteractions = interactions;
    const authorTyped = typed;
    await signUp(bob, friend);
    interactions = authorInteractions + 1;
    await bob.goto(room);
    await bob.getByRole('status').filter({ hasText: 'Connected' }).waitFor();

    // The cards template's "Deal at setup" script deals each player 7 as they sit down: no step of theirs.
    const hand = (page: Page) => page.getByTestId('hand').getByRole('button', { name: / of (Spades|Hearts|Diamonds|Clubs)$/ });
    for (const page of [alice, bob]) await expect.poll(() => hand(page).count(), { timeout: 15_000 }).toBe(7);
    await waitForPiece(alice, labelled(/^Deck \(38\)/), 'the deck after two hands of 7');

    console.log(
      `[first author] sign-up to 7 each dealt: ${interactions} interactions (${afterSignUp} to sign up, ${interactions - afterSignUp} from there to the deal, 1 of them the friend's (opening the link)), ${authorTyped} fields typed by the author, ${Date.now() - started} ms`,
    );
    expect(interactions).toBeLessThan(20);
  });
});
