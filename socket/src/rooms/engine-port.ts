/** Who performs an op: a user and the seat they hold (null for a spectator). */
export interface Actor {
  userId: string;
  seatId: string | null;
}

export type ApplyResult<S, C> = { ok: true; state: S; changes: C } | { ok: false; code: string; reason: string };

/**
 * What the socket service needs from the pure room engine in core. Keeping it to this port means the
 * session logic (sequencing, fan-out, gaps, snapshots) is tested on its own and the engine can grow.
 */
export interface RoomEngine<S, O, C> {
  /** Parses an untrusted op; null when its shape is wrong. */
  parseOp(raw: unknown): O | null;
  /** Deterministic and total: the same state and op give the same result on every instance. */
  apply(state: S, op: O, actor: Actor): ApplyResult<S, C>;
  /** The seat a user holds in this state, if any. */
  seatOf(state: S, userId: string): string | null;
  /** What a seat (or a spectator, null) may see of the whole state. */
  view(state: S, seatId: string | null): unknown;
  /** What a seat may see of one op's changes, knowing the state before and after it. */
  redact(before: S, after: S, changes: C, seatId: string | null): unknown;
  /** Fills in what the server decides, such as the seed of a shuffle or roll, before sequencing. */
  prepare(op: O): O;
  /** Restores a stored snapshot (JSON) into a state. */
  restore(snapshot: unknown): S;
  /** Roughly how many entries each copy of a state holds (its pieces), to bound what a replica keeps. */
  weight(state: S): number;
}
