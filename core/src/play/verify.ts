import type { Actor } from './apply.ts';
import { applyWithFollowUps, followUpSeed } from './follow-ups.ts';
import { migrateLoggedOp, migrateRoomState, ROOM_OP_VERSION } from './migrate.ts';
import { entryCommitment, stateCommitment, type FairnessTranscript } from './fairness.ts';
import { mixSeed, seedCommitment } from './random.ts';
import type { RoomState } from './state.ts';

// Provably fair: once a room's game ends its record is revealed (its initial state, and every op with
// its seed, the server seed it mixed and the page's entropy), and anyone can replay it with the engine.
// The record alone only shows that it is consistent with itself: the server wrote both. Checked against a
// player's transcript (fairness.ts), it must also be the record that player's page was committed to while
// it played: the same initial state, the same entry behind every commitment the page received, and for
// each op the page sent, its own entropy mixed with the server seed committed to before it was sent.

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
  /** How many ops matched the commitment the player's page received (0 without a transcript). */
  fromTranscript: number;
  /** How many of the player's own ops were found mixing its entropy with a server seed committed to before it (0 without a transcript). */
  own: number;
  /** Ops whose seed the server drew alone (the game's setup and timers, a removed player's seat freed, a page that sent no entropy). */
  serverAlone: number;
  /** One sentence per problem found, with its seq. */
  problems: string[];
  /** The state after the whole log: what the table should have been at the end. */
  state: RoomState;
}

/**
 * Replays a room's log in order from its initial state with the engine, checking that the seqs run
 * 1, 2, 3… without a gap, that every op's commitment binds its whole entry (older ops: their seed) and
 * that a mixed seed is the mix of its server seed, entropy and nonce. Ops that were refused when they
 * were applied are refused again here, exactly as every replica did. With a player's `transcript`, the
 * record must also be the one that player's page received commitments to (see checkTranscript).
 */
export function verifyRoomLog(initialState: unknown, ops: readonly LoggedOp[], transcript?: FairnessTranscript): VerifyResult {
  let state = migrateRoomState(initialState);
  const problems: string[] = [];
  let checked = 0;
  let serverAlone = 0;
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
    const mixed = op.serverSeed !== undefined || op.entropy !== undefined || op.nonce !== undefined;
    if (op.seed === undefined) problems.push(`Op ${entry.seq} has no seed.`);
    else if (entry.commitment !== null && entry.commitment === entryCommitment(entry.payload)) {
      if (!mixed || mixedSeedHolds(op)) checked++;
      else problems.push(`Op ${entry.seq}'s seed is not the mix of its server seed, its player's entropy and its nonce.`);
    } else if (!mixed && entry.commitment !== null && seedCommitment(op.seed) === entry.commitment) checked++;
    else problems.push(`Op ${entry.seq}'s seed does not match the commitment published when it was applied.`);
    // The scripts' ops draw their seeds from the op's: each must be the one its commitment binds.
    const followUps = entry.payload.followUps ?? [];
    followUps.forEach((followUp, k) => {
      const seed = (followUp as { seed?: unknown } | null)?.seed;
      if (op.seed !== undefined && seed !== followUpSeed(op.seed, k))
        problems.push(`Op ${entry.seq}'s script op ${k + 1} has a seed its op's commitment does not bind.`);
    });
    const result = applyWithFollowUps(state, op, entry.payload.actor, followUps);
    if (result.ok) state = result.state;
    if (result.ok && result.random && !mixed) serverAlone++;
  }
  const against = transcript ? checkTranscript(initialState, ops, transcript) : { problems: [], fromTranscript: 0, own: 0 };
  problems.unshift(...against.problems);
  return { ok: problems.length === 0, checked, fromTranscript: against.fromTranscript, own: against.own, serverAlone, problems, state };
}

function mixedSeedHolds(op: { seed?: string; serverSeed?: string; entropy?: string; nonce?: number }): boolean {
  if (op.serverSeed === undefined || op.entropy === undefined || op.nonce === undefined || op.seed === undefined) return false;
  return mixSeed(op.serverSeed, op.entropy, op.nonce) === op.seed;
}

/**
 * Checks a room's record against a player's transcript: the initial state must be the one the page
 * was committed to, every op whose commitment the page received must be the entry behind it, and every
 * op the page sent that the room logged must mix the page's own entropy with a server seed whose
 * commitment the page held before it sent the op.
 */
export function checkTranscript(
  initialState: unknown,
  ops: readonly LoggedOp[],
  transcript: FairnessTranscript,
): { problems: string[]; fromTranscript: number; own: number } {
  const problems: string[] = [];
  const initial = stateCommitment(initialState);
  if (transcript.initialState.some((commitment) => commitment !== initial))
    problems.push("The record's initial state is not the one your page was committed to when it joined: the starting table was changed.");
  const bySeq = new Map(ops.map((entry) => [entry.seq, entry]));
  let fromTranscript = 0;
  const failed = new Set<number>();
  for (const [seq, commitment] of transcript.ops) {
    const entry = bySeq.get(seq);
    if (!entry) {
      problems.push(`Op ${seq} is missing from the record, though your page received its commitment.`);
      continue;
    }
    if (entry.commitment !== commitment || entryCommitment(entry.payload) !== commitment) {
      if (!failed.has(seq))
        problems.push(
          `Op ${seq} is not the op your page received the commitment of when it was played: the record was changed afterwards.`,
        );
      failed.add(seq);
    } else fromTranscript++;
  }
  let own = 0;
  for (const sent of transcript.sent) {
    const entry =
      sent.seq !== undefined
        ? bySeq.get(sent.seq)
        : ops.find((candidate) => (candidate.payload.op as { entropy?: unknown } | null)?.entropy === sent.entropy);
    if (!entry) {
      if (sent.seq !== undefined)
        problems.push(`Op ${sent.seq} is missing from the record, though the room acknowledged your page's move.`);
      continue;
    }
    const op = entry.payload.op as { seed?: string; serverSeed?: string; entropy?: string; nonce?: number } | null;
    if (op?.entropy !== sent.entropy || !mixedSeedHolds(op)) {
      problems.push(`Op ${entry.seq} is your page's move, but its seed does not mix the entropy your page sent with it.`);
      continue;
    }
    if (!sent.serverSeeds.includes(seedCommitment(op.serverSeed!))) {
      problems.push(`Op ${entry.seq}'s server seed is not the one committed to before your page sent the move.`);
      continue;
    }
    own++;
  }
  return { problems, fromTranscript, own };
}
