// The capacity model of docs/CAPACITY.md: per-core costs measured by one run of `npm run bench:socket`
// (PROFILE=game-night), and what each tier needs for a number of concurrent rooms of the same shape.
// Pure, so its arithmetic is tested; scripts/capacity.ts reads the run and prints it.

/** The fields of a bench:socket result this model reads (bench/results/*.json). */
export interface BenchRun {
  date: string;
  rooms: number;
  clientsPerRoom: number;
  seconds: number;
  spread: 'room' | 'client';
  messagesSentPerSecond: number;
  messagesReceivedPerSecond: number;
  processes: Array<{ cpuPercent: number; maxRssMb: number }>;
  rssMbPerClient: number;
  opCommits?: { count: number };
  op: { count: number };
  drag: { p99: number };
}

/** What one core and one connection cost, from a run. */
export interface UnitCosts {
  /** Socket CPU per room of this shape, in cores. */
  coresPerRoom: number;
  /** Frames the socket sends per second per core it uses. */
  framesOutPerCoreSecond: number;
  /** Frames it receives (drags, cursors, ops) per second per core. */
  framesInPerCoreSecond: number;
  /** Committed ops per second per room. */
  opsPerRoomSecond: number;
  /** Resident memory per connection, MB. */
  mbPerConnection: number;
}

export function unitCosts(run: BenchRun): UnitCosts {
  const cores = run.processes.reduce((sum, p) => sum + p.cpuPercent, 0) / 100;
  if (!(cores > 0) || run.rooms <= 0 || run.seconds <= 0) throw new Error('the run measured no socket CPU, rooms or time');
  // Committed ops: counted once each when the run recorded its commits, else the acknowledgements seen by
  // every client of a room divided among them.
  const committed = run.opCommits?.count ?? run.op.count / run.clientsPerRoom;
  return {
    coresPerRoom: cores / run.rooms,
    framesOutPerCoreSecond: run.messagesReceivedPerSecond / cores,
    framesInPerCoreSecond: run.messagesSentPerSecond / cores,
    opsPerRoomSecond: committed / run.seconds / run.rooms,
    mbPerConnection: run.rssMbPerClient,
  };
}

/** Assumptions that are not measured by the run; each is stated in docs/CAPACITY.md. */
export interface Assumptions {
  /** Share of a core a socket pod is planned to use, leaving headroom for bursts and GC. */
  targetUtilisation: number;
  /** Cores per socket pod (the chart's default request is 1; 2 measured here). */
  coresPerPod: number;
  /** Memory a socket pod holds before any connection, MB. */
  podBaseMb: number;
  /** Bytes one op adds to Postgres: its room_ops row with its index entries, and its log line. */
  bytesPerOp: number;
  /** Ops per second one Postgres primary commits (NVMe; a pod commits its rooms' waiting ops in one transaction). */
  primaryOpsPerSecond: number;
  /** Share of a room's frames that cross pods through Redis: 0 balanced by room, (pods-1)/pods by client. */
  spread: 'room' | 'client';
}

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  targetUtilisation: 0.6,
  coresPerPod: 2,
  podBaseMb: 90,
  bytesPerOp: 600,
  primaryOpsPerSecond: 20_000,
  spread: 'room',
};

export interface TierNeeds {
  rooms: number;
  connections: number;
  socketCores: number;
  socketPods: number;
  socketMemoryGb: number;
  /** Messages per second through Redis pub/sub (published plus delivered). */
  redisMessagesPerSecond: number;
  /** Committed ops per second, which is Postgres's write rate. */
  postgresOpsPerSecond: number;
  /** The same as a share of what one primary commits (over 1: one primary is not enough). */
  primaryShare: number;
  /** How much the op log grows per day, GB. */
  opLogGbPerDay: number;
}

export function tierNeeds(costs: UnitCosts, clientsPerRoom: number, rooms: number, a: Assumptions = DEFAULT_ASSUMPTIONS): TierNeeds {
  const connections = rooms * clientsPerRoom;
  const socketCores = (rooms * costs.coresPerRoom) / a.targetUtilisation;
  const socketPods = Math.max(2, Math.ceil(socketCores / a.coresPerPod));
  const socketMemoryGb = (socketPods * a.podBaseMb + connections * costs.mbPerConnection) / 1024;
  const opsPerSecond = rooms * costs.opsPerRoomSecond;
  // Every committed op is published once and delivered to each pod that hosts the room: one pod balanced by
  // room, every pod with a client of it by client. Relayed drags and cursors cross Redis only when a room's
  // clients are on several pods.
  const framesInPerSecond = rooms * costs.coresPerRoom * costs.framesInPerCoreSecond;
  const podsPerRoom = a.spread === 'room' ? 1 : Math.min(socketPods, clientsPerRoom);
  const crossing = a.spread === 'room' ? 0 : framesInPerSecond * podsPerRoom;
  const redisMessagesPerSecond = opsPerSecond * (1 + podsPerRoom) + crossing;
  return {
    rooms,
    connections,
    socketCores,
    socketPods,
    socketMemoryGb,
    redisMessagesPerSecond,
    postgresOpsPerSecond: opsPerSecond,
    primaryShare: opsPerSecond / a.primaryOpsPerSecond,
    opLogGbPerDay: (opsPerSecond * 86_400 * a.bytesPerOp) / 1024 ** 3,
  };
}

/** The concurrent rooms at which one Postgres primary's committed ops a second are reached: the first limit. */
export function roomsPerPrimary(costs: UnitCosts, a: Assumptions = DEFAULT_ASSUMPTIONS): number {
  return Math.floor(a.primaryOpsPerSecond / costs.opsPerRoomSecond);
}
