import type { ChangesView, LogLine, RoomView } from '@tablecraft/core/play';

/** Who performs an op: a user, the seat they hold (null for a spectator), and whether they host the room. */
export interface Actor {
  userId: string;
  seatId: string | null;
  host?: boolean;
  /** The game itself (its scripts, setup and timers): never a client. */
  game?: true;
}

/** `random`: the op consumed its seed (shuffle, roll, fresh id), so its commitment is published with it. */
export type ApplyResult<S, C> = { ok: true; state: S; changes: C; random?: boolean } | { ok: false; code: string; reason: string };

/**
 * What the socket service needs from the pure room engine in core. Keeping it to this port means the
 * session logic (sequencing, fan-out, gaps, snapshots) is tested on its own and the engine can grow.
 */
export interface RoomEngine<S, O, C> {
  /** Parses an untrusted op; null when its shape is wrong. */
  parseOp(raw: unknown): O | null;
  /** Deterministic and total: the same state and op give the same result on every instance. */
  apply(state: S, op: O, actor: Actor): ApplyResult<S, C>;
  /**
   * Applies an op and then, in the same step and with the game's authority, what the game's scripts
   * answered it with (its follow-ups): deterministic and total like `apply`. `first`: the op's own result on
   * this state, when the caller applied it already.
   */
  applyWithFollowUps?(state: S, op: O, actor: Actor, followUps: readonly unknown[], first?: ApplyResult<S, C>): ApplyResult<S, C>;
  /** The seat a user holds in this state, if any. */
  seatOf(state: S, userId: string): string | null;
  /** What a seat (or a spectator, null) may see of the whole state. */
  view(state: S, seatId: string | null): RoomView;
  /** What a seat may see of one op's changes, knowing the state before and after it. */
  redact(before: S, after: S, changes: C, seatId: string | null): ChangesView;
  /**
   * Fills in what the server decides before sequencing: every op's seed (256 bits), whatever the client
   * sent. With `mix` (the room's secret seed, the sending tab and the op's number in it) the seed mixes the
   * server's half derived from them with the entropy the page sent with the op (docs/FAIRNESS.md).
   */
  prepare(op: O, mix?: { roomSecret: string; source: string; nonce: number } | null): O;
  /** Whether a room's setup draws chance (a deck shuffled at start): it then waits for a page's entropy. */
  setupShuffles?(state: S): boolean;
  /** Restores a stored snapshot (JSON, possibly of an older state version) into a current state. */
  restore(snapshot: unknown): S;
  /** Roughly how many entries each copy of a state holds (its pieces), to bound what a replica keeps. */
  weight(state: S): number;
  /** SHA-256 (hex) of a prepared op's whole entry as the record reveals it: logged with it, and sent with it to everyone. */
  commitment?(entry: { op: O; actor: Actor; followUps?: unknown[] }): string | null;
  /** The version of ops this engine logs (stored with each op). */
  opVersion?: number;
  /** A logged op of `version` in the current version (throws for an unknown, newer version). */
  migrateOp?(raw: unknown, version: number): O;
  /** Whether every seat sees this piece on its own: only such drags are relayed. */
  publiclyVisible?(state: S, pieceId: string): boolean;
  /**
   * The op that sets a new room up when the game itself asks for one (a deck shuffled at start), scripts or
   * none; null when nothing needs doing. Committed by the game's actor before anyone's welcome.
   */
  setupOp?(state: S): O | null;
  /** The game itself as an actor: its setup's, scripts' and timers'. */
  gameActor?: Actor;
  /** The ops, each under a stable key (its seat), that free every seat a user holds or that is kept for them. */
  evictionOps?(state: S, userId: string): Array<{ key: string; op: O }>;
  /** Whether an op's changes moved someone into or out of a seat (the room's saved seat count changes). */
  seatsChanged?(changes: C): boolean;
  /** How many seats are held in this state. */
  seatsTaken?(state: S): number;
  /** How many seats nobody holds and none is kept for, in this state. */
  seatsFree?(state: S): number;
  /** The names a room's game document gives its parts, for describing ops in the room log. */
  logNames?(document: unknown): unknown;
  /**
   * What everyone may know of one applied op, the same for every seat (null: no line). Kept, and rendered
   * per seat with `renderLine`; never anything a seat may not see.
   */
  describe?(input: {
    op: O;
    before: S;
    after: S;
    changes: C;
    actor: Actor;
    names: unknown;
    nameOf: (userId: string) => string | undefined;
  }): unknown;
  /**
   * The people (other than its sender) an op acts on, such as someone the host seats: each must be able to
   * play in the room, and their names travel with the op for its log line.
   */
  mentions?(op: O): string[];
  /** A described op as one seat (or a spectator, null) reads it. */
  renderLine?(fact: unknown, seatId: string | null, seq: number, at: string): LogLine;
}
