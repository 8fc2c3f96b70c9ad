import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Op } from '@tablecraft/core/play';
import { BUDGET_CAPACITY_MS, CALL_TIME_LIMIT_MS, LOAD_TIME_LIMIT_MS, roomScripts, SUSPENSION_MS } from '../../src/scripts/index.ts';
import { startTestApi, type TestApi } from '../../../testing/api.ts';
import { openSocket, type TestSocket } from '../../../testing/socket-client.ts';
import { startSocketProcess, type SocketProcess } from '../../../testing/socket-process.ts';
import { createCardRoom } from '../../../testing/room-fixtures.ts';
import { after, alice, flip, scriptsOf, seatedRoom, steppingClocks, TIME } from './script-room.ts';

// A game written to hurt: top-level code that burns its time at every load and rebuild, handlers that run
// into their time limit on every op. Its room pays for all of it from its own budget, is suspended once
// that is spent, and runs on a worker thread, so another room (and the socket's event loop) never waits.

const state = seatedRoom();
/** The wall clock stands still, so the budget never refills during a test. */
let wall = 0;
const clocks = () => steppingClocks(() => wall);
const documentOf = (sources: string[]) => ({
  scripts: sources.map((source, index) => ({ id: `s${index + 1}`, name: `Script ${index + 1}`, source })),
});
const hotOp = (): Op => flip('x');

describe("a hostile room's scripts, in their sandbox", () => {
  it('pay for their top-level code from the room budget, and load only as much of it as the load limit allows', async () => {
    wall = 0;
    const scripts = await scriptsOf(
      Array.from({ length: 50 }, () => 'let n = 0; while (true) n++;\nexport function onOp() {}'),
      clocks(),
    );
    const charged = BUDGET_CAPACITY_MS - scripts.usage().budgetMs;
    // Every script's top-level would run its whole 20 ms (a second in all); the load stops at its limit, and
    // what ran is charged.
    expect(charged).toBeGreaterThanOrEqual(LOAD_TIME_LIMIT_MS);
    expect(charged).toBeLessThan(LOAD_TIME_LIMIT_MS + 2 * CALL_TIME_LIMIT_MS); // not the second all of it would take
    expect(scripts.loadProblems).toHaveLength(50);
    expect(scripts.loadProblems.at(-1)!.message).toMatch(/^did not load: the top-level code of this room's scripts ran its \d+ ms/);
    scripts.dispose();
  });

  it('are not loaded again after every stopped handler, and are suspended once the budget is spent', async () => {
    wall = 0;
    const scripts = await scriptsOf(
      ['const table = []; for (let i = 0; i < 2000; i++) table.push(i * i);\nexport function onOp() { while (true) {} }'],
      clocks(),
    );
    const lines: string[] = [];
    const buildsAt: number[] = [];
    for (let event = 0; event < 30; event++) {
      lines.push(...scripts.run(state, after(hotOp(), alice), { seed: `hot-${event}`, time: TIME }).errors.map((error) => error.message));
      buildsAt.push(scripts.usage().builds);
    }
    const stopped = lines.filter((line) => line.startsWith('onOp ran longer')).length;
    // Each stopped call costs at least its 20 ms, and each rebuild its top-level code: the budget ends it.
    expect(stopped).toBeGreaterThan(0);
    expect(stopped).toBeLessThanOrEqual(BUDGET_CAPACITY_MS / CALL_TIME_LIMIT_MS);
    // One build at load and at most one rebuild per stopped call, none of them while suspended.
    expect(buildsAt.at(-1)).toBeLessThanOrEqual(stopped);
    expect(new Set(buildsAt.slice(stopped + 1)).size).toBe(1);
    expect(lines.filter((line) => line.startsWith("This room's scripts used their"))).toEqual([
      expect.stringContaining(`suspended for ${SUSPENSION_MS / 1000} s`),
    ]);
    expect(lines.at(-1)).toMatch(/^was not run: this room's scripts have used their time budget and are suspended/);
    expect(scripts.usage().suspendedForMs).toBeGreaterThan(0);
    // After the suspension they run again: loaded once more (charged), and stopped by the limit again.
    wall += SUSPENSION_MS;
    const again = scripts.run(state, after(hotOp(), alice), { seed: 'again', time: TIME }).errors.map((error) => error.message);
    expect(again[0]).toMatch(/^onOp ran longer/);
    expect(scripts.usage().builds).toBe(buildsAt.at(-1)! + 1);
    scripts.dispose();
  });
});

describe("a hostile room's scripts, on the socket's worker threads", () => {
  it('run off the main thread: another room is answered while the hostile call still runs', async () => {
    const hostile = (await roomScripts.load(
      documentOf(Array.from({ length: 5 }, () => 'export function onOp() { while (true) {} }')),
      'h',
    ))!;
    const victim = (await roomScripts.load(documentOf(['export function onOp(op) { log("seen", op.type); }']), 'v'))!;
    try {
      let hostileDone = false;
      const hostileRun = Promise.resolve(hostile.after(state, state, hotOp(), alice, TIME)).then((answer) => {
        hostileDone = true;
        return answer;
      });
      const answered = await victim.after(state, state, hotOp(), alice, TIME);
      // Five handlers that each run into the 20 ms limit are still running on their thread.
      expect(hostileDone).toBe(false);
      expect(answered).toEqual({ followUps: [], log: [{ script: 'Script 1', text: 'seen flip' }] });
      const stopped = await hostileRun;
      expect(stopped.log.filter((line) => line.error && /ran longer than/.test(line.text))).toHaveLength(5);
    } finally {
      hostile.dispose();
      victim.dispose();
    }
  });
});

describe('a hostile room beside another on one socket process', () => {
  let t: TestApi;
  let socketProcess: SocketProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApi();
    socketProcess = await startSocketProcess({ DATABASE_URL: t.db.url, REDIS_URL: inject('redisUrl') });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await socketProcess?.stop();
    await t?.close();
  });

  type Welcome = {
    kind: 'welcome';
    view: { pieces: Record<string, { id: string; componentId: string }>; seats: Array<{ id: string }> } & Record<string, unknown>;
    scriptLog?: Array<{ lines: Array<{ script: string; text: string; error?: true }> }>;
  };
  let clientSeq = 0;
  const act = (socket: TestSocket, op: unknown) => {
    const seq = ++clientSeq;
    socket.send({ kind: 'op', clientSeq: seq, op });
    return socket.waitFor<{ kind: string; seq?: number }>((m) => (m.kind === 'ack' || m.kind === 'reject') && m.clientSeq === seq, 20_000);
  };
  const enter = async (code: string, cookie: string) => {
    const socket = await openSocket(socketProcess.url, cookie);
    sockets.push(socket);
    socket.send({ kind: 'hello', protocolVersion: 2, roomCode: code, clientId: `hostile-room-tab-${sockets.length}` });
    const welcome = await socket.waitFor<Welcome>((m) => m.kind === 'welcome' || m.kind === 'error', 30_000);
    if (welcome.kind !== 'welcome') throw new Error(JSON.stringify(welcome));
    return { socket, welcome };
  };
  const dieOf = (welcome: Welcome) => Object.values(welcome.view.pieces).find((piece) => piece.componentId === 'die')!.id;

  it("is charged for its top-level code and suspended, while the other room's ops commit once each, in order", async () => {
    // 50 scripts whose top-level code each runs for milliseconds, and whose onOp never ends.
    const hostileScripts = Array.from({ length: 50 }, (_, index) => ({
      id: `burn${index}`,
      name: `Burn ${index}`,
      source: `{ let s = 0; for (let i = 0; i < 40000; i++) s += i; }\nexport function onOp(op) { if (op.type === 'rotate') while (true) {} }`,
    }));
    const [hostileRoom, victimRoom] = await Promise.all([createCardRoom(t, { scripts: hostileScripts }), createCardRoom(t)]);
    const victim = await enter(victimRoom.room.code, victimRoom.alice.cookie);
    const hostile = await enter(hostileRoom.room.code, hostileRoom.alice.cookie);
    // The load stopped at its limit and said so; what it ran is on the room's budget.
    const loadLines = hostile.welcome.scriptLog?.[0]?.lines.map((line) => line.text) ?? [];
    const notLoaded = loadLines.filter((text) => /^did not load: the top-level code of this room's scripts ran its/.test(text));
    expect(notLoaded.length).toBeGreaterThan(0);
    // The first scripts did load: each is charged its own thread's time, not what the rest of a busy
    // process did meanwhile (on Node 20 that took this thread's clock, not the process's).
    expect(notLoaded.length).toBeLessThan(hostileScripts.length);

    for (const side of [victim, hostile])
      expect(await act(side.socket, { type: 'claimSeat', seatId: side.welcome.view.seats[0]!.id })).toMatchObject({ kind: 'ack' });
    const victimDie = dieOf(victim.welcome);
    const hostileDie = dieOf(hostile.welcome);
    const victimSeqs: Array<number | undefined> = [];
    const hostileSeqs: Array<number | undefined> = [];
    for (let round = 0; round < 12; round++) {
      const [hostileVerdict, victimVerdict] = await Promise.all([
        act(hostile.socket, { type: 'rotate', direction: 1, pieceId: hostileDie }),
        act(victim.socket, { type: 'rotate', direction: 1, pieceId: victimDie }),
      ]);
      expect([hostileVerdict, victimVerdict]).toMatchObject([{ kind: 'ack' }, { kind: 'ack' }]);
      hostileSeqs.push(hostileVerdict.seq);
      victimSeqs.push(victimVerdict.seq);
    }
    // Every op of both rooms committed once, in the order it was sent.
    expect(victimSeqs).toEqual(victimSeqs.map((_, index) => victimSeqs[0]! + index));
    expect(hostileSeqs).toEqual(hostileSeqs.map((_, index) => hostileSeqs[0]! + index));
    // The hostile room's members are told its scripts were suspended once their budget was spent.
    await hostile.socket.waitFor((m) => m.kind === 'scriptLog' && JSON.stringify(m).includes("This room's scripts used their"), 20_000);
    const ops = victim.socket.messages.filter((m) => m.kind === 'op').map((m) => m.seq as number);
    // The other room's people were sent each of its ops once, in order: the seat taken, then the twelve.
    expect(ops).toEqual([victimSeqs[0]! - 1, ...victimSeqs]);
  });
});
