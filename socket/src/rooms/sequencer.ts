import type { Redis } from 'ioredis';
import type { PubSub } from '@tablecraft/platform';

/** One committed op as every instance sees it, in room order. */
export interface SequencedEntry {
  seq: number;
  /** The op and who sent it, as JSON the engine understands; opaque to the sequencer. */
  payload: unknown;
}

/**
 * Gives a room's committed ops one order that every socket instance agrees on: the next sequence
 * number, an append to the room's op log and a publish on the room channel happen in one step.
 */
export interface Sequencer {
  /**
   * Sequences a payload and returns its sequence number; subscribers receive it in order.
   * `knownSeq` is the caller's latest number: the counter never hands out one at or below it, even
   * if Redis restarted empty.
   */
  append(room: string, payload: unknown, knownSeq?: number): Promise<number>;
  /** Entries after `afterSeq`, or null when the log no longer reaches back that far (use a snapshot). */
  since(room: string, afterSeq: number): Promise<SequencedEntry[] | null>;
  /** The last sequence number handed out (0 for a new room). */
  head(room: string): Promise<number>;
  /** Sets the starting sequence number when a room is restored from a snapshot. Never goes backwards. */
  restore(room: string, seq: number): Promise<void>;
  /** Starts the room's numbering over at `seq` with an empty log (Redis held keys from another database). */
  reset(room: string, seq: number): Promise<void>;
  /** Drops log entries up to and including `seq` (they are in a snapshot now). */
  trim(room: string, seq: number): Promise<void>;
  subscribe(room: string, onEntry: (entry: SequencedEntry) => void): Promise<() => Promise<void>>;
}

const parseEntry = (line: string) => JSON.parse(line) as SequencedEntry;
const seqKey = (room: string) => `room:${room}:seq`;
const logKey = (room: string) => `room:${room}:log`;
const channel = (room: string) => `room:${room}:ops`;
// Logs expire if a room is abandoned without a snapshot clean-up; Postgres keeps the snapshot.
const LOG_TTL_SECONDS = 7 * 24 * 60 * 60;

// INCR, RPUSH and PUBLISH in one script: Redis runs it atomically, so no instance can see a number
// without its log entry, and publishes leave in sequence order.
const APPEND_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current < tonumber(ARGV[4]) then redis.call('SET', KEYS[1], ARGV[4]) end
local seq = redis.call('INCR', KEYS[1])
local entry = '{"seq":' .. seq .. ',"payload":' .. ARGV[1] .. '}'
redis.call('RPUSH', KEYS[2], entry)
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('PUBLISH', ARGV[2], entry)
return seq
`;

const RESTORE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) end
return 1
`;

type ScriptedRedis = Redis & { tablecraftAppendOp(seqKey: string, logKey: string, payload: string, channel: string, ttl: number, knownSeq: number): Promise<number> };

/** The production sequencer on Redis, shared by every socket instance. */
export function createRedisSequencer(redis: Redis, pubsub: PubSub): Sequencer {
  // A defined command runs by its SHA (EVALSHA), loading the script again only if Redis lost it: every
  // committed op would otherwise send the whole script.
  const scripted = redis as ScriptedRedis;
  if (!('tablecraftAppendOp' in scripted)) redis.defineCommand('tablecraftAppendOp', { numberOfKeys: 2, lua: APPEND_SCRIPT });
  return {
    async append(room, payload, knownSeq = 0) {
      return Number(await scripted.tablecraftAppendOp(seqKey(room), logKey(room), JSON.stringify(payload), channel(room), LOG_TTL_SECONDS, knownSeq));
    },
    async since(room, afterSeq) {
      const head = await this.head(room);
      // Nothing newer than what the caller has (Redis may even be behind it after a restart).
      if (head <= afterSeq) return [];
      const firstLine = await redis.lindex(logKey(room), 0);
      // The entries right after afterSeq must still be in the log, or the caller needs a snapshot.
      if (firstLine === null) return null;
      const firstSeq = parseEntry(firstLine).seq;
      if (firstSeq > afterSeq + 1) return null;
      // Appends number the log without holes, so only its tail is read and parsed: a replica that is
      // behind catches up often, and the log holds a few hundred ops.
      const tail = (await redis.lrange(logKey(room), Math.max(0, afterSeq + 1 - firstSeq), -1)).map(parseEntry);
      const consecutive = tail.length > 0 && tail[0]!.seq === afterSeq + 1 && tail.at(-1)!.seq - tail[0]!.seq === tail.length - 1;
      if (consecutive) return tail;
      // Trimmed meanwhile, or numbering jumped inside the log (a counter restored past it): read it all.
      const entries = (await redis.lrange(logKey(room), 0, -1)).map(parseEntry);
      if (!entries[0] || entries[0].seq > afterSeq + 1) return null;
      return entries.filter((entry) => entry.seq > afterSeq);
    },
    async head(room) {
      return Number((await redis.get(seqKey(room))) ?? 0);
    },
    async restore(room, seq) {
      await redis.eval(RESTORE_SCRIPT, 1, seqKey(room), seq, LOG_TTL_SECONDS);
    },
    async reset(room, seq) {
      await redis.multi().set(seqKey(room), seq, 'EX', LOG_TTL_SECONDS).del(logKey(room)).exec();
    },
    async trim(room, seq) {
      const raw = await redis.lrange(logKey(room), 0, -1);
      const keep = raw.findIndex((line) => parseEntry(line).seq > seq);
      if (keep === -1) await redis.del(logKey(room));
      else if (keep > 0) await redis.ltrim(logKey(room), keep, -1);
    },
    subscribe(room, onEntry) {
      return pubsub.subscribe(channel(room), (message) => onEntry(parseEntry(message)));
    },
  };
}

/** The embedded default's sequencer: the same contract inside one process. */
export function createMemorySequencer(pubsub: PubSub): Sequencer {
  const rooms = new Map<string, { seq: number; log: SequencedEntry[] }>();
  const roomOf = (room: string) => {
    let state = rooms.get(room);
    if (!state) rooms.set(room, (state = { seq: 0, log: [] }));
    return state;
  };
  return {
    async append(room, payload, knownSeq = 0) {
      const state = roomOf(room);
      state.seq = Math.max(state.seq, knownSeq);
      const entry = { seq: ++state.seq, payload };
      state.log.push(entry);
      await pubsub.publish(channel(room), JSON.stringify(entry));
      return entry.seq;
    },
    async since(room, afterSeq) {
      const state = roomOf(room);
      if (state.seq <= afterSeq) return [];
      const first = state.log[0];
      if (!first || first.seq > afterSeq + 1) return null;
      return state.log.filter((entry) => entry.seq > afterSeq);
    },
    async head(room) {
      return roomOf(room).seq;
    },
    async restore(room, seq) {
      const state = roomOf(room);
      state.seq = Math.max(state.seq, seq);
    },
    async reset(room, seq) {
      rooms.set(room, { seq, log: [] });
    },
    async trim(room, seq) {
      const state = roomOf(room);
      state.log = state.log.filter((entry) => entry.seq > seq);
    },
    subscribe(room, onEntry) {
      return pubsub.subscribe(channel(room), (message) => onEntry(parseEntry(message)));
    },
  };
}
