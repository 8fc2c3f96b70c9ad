import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { dragBy, waitForPiece } from '../support/table.ts';

// The table as one player feels it, in real Chromium against the real services: undo that goes
// several steps back and says when there is nothing to undo. Every check waits for what a person
// would see; none sleeps.

/** Records on every frame how far a die's body has turned at most (`maxTurn`), from 0. */
async function watchTurns(page: Page, pieceId: string): Promise<void> {
  await page.evaluate((id) => {
    const scope = globalThis as unknown as {
      maxTurn: number;
      watching?: string;
      requestAnimationFrame(callback: () => void): void;
      Konva: {
        stages: Array<{ findOne(selector: string): { findOne(selector: string): { rotation(): number } | undefined } | undefined }>;
      };
    };
    scope.maxTurn = 0;
    if (scope.watching === id) return;
    scope.watching = id;
    const watch = () => {
      const body = scope.Konva.stages.map((stage) => stage.findOne(`#piece-${id}`)?.findOne('.die-body')).find(Boolean);
      scope.maxTurn = Math.max(scope.maxTurn, Math.abs(body?.rotation() ?? 0));
      scope.requestAnimationFrame(watch);
    };
    watch();
  }, pieceId);
}

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1;

describe('the play table', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let alice: Page;
  let path = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newPerson(browser);
    alice = await context.newPage();
    await signUpIn(context.request, { apiUrl, dataDir }, 'Alice Able');
    ({ path } = await seedRoom(context.request, apiUrl, tableDocument({ deckCards: 4, tableCards: 3, containers: 0, tokens: 0 })));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('undoes two moves one after the other, with Undo enabled only while there is one', async () => {
    await alice.goto(new URL(path, webUrl).href);
    await alice.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await alice.getByRole('button', { name: 'Sit at North' }).click();
    await alice.locator('[data-seat="north"]').getByText('Alice Able (you)').waitFor();
    const undo = alice.getByRole('button', { name: 'Undo', exact: true });
    expect(await undo.isDisabled()).toBe(true);

    const start = await waitForPiece(alice, (p) => p.label === 'Card 5', 'Card 5');
    await dragBy(alice, start, 0, -120);
    const first = await waitForPiece(alice, (p) => p.id === start.id && p.y < start.y - 40, 'Card 5 moved up');
    await expect.poll(() => undo.isEnabled()).toBe(true);
    await dragBy(alice, first, 150, 0);
    const second = await waitForPiece(alice, (p) => p.id === start.id && p.x > first.x + 40, 'Card 5 moved right');
    expect(second.y).toBeCloseTo(first.y, 0);

    await undo.click();
    await waitForPiece(alice, (p) => p.id === start.id && near(p, first), 'Card 5 back after the first undo');
    await expect.poll(() => undo.isEnabled()).toBe(true);
    await undo.click();
    await waitForPiece(alice, (p) => p.id === start.id && near(p, start), 'Card 5 back where it started');
    await expect.poll(() => undo.isDisabled()).toBe(true);
  });

  it('draws a d6 with pips and tumbles it when a roll arrives', async () => {
    const die = await waitForPiece(alice, (p) => /^Die: \d$/.test(p.label), 'the die');
    const bodyOf = (id: string) =>
      alice.evaluate((pieceId) => {
        type Node = { rotation(): number; find(selector: string): unknown[]; findOne(selector: string): Node | undefined };
        const konva = (globalThis as unknown as { Konva: { stages: Array<{ findOne(selector: string): Node | undefined }> } }).Konva;
        const body = konva.stages.map((stage) => stage.findOne(`#piece-${pieceId}`)?.findOne('.die-body')).find(Boolean);
        return body ? { rotation: body.rotation(), pips: body.find('Circle').length } : null;
      }, id);
    expect(await bodyOf(die.id)).toEqual({ rotation: 0, pips: Number(die.label.slice(-1)) });
    // Watch the die on every frame: the roll must turn it, which no timer on this page starts.
    await watchTurns(alice, die.id);
    await alice.mouse.dblclick(die.pageX, die.pageY);
    await alice.waitForFunction(() => (globalThis as unknown as { maxTurn: number }).maxTurn > 30, undefined, { polling: 50 });
    await expect.poll(async () => (await bodyOf(die.id))?.rotation).toBe(0);
    const rolled = await waitForPiece(alice, (p) => p.id === die.id, 'the rolled die');
    expect((await bodyOf(die.id))!.pips).toBe(Number(rolled.label.slice(-1)));
  });

  it('shows a roll without the tumble to someone who asked for less motion', async () => {
    await alice.emulateMedia({ reducedMotion: 'reduce' });
    try {
      const die = await waitForPiece(alice, (p) => /^Die: \d$/.test(p.label), 'the die');
      const rollsOf = () =>
        alice.evaluate((pieceId) => {
          const konva = (
            globalThis as unknown as {
              Konva: { stages: Array<{ findOne(selector: string): { getAttr(name: string): unknown } | undefined }> };
            }
          ).Konva;
          return Number(
            konva.stages
              .map((stage) => stage.findOne(`#piece-${pieceId}`))
              .find(Boolean)
              ?.getAttr('rolls'),
          );
        }, die.id);
      const before = await rollsOf();
      await watchTurns(alice, die.id);
      await alice.mouse.dblclick(die.pageX, die.pageY);
      // The roll has arrived and been drawn (its count went up); two frames later the die has not turned.
      await expect.poll(rollsOf).toBe(before + 1);
      await alice.evaluate(() => {
        const frame = (globalThis as unknown as { requestAnimationFrame: (callback: () => void) => void }).requestAnimationFrame;
        return new Promise<void>((resolve) => frame(() => frame(() => resolve())));
      });
      expect(await alice.evaluate(() => (globalThis as unknown as { maxTurn: number }).maxTurn)).toBe(0);
    } finally {
      await alice.emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('steps a counter from a touch-sized button beside its end', async () => {
    const counter = await waitForPiece(alice, (p) => /^Score: \d+$/.test(p.label), 'the score counter');
    const box = await alice.evaluate((id) => {
      type Node = { getClientRect(): { x: number; y: number; width: number; height: number } };
      const konva = (
        globalThis as unknown as {
          Konva: {
            stages: Array<{
              findOne(selector: string): Node | undefined;
              container(): { getBoundingClientRect(): { left: number; top: number } };
            }>;
          };
        }
      ).Konva;
      const stage = konva.stages.find((s) => s.findOne(`#piece-${id}`))!;
      const rect = stage.findOne(`#piece-${id}`)!.getClientRect();
      const page = stage.container().getBoundingClientRect();
      return { right: page.left + rect.x + rect.width, middle: page.top + rect.y + rect.height / 2 };
    }, counter.id);
    const before = Number(counter.label.split(': ')[1]);
    // 16 px from the + button's centre, outside the counter's body: inside a 32 px button, not a 10 px one.
    await alice.mouse.click(box.right + 12, box.middle + 10);
    await waitForPiece(alice, (p) => p.id === counter.id && p.label === `Score: ${before + 1}`, 'the counter one up');
  });

  it('lists the keys and gestures on "?" and closes with Escape', async () => {
    await alice.locator('body').click({ position: { x: 5, y: 5 } });
    await alice.keyboard.press('?');
    const sheet = alice.getByRole('dialog', { name: 'Keys and gestures' });
    await sheet.waitFor();
    await sheet.getByText('Ctrl+Z').waitFor();
    await sheet.getByText('Long-press').waitFor();
    await alice.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await alice.getByRole('button', { name: 'Keys and gestures' }).click();
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
  });

  it("shows the selected piece's actions with their keys above the table's bottom edge, and acts from there", async () => {
    const card = await waitForPiece(alice, (p) => p.label === 'Card 6', 'Card 6');
    await alice.mouse.click(card.pageX, card.pageY);
    const toolbar = alice.getByRole('toolbar', { name: 'Actions for Card 6' });
    await toolbar.waitFor();
    const flip = toolbar.getByRole('button', { name: /^Flip/ });
    expect(await flip.textContent()).toBe('FlipF');
    await flip.click();
    await waitForPiece(alice, (p) => p.id === card.id && p.label === 'Card', 'Card 6 turned face down');
    await alice.keyboard.press('Escape');
    await toolbar.waitFor({ state: 'detached' });
  });

  it("shows another player's hand at their side of the table as backs with a count, and nothing more", async () => {
    const context = await newPerson(browser);
    const bob = await context.newPage();
    await signUpIn(context.request, { apiUrl, dataDir }, 'Bob Baker');
    await bob.goto(new URL(path, webUrl).href);
    await bob.getByRole('button', { name: 'Sit at South' }).click();
    const deck = await waitForPiece(bob, (p) => /^Deck \(\d+\)/.test(p.label), 'the deck');
    await bob.mouse.dblclick(deck.pageX, deck.pageY);
    await bob.getByTestId('hand').getByRole('button').first().waitFor();
    const seen = await alice.waitForFunction(
      () => {
        type Node = { getAttr(name: string): unknown; y(): number };
        const konva = (globalThis as unknown as { Konva: { stages: Array<{ findOne(selector: string): Node | undefined }> } }).Konva;
        const hand = konva.stages.map((stage) => stage.findOne('#seat-hand-south')).find(Boolean);
        return hand ? { label: hand.getAttr('label'), y: hand.y() } : null;
      },
      undefined,
      { polling: 50 },
    );
    const hand = (await seen.jsonValue()) as { label: string; y: number };
    expect(hand.label).toBe('South: 1 card in hand');
    // Across the table from Alice (North sits at the bottom of her own view).
    expect(hand.y).toBeLessThan(200);
    await context.close();
  });
});
