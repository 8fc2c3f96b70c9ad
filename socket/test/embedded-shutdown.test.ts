import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { isRunning, startEmbeddedProduct, type EmbeddedProduct } from './embedded-product.ts';
import { Tab, pieceOf, type Welcome } from './table.ts';

// `npm start` as people use it: embedded Postgres, in-process pub/sub, one process group. Ctrl+C (SIGINT
// to the group) used to reach embedded Postgres too, which stopped before the rooms' last snapshots and
// lost the moves since the previous one; a kill -9 lost every move since the last snapshot, as the op log
// lived in memory. Each stop below is followed by a restart that must show the table exactly as it was.
const dataDir = mkdtempSync(join(tmpdir(), 'tablecraft-embedded-'));
let product: EmbeddedProduct | undefined;
let postgresPort: number;

afterAll(async () => {
  if (product?.child.exitCode === null) await product.signalGroup('SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A few ops of every kind from both players; returns once all are acknowledged. */
async function play(alice: Tab, bob: Tab, rounds: number): Promise<void> {
  const die = pieceOf(alice.welcome, 'die').id;
  const deck = pieceOf(alice.welcome, 'deck').id;
  const surfaceId = alice.welcome.view.surfaces[0]!.id;
  for (let i = 0; i < rounds; i++) {
    const verdicts = await Promise.all([
      alice.act({ type: 'roll', pieceId: die }),
      bob.act({ type: 'rotate', pieceId: die, direction: 1 }),
      alice.act({ type: 'move', pieceId: die, to: { type: 'surface', surfaceId, x: 100 + i * 7, y: 50 + i } }),
      bob.act(i === 0 ? { type: 'draw', pileId: deck, count: 1 } : { type: 'shuffle', pileId: deck }),
    ]);
    for (const verdict of verdicts) expect(JSON.stringify(verdict)).toContain('"kind":"ack"');
  }
}

/** What each player sees on joining: the whole table as their seat sees it, and its sequence number. */
async function look(url: string, tabs: Tab[]): Promise<Array<Pick<Welcome, 'seq' | 'seatId' | 'view'>>> {
  const seen = [];
  for (const tab of tabs) {
    const fresh = new Tab(url, tab.cookie, tab.roomCode);
    const welcome = await fresh.connect();
    seen.push({ seq: welcome.seq, seatId: welcome.seatId, view: welcome.view });
    fresh.close();
  }
  return seen;
}

it('keeps every acknowledged move through Ctrl+C, a kill -9 of the process group, and a kill -9 of Postgres too', async () => {
  postgresPort = await freePort();
  product = await startEmbeddedProduct({ dataDir, postgresPort });
  const setup = await createCardRoom(product.api);
  const alice = new Tab(product.socketUrl, setup.alice.cookie, setup.room.code);
  const bob = new Tab(product.socketUrl, setup.bob.cookie, setup.room.code);
  await alice.connect();
  await bob.connect();
  expect((await alice.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[0]!.id })).kind).toBe('ack');
  expect((await bob.act({ type: 'claimSeat', seatId: alice.welcome.view.seats[1]!.id })).kind).toBe('ack');
  await play(alice, bob, 6);
  let before = await look(product.socketUrl, [alice, bob]);
  expect(before[0]!.seq).toBe(2 + 6 * 4);

  // 1. Ctrl+C in the terminal: the whole group gets SIGINT, with both players still at the table.
  const postmaster = product.postmasterPid();
  await product.signalGroup('SIGINT');
  expect(product.child.exitCode).toBe(0);
  expect(isRunning(postmaster)).toBe(false); // stopped by the product, after its services
  product = await startEmbeddedProduct({ dataDir, postgresPort });
  expect(await look(product.socketUrl, [alice, bob])).toEqual(before);

  // 2. kill -9 of the group: Postgres (in its own group) is left running, and the next start takes it over.
  for (const tab of [alice, bob]) await tab.connect(product.socketUrl);
  await play(alice, bob, 5);
  before = await look(product.socketUrl, [alice, bob]);
  await product.signalGroup('SIGKILL');
  product = await startEmbeddedProduct({ dataDir, postgresPort });
  expect(await look(product.socketUrl, [alice, bob])).toEqual(before);

  // 3. kill -9 of the group and of Postgres (a power cut): a stale postmaster.pid, and crash recovery.
  for (const tab of [alice, bob]) await tab.connect(product.socketUrl);
  await play(alice, bob, 5);
  before = await look(product.socketUrl, [alice, bob]);
  const orphan = product.postmasterPid();
  await product.signalGroup('SIGKILL');
  process.kill(orphan, 'SIGKILL');
  await expect.poll(() => isRunning(orphan)).toBe(false);
  product = await startEmbeddedProduct({ dataDir, postgresPort });
  expect(await look(product.socketUrl, [alice, bob])).toEqual(before);
}, 240_000);
