import type { Actor, ApplyResult, Changes, ChangesView, LogFact, LogLine, LogNames, Op, RoomState, RoomView } from '@tablecraft/core/play';

export type { Actor, ApplyResult };

/**
 * What the socket service needs from core's pure room engine, in core's own types. It is an interface, not
 * the engine itself, so a test can hand the rooms an engine that counts or refuses (apply-once.test.ts,
 * loaded-room.test.ts); the service itself runs one, `roomEngine` (engine.ts).
 */
export interface RoomEngine {
  /** Parses an untrusted op; null when its shape is wrong. */
  parseOp(raw: unknown): Op | null;
  /** Deterministic and total: the same state and op give the same result on every instance. */
  apply(state: RoomState, op: Op, actor: Actor): ApplyResult;
  /**
   * Applies an op and then, in the same step and with the game's authority, what the game's scripts
   * answered it with (its follow-ups): deterministic and total like `apply`. `first`: the op's own result on
   * this state, when the caller applied it already.
   */
  applyWithFollowUps(state: RoomState, op: Op, actor: Actor, followUps: readonly unknown[], first?: ApplyResult): ApplyResult;
  /** The seat a user holds in this state, if any. */
  seatOf(state: RoomState, userId: string): string | null;
  /** What a seat (or a spectator, null) may see of the whole state. */
  view(state: RoomState, seatId: string | null): RoomView;
  /** What a seat may see of one op's changes, knowing the state before and after it. */
  redact(before: RoomState, after: RoomState, changes: Changes, seatId: string | null): ChangesView;
  /**
   * Fills in what the server decides before sequencing: every op's seed (256 bits), whatever the client
   * sent. With `mix` (the room's secret seed, the sending tab and the op's number in it) the seed mixes the
   * server's half derived from them with the entropy the page sent with the op (docs/FAIRNESS.md).
   */
  prepare(op: Op, mix?: { roomSecret: string; source: string; nonce: number } | null): Op;
  /** Whether a room's setup draws chance (a deck shuffled at start): it then waits for a page's entropy. */
  setupShuffles(state: RoomState): boolean;
  /** Restores a stored snapshot (JSON, possibly of an older state version) into a current state. */
  restore(snapshot: unknown): RoomState;
  /** Roughly how many entries each copy of a state holds (its pieces), to bound what a replica keeps. */
  weight(state: RoomState): number;
  /** SHA-256 (hex) of a prepared op's whole entry as the record reveals it: logged with it, and sent with it to everyone. */
  commitment(entry: { op: Op; actor: Actor; followUps?: unknown[] }): string;
  /** The version of ops this engine logs (stored with each op). */
  opVersion: number;
  /** A logged op of `version` in the current version (throws for an unknown, newer version). */
  migrateOp(raw: unknown, version: number): Op;
  /** Whether every seat sees this piece on its own: only such drags are relayed. */
  publiclyVisible(state: RoomState, pieceId: string): boolean;
  /**
   * The op that sets a new room up when the game itself asks for one (a deck shuffled at start), scripts or
   * none; null when nothing needs doing. Committed by the game's actor before anyone's welcome.
   */
  setupOp(state: RoomState): Op | null;
  /** The game itself as an actor: its setup's, scripts' and timers'. */
  gameActor: Actor;
  /** The ops, each under a stable key (its seat), that free every seat a user holds or that is kept for them. */
  evictionOps(state: RoomState, userId: string): Array<{ key: string; op: Op }>;
  /** Whether an op's changes moved someone into or out of a seat (the room's saved seat count changes). */
  seatsChanged(changes: Changes): boolean;
  /** How many seats are held in this state. */
  seatsTaken(state: RoomState): number;
  /** How many seats nobody holds and none is kept for, in this state. */
  seatsFree(state: RoomState): number;
  /** The names a room's game document gives its parts, for describing ops in the room log. */
  logNames(document: unknown): LogNames;
  /**
   * What everyone may know of one applied op, the same for every seat (null: no line). Kept, and rendered
   * per seat with `renderLine`; never anything a seat may not see.
   */
  describe(input: {
    op: Op;
    before: RoomState;
    after: RoomState;
    changes: Changes;
    actor: Actor;
    names: LogNames;
    nameOf: (userId: string) => string | undefined;
  }): LogFact | null;
  /**
   * The people (other than its sender) an op acts on, such as someone the host seats: each must be able to
   * play in the room, and their names travel with the op for its log line.
   */
  mentions(op: Op): string[];
  /** A described op as one seat (or a spectator, null) reads it. */
  renderLine(fact: LogFact, seatId: string | null, seq: number, at: string): LogLine;
}
