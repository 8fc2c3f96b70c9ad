import { expect, it } from 'vitest';
import { createMemoryPubSub } from '@tablecraft/platform';
import { createMemorySequencer } from '../src/rooms/sequencer.ts';
import { LoadedRoom, RESUME_BUDGET, RESUME_WINDOW, RESUME_WINDOW_MIN, type AppliedEntry } from '../src/rooms/loaded-room.ts';
import type { RoomEngine } from '../src/rooms/engine-port.ts';

// A counter room: each op adds to the state, so which ops a replica applied is plain to see.
const counter: RoomEngine<number, { add: number }, { add: number }> = {
  parseOp: (raw) => (typeof (raw as { add?: unknown })?.add === 'number' ? (raw as { add: number }) : null),
  apply: (state, op) => ({ ok: true, state: state + op.add, changes: op }),
  seatOf: () => null,
  view: (state) => state,
  redact: (_before, _after, changes) => changes,
  prepare: (op) => op,
  restore: (snapshot) => snapshot as number,
  weight: () => 1,
};
const payload = (add: number) => ({ op: { add }, actor: { userId: 'u', seatId: null }, origin: { instance: 'i', connection: 'c', clientSeq: add } });

function replica(sequencer: ReturnType<typeof createMemorySequencer>, snapshot: { state: number; seq: number }, engine = counter) {
  const events: string[] = [];
  const room = new LoadedRoom<number, { add: number }, { add: number }>('room', 'id', engine, sequencer, 0, 0, (entry: AppliedEntry<{ add: number }>) => events.push(`applied ${entry.seq}`), async () => snapshot, () => events.push(`reloaded at ${room.seq} with ${room.state}`));
  return { room, events };
}

it('resyncs its clients when it jumps to a snapshot past ops it never applied, before any later op', async () => {
  const sequencer = createMemorySequencer(createMemoryPubSub());
  for (let i = 1; i <= 5; i++) await sequencer.append('room', payload(i));
  // A snapshot at seq 4 (1+2+3+4 = 10) and the log trimmed up to it: ops 1–4 can no longer be replayed.
  await sequencer.trim('room', 4);
  const { room, events } = replica(sequencer, { state: 10, seq: 4 });
  await room.catchUp();
  expect(events).toEqual(['reloaded at 4 with 10', 'applied 5']);
  expect(room.state).toBe(15);
  // What came before the jump cannot be resumed from: those clients need the whole view.
  expect(room.appliedSince(0)).toBeNull();
  expect(room.appliedSince(4)!.map((entry) => entry.seq)).toEqual([5]);
});

it('catches up from the log without a resync while the log still reaches back', async () => {
  const sequencer = createMemorySequencer(createMemoryPubSub());
  for (let i = 1; i <= 3; i++) await sequencer.append('room', payload(i));
  const { room, events } = replica(sequencer, { state: -1, seq: -1 });
  await room.catchUp();
  expect(events).toEqual(['applied 1', 'applied 2', 'applied 3']);
});

it(`keeps the last ${RESUME_WINDOW} applied ops for resuming clients, and no further`, async () => {
  const sequencer = createMemorySequencer(createMemoryPubSub());
  for (let i = 1; i <= RESUME_WINDOW + 10; i++) await sequencer.append('room', payload(1));
  const { room } = replica(sequencer, { state: -1, seq: -1 });
  await room.catchUp();
  expect(room.appliedSince(room.seq)).toEqual([]);
  expect(room.appliedSince(10)).toHaveLength(RESUME_WINDOW);
  expect(room.appliedSince(9)).toBeNull();
  expect(room.appliedSince(room.seq + 1)).toBeNull();
});

it('keeps fewer ops of a big table, within its memory budget', async () => {
  const sequencer = createMemorySequencer(createMemoryPubSub());
  for (let i = 1; i <= RESUME_WINDOW; i++) await sequencer.append('room', payload(1));
  const { room: big } = replica(sequencer, { state: -1, seq: -1 }, { ...counter, weight: () => 1_000 });
  await big.catchUp();
  expect(big.appliedSince(big.seq - Math.floor(RESUME_BUDGET / 1_000))).toHaveLength(Math.floor(RESUME_BUDGET / 1_000));
  expect(big.appliedSince(big.seq - Math.floor(RESUME_BUDGET / 1_000) - 1)).toBeNull();
  const { room: huge } = replica(sequencer, { state: -1, seq: -1 }, { ...counter, weight: () => 1_000_000 });
  await huge.catchUp();
  expect(huge.appliedSince(huge.seq - RESUME_WINDOW_MIN)).toHaveLength(RESUME_WINDOW_MIN);
});
