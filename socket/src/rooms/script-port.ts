import type { Op, RoomState, ScriptLogLine } from '@tablecraft/core/play';
import type { Actor } from './engine-port.ts';

// What the rooms need from a room's scripts, kept to a port like the engine: the rooms decide when they
// run (where an op is sequenced, before its commit) and log what they answer with the op.

/** A line of a room's script log: a script's own line, or an error it met. Members of the game read it. */
export type { ScriptLogLine };

/** What the scripts answered an op with: ops sequenced in the op's own step, and script log lines. */
export interface ScriptAnswer {
  followUps: unknown[];
  log: ScriptLogLine[];
}

/** Seed and time of the op being answered come from the op (prepared, with its server seed) and its commit. */
export interface RoomScriptRunner {
  /** The game itself, as its scripts', setup's and timers' actor. */
  readonly actor: Actor;
  /** Scripts that did not load, as lines for the script log: every member who joins is told. */
  readonly problems: ScriptLogLine[];
  /** Whether the scripts answer this op after it is applied (so its state after is worth computing). */
  answers(op: Op, actor: Actor): boolean;
  /**
   * Before a player's op: a refusal in the game's words, or null to let it go ahead. Scripts run off the
   * event loop, so answers come back later; a room's calls are answered in the order they were made.
   */
  before(state: RoomState, op: Op, actor: Actor, time: number): Promise<{ refusal: string | null; log: ScriptLogLine[] }>;
  /** After an op (a player's, the setup, a timer): the state before and after it. */
  after(before: RoomState, after: RoomState, op: Op, actor: Actor, time: number): Promise<ScriptAnswer>;
  /** The op that sets a new room up (nothing happened in it yet), or null when no script answers onSetup. */
  setupOp(state: RoomState): Op | null;
  /** Timers waiting in this state: when each goes off (ms since the epoch). */
  timers(state: RoomState): Array<{ id: string; at: number }>;
  /** The op of a timer going off. */
  timerOp(id: string): Op;
  dispose(): void;
}

export interface RoomScriptsPort {
  /** A room's scripts from its revision's document, ready to run; null when it has none. */
  load(document: unknown, room: string): Promise<RoomScriptRunner | null>;
}
