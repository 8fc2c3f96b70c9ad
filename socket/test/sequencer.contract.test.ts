import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { createMemoryPubSub, createRedis, createRedisPubSub } from '@tablecraft/platform';
import { createMemorySequencer, createRedisSequencer, type SequencedEntry, type Sequencer } from '../src/rooms/sequencer.ts';

const redis = createRedis(inject('redisUrl'));
const redisPubSub = createRedisPubSub(redis);
afterAll(async () => {
  await redisPubSub.close();
  redis.disconnect();
});

const adapters: Array<[string, () => Sequencer]> = [
  ['redis', () => createRedisSequencer(redis, redisPubSub)],
  ['memory', () => createMemorySequencer(createMemoryPubSub())],
];

describe.each(adapters)('%s sequencer', (_name, make) => {
  const room = () => `test-${randomBytes(6).toString('hex')}`;

  it('hands out consecutive numbers and publishes entries in order to every subscriber', async () => {
    const sequencer = make();
    const code = room();
    const seenA: SequencedEntry[] = [];
    const seenB: SequencedEntry[] = [];
    const unsubA = await sequencer.subscribe(code, (entry) => seenA.push(entry));
    const unsubB = await sequencer.subscribe(code, (entry) => seenB.push(entry));
    const seqs = await Promise.all(Array.from({ length: 20 }, (_, i) => sequencer.append(code, { i })));
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await expect.poll(() => seenA.length).toBe(20);
    await expect.poll(() => seenB.length).toBe(20);
    expect(seenA.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(seenA).toEqual(seenB);
    await unsubA();
    await unsubB();
  });

  it('replays the log after a sequence number, and asks for a snapshot once trimmed past it', async () => {
    const sequencer = make();
    const code = room();
    for (let i = 1; i <= 5; i++) await sequencer.append(code, { i });
    expect((await sequencer.since(code, 2))?.map((e) => e.payload)).toEqual([{ i: 3 }, { i: 4 }, { i: 5 }]);
    expect(await sequencer.since(code, 5)).toEqual([]);
    await sequencer.trim(code, 3);
    expect(await sequencer.since(code, 1)).toBeNull();
    expect((await sequencer.since(code, 3))?.map((e) => e.seq)).toEqual([4, 5]);
    expect(await sequencer.head(code)).toBe(5);
  });

  it('replays from the middle of a long log, and past a jump in numbering inside it', async () => {
    const sequencer = make();
    const code = room();
    for (let i = 1; i <= 250; i++) await sequencer.append(code, { i });
    await sequencer.trim(code, 40);
    expect((await sequencer.since(code, 245))?.map((e) => e.seq)).toEqual([246, 247, 248, 249, 250]);
    expect((await sequencer.since(code, 40))?.length).toBe(210);
    expect(await sequencer.since(code, 39)).toBeNull();
    // A counter restored past the log (a snapshot from a later point): the log has a hole after 250.
    await sequencer.restore(code, 300);
    expect(await sequencer.append(code, { i: 301 })).toBe(301);
    expect((await sequencer.since(code, 248))?.map((e) => e.seq)).toEqual([249, 250, 301]);
  });

  it('restores a room at a snapshot sequence number and never goes backwards', async () => {
    const sequencer = make();
    const code = room();
    await sequencer.restore(code, 40);
    expect(await sequencer.append(code, {})).toBe(41);
    await sequencer.restore(code, 10);
    expect(await sequencer.head(code)).toBe(41);
  });

  it('never hands out a number at or below the caller\'s known one (a Redis that restarted empty)', async () => {
    const sequencer = make();
    const code = room();
    expect(await sequencer.append(code, {}, 17)).toBe(18);
    expect(await sequencer.append(code, {}, 3)).toBe(19);
  });

  it('starts numbering over from a snapshot when reset', async () => {
    const sequencer = make();
    const code = room();
    for (let i = 0; i < 3; i++) await sequencer.append(code, { i });
    await sequencer.reset(code, 1);
    expect(await sequencer.since(code, 1)).toEqual([]);
    expect(await sequencer.append(code, {})).toBe(2);
  });
});
