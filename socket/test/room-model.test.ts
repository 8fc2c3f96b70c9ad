import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startSocketProcess, type SocketProcess } from '../../testing/socket-process.ts';
import { createCardRoom } from '../../testing/room-fixtures.ts';
import { ownRedis, type OwnRedis } from './own-redis.ts';
import { replayRoom } from './replay.ts';
import { Tab, pieceOf } from './table.ts';

// A model-based test of one room across two socket processes: random interleavings of ops from three
// tabs (two of them one user's), disconnects and reconnects with resends, kill -9 of a process, and a
// Redis flushed or restarted empty. Invariant: the room is the serial application of its log, every
// acknowledged op is in it exactly once under the number it was acknowledged with, every op in it was
// sent by a tab, and every tab converges: it heard every op, in order, up to the same head.
let t: TestApi;
let redis: OwnRedis;
let env: { DATABASE_URL: string; REDIS_URL: string };
const instances: SocketProcess[] = [];

beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  t = await startTestApi();
  env = { DATABASE_URL: t.db.url, REDIS_URL: redis.url };
  instances.push(...(await Promise.all([startSocketProcess(env), startSocketProcess(env)])));
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((p) => (p.child.exitCode === null ? p.stop() : undefined)));
  await redis?.kill();
  await t?.close();
});

interface Real {
  tabs: Tab[];
  /** Every op each tab sent, by clientSeq. */
  sent: Array<Map<number, unknown>>;
  die: string;
  deck: string;
  surfaceId: string;
}
type Model = Record<string, never>;
const urlOf = (i: number) => instances[i]!.url;

class SendOp implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly tab: number,
    readonly kind: number,
    readonly n: number,
  ) {}
  check = () => true;
  async run(_m: Model, real: Real) {
    const ops = [
      { type: 'rotate', pieceId: real.die, direction: this.n % 2 ? 1 : -1 },
      { type: 'roll', pieceId: real.die },
      { type: 'move', pieceId: real.die, to: { type: 'surface', surfaceId: real.surfaceId, x: this.n * 3, y: this.n } },
      { type: 'draw', pileId: real.deck },
      { type: 'rotate', pieceId: 'gone', direction: 1 },
    ];
    const op = ops[this.kind]!;
    const tab = real.tabs[this.tab]!;
    const clientSeq = tab.send(op);
    real.sent[this.tab]!.set(clientSeq, op);
  }
  toString = () => `send(${this.tab}, ${this.kind})`;
}

class Reconnect implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly tab: number,
    readonly to: number,
  ) {}
  check = () => true;
  async run(_m: Model, real: Real) {
    await real.tabs[this.tab]!.reconnect(urlOf(this.to));
  }
  toString = () => `reconnect(${this.tab} → ${this.to})`;
}

class KillInstance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly which: number) {}
  check = () => true;
  async run(_m: Model, real: Real) {
    const dead = instances[this.which]!;
    await dead.kill();
    instances[this.which] = await startSocketProcess(env);
    // Its tabs come back (to either process) and resend what they have not heard back about.
    for (const [i, tab] of real.tabs.entries()) if (tab.url === dead.url) await tab.reconnect(urlOf((this.which + i) % 2));
  }
  toString = () => `kill -9 instance ${this.which}`;
}

class EmptyRedis implements fc.AsyncCommand<Model, Real> {
  constructor(readonly restart: boolean) {}
  check = () => true;
  async run() {
    if (this.restart) {
      await redis.kill();
      await redis.start();
    } else {
      await redis.flushAll();
    }
  }
  toString = () => (this.restart ? 'restart Redis empty' : 'FLUSHALL');
}

const commands = [
  fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 4 }), fc.nat(50)).map(([tab, kind, n]) => new SendOp(tab, kind, n)),
  fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 4 }), fc.nat(50)).map(([tab, kind, n]) => new SendOp(tab, kind, n)),
  fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1 })).map(([tab, to]) => new Reconnect(tab, to)),
  fc.integer({ min: 0, max: 1 }).map((which) => new KillInstance(which)),
  fc.boolean().map((restart) => new EmptyRedis(restart)),
];

/** Waits until every op of every tab has its verdict, reconnecting (and resending) a tab that hears nothing. */
async function settle(real: Real): Promise<void> {
  for (let round = 0; round < 6 && real.tabs.some((tab) => tab.pending.size > 0); round++) {
    await Promise.all(
      real.tabs.map(async (tab, i) => {
        const waiting = [...tab.pending.keys()];
        try {
          await Promise.all(waiting.map((clientSeq) => tab.verdictOf(clientSeq, 4_000)));
        } catch {
          await tab.reconnect(urlOf(i % 2));
        }
      }),
    );
  }
  expect(real.tabs.map((tab) => [...tab.pending.keys()])).toEqual([[], [], []]);
}

async function checkInvariant(real: Real, roomId: string, roomCode: string): Promise<void> {
  await settle(real);
  const replayed = await replayRoom(t.db.pool, roomId);
  const logged = new Map(replayed.log.map((row) => [`${row.clientId.slice(row.clientId.indexOf(':') + 1)}#${row.clientSeq}`, row]));
  for (const [i, tab] of real.tabs.entries()) {
    for (const [clientSeq, verdict] of tab.verdicts) {
      const row = logged.get(`${tab.clientId}#${clientSeq}`);
      if (verdict.kind === 'ack') expect(row?.seq, `tab ${i} op ${clientSeq}`).toBe(verdict.seq);
      else if (verdict.seq !== undefined) expect(row?.seq).toBe(verdict.seq);
      else expect(row, `tab ${i} op ${clientSeq} rejected before sequencing`).toBeUndefined();
    }
  }
  // Nothing in the log that no tab sent, and nothing twice (the unique key holds it; checked all the same).
  const sentKeys = new Set(real.tabs.flatMap((tab, i) => [...real.sent[i]!.keys()].map((clientSeq) => `${tab.clientId}#${clientSeq}`)));
  for (const key of logged.keys()) expect(sentKeys.has(key), key).toBe(true);
  expect(logged.size).toBe(replayed.log.length);
  // Every tab converges: it heard every op after its welcome, in order, up to the head.
  for (const [i, tab] of real.tabs.entries()) {
    if (tab.welcome.seq < replayed.seq)
      await tab.socket.waitFor((m) => (m.kind === 'op' || m.kind === 'skip') && m.seq === replayed.seq, 10_000);
    const afterWelcome = tab.socket.messages.slice(tab.socket.messages.indexOf(tab.welcome) + 1);
    const seqs = afterWelcome.filter((m) => m.kind === 'op' || m.kind === 'skip').map((m) => m.seq as number);
    const expected = Array.from({ length: replayed.seq - tab.welcome.seq }, (_, k) => tab.welcome.seq + k + 1);
    expect(seqs, `tab ${i} heard every op in order`).toEqual(expected);
  }
  // And what anyone joining now sees, on either process, is the serial replay of the log.
  for (const instance of [0, 1]) {
    for (const tab of [real.tabs[0]!, real.tabs[2]!]) {
      const look = new Tab(urlOf(instance), tab.cookie, roomCode);
      const welcome = await look.connect();
      expect(welcome.seq).toBe(replayed.seq);
      expect(welcome.view).toEqual(replayed.viewFor(welcome.seatId));
      look.close();
    }
  }
}

it('keeps a room exactly the serial application of every acknowledged op, whatever happens to processes, sockets and Redis', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
      const setup = await createCardRoom(t);
      const tabs = [
        new Tab(urlOf(0), setup.alice.cookie, setup.room.code),
        new Tab(urlOf(1), setup.alice.cookie, setup.room.code),
        new Tab(urlOf(1), setup.bob.cookie, setup.room.code),
      ];
      for (const tab of tabs) await tab.connect();
      const real: Real = {
        tabs,
        sent: tabs.map(() => new Map()),
        die: pieceOf(tabs[0]!.welcome, 'die').id,
        deck: pieceOf(tabs[0]!.welcome, 'deck').id,
        surfaceId: tabs[0]!.welcome.view.surfaces[0]!.id,
      };
      const seats = tabs[0]!.welcome.view.seats;
      for (const [i, tab] of [tabs[0]!, tabs[2]!].entries()) {
        const op = { type: 'claimSeat', seatId: seats[i]!.id };
        const clientSeq = tab.send(op);
        real.sent[i * 2]!.set(clientSeq, op);
        expect(await tab.verdictOf(clientSeq)).toMatchObject({ kind: 'ack' });
      }
      try {
        await fc.asyncModelRun(() => ({ model: {}, real }), cmds);
        await checkInvariant(real, setup.room.id, setup.room.code);
      } finally {
        for (const tab of tabs) tab.close();
      }
    }),
    { numRuns: Number(process.env.MODEL_RUNS ?? 6), endOnFailure: true },
  );
}, 300_000);
