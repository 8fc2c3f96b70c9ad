import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser.ts';
import { seedRoom, signUpIn, tableDocument } from '../../bench/canvas-fixtures.ts';
import { labelled, waitForPiece } from '../support/table.ts';

// A commitment the room sent a page is kept by this browser however soon the page goes away after it
// arrives: reloaded or navigated away 0, 10, 50 and 150 ms after the page handled it. A reloaded page is
// welcomed with the whole table, so a commitment it did not keep before going is never sent again.

/** What the page is told to do once it has handled the next op of a piece: a reload, or go to an address. */
interface Leave {
  pieceId: string;
  delay: number;
  leave: 'reload' | string;
}

/**
 * Runs in every page before its own code: once a page armed with `leaveAfterCommitment` has handled an op of
 * that piece carrying a commitment (its own message listener runs first, in the same task), it leaves
 * `delay` ms later by its own timer, so the delay is the page's and not the test's.
 */
function leaveAfterCommitment() {
  type Listener = (event: { data: unknown }) => void;
  type Socket = new (...args: unknown[]) => { addEventListener(type: string, listener: Listener): void };
  const page = globalThis as unknown as {
    WebSocket: Socket;
    leaveAfterCommitment?: Leave;
    location: { reload(): void; assign(url: string): void };
  };
  const Native = page.WebSocket;
  page.WebSocket = class extends Native {
    constructor(...args: unknown[]) {
      super(...args);
      this.addEventListener('message', (event) => {
        const armed = page.leaveAfterCommitment;
        if (!armed || typeof event.data !== 'string') return;
        const message = JSON.parse(event.data) as { kind?: string; commitment?: string; changes?: { pieces?: Record<string, unknown> } };
        if (message.kind !== 'op' || !message.commitment || !(armed.pieceId in (message.changes?.pieces ?? {}))) return;
        page.leaveAfterCommitment = undefined;
        // A task of its own: after every listener of this message, the page's own included.
        setTimeout(() => (armed.leave === 'reload' ? page.location.reload() : page.location.assign(armed.leave)), armed.delay);
      });
    }
  };
}

/** The [seq, commitment] of the next op of a piece that reaches a page, as its socket received it. */
function commitments(page: Page) {
  const waiting: Array<{ pieceId: string; resolve: (op: [number, string]) => void }> = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('{"kind":"op"')) return;
      const message = JSON.parse(payload) as { seq: number; commitment?: string; changes?: { pieces?: Record<string, unknown> } };
      const index = waiting.findIndex((wait) => wait.pieceId in (message.changes?.pieces ?? {}));
      if (index < 0 || !message.commitment) return;
      waiting.splice(index, 1)[0]!.resolve([message.seq, message.commitment]);
    }),
  );
  return { next: (pieceId: string) => new Promise<[number, string]>((resolve) => waiting.push({ pieceId, resolve })) };
}

describe('keeping every commitment a page received, whenever it goes away', () => {
  const webUrl = inject('webUrl');
  const apiUrl = inject('apiUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let seen: ReturnType<typeof commitments>;
  let roomUrl: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPerson(browser);
    await signUpIn(context.request, { apiUrl, dataDir }, 'Kit Keeper');
    const { path } = await seedRoom(context.request, apiUrl, tableDocument({ deckCards: 2, tableCards: 0, containers: 0, tokens: 0 }));
    roomUrl = new URL(path, webUrl).href;
    await context.addInitScript(leaveAfterCommitment);
    page = await context.newPage();
    seen = commitments(page);
    await openRoom();
    await page.getByRole('button', { name: 'Sit at North' }).click();
    await page.locator('[data-seat="north"]').getByText('(you)').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openRoom() {
    if (page.url() !== roomUrl) await page.goto(roomUrl);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  }

  /** Rolls the die; the page leaves `delay` ms after it handled the roll's commitment. */
  async function rollThenLeave(delay: number, leave: 'reload' | string): Promise<[number, string]> {
    const die = await waitForPiece(page, labelled(/^Die: \d$/), 'the die');
    const committed = seen.next(die.id);
    const left = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.evaluate((armed) => ((globalThis as unknown as { leaveAfterCommitment: Leave }).leaveAfterCommitment = armed), {
      pieceId: die.id,
      delay,
      leave,
    } satisfies Leave);
    await page.mouse.click(die.pageX, die.pageY);
    await page.keyboard.press('r');
    const op = await committed;
    await left;
    return op;
  }

  /** This browser's copy of the room, as the fairness page reads and downloads it. */
  async function keptCopy(): Promise<{ ops: Array<[number, string]> }> {
    const fairnessUrl = `${roomUrl}/fairness`;
    if (page.url() !== fairnessUrl) await page.goto(fairnessUrl);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download this browser’s copy' }).click(),
    ]);
    return JSON.parse(await readFile((await download.path())!, 'utf8')) as { ops: Array<[number, string]> };
  }

  it.each([0, 10, 50, 150])('keeps the commitment of a move when the page is reloaded %i ms after it arrives', async (delay) => {
    await openRoom();
    const op = await rollThenLeave(delay, 'reload');
    // The reloaded page is welcomed with the whole table: the roll's commitment is not sent again.
    await openRoom();
    expect((await keptCopy()).ops).toContainEqual(op);
  });

  it.each([0, 10, 50, 150])('keeps the commitment of a move when the page goes elsewhere %i ms after it arrives', async (delay) => {
    await openRoom();
    const op = await rollThenLeave(delay, `${roomUrl}/fairness`);
    expect((await keptCopy()).ops).toContainEqual(op);
  });
});
