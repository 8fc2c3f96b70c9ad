import { expect, it } from 'vitest';
import { createLogger } from '@tablecraft/platform';
import type { SequencedEntry, Sequencer } from '../src/rooms/sequencer.ts';
import { LoadedRoom, RESUME_BUDGET, RESUME_WINDOW, RESUME_WINDOW_MIN, type AppliedEntry } from '../src/rooms/loaded-room.ts';
import { ROOM_OP_VERSION, type Op, type RoomState } from '@tablecraft/core/play';
import type { RoomEngine } from '../src/rooms/engine-port.ts';
import { roomEngine } from '../src/rooms/engine.ts';

// A counter room: the real engine, except that each counter op adds its delta to a tally in the state
// (and nothing else), so which ops a replica applied is plain to see.
const EMPTY: RoomState = {
  version: 3,
  opIndex: 0,
  seats: [],
  surfaces: [],
  components: {},
  zones: {},
  pieces: {},
  piles: {},
  hands: {},
  undo: {},
};
const tallied = (tally: number): RoomState => ({ ...EMPTY, variables: { tally } });
const tallyOf = (state: RoomState) => Number(state.variables?.tally);
const counter: RoomEngine = {
  ...roomEngine,
  apply: (state, op) =>
    op.type === 'counter'
      ? {
          ok: true,
          state: tallied(tallyOf(state) + op.delta),
          changes: { pieces: [], piles: [], hands: [], seats: false },
          random: false,
        }
      : { ok: false, code: 'NOT_A_COUNTER', reason: 'only counters count here' },
  restore: (snapshot) => snapshot as RoomState,
  weight: () => 1,
};
const add = (delta: number): Op => ({ type: 'counter', pieceId: 'tally', delta });
const entry = (seq: number, delta = seq): SequencedEntry => ({
  seq,
  opVersion: ROOM_OP_VERSION,
  commitment: '',
  payload: {
    op: add(delta),
    actor: { userId: 'u', seatId: null },
    origin: { instance: 'i', connection: 'c', clientId: 'c', clientSeq: seq },
  },
});

/** The log as the room's replica reads it; `firstSeq` > 1 is a room whose log starts after a snapshot. */
function memoryLog(count: number, options: { firstSeq?: number; add?: number } = {}) {
  const entries = Array.from({ length: count }, (_, i) => entry((options.firstSeq ?? 1) + i, options.add ?? (options.firstSeq ?? 1) + i));
  let failures = 0;
  const sequencer = {
    async since(_room: unknown, afterSeq: number) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('connection refused');
      }
      const rest = entries.filter((e) => e.seq > afterSeq);
      if (rest.length > 0 && rest[0]!.seq !== afterSeq + 1) return null;
      return rest;
    },
  } as unknown as Sequencer;
  return { sequencer, entries, failNext: (n: number) => (failures = n) };
}

function replica(
  sequencer: Sequencer,
  options: {
    snapshot?: { tally: number; seq: number };
    engine?: RoomEngine;
    warnings?: unknown[];
    onApplied?: (entry: AppliedEntry) => void;
  } = {},
) {
  const events: string[] = [];
  const logger = createLogger('loaded-room-test', { level: 'silent', pretty: false });
  if (options.warnings) logger.warn = ((...args: unknown[]) => options.warnings!.push(args[0])) as typeof logger.warn;
  const room = new LoadedRoom({
    room: { id: 'id', code: 'room' },
    engine: options.engine ?? counter,
    sequencer,
    logger,
    state: tallied(0),
    seq: 0,
    onApplied: (applied: AppliedEntry) => {
      events.push(`applied ${applied.seq}`);
      options.onApplied?.(applied);
    },
    reload: async () => ({ state: tallied(options.snapshot?.tally ?? -1), seq: options.snapshot?.seq ?? -1 }),
    onReloaded: () => events.push(`reloaded at ${room.seq} with ${tallyOf(room.state)}`),
  });
  return { room, events };
}

it('fills a gap from the log: ops published out of order are applied in sequence order', async () => {
  const log = memoryLog(3);
  const { room, events } = replica(log.sequencer);
  await room.receive(log.entries[2]!); // 3 arrives first (another instance published sooner)
  await room.receive(log.entries[0]!);
  await room.receive(log.entries[1]!);
  expect(events).toEqual(['applied 1', 'applied 2', 'applied 3']);
  expect(tallyOf(room.state)).toBe(6);
});

it('keeps trying, with backoff, to catch up while the log cannot be read, and says so each time', async () => {
  const log = memoryLog(2);
  const warnings: unknown[] = [];
  const { room, events } = replica(log.sequencer, { warnings });
  log.failNext(2);
  await room.receive(log.entries[1]!); // a gap, and the log is unreachable
  expect(events).toEqual([]);
  await expect.poll(() => events, { timeout: 5_000 }).toEqual(['applied 1', 'applied 2']);
  expect(warnings).toHaveLength(2);
  expect(warnings[1]).toMatchObject({ room: 'room', seq: 0, retryInMs: 500 });
});

it('resolves a wait for an op once it is applied, and refuses waits when the room unloads', async () => {
  const log = memoryLog(2);
  const { room } = replica(log.sequencer);
  const applied = room.waitFor(2);
  await room.catchUp();
  await expect(applied).resolves.toBeUndefined();
  expect(room.outcomeOf(2)).toEqual({ ok: true });
  const never = room.waitFor(5);
  await room.close();
  await expect(never).rejects.toThrow(/unloaded/);
});

it('resyncs its clients when it must jump to a snapshot (a room whose log starts after it), before any later op', async () => {
  const log = memoryLog(2, { firstSeq: 5 }); // ops 1–4 are only in the snapshot at seq 4 (1+2+3+4 = 10)
  const { room, events } = replica(log.sequencer, { snapshot: { tally: 10, seq: 4 } });
  await room.catchUp();
  expect(events).toEqual(['reloaded at 4 with 10', 'applied 5', 'applied 6']);
  expect(tallyOf(room.state)).toBe(21);
  expect(room.appliedSince(0, await room.logSince(0))).toBeNull();
  expect(room.appliedSince(4, await room.logSince(4))!.map((e) => e.seq)).toEqual([5, 6]);
});

it(`gives resuming clients at least the last ${RESUME_WINDOW} applied ops, as they were applied, and never twice as many`, async () => {
  const count = 3 * RESUME_WINDOW + 5;
  const applied: AppliedEntry[] = [];
  const { room } = replica(memoryLog(count).sequencer, { onApplied: (entry) => applied.push(entry) });
  await room.catchUp();
  expect(room.appliedSince(room.seq, await room.logSince(room.seq))).toEqual([]);
  // Replayed from the replica's checkpoints: the same entries, states before and after included.
  expect(room.appliedSince(count - RESUME_WINDOW, await room.logSince(count - RESUME_WINDOW))).toEqual(applied.slice(-RESUME_WINDOW));
  expect(room.appliedSince(count - 1, await room.logSince(count - 1))).toEqual(applied.slice(-1));
  expect(room.appliedSince(count - 2 * RESUME_WINDOW - 1, await room.logSince(count - 2 * RESUME_WINDOW - 1))).toBeNull();
  expect(room.appliedSince(room.seq + 1, await room.logSince(room.seq + 1))).toBeNull();
  // The replica keeps checkpoints, not the entries: a log read that stops short of it (an op applied while
  // it was read) gives no replay, and the next read does.
  const short = (await room.logSince(count - 3)).filter((e) => e.seq < count);
  expect(room.holdsReplay(count - 3, short)).toBe(false);
  expect(room.appliedSince(count - 3, short)).toBeNull();
});

it('answers the verdict on an op it still holds, a refused one included', async () => {
  // Ops adding 0 are refused by this engine: the replica must remember which ones.
  const picky: RoomEngine = {
    ...counter,
    apply: (state, op, actor) =>
      op.type === 'counter' && op.delta === 0 ? { ok: false, code: 'ZERO', reason: 'adds nothing' } : counter.apply(state, op, actor),
  };
  const log = memoryLog(RESUME_WINDOW * 3);
  log.entries[log.entries.length - 3] = entry(log.entries.length - 2, 0);
  const { room } = replica(log.sequencer, { engine: picky });
  await room.catchUp();
  expect(room.outcomeOf(room.seq - 2)).toEqual({ ok: false, code: 'ZERO', reason: 'adds nothing' });
  expect(room.outcomeOf(room.seq)).toEqual({ ok: true });
  expect(room.outcomeOf(1)).toBeNull();
  expect(room.appliedSince(room.seq - 3, await room.logSince(room.seq - 3))!.map((e) => e.ok)).toEqual([false, true, true]);
});

it('keeps fewer ops of a big table, within its memory budget', async () => {
  const { room: big } = replica(memoryLog(RESUME_WINDOW, { add: 1 }).sequencer, { engine: { ...counter, weight: () => 1_000 } });
  await big.catchUp();
  expect(
    big.appliedSince(big.seq - Math.floor(RESUME_BUDGET / 1_000), await big.logSince(big.seq - Math.floor(RESUME_BUDGET / 1_000))),
  ).toHaveLength(Math.floor(RESUME_BUDGET / 1_000));
  expect(
    big.appliedSince(big.seq - Math.floor(RESUME_BUDGET / 1_000) - 1, await big.logSince(big.seq - Math.floor(RESUME_BUDGET / 1_000) - 1)),
  ).toBeNull();
  const { room: huge } = replica(memoryLog(RESUME_WINDOW, { add: 1 }).sequencer, { engine: { ...counter, weight: () => 1_000_000 } });
  await huge.catchUp();
  expect(huge.appliedSince(huge.seq - RESUME_WINDOW_MIN, await huge.logSince(huge.seq - RESUME_WINDOW_MIN))).toHaveLength(
    RESUME_WINDOW_MIN,
  );
});
