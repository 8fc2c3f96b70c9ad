import type { Actor, ApplyResult } from './apply.ts';
import type { Op } from './ops.ts';
import { applyWithFollowUps, followUpSeed, GAME_ACTOR } from './follow-ups.ts';
import { migrateLoggedOp, migrateRoomState, ROOM_OP_VERSION } from './migrate.ts';
import { entryCommitment, stateCommitment, type FairnessTranscript } from './fairness.ts';
import { mixSeed, opServerSeed, seedCommitment } from './random.ts';
import { needsStartShuffle } from './start-shuffle.ts';
import type { RoomState } from './state.ts';

// Provably fair (docs/FAIRNESS.md): once a room's game ends its record is revealed (its initial state, its
// secret seed, and every op with its seed, the server half it mixed and the page's entropy), and anyone can
// replay it with the engine.
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
  /** How many of the player's own moves (and the setup, when it mixed the page's entropy) were found mixing its entropy as the protocol says (0 without a transcript). */
  own: number;
  /** Other pages' moves whose server half is the room seed's own: their entropy is theirs to check. */
  others: number;
  /** Ops whose seed the server drew alone (the game's timers and scripts, a removed player's seat freed, a page that sent no entropy). */
  serverAlone: number;
  /**
   * Moves logged as the player (a user id the page played as) from a tab this browser never had: another
   * device's, or made up in the player's name. Only the player can tell which.
   */
  asYouElsewhere: number[];
  /** The random moves this check cannot vouch for, each with its seq and why. */
  unchecked: Array<{ seq: number; why: string }>;
  /** One sentence per problem found, naming the move and the rule it breaks. */
  problems: string[];
  /** The state after the whole log: what the table should have been at the end. */
  state: RoomState;
}

type Chance = { seed?: string; serverSeed?: string; entropy?: string; nonce?: number; source?: string; type?: string };

/**
 * Replays a room's log in order from its initial state with the engine, checking that the seqs run
 * 1, 2, 3… without a gap, that every op's commitment binds its whole entry (older ops: their seed), that a
 * mixed seed is the mix of its server half, entropy and nonce, and (protocol 2) that each server half is
 * the one the room's revealed secret seed gives that move's tab and number, no two moves sharing a name.
 * Ops that were refused when they were applied are refused again here, exactly as every replica did. With
 * a player's `transcript`, the record must also be the one that player's page was committed to (see
 * checkTranscript). `roomSecret`: the room's secret seed, revealed with its record.
 */
export function verifyRoomLog(
  initialState: unknown,
  ops: readonly LoggedOp[],
  transcript?: FairnessTranscript,
  roomSecret?: string | null,
): VerifyResult {
  const check = new RecordCheck(
    initialState,
    roomSecret,
    transcript?.sent.map((sent) => sent.clientId),
  );
  for (const entry of ops) check.step(entry);
  const problems = [...check.problems];
  const unchecked = [...check.unchecked];
  const against = transcript
    ? checkTranscript(initialState, ops, transcript, roomSecret)
    : { problems: [], fromTranscript: 0, own: 0, unchecked: [], asYouElsewhere: [] };
  problems.unshift(...against.problems);
  unchecked.push(...against.unchecked);
  unchecked.sort((a, b) => a.seq - b.seq);
  return {
    ok: problems.length === 0,
    checked: check.checked,
    fromTranscript: against.fromTranscript,
    own: against.own,
    others: check.others,
    serverAlone: check.serverAlone,
    asYouElsewhere: against.asYouElsewhere,
    unchecked,
    problems,
    state: check.state,
  };
}

/** What one entry of the record did when checked and applied (RecordCheck.step). */
export interface CheckedStep {
  /** The problems this entry has (none: it holds), each naming it and the rule it breaks. */
  problems: string[];
  /** The op as the engine read it; null when it cannot be read (nothing was applied). */
  op: Op | null;
  /** The table before the entry. */
  before: RoomState;
  /** What applying it gave (a refused op is refused again here, as every replica did); null when unread. */
  result: ApplyResult | null;
}

/**
 * verifyRoomLog's replay, one entry at a time: a replay that plays a record move by move checks each
 * move by exactly the rules of the whole check before it shows the table after it.
 */
export class RecordCheck {
  state: RoomState;
  readonly problems: string[] = [];
  readonly unchecked: VerifyResult['unchecked'] = [];
  checked = 0;
  serverAlone = 0;
  others = 0;
  private expected = 1;
  private readonly names = new Map<string, number>();
  private readonly mine: Set<string>;

  /** `mine`: the tabs of the player whose transcript the record is read against (their moves are not "others'"). */
  constructor(
    initialState: unknown,
    private readonly roomSecret?: string | null,
    mine: readonly string[] = [],
  ) {
    this.state = migrateRoomState(initialState);
    this.mine = new Set(mine);
  }

  step(entry: LoggedOp): CheckedStep {
    const before = this.state;
    const problems: string[] = [];
    const roomSecret = this.roomSecret;
    if (entry.seq !== this.expected)
      problems.push(`Expected op ${this.expected} but found op ${entry.seq}: the log has a gap or is out of order.`);
    this.expected = entry.seq + 1;
    let op: Op;
    try {
      op = migrateLoggedOp(entry.payload.op, entry.opVersion ?? ROOM_OP_VERSION);
    } catch (error) {
      problems.push(`Op ${entry.seq} cannot be read: ${(error as Error).message}`);
      this.problems.push(...problems);
      return { problems, op: null, before, result: null };
    }
    const mixed = op.serverSeed !== undefined || op.entropy !== undefined || op.nonce !== undefined;
    if (op.seed === undefined) problems.push(`Op ${entry.seq} has no seed.`);
    else if (entry.commitment !== null && entry.commitment === entryCommitment(entry.payload)) {
      if (!mixed || mixedSeedHolds(op)) this.checked++;
      else problems.push(`Op ${entry.seq}'s seed is not the mix of its server seed, its player's entropy and its nonce.`);
    } else if (!mixed && entry.commitment !== null && seedCommitment(op.seed) === entry.commitment) this.checked++;
    else problems.push(`Op ${entry.seq}'s seed does not match the commitment published when it was applied.`);
    if (op.source !== undefined) {
      const name = `${op.source}:${op.nonce ?? ''}`;
      const earlier = this.names.get(name);
      if (earlier !== undefined)
        problems.push(
          `Op ${entry.seq} has the same tab and move number as op ${earlier}: one move may have one outcome, not a second try.`,
        );
      this.names.set(name, entry.seq);
      if (!roomSecret) problems.push(`Op ${entry.seq}'s server seed cannot be checked: the record does not reveal the room's secret seed.`);
      else if (op.nonce === undefined || op.serverSeed !== opServerSeed(roomSecret, op.source, op.nonce))
        problems.push(`Op ${entry.seq}'s server seed is not the one the room's secret seed gives its move: the server chose it.`);
      else if (!this.mine.has(op.source)) this.others++;
    }
    // The scripts' ops draw their seeds from the op's: each must be the one its commitment binds.
    const followUps = entry.payload.followUps ?? [];
    followUps.forEach((followUp, k) => {
      const seed = (followUp as { seed?: unknown } | null)?.seed;
      if (op.seed !== undefined && seed !== followUpSeed(op.seed, k))
        problems.push(`Op ${entry.seq}'s script op ${k + 1} has a seed its op's commitment does not bind.`);
    });
    // Protocol 2 sets a room up only once a page sent entropy with its hello: a start shuffle drawn alone is the server's choice.
    if (roomSecret && op.type === 'setup' && !mixed && needsStartShuffle(before))
      problems.push(
        `Op ${entry.seq}, the start shuffle, was drawn by the server alone: it must mix the entropy of the first page to offer it.`,
      );
    const result = applyWithFollowUps(before, op, entry.payload.actor, followUps);
    if (result.ok) this.state = result.state;
    if (result.ok && result.random && !mixed) {
      this.serverAlone++;
      this.unchecked.push({ seq: entry.seq, why: serverAloneWhy(op, entry.payload.actor) });
    }
    this.problems.push(...problems);
    return { problems, op, before, result };
  }
}

function serverAloneWhy(op: Chance, actor: Actor): string {
  if (op.type === 'setup') return 'the start shuffle was drawn by the server alone (no page had sent entropy when the room opened)';
  if (op.type === 'timer') return "a game timer's move, drawn by the server alone";
  if (actor.userId === GAME_ACTOR.userId) return "the game's own move, drawn by the server alone";
  return 'a move sent without entropy (an older page), drawn by the server alone';
}

function mixedSeedHolds(op: Chance): boolean {
  if (op.serverSeed === undefined || op.entropy === undefined || op.nonce === undefined || op.seed === undefined) return false;
  return mixSeed(op.serverSeed, op.entropy, op.nonce) === op.seed;
}

/**
 * Checks a room's record against a player's transcript: the room's secret seed and initial state must be
 * the ones the page was committed to, every op whose commitment the page received must be the entry behind
 * it, every op the page sent that the room logged must mix the page's own entropy under the page's own
 * move number (and tab), and the setup, when it names the page, the entropy the page offered for it.
 */
export function checkTranscript(
  initialState: unknown,
  ops: readonly LoggedOp[],
  transcript: FairnessTranscript,
  roomSecret?: string | null,
): { problems: string[]; fromTranscript: number; own: number; unchecked: VerifyResult['unchecked']; asYouElsewhere: number[] } {
  const problems: string[] = [];
  const unchecked: VerifyResult['unchecked'] = [];
  const initial = stateCommitment(initialState);
  if (transcript.initialState.some((commitment) => commitment !== initial))
    problems.push("The record's initial state is not the one your page was committed to when it joined: the starting table was changed.");
  const roomSeeds = transcript.roomSeed ?? [];
  if (roomSeeds.length > 0 && !roomSecret)
    problems.push(
      "The record does not reveal the room's secret seed that your page was committed to: no move's server seed can be checked.",
    );
  else if (roomSecret && roomSeeds.some((commitment) => commitment !== seedCommitment(roomSecret)))
    problems.push(
      roomSeeds.length > 1
        ? "Your page was sent more than one commitment to the room's secret seed: the server changed its seed during play."
        : "The room's revealed secret seed is not the one committed to your page before it joined.",
    );
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
  const sentByName = new Map(
    transcript.sent.filter((sent) => sent.clientSeq > 0).map((sent) => [`${sent.clientId}:${sent.clientSeq}`, sent]),
  );
  const chanceOf = (entry: LoggedOp) => (entry.payload.op ?? {}) as Chance;
  for (const sent of sentByName.values()) {
    const entry = sent.seq !== undefined ? bySeq.get(sent.seq) : ops.find((candidate) => chanceOf(candidate).entropy === sent.entropy);
    if (!entry) {
      if (sent.seq !== undefined)
        problems.push(`Op ${sent.seq} is missing from the record, though the room acknowledged your page's move.`);
      continue;
    }
    const op = chanceOf(entry);
    if (op.entropy !== sent.entropy || !mixedSeedHolds(op)) {
      problems.push(`Op ${entry.seq} is your page's move, but its seed does not mix the entropy your page sent with it.`);
      continue;
    }
    if (op.nonce !== sent.clientSeq) {
      problems.push(
        `Op ${entry.seq} is your page's move ${sent.clientSeq}, but its seed was mixed with nonce ${op.nonce}: the server picked the nonce.`,
      );
      continue;
    }
    if (op.source !== undefined ? op.source !== sent.clientId : !sent.serverSeeds.includes(seedCommitment(op.serverSeed!))) {
      problems.push(
        op.source !== undefined
          ? `Op ${entry.seq} is your page's move, but its server seed was derived for another tab.`
          : `Op ${entry.seq}'s server seed is not the one committed to before your page sent the move.`,
      );
      continue;
    }
    own++;
  }
  // A move logged under one of this page's tabs that the page never sent: made up in its name.
  for (const entry of ops) {
    const op = chanceOf(entry);
    if (op.source === undefined || op.nonce === undefined || op.nonce === 0) continue;
    if (!transcript.sent.some((sent) => sent.clientId === op.source)) continue;
    if (!sentByName.has(`${op.source}:${op.nonce}`))
      problems.push(`Op ${entry.seq} is logged as your page's move ${op.nonce}, which your page never sent.`);
  }
  const tabs = new Set(transcript.sent.map((sent) => sent.clientId));
  const asYouElsewhere = ops
    .filter((entry) => transcript.userIds.includes(entry.payload.actor.userId) && !tabs.has(chanceOf(entry).source ?? ''))
    .filter((entry) => chanceOf(entry).type !== 'setup')
    .map((entry) => entry.seq);
  // The setup mixes the entropy of the first page that offered it: this one's, or another's.
  const setup = ops.find((entry) => chanceOf(entry).type === 'setup' && chanceOf(entry).entropy !== undefined);
  if (setup) {
    const op = chanceOf(setup);
    const offers = transcript.sent.filter((sent) => sent.clientSeq === 0 && sent.clientId === op.source);
    if (offers.length === 0)
      unchecked.push({
        seq: setup.seq,
        why: "the start shuffle mixed the entropy of another page (the first to offer it): it is that page's to check",
      });
    else if (op.nonce !== 0 || !offers.some((offer) => offer.entropy === op.entropy) || !mixedSeedHolds(op))
      problems.push(
        `Op ${setup.seq}, the start shuffle, is logged as mixing your page's entropy, but not the entropy your page offered for it.`,
      );
    else own++;
  }
  return { problems, fromTranscript, own, unchecked, asYouElsewhere };
}
