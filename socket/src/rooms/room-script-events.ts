import { metrics, secondsSince, type Logger } from '@tablecraft/platform';
import type { Op, RoomState } from '@tablecraft/core/play';
import type { Actor, ApplyResult, RoomEngine } from './engine-port.ts';
import type { CheckedOp, OpEntryPayload } from './loaded-room.ts';
import type { RoomControl } from './room-control.ts';
import type { ScriptLogEntry } from './script-log.ts';
import type { RoomScriptRunner, ScriptAnswer, ScriptLogLine } from './script-port.ts';
import type { RoomRef, Sequencer } from './sequencer.ts';

// The room host's side of a room's scripts: answering players' ops before they commit, and the game's own
// events (its setup, its timers), each committed under a key of its own. The scripts themselves sit behind
// the port (script-port.ts); RoomRequests (room-requests.ts) calls these as ops arrive, and RoomLifecycle
// (room-lifecycle.ts) as rooms load, apply ops and unload.

const opsCounted = metrics.roomOps();
const scriptSeconds = metrics.scriptSeconds();

/** What of a loaded room its scripts' events need. */
export interface ScriptedRoom {
  ref: RoomRef;
  room: { state: RoomState; seq: number; waitFor(seq: number): Promise<void> };
  scripts: RoomScriptRunner | null;
  /** The next script timer to go off here, and its id. */
  timer?: { id: string; at: number; handle: NodeJS.Timeout };
}

/** The scripts' answer as an op's entry carries it: nothing when they had nothing to say. */
export function scripted(answer: ScriptAnswer): Pick<OpEntryPayload, 'followUps' | 'scriptLog'> {
  return { ...(answer.followUps.length ? { followUps: answer.followUps } : {}), ...(answer.log.length ? { scriptLog: answer.log } : {}) };
}

export class RoomScriptEvents {
  /** Each room's latest answer under way: the next op's waits for it, so ops commit in the order they came. */
  private readonly answering = new WeakMap<ScriptedRoom, Promise<unknown>>();

  constructor(
    private readonly deps: {
      engine: RoomEngine;
      sequencer: Sequencer;
      /** The rooms' control channel: script log lines no op carries reach the game's members through it. */
      control: RoomControl;
      logger: Logger;
      instance: string;
      /** Whether this room is still the one loaded here (a timer of an unloaded room does nothing). */
      isLoaded: (room: ScriptedRoom) => boolean;
    },
  ) {}

  /**
   * Runs the room's scripts on a player's op where it is sequenced, before its commit: beforeOp may refuse it
   * (nothing is logged then, and the refusal's lines reach the members at once), and what onOp (and onButton)
   * answer travels in the op's own log entry, so the op and its answer commit, replay and reach everyone as
   * one, exactly once. The scripts see this replica's state, as the engine's own check did. They run on a
   * script thread; a room's answers come back in the order its ops arrived, each after the one before.
   */
  async answer(hosted: ScriptedRoom, prepared: Op, actor: Actor, checked?: CheckedOp): Promise<ScriptAnswer | { refusal: string }> {
    const scripts = hosted.scripts;
    if (!scripts) return { followUps: [], log: [] };
    // Taken now, as the op arrives: the state its check saw (and, if still that state, the check's result).
    const state = hosted.room.state;
    const known = checked?.before === state ? checked.result : undefined;
    const time = Date.now();
    const previous = this.answering.get(hosted);
    const answered = (previous ?? Promise.resolve()).then(() => this.run(hosted, scripts, state, prepared, actor, time, known));
    this.answering.set(
      hosted,
      answered.catch(() => undefined),
    );
    return answered;
  }

  private async run(
    hosted: ScriptedRoom,
    scripts: RoomScriptRunner,
    state: RoomState,
    prepared: Op,
    actor: Actor,
    time: number,
    known?: ApplyResult,
  ): Promise<ScriptAnswer | { refusal: string }> {
    const started = process.hrtime.bigint();
    try {
      const verdict = await scripts.before(state, prepared, actor, time);
      if (verdict.refusal !== null) {
        this.tellScriptLog(hosted, verdict.log);
        return { refusal: verdict.refusal };
      }
      if (!scripts.answers(prepared, actor)) return { followUps: [], log: verdict.log };
      const applied = known ?? this.deps.engine.apply(state, prepared, actor);
      if (!applied.ok) return { followUps: [], log: verdict.log };
      const answer = await scripts.after(state, applied.state, prepared, actor, time);
      return { followUps: answer.followUps, log: [...verdict.log, ...answer.log] };
    } finally {
      scriptSeconds.observe(secondsSince(started));
    }
  }

  /**
   * The game's own op (its setup, a timer going off) with its scripts' answer, committed under a key of its
   * own: every instance with the room loaded may try at once, and the log keeps one.
   */
  private async commitGameOp(
    hosted: ScriptedRoom,
    op: Op,
    clientId: string,
    mix: Parameters<RoomEngine['prepare']>[1] = null,
  ): Promise<void> {
    const { engine } = this.deps;
    const scripts = hosted.scripts;
    // A room without scripts has only its setup to commit (a deck shuffled at start), as the game's actor.
    const actor = scripts?.actor ?? engine.gameActor;
    const prepared = engine.prepare(op, mix);
    const state = hosted.room.state;
    const applied = engine.apply(state, prepared, actor);
    if (!applied.ok) return;
    const answer = scripts ? await scripts.after(state, applied.state, prepared, actor, Date.now()) : { followUps: [], log: [] };
    const payload: OpEntryPayload = {
      op: prepared,
      actor,
      origin: { instance: this.deps.instance, connection: 'game', clientId, clientSeq: 1 },
      ...scripted(answer),
    };
    const committed = await this.deps.sequencer.commit(hosted.ref, {
      clientId,
      clientSeq: 1,
      opVersion: engine.opVersion,
      payload,
      commitment: engine.commitment({ op: prepared, actor, followUps: payload.followUps }),
    });
    if (!committed.duplicate) opsCounted.inc({ outcome: 'committed' });
    await hosted.room.waitFor(committed.entry.seq);
  }

  /**
   * A room nothing happened in yet is set up (once, whichever instance gets there first): by its scripts'
   * onSetup, and by the game itself when a deck is shuffled at start. A setup that shuffles waits for the
   * `first` page's entropy, sent with its hello (its tab and entropy), and mixes it with the server's half
   * for that tab's move 0, so nobody chose the start order alone (docs/FAIRNESS.md); one that does not
   * shuffle runs as the room loads.
   */
  async setUp(hosted: ScriptedRoom, first: { source: string; entropy: string; roomSecret: string } | null): Promise<void> {
    const setup = this.setupOp(hosted);
    if (!setup) return;
    if (this.setupShuffles(hosted) && !first) return;
    const op: Op = first ? { ...setup, entropy: first.entropy } : setup;
    const mix = first ? { roomSecret: first.roomSecret, source: first.source, nonce: 0 } : null;
    try {
      await this.commitGameOp(hosted, op, 'game:setup', mix);
    } catch (error) {
      // The room opens without it; the next load of a room still untouched tries again.
      this.deps.logger.warn({ err: error, room: hosted.ref.code }, 'could not set the room up with its scripts');
    }
  }

  /** Whether the room's setup is still to come and shuffles, so waits for the first page's entropy. */
  setupWaits(hosted: ScriptedRoom): boolean {
    return this.setupOp(hosted) !== null && this.setupShuffles(hosted);
  }

  private setupOp(hosted: ScriptedRoom): Op | null {
    const state = hosted.room.state;
    return hosted.room.seq === 0 ? (hosted.scripts?.setupOp(state) ?? this.deps.engine.setupOp(state)) : null;
  }

  private setupShuffles(hosted: ScriptedRoom): boolean {
    return this.deps.engine.setupShuffles(hosted.room.state);
  }

  /**
   * Keeps one wake-up for the room's next script timer. Every instance with the room loaded keeps its own;
   * whichever fires first commits the timer's op, the others' tries are answered as duplicates.
   */
  scheduleTimer(hosted: ScriptedRoom): void {
    const timers = hosted.scripts?.timers(hosted.room.state) ?? [];
    const next = timers.reduce<{ id: string; at: number } | null>(
      (soonest, timer) => (!soonest || timer.at < soonest.at ? timer : soonest),
      null,
    );
    if (hosted.timer && next && hosted.timer.id === next.id && hosted.timer.at === next.at) return;
    clearTimeout(hosted.timer?.handle);
    hosted.timer = undefined;
    if (!next) return;
    // A day at most: setTimeout cannot wait longer than about 24.8 days, and a far timer is simply looked at again.
    const wait = Math.min(Math.max(0, next.at - Date.now()), 86_400_000);
    const handle = setTimeout(() => void this.fireTimer(hosted, next.id), wait);
    handle.unref();
    hosted.timer = { ...next, handle };
  }

  private async fireTimer(hosted: ScriptedRoom, id: string): Promise<void> {
    hosted.timer = undefined;
    if (!this.deps.isLoaded(hosted) || !hosted.scripts) return;
    const due = hosted.scripts.timers(hosted.room.state).find((timer) => timer.id === id);
    if (due && due.at <= Date.now()) {
      try {
        await this.commitGameOp(hosted, hosted.scripts.timerOp(id), `game:timer:${id}`);
      } catch (error) {
        this.deps.logger.warn({ err: error, room: hosted.ref.code, timer: id }, 'could not fire a script timer; trying again shortly');
        const handle = setTimeout(() => void this.fireTimer(hosted, id), 1_000);
        handle.unref();
        hosted.timer = { id, at: due.at, handle };
        return;
      }
    }
    this.scheduleTimer(hosted);
  }

  /** Lines no op carries (a refusal's, a failed setup's) reach the members in the room on every instance at once. */
  private tellScriptLog(hosted: ScriptedRoom, lines: ScriptLogLine[]): void {
    if (lines.length === 0) return;
    const entry: ScriptLogEntry = { seq: null, at: new Date().toISOString(), lines };
    // Nobody waits: a failure is logged by the control channel.
    void this.deps.control.scriptLog(hosted.ref.code, entry);
  }

  /** The room is unloading: its wake-up goes, and its sandbox with it. */
  stop(hosted: ScriptedRoom): void {
    clearTimeout(hosted.timer?.handle);
    const scripts = hosted.scripts;
    hosted.scripts = null;
    scripts?.dispose();
  }
}
