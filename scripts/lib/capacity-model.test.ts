import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS, roomsPerPrimary, tierNeeds, unitCosts, type BenchRun } from './capacity-model.ts';

const run: BenchRun = {
  date: '2026-11-27T12:02:16.226Z',
  rooms: 200,
  clientsPerRoom: 5,
  seconds: 30,
  spread: 'room',
  messagesSentPerSecond: 7_000,
  messagesReceivedPerSecond: 30_000,
  processes: [
    { cpuPercent: 40, maxRssMb: 120 },
    { cpuPercent: 60, maxRssMb: 120 },
  ],
  rssMbPerClient: 0.2,
  opCommits: { count: 3_000 },
  op: { count: 15_000 },
  drag: { p99: 20 },
};

describe('the capacity model', () => {
  it('derives per-core and per-room costs from a run', () => {
    expect(unitCosts(run)).toEqual({
      coresPerRoom: 1 / 200,
      framesOutPerCoreSecond: 30_000,
      framesInPerCoreSecond: 7_000,
      opsPerRoomSecond: 0.5,
      mbPerConnection: 0.2,
    });
    // Without commit counts, each op's acknowledgements are divided among the room's clients.
    expect(unitCosts({ ...run, opCommits: undefined }).opsPerRoomSecond).toBe(0.5);
  });

  it('scales each tier with the rooms, and finds where one primary is full', () => {
    const costs = unitCosts(run);
    const tier = tierNeeds(costs, 5, 10_000);
    // 10,000 rooms × 1/200 core, at 60% use: 83.3 cores, 42 pods of 2.
    expect(tier.socketCores).toBeCloseTo(83.33, 1);
    expect(tier.socketPods).toBe(42);
    expect(tier.connections).toBe(50_000);
    expect(tier.socketMemoryGb).toBeCloseTo((42 * 90 + 50_000 * 0.2) / 1024, 5);
    // Balanced by room: each op published once and delivered to its one pod.
    expect(tier.redisMessagesPerSecond).toBe(5_000 * 2);
    expect(tier.postgresOpsPerSecond).toBe(5_000);
    expect(tier.primaryShare).toBe(0.25);
    expect(tier.opLogGbPerDay).toBeCloseTo((5_000 * 86_400 * 600) / 1024 ** 3, 5);
    expect(roomsPerPrimary(costs)).toBe(40_000);
    expect(tierNeeds(costs, 5, 100_000).primaryShare).toBe(2.5);
  });

  it('counts the frames that cross pods when a room is spread by client', () => {
    const costs = unitCosts(run);
    const byRoom = tierNeeds(costs, 5, 1_000);
    const byClient = tierNeeds(costs, 5, 1_000, { ...DEFAULT_ASSUMPTIONS, spread: 'client' });
    expect(byClient.redisMessagesPerSecond).toBeGreaterThan(byRoom.redisMessagesPerSecond * 10);
  });

  it('refuses a run that measured nothing', () => {
    expect(() => unitCosts({ ...run, processes: [] })).toThrow(/no socket CPU/);
  });
});
