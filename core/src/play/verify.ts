import type { Actor } from './apply.ts';
import { applyWithFollowUps, followUpSeed } from './follow-ups.ts';
import { migrateLoggedOp, migrateRoomState, ROOM_OP_VERSION } from './migrate.ts';
import { seedCommitment } from './random.ts';
import type { RoomState } from './state.ts';

// Provably fair: once a room closes its seeds are revealed, and anyone holding its initial state and
// log can recompute every shuffle and roll and check that each seed is the one committed to (by its
// SHA-256, sent to everyone when the op was applied) before anyone could know the outcome.

/** One entry of a room's op log, as stored (seeds revealed). */
export interface LoggedOp {
  seq: number;
  /** `followUps`: what the game's scripts did in answer, applied in the same step (follow-ups.ts). */
  payload: { op: unknown; actor: Actor; followUps?: unknown[] };
  commitment: string | null;
  /** The op's version as logged (op_version); the current one if absent. */
  opVersion?: number;
}

export interface VerifyResult {
  ok: boolean;
  /** How many ops were replayed with their commitment checked. */
  checked: number;
  /** One sentence per problem found, with its seq. */
  problems: string[];
  /** The state after the whole log: what the table should have been at the end. */
  state: RoomState;
}

/**
 * Replays a room's log in order from its initial state with the engine, checking that the seqs run
 * 1, 2, 3… without a gap and that every op's seed matches its commitment. Ops that were refused when
 * they were applied are refused again here, exactly as every replica did.
 */
export function verifyRoomLog(initialState: unknown, ops: readonly LoggedOp[]): VerifyResult {
  let state = migrateRoomState(initialState);
  const problems: string[] = [];
  let checked = 0;
  let expected = 1;
  for (const entry of ops) {
    if (entry.seq !== expected) problems.push(`Expected op ${expected} but found op ${entry.seq}: the log has a gap or is out of order.`);
    expected = entry.seq + 1;
    let op;
    try {
      op = migrateLoggedOp(entry.payload.op, entry.opVersion ?? ROOM_OP_VERSION);
    } catch (error) {
      problems.push(`Op ${entry.seq} cannot be read: ${(error as Error).message}`);
      continue;
    }
    if (op.seed === undefined) problems.push(`Op ${entry.seq} has no seed.`);
    else if (entry.commitment === null || seedCommitment(op.seed) !== entry.commitment)
      problems.push(`Op ${entry.seq}'s seed does not match the commitment published when it was applied.`);
    else checked++;
    // The scripts' ops draw their seeds from the op's: each must be the one its commitment binds.
    const followUps = entry.payload.followUps ?? [];
    followUps.forEach((followUp, k) => {
      const seed = (followUp as { seed?: unknown } | null)?.seed;
      if (op.seed !== undefined && seed !== followUpSeed(op.seed, k))
        problems.push(`Op ${entry.seq}'s script op ${k + 1} has a seed its op's commitment does not bind.`);
    });
    const result = applyWithFollowUps(state, op, entry.payload.actor, followUps);
    if (result.ok) state = result.state;
  }
  return { ok: problems.length === 0, checked, problems, state };
}
