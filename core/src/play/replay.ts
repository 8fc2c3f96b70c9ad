import { describeOp, type LogFact, type LogNames } from './log-lines.ts';
import type { FairnessTranscript } from './fairness.ts';
import { replayView, type ReplayWhose } from './replay-view.ts';
import type { RoomState } from './state.ts';
import { checkTranscript, RecordCheck, type LoggedOp } from './verify.ts';
import type { RoomView } from './view.ts';

// A replay of an ended room (docs/FAIRNESS.md, "The record"): its revealed record played move by move
// with the engine, each move checked against its commitments (RecordCheck, the verifier's own rules)
// before the table after it may be shown. The first move that fails stops the replay there, with the
// reasons; what came before it stays watchable. Pure: the page drives it, and scrubbing ahead steps it
// only as far as asked.

/** An ended room's record, as its players (and whoever they share its replay with) may read it. */
export interface ReplayRecord {
  initialState: unknown;
  roomSecret: string | null;
  ops: readonly LoggedOp[];
}

/** One move of a replay, as the room's log told it. */
export interface ReplayMove {
  seq: number;
  /** The line everyone at the table read (null: the move makes no line, or the room refused it). */
  fact: LogFact | null;
  /** The room refused the move when it was made (someone took the card first): it changed nothing. */
  refused: boolean;
}

/** Why a replay cannot go on: the move whose check failed and what it broke. */
export interface ReplayStop {
  /** The failing move's seq; 0 for the record as a whole (read against this browser's copy). */
  seq: number;
  reasons: string[];
}

export interface ReplayOptions {
  /** The game's names for its components and variants, for the log's lines. */
  names: LogNames;
  /** A player's display name by user id, when known (the room's player list). */
  nameOf?: (userId: string) => string | undefined;
  /**
   * What this browser kept while it played in the room (fairness.ts): the record must be the one the
   * page was committed to, or the replay does not start.
   */
  transcript?: FairnessTranscript;
}

export class Replay {
  /** How many moves the record holds. */
  readonly length: number;
  /** Checked and applied so far: `states[k]` is the table after k moves (0: as the room opened). */
  private readonly states: RoomState[];
  private readonly played: ReplayMove[] = [];
  private readonly check: RecordCheck;
  private stop: ReplayStop | null = null;

  constructor(
    private readonly record: ReplayRecord,
    private readonly options: ReplayOptions,
  ) {
    this.length = record.ops.length;
    this.check = new RecordCheck(
      record.initialState,
      record.roomSecret,
      options.transcript?.sent.map((sent) => sent.clientId),
    );
    this.states = [this.check.state];
    if (options.transcript) {
      const { problems } = checkTranscript(record.initialState, record.ops, options.transcript, record.roomSecret);
      if (problems.length > 0) this.stop = { seq: 0, reasons: problems };
    }
  }

  /** How many moves have been checked and may be shown. */
  get reached(): number {
    return this.states.length - 1;
  }

  /** Why the replay stopped, once a move failed its check (null while every move so far holds). */
  get stopped(): ReplayStop | null {
    return this.stop;
  }

  /** The furthest move the replay can show: the whole record, or the last one before a failed check. */
  get end(): number {
    return this.stop ? this.reached : this.length;
  }

  /**
   * Checks and applies moves until `index` of them are, or one fails its check; returns how many are.
   * Moves already checked are not checked again.
   */
  advanceTo(index: number): number {
    const target = Math.min(Math.max(0, index), this.length);
    while (!this.stop && this.reached < target) {
      const entry = this.record.ops[this.reached]!;
      const step = this.check.step(entry);
      if (step.problems.length > 0 || !step.op) {
        this.stop = { seq: entry.seq, reasons: step.problems };
        break;
      }
      const result = step.result!;
      const after = result.ok ? result.state : step.before;
      const fact = result.ok
        ? describeOp({
            op: step.op,
            before: step.before,
            after,
            changes: result.changes,
            actor: entry.payload.actor,
            names: this.options.names,
            nameOf: this.options.nameOf,
          })
        : null;
      this.played.push({ seq: entry.seq, fact, refused: !result.ok });
      this.states.push(after);
    }
    return this.reached;
  }

  /** The table after `index` moves (checked first, if need be; never past where the replay stopped). */
  stateAt(index: number): RoomState {
    return this.states[Math.min(this.advanceTo(index), Math.max(0, index))]!;
  }

  /** The table after `index` moves, as `whose` saw it. */
  viewAt(index: number, whose: ReplayWhose): RoomView {
    return replayView(this.stateAt(index), whose);
  }

  /** The moves checked so far, in order. */
  moves(): readonly ReplayMove[] {
    return this.played;
  }
}
