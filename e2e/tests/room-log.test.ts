import { afterAll, beforeAll, describe, inject, it, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { peopleInARoom } from '../support/people.ts';
import { tableDocument } from '../../bench/canvas-fixtures.ts';

// What just happened, in real Chromium against the real services: Bob draws and Alice reads "Bob Baker drew
// 1 card from Deck" in her room log without learning which card; Bob says something and it reaches Alice's
// chat. Every check waits for what a person would see; none sleeps.

describe('the room log and chat', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let alice: Page;
  let bob: Page;
  let path = '';

  beforeAll(async () => {
    const cast = await peopleInARoom(
      ['Alice Able', 'Bob Baker'],
      tableDocument({ deckCards: 10, tableCards: 0, containers: 0, tokens: 0 }),
      { apiUrl, dataDir },
    );
    ({ browser, path } = cast);
    [alice, bob] = cast.people.map((person) => person.page) as [Page, Page];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tells Alice that Bob drew a card, without naming it, and carries their chat', async () => {
    for (const page of [alice, bob]) {
      await page.goto(new URL(path, webUrl).href);
      await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    }
    await alice.getByRole('button', { name: 'Sit at North' }).click();
    await bob.getByRole('button', { name: 'Sit at South' }).click();
    await alice.getByRole('button', { name: 'Log & chat' }).click();
    const log = alice.getByRole('list', { name: 'Room log' });
    await log.getByText('sat down at South').waitFor();

    // Bob draws by double-clicking the deck (its label says how many cards it holds).
    const deck = await bob.evaluate(() => {
      const konva = (
        globalThis as unknown as {
          Konva?: {
            stages: Array<{
              find(
                s: string,
              ): Array<{ getAttr(n: string): unknown; getClientRect(): { x: number; y: number; width: number; height: number } }>;
              container(): { isConnected: boolean; getBoundingClientRect(): { left: number; top: number } };
            }>;
          };
        }
      ).Konva;
      const stage = konva?.stages.find((s) => s.container().isConnected);
      const node = stage?.find('.piece').find((n) => /^Deck \(10\)/.test(String(n.getAttr('label'))));
      if (!stage || !node) return null;
      const box = stage.container().getBoundingClientRect();
      const rect = node.getClientRect();
      return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
    });
    expect(deck).not.toBeNull();
    await bob.mouse.dblclick(deck!.x, deck!.y);
    const drawn = await bob
      .getByTestId('hand')
      .getByRole('button', { name: /^Card \d+$/ })
      .getAttribute('aria-label');
    const line = log.locator('li', { hasText: 'drew 1 card from Deck' });
    await line.waitFor();
    expect(await line.textContent()).toMatch(/^Bob Baker drew 1 card from Deck/);
    expect(await log.textContent()).not.toContain(drawn!);

    await bob.getByRole('button', { name: 'Log & chat' }).click();
    await bob.getByRole('tab', { name: 'Chat' }).click();
    await bob.getByRole('textbox', { name: 'Message' }).fill('who took that card? <b>me</b>');
    await bob.getByRole('button', { name: 'Send' }).click();
    await alice.getByRole('tab', { name: 'Chat' }).click();
    const said = alice.getByRole('list', { name: 'Chat messages' }).locator('li', { hasText: 'who took that card? <b>me</b>' });
    await said.waitFor();
    expect(await said.textContent()).toMatch(/^Bob Baker: who took that card\? <b>me<\/b>/);
  });
});
