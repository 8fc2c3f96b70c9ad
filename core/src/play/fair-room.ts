import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { applyOp, parseOp, type Actor } from './apply.ts';
import { emptyTranscript, entryCommitment, FairnessRecorder, prepareChance, stateCommitment, type FairnessTranscript } from './fairness.ts';
import type { Op, OpInput } from './ops.ts';
import { seedCommitment } from './random.ts';
import { seatOf } from './view.ts';
import type { RoomState } from './state.ts';
import type { LoggedOp } from './verify.ts';

// Tests' fixture: a room played the way the socket service and a page play it, and the ways a dishonest
// server could rewrite its record afterwards. Alice's page keeps a transcript; Bob plays on another page.

const hex = (label: string, bytes = 32) => bytesToHex(sha256(utf8ToBytes(label))).slice(0, bytes * 2);

/** What a played room leaves: its initial state, its revealed log and Alice's page's transcript. */
export interface FairRoom {
  initial: RoomState;
  log: LoggedOp[];
  transcript: FairnessTranscript;
}

/**
 * Plays a short room (seats, two shuffles, a roll, a deal, a roll) on `initial`. `ignoreEntropyAt`: the
 * server draws that op's seed alone; `swapServerSeedAt`: it mixes another server seed than the one it
 * committed to.
 */
export function playFairRoom(initial: RoomState, options: { ignoreEntropyAt?: number; swapServerSeedAt?: number } = {}): FairRoom {
  const snapshot = JSON.parse(JSON.stringify(initial)) as RoomState;
  const deck = Object.values(initial.pieces).find((piece) => piece.componentId === 'deck')!.id;
  const die = Object.values(initial.pieces).find((piece) => piece.componentId === 'd6')!.id;
  const serverSeeds: Record<string, string> = { alice: hex('alice server seed'), bob: hex('bob server seed') };
  const alice = new FairnessRecorder('alice-tab', emptyTranscript('room1'));
  alice.heard({ kind: 'fairness', initialState: stateCommitment(snapshot), serverSeed: seedCommitment(serverSeeds.alice!) });
  const script: Array<[OpInput, 'alice' | 'bob']> = [
    [{ type: 'claimSeat', seatId: 'p1' }, 'alice'],
    [{ type: 'claimSeat', seatId: 'p2' }, 'bob'],
    [{ type: 'shuffle', pileId: deck }, 'alice'],
    [{ type: 'shuffle', pileId: deck }, 'alice'],
    [{ type: 'roll', pieceId: die }, 'bob'],
    [{ type: 'deal', pileId: deck, count: 1 }, 'alice'],
    [{ type: 'roll', pieceId: die }, 'bob'],
  ];
  let state = initial;
  const log: LoggedOp[] = [];
  const clientSeqs = { alice: 0, bob: 0 };
  for (const [input, userId] of script) {
    const seq = log.length + 1;
    const clientSeq = ++clientSeqs[userId];
    const sent = { ...parseOp(input)!, entropy: hex(`${userId} entropy ${clientSeq}`, 16) } as Op;
    if (userId === 'alice') alice.sending({ kind: 'op', clientSeq, op: sent });
    const serverSeed = seq === options.swapServerSeedAt ? hex('another server seed') : serverSeeds[userId]!;
    const mix = seq === options.ignoreEntropyAt ? null : { serverSeed, nonce: clientSeq };
    const op = prepareChance(sent, mix, () => hex(`server alone ${seq}`));
    const actor: Actor = { userId, seatId: seatOf(state, userId) };
    const payload = JSON.parse(JSON.stringify({ op, actor })) as LoggedOp['payload'];
    const commitment = entryCommitment(payload);
    log.push({ seq, payload, commitment });
    const result = applyOp(state, op, actor);
    if (result.ok) state = result.state;
    alice.heard({ kind: 'op', seq, commitment });
    if (userId === 'alice') alice.heard({ kind: 'ack', clientSeq, seq });
  }
  return { initial: snapshot, log, transcript: JSON.parse(JSON.stringify(alice.transcript)) as FairnessTranscript };
}

const clone = (log: readonly LoggedOp[]): LoggedOp[] => JSON.parse(JSON.stringify(log)) as LoggedOp[];

/** What a dishonest server could do to a room's record after the fact, each on a copy. */
export const tamper = {
  /** Another seed for op `seq`, and nothing else: what a careless edit of the log does. */
  seed(log: readonly LoggedOp[], seq: number): LoggedOp[] {
    const copy = clone(log);
    const op = copy[seq - 1]!.payload.op as { seed: string };
    op.seed = (op.seed[0] === '0' ? '1' : '0') + op.seed.slice(1);
    return copy;
  },
  /** Another seed for op `seq` from another server seed, with the record's commitment made to match. */
  seedAndCommitment(log: readonly LoggedOp[], seq: number): LoggedOp[] {
    const copy = clone(log);
    const entry = copy[seq - 1]!;
    const op = entry.payload.op as Op;
    entry.payload.op = prepareChance(op, { serverSeed: hex('a seed chosen afterwards'), nonce: op.nonce ?? 0 }, () => '');
    entry.commitment = entryCommitment(entry.payload);
    return copy;
  },
  /** Op `seq` rewritten, with the record's commitment made to match. */
  op(log: readonly LoggedOp[], seq: number, change: (op: Record<string, unknown>) => Record<string, unknown>): LoggedOp[] {
    const copy = clone(log);
    const entry = copy[seq - 1]!;
    entry.payload.op = change(entry.payload.op as Record<string, unknown>);
    entry.commitment = entryCommitment(entry.payload);
    return copy;
  },
  /** The initial state with the deck's two cards in the other order. */
  swapCards(initial: RoomState): RoomState {
    const copy = JSON.parse(JSON.stringify(initial)) as RoomState;
    const deck = Object.values(copy.pieces).find((piece) => piece.componentId === 'deck')!.id;
    copy.piles[deck] = [...copy.piles[deck]!].reverse();
    return copy;
  },
};
