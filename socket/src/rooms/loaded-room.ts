import type { Logger } from '@tablecraft/platform';
import type { Changes, Op, RoomState } from '@tablecraft/core/play';
import type { RoomRef, Sequencer, SequencedEntry } from './sequencer.ts';
import type { Actor, ApplyResult, RoomEngine } from './engine-port.ts';

/**
 * A committed op as it is logged and travels between instances. Its `op` is typed as this engine writes
 * it; one read back from the log may be of an older op version, so it is read through `loggedOp`.
 */
export interface OpEntryPayload {
  op: Op;
  actor: Actor;
  /**
   * Who sent it: the instance and connection, and the client (one browser tab, across its reconnects)
   * with its op number, so that client gets the ack wherever it is connected now.
   */
  origin: { instance: string; connection: string; clientId: string; clientSeq: number };
  /** The actor's display name when they sent it, for the room log's line. */
  name?: string;
  /** The display names of the people the op acts on (engine `mentions`), for the room log's line. */
  names?: Record<string, string>;
  /** What the game's scripts answered the op with, applied in its step (engine `applyWithFollowUps`). */
  followUps?: unknown[];
  /** The scripts' lines for the room's script log (the game's members read them). */
  scriptLog?: Array<{ script: string; text: string; error?: true }>;
}

/** What happened when a sequenced entry was applied, for the session layer to fan out. */
export type AppliedEntry =
  | {
      seq: number;
      ok: true;
      changes: Changes;
      before: RoomState;
      after: RoomState;
      payload: OpEntryPayload;
      commitment: string;
      random: boolean;
    }
  | { seq: number; ok: false; code: string; reason: string; payload: OpEntryPayload; commitment?: string };

/**
 * An op this instance applied to check it before committing it: the state it was applied to, the op as
 * committed (prepared) and the result. Applying is deterministic, so while the replica is still at that
 * state when the entry comes back, this result is what applying the entry again would give.
 */
export interface CheckedOp {
  before: RoomState;
  op: Op;
  result: ApplyResult;
}

/**
 * A logged entry's op in the current op version: parsed as it is when this engine's version logged it,
 * migrated when an older one did (one from a newer engine throws). Null when it cannot be read.
 */
export function loggedOp(engine: RoomEngine, entry: SequencedEntry): Op | null {
  const raw = (entry.payload as OpEntryPayload).op;
  return entry.opVersion === engine.opVersion ? engine.parseOp(raw) : engine.migrateOp(raw, entry.opVersion);
}

/**
 * Applies one logged entry: total and deterministic, so every replica, and any replay of the log, gives
 * the same verdict. An op that became invalid before its turn is skipped the same way everywhere.
 * `checked`: the op's own result on `state`, when this instance applied it there already.
 */
export function applyLogged(
  engine: RoomEngine,
  state: RoomState,
  entry: SequencedEntry,
  checked?: CheckedOp,
): { state: RoomState; applied: AppliedEntry } {
  const payload = entry.payload as OpEntryPayload;
  const known = checked?.before === state ? checked : undefined;
  // An op logged by an older engine is brought to the current format (one from a newer engine throws:
  // this replica retries rather than skip what the others apply).
  const op = known ? known.op : loggedOp(engine, entry);
  if (!op)
    return {
      state,
      applied: {
        seq: entry.seq,
        ok: false,
        code: 'MALFORMED_OP',
        reason: 'The move was not understood.',
        payload,
        commitment: entry.commitment,
      },
    };
  const followUps = payload.followUps ?? [];
  const result =
    followUps.length > 0
      ? engine.applyWithFollowUps(state, op, payload.actor, followUps, known?.result)
      : (known?.result ?? engine.apply(state, op, payload.actor));
  if (!result.ok)
    return {
      state,
      applied: { seq: entry.seq, ok: false, code: result.code, reason: result.reason, payload, commitment: entry.commitment },
    };
  // `random`: the op consumed its seed.
  return {
    state: result.state,
    applied: {
      seq: entry.seq,
      ok: true,
      changes: result.changes,
      before: state,
      after: result.state,
      payload,
      commitment: entry.commitment,
      random: result.random === true,
    },
  };
}

/**
 * Ops this instance checked before committing them, by their payload (the object the commit hands back to
 * the replica): one table for every room, as payloads are the instance's own objects.
 */
const checkedOps = new WeakMap<object, CheckedOp>();

/**
 * How many applied entries a replica can give clients that reconnect: one that missed no more than this
 * gets just those ops instead of the whole view. It keeps neither what applying them made nor the entries
 * themselves: two earlier states (checkpoints at most two windows apart, sharing most of their structure
 * with the current one), and when a client resumes it reads the entries since the older one from the log
 * in Postgres and replays them. A big table's window is shorter, so a replay applies at most about
 * RESUME_BUDGET map entries' worth of ops, and never fewer than RESUME_WINDOW_MIN entries.
 */
export const RESUME_WINDOW = 64;
export const RESUME_WINDOW_MIN = 8;
export const RESUME_BUDGET = 16_384;
/**
 * How long a replica waits for entries missing before one that arrived early, before reading them from the
 * log: two instances' publishes of a room's ops often cross by a millisecond, and a read of the log for
 * each crossing cost more than the wait.
 */
export const GAP_WAIT_MS = 20;
/** The longest wait between tries of a replica that cannot catch up (Postgres unreachable). */
export const MAX_RETRY_DELAY_MS = 10_000;

export interface LoadedRoomOptions {
  room: RoomRef;
  engine: RoomEngine;
  sequencer: Sequencer;
  logger: Logger;
  state: RoomState;
  seq: number;
  onApplied: (entry: AppliedEntry) => void;
  /** The stored snapshot, for a replica whose gap the log cannot fill (a room from before the log). */
  reload: () => Promise<{ state: RoomState; seq: number }>;
  /**
   * The replica jumped to a stored snapshot past ops it never applied: its clients missed them too
   * and need the whole view at the new number before any op after it.
   */
  onReloaded: () => void;
}

/**
 * One room's replica on this instance. Entries are applied strictly in sequence order; a gap (publishes
 * that crossed, a missed pub/sub message, a Redis restart) is filled from the log in Postgres. A replica
 * that cannot reach the log says so and tries again with backoff until it can.
 */
export class LoadedRoom {
  state: RoomState;
  seq: number;
  private applying: Promise<void> = Promise.resolve();
  /**
   * What resuming clients and resent ops are answered from: the state at `base` and at `middle` (a later
   * checkpoint, or null), and the verdicts on the entries since `base` that were refused. The entries
   * themselves (between `window` and twice as many) are in the log: a resume is rare next to an op, and
   * reads them back (`logSince`) rather than every room keeping them all the time.
   */
  private base: { state: RoomState; seq: number };
  private middle: { state: RoomState; seq: number } | null = null;
  // Made when first needed, as `early` is: most rooms never refuse an op or see one early, and an empty map
  // is a few hundred bytes of every loaded room.
  private refused: Map<number, { code: string; reason: string }> | null = null;
  private window: number;
  private retryDelay = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private waiters: Array<{ seq: number; resolve: () => void; reject: (error: Error) => void }> = [];
  /** Entries that arrived ahead of the next one expected, by seq. */
  private early: Map<number, SequencedEntry> | null = null;
  private gapTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LoadedRoomOptions) {
    this.state = options.state;
    this.seq = options.seq;
    this.base = { state: options.state, seq: options.seq };
    this.window = this.windowFor(options.state);
  }

  get code(): string {
    return this.options.room.code;
  }

  /**
   * Keeps what checking an op gave, before its payload is committed: when the entry comes back from the
   * commit and the replica is still at the state it was checked on, the op is not applied a second time.
   */
  checkedBeforeCommit(payload: object, checked: CheckedOp): void {
    checkedOps.set(payload, checked);
  }

  /** Feeds a committed entry (from this instance or pub/sub); entries are processed one at a time, in order. */
  receive(entry: SequencedEntry): Promise<void> {
    return this.enqueue(() => this.handle(entry));
  }

  /** Brings the replica up to the log's head (after loading, a reconnect, or a head seen ahead of it). */
  catchUp(): Promise<void> {
    return this.enqueue(() => this.fillGap());
  }

  /** Resolves once the replica has applied `seq` (rejects if the room is unloaded first). */
  waitFor(seq: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  /** The verdict on `seq` if this replica still holds it. */
  outcomeOf(seq: number): { ok: true } | { ok: false; code: string; reason: string } | null {
    if (!Number.isInteger(seq) || seq <= this.base.seq || seq > this.seq) return null;
    const refused = this.refused?.get(seq);
    return refused ? { ok: false, ...refused } : { ok: true };
  }

  /** The latest checkpoint at or before `seq`, or null when `seq` is not one this replica can replay from. */
  private checkpointFor(seq: number): { state: RoomState; seq: number } | null {
    if (!Number.isInteger(seq) || seq > this.seq || seq < this.base.seq) return null;
    return this.middle && this.middle.seq <= seq ? this.middle : this.base;
  }

  /** Whether this replica can give the entries applied after `seq` (none when `seq` is its own). */
  canReplayFrom(seq: number): boolean {
    return this.checkpointFor(seq) !== null;
  }

  /**
   * The logged entries `appliedSince(seq, …)` replays, read from the log: those after the latest checkpoint
   * at or before `seq`, up to the log's head (possibly past this replica's). Empty when there is nothing to
   * replay or `seq` is not one this replica can replay from.
   */
  async logSince(seq: number): Promise<SequencedEntry[]> {
    const from = this.checkpointFor(seq);
    if (!from || seq === this.seq) return [];
    return (await this.options.sequencer.since(this.options.room, from.seq)) ?? [];
  }

  /** Whether `log` (from `logSince(seq)`) holds every entry this replica applied that `appliedSince(seq, log)` replays. */
  holdsReplay(seq: number, log: readonly SequencedEntry[]): boolean {
    const from = this.checkpointFor(seq);
    // Nothing to replay: the client is up to date, or needs the whole view whatever the log holds.
    if (!from || seq === this.seq) return true;
    let next = from.seq + 1;
    for (const entry of log) {
      if (next > this.seq) break;
      if (entry.seq < next) continue;
      if (entry.seq !== next) return false;
      next += 1;
    }
    return next > this.seq;
  }

  /**
   * The entries applied after `seq`, oldest first, replayed from `log` (`logSince(seq)`), or null when this
   * replica cannot give them all (`seq` is not one it has been at or is older than its checkpoints, or the
   * log given stops short of the replica): the client then needs the whole view.
   */
  appliedSince(seq: number, log: readonly SequencedEntry[]): AppliedEntry[] | null {
    const from = this.checkpointFor(seq);
    if (!from) return null;
    if (seq === this.seq) return [];
    if (!this.holdsReplay(seq, log)) return null;
    // Replayed from the latest checkpoint at or before `seq`: applying is deterministic, so this gives what
    // applying them gave the first time.
    let state = from.state;
    const applied: AppliedEntry[] = [];
    for (const entry of log) {
      if (entry.seq <= from.seq) continue;
      if (entry.seq > this.seq) break;
      const next = applyLogged(this.options.engine, state, entry);
      state = next.state;
      if (entry.seq > seq) applied.push(next.applied);
    }
    return applied;
  }

  /** Stops retrying and waits for what is being applied (the room is unloading). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.gapTimer);
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error(`room ${this.code} unloaded`));
    await this.applying;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.applying = this.applying.then(task).catch((error: unknown) => this.failed(error));
    return this.applying;
  }

  // Every entry it missed is in the log, so one catch-up that gets through repairs everything.
  private failed(error: unknown): void {
    if (this.closed) return;
    this.retryDelay = Math.min(MAX_RETRY_DELAY_MS, this.retryDelay ? this.retryDelay * 2 : 250);
    this.options.logger.warn(
      { err: error, room: this.code, seq: this.seq, retryInMs: this.retryDelay },
      'room replica could not catch up from the log; retrying',
    );
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.catchUp(), this.retryDelay);
    this.retryTimer.unref();
  }

  private windowFor(state: RoomState): number {
    return Math.max(RESUME_WINDOW_MIN, Math.min(RESUME_WINDOW, Math.floor(RESUME_BUDGET / Math.max(1, this.options.engine.weight(state)))));
  }

  private async handle(entry: SequencedEntry): Promise<void> {
    if (entry.seq <= this.seq) return; // already applied (a catch-up got it first)
    if (entry.seq > this.seq + 1) {
      // The log has it and everything before it; the missing ones are usually a moment away on pub/sub.
      (this.early ??= new Map()).set(entry.seq, entry);
      this.gapTimer ??= setTimeout(() => {
        this.gapTimer = undefined;
        if (this.early?.size) void this.catchUp();
      }, GAP_WAIT_MS);
      return;
    }
    this.applyEntry(entry);
    this.applyEarly();
  }

  private applyEarly(): void {
    const early = this.early;
    if (!early) return;
    for (let next = early.get(this.seq + 1); next; next = early.get(this.seq + 1)) this.applyEntry(next);
    for (const seq of early.keys()) if (seq <= this.seq) early.delete(seq);
    if (early.size === 0) {
      this.early = null;
      clearTimeout(this.gapTimer);
      this.gapTimer = undefined;
    }
  }

  private async fillGap(): Promise<void> {
    const { sequencer, room } = { sequencer: this.options.sequencer, room: this.options.room };
    const missed = await sequencer.since(room, this.seq);
    if (missed === null) {
      // Only a room from before the log has a hole in it: start again from its stored snapshot.
      const fresh = await this.options.reload();
      const rest = await sequencer.since(room, fresh.seq);
      if (rest === null) throw new Error(`the log of room ${this.code} does not reach back to its snapshot at ${fresh.seq}`);
      // Nothing awaited from here on: no entry can be applied between the jump and the clients' resync.
      this.state = fresh.state;
      this.seq = fresh.seq;
      // What came between is unknown here.
      this.base = { state: fresh.state, seq: fresh.seq };
      this.middle = null;
      this.refused = null;
      this.window = this.windowFor(fresh.state);
      this.options.onReloaded();
      for (const entry of rest) if (entry.seq === this.seq + 1) this.applyEntry(entry);
    } else {
      for (const entry of missed) if (entry.seq === this.seq + 1) this.applyEntry(entry);
    }
    this.applyEarly();
    this.retryDelay = 0;
    this.release();
  }

  private applyEntry(entry: SequencedEntry): void {
    const payload = entry.payload as object;
    const checked = checkedOps.get(payload);
    if (checked) checkedOps.delete(payload);
    const { state, applied } = applyLogged(this.options.engine, this.state, entry, checked);
    this.seq = entry.seq;
    this.state = state;
    if (!applied.ok) (this.refused ??= new Map()).set(entry.seq, { code: applied.code, reason: applied.reason });
    this.checkpoint();
    this.options.onApplied(applied);
    this.release();
  }

  /**
   * Once `window` entries have been applied since the latest checkpoint, the current state becomes one,
   * and the older checkpoint, with the verdicts up to the newer one, is let go.
   */
  private checkpoint(): void {
    const latest = this.middle ?? this.base;
    if (this.seq - latest.seq < this.window) return;
    if (this.middle) {
      this.base = this.middle;
      if (this.refused) for (const seq of this.refused.keys()) if (seq <= this.base.seq) this.refused.delete(seq);
    }
    this.middle = { state: this.state, seq: this.seq };
  }

  private release(): void {
    if (this.waiters.length === 0) return;
    const ready = this.waiters.filter((waiter) => waiter.seq <= this.seq);
    this.waiters = this.waiters.filter((waiter) => waiter.seq > this.seq);
    for (const waiter of ready) waiter.resolve();
  }
}
