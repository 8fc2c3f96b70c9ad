import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { applyOp, parseOp, type Actor } from './apply.ts';
import { emptyTranscript, entryCommitment, FairnessRecorder, prepareChance, stateCommitment, type FairnessTranscript } from './fairness.ts';
import { GAME_ACTOR } from './follow-ups.ts';
import type { Op, OpInput } from './ops.ts';
import { mixSeed, seedCommitment } from './random.ts';
import { seatOf } from './view.ts';
import type { RoomState } from './state.ts';
import type { LoggedOp } from './verify.ts';

// Tests' fixture: a room played the way the socket service and two honest pages play protocol 2
// (docs/FAIRNESS.md), by a server that may deviate from it while the room is played or rewrite its record
// afterwards. Alice's page opens the room (the entropy it offers feeds the start shuffle); Bob's joins next.
// Each page keeps its transcript with the real recorder, so each deviation meets the real verifier.

const hex = (label: string, bytes = 32) => bytesToHex(sha256(utf8ToBytes(label))).slice(0, bytes * 2);

export type Player = 'alice' | 'bob';
const TAB: Record<Player, string> = { alice: 'alice-tab', bob: 'bob-tab' };

/**
 * What a dishonest server may do, at the `at`-th move of the script (1-based; the setup is move 0):
 * - grindNonce: mix the page's entropy under another nonce than the move's number on the page;
 * - chosenServerSeed: mix a server half it chose, not the room secret's for that move;
 * - ignoreEntropy: draw the move's seed alone;
 * - swapEntropy: mix entropy it made up instead of the page's;
 * - resendOtherName: the page's resend (after a dropped connection) is derived for another tab name;
 * - secondSecret: from this move on, reconnect the pages under a new room secret and commit to it;
 * - insertAs: log an extra shuffle in a player's name, under that player's tab and the next number;
 * - insertAsNewTab: log an extra shuffle in a player's name from a tab that player never had;
 * - setupAlone: draw the start shuffle alone, ignoring the first page's entropy;
 * - revealOtherSecret: reveal another room secret with the record than the one committed to;
 * - rewriteSetup / rewrite: after the game, rewrite that move's seed (and its commitment in the record);
 * - reorder: after the game, swap that move with the next in the record.
 */
export type Deviation =
  | { kind: 'grindNonce'; at: number; nonce: number }
  | { kind: 'chosenServerSeed' | 'ignoreEntropy' | 'swapEntropy' | 'resendOtherName' | 'secondSecret'; at: number }
  | { kind: 'insertAs' | 'insertAsNewTab'; at: number; player: Player }
  | { kind: 'setupAlone' | 'revealOtherSecret' | 'rewriteSetup' }
  | { kind: 'rewrite' | 'reorder'; at: number };

/** What a played room leaves: its initial state, its revealed log and secret, and each page's transcript. */
export interface FairRoom {
  initial: RoomState;
  log: LoggedOp[];
  roomSecret: string;
  /** Alice's page's transcript (Alice opened the room). */
  transcript: FairnessTranscript;
  transcripts: Record<Player, FairnessTranscript>;
  /** The seeds the room's chance came from, in order: what a deviation must change to change an outcome. */
  seeds: string[];
}

/** The default script: seats, two shuffles, a roll, a deal, a roll. */
export const SCRIPT: ReadonlyArray<[OpInput, Player]> = [
  [{ type: 'claimSeat', seatId: 'p1' }, 'alice'],
  [{ type: 'claimSeat', seatId: 'p2' }, 'bob'],
  [{ type: 'shuffle', pileId: 'DECK' }, 'alice'],
  [{ type: 'shuffle', pileId: 'DECK' }, 'alice'],
  [{ type: 'roll', pieceId: 'DIE' }, 'bob'],
  [{ type: 'deal', pileId: 'DECK', count: 1 }, 'alice'],
  [{ type: 'roll', pieceId: 'DIE' }, 'bob'],
];

/** The fixture's room with its deck marked "shuffled at start", so that the room has a setup to do. */
export function withStartShuffle(initial: RoomState): RoomState {
  const copy = JSON.parse(JSON.stringify(initial)) as RoomState;
  copy.components.deck = { ...copy.components.deck!, shuffleAtStart: true };
  return copy;
}

/**
 * Plays `script` on `initial` (its deck, if marked so, shuffled at start), honestly but for `deviations`.
 * `salt` varies every page's entropy and the room's secret, as different rooms would.
 */
export function playFairRoom(
  initial: RoomState,
  options: {
    deviations?: readonly Deviation[];
    script?: ReadonlyArray<[OpInput, Player]>;
    salt?: string;
    ignoreEntropyAt?: number;
    swapServerSeedAt?: number;
    grindNonceAt?: { seq: number; nonce: number };
  } = {},
): FairRoom {
  const salt = options.salt ?? '';
  const deviations: Deviation[] = [...(options.deviations ?? [])];
  // The older fixture's options, named by the op's seq in a room without a setup.
  if (options.ignoreEntropyAt) deviations.push({ kind: 'ignoreEntropy', at: options.ignoreEntropyAt });
  if (options.swapServerSeedAt) deviations.push({ kind: 'chosenServerSeed', at: options.swapServerSeedAt });
  if (options.grindNonceAt) deviations.push({ kind: 'grindNonce', at: options.grindNonceAt.seq, nonce: options.grindNonceAt.nonce });
  const at = (move: number) => deviations.filter((deviation) => 'at' in deviation && deviation.at === move);
  const has = (kind: Deviation['kind']) => deviations.some((deviation) => deviation.kind === kind);

  const snapshot = JSON.parse(JSON.stringify(initial)) as RoomState;
  const deck = Object.values(initial.pieces).find((piece) => piece.componentId === 'deck')!.id;
  const die = Object.values(initial.pieces).find((piece) => piece.componentId === 'd6')!.id;
  let roomSecret = hex(`room secret ${salt}`);
  const pages: Record<Player, FairnessRecorder> = {
    alice: new FairnessRecorder(TAB.alice, emptyTranscript('room1')),
    bob: new FairnessRecorder(TAB.bob, emptyTranscript('room1')),
  };
  const everyone = (message: Parameters<FairnessRecorder['heard']>[0]) => {
    pages.alice.heard(message);
    pages.bob.heard(message);
  };
  let state = initial;
  const log: LoggedOp[] = [];
  const seeds: string[] = [];
  const commit = (op: Op, actor: Actor): LoggedOp => {
    const payload = JSON.parse(JSON.stringify({ op, actor })) as LoggedOp['payload'];
    const entry = { seq: log.length + 1, payload, commitment: entryCommitment(payload) };
    log.push(entry);
    seeds.push(op.seed!);
    const result = applyOp(state, op, actor);
    if (result.ok) state = result.state;
    return entry;
  };
  const fresh = (label: string) => () => hex(`server alone ${label} ${salt}`);

  // Before its welcome each page is committed to the room's seed, initial state and setup; a page told the
  // start shuffle waits offers its entropy, and the first offer sets the room up.
  let setup: LoggedOp | null = null;
  const welcome = (player: Player) => {
    pages[player].heard({
      kind: 'fairness',
      initialState: stateCommitment(snapshot),
      roomSeed: seedCommitment(roomSecret),
      setup: setup && { seq: setup.seq, commitment: setup.commitment! },
    });
    pages[player].heard({ kind: 'welcome', user: { id: player } });
  };
  welcome('alice');
  if (!state.setUp && Object.values(state.components).some((component) => component.shuffleAtStart)) {
    const entropy = hex(`alice setup ${salt}`, 16);
    pages.alice.sending({ kind: 'setup', entropy });
    const mix = has('setupAlone') ? null : { roomSecret, source: TAB.alice, nonce: 0 };
    setup = commit(prepareChance({ type: 'setup', entropy } as Op, mix, fresh('setup')), GAME_ACTOR);
    pages.alice.heard({ kind: 'op', seq: setup.seq, commitment: setup.commitment! });
  }
  welcome('bob');

  const script = options.script ?? SCRIPT;
  const clientSeqs = { alice: 0, bob: 0 };
  script.forEach(([input, player], index) => {
    const move = index + 1;
    for (const deviation of at(move)) {
      if (deviation.kind === 'secondSecret') {
        roomSecret = hex(`second room secret ${salt}`);
        welcome('alice');
        welcome('bob');
      }
      if (deviation.kind === 'insertAs' || deviation.kind === 'insertAsNewTab') {
        const source = deviation.kind === 'insertAs' ? TAB[deviation.player] : 'made-up-tab';
        const nonce = deviation.kind === 'insertAs' ? clientSeqs[deviation.player] + 1 : 1;
        const op = prepareChance(
          { type: 'shuffle', pileId: deck, entropy: hex(`made up ${move}`, 16) } as Op,
          { roomSecret, source, nonce },
          fresh(''),
        );
        const entry = commit(op, { userId: deviation.player, seatId: seatOf(state, deviation.player) });
        everyone({ kind: 'op', seq: entry.seq, commitment: entry.commitment! });
      }
    }
    const clientSeq = ++clientSeqs[player];
    const raw = JSON.parse(JSON.stringify(input).replace('"DECK"', JSON.stringify(deck)).replace('"DIE"', JSON.stringify(die))) as OpInput;
    const sent = { ...parseOp(raw)!, entropy: hex(`${player} entropy ${clientSeq} ${salt}`, 16) } as Op;
    pages[player].sending({ kind: 'op', clientSeq, op: sent });
    let mix: Parameters<typeof prepareChance>[1] = { roomSecret, source: TAB[player], nonce: clientSeq };
    let toMix = sent;
    for (const deviation of at(move)) {
      if (deviation.kind === 'grindNonce') mix = { roomSecret, source: TAB[player], nonce: deviation.nonce };
      if (deviation.kind === 'ignoreEntropy') mix = null;
      if (deviation.kind === 'swapEntropy') toMix = { ...sent, entropy: hex(`chosen entropy ${move}`, 16) } as Op;
      if (deviation.kind === 'resendOtherName') {
        // The connection drops before the ack; the page sends the move again, which the server names anew.
        pages[player].sending({ kind: 'op', clientSeq, op: sent });
        mix = { roomSecret, source: `${TAB[player]}-again`, nonce: clientSeq };
      }
    }
    let op = prepareChance(toMix, mix, fresh(String(move)));
    if (op.entropy !== undefined && at(move).some((deviation) => deviation.kind === 'chosenServerSeed')) {
      const serverSeed = hex(`a server seed chosen for ${move}`);
      op = { ...op, serverSeed, seed: mixSeed(serverSeed, op.entropy!, op.nonce!) };
    }
    const entry = commit(op, { userId: player, seatId: seatOf(state, player) });
    everyone({ kind: 'op', seq: entry.seq, commitment: entry.commitment! });
    pages[player].heard({ kind: 'ack', clientSeq, seq: entry.seq });
  });

  // The record revealed once the game ended, rewritten as the deviations say.
  let revealed = log;
  for (const deviation of deviations) {
    if (deviation.kind === 'rewriteSetup' && setup) revealed = tamper.seedAndCommitment(revealed, setup.seq);
    if (deviation.kind === 'rewrite') revealed = tamper.seedAndCommitment(revealed, moveSeq(revealed, deviation.at, setup));
    if (deviation.kind === 'reorder') revealed = tamper.swapWithNext(revealed, moveSeq(revealed, deviation.at, setup));
  }
  if (has('revealOtherSecret')) roomSecret = hex(`a room secret chosen afterwards ${salt}`);
  const copy = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;
  const transcripts = { alice: copy(pages.alice.transcript), bob: copy(pages.bob.transcript) };
  return {
    initial: snapshot,
    log: revealed,
    roomSecret,
    transcript: transcripts.alice,
    transcripts,
    seeds: revealed.map((entry) => (entry.payload.op as Op).seed!),
  };
}

/** The seq of the script's `move`-th move in a log (the setup, if any, comes first). */
const moveSeq = (log: readonly LoggedOp[], move: number, setup: LoggedOp | null) =>
  Math.min(log.length - 1, Math.max(1, move + (setup ? 1 : 0)));

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
  /** Another seed for op `seq` from a server half chosen afterwards, with the record's commitment made to match. */
  seedAndCommitment(log: readonly LoggedOp[], seq: number): LoggedOp[] {
    const copy = clone(log);
    const entry = copy[seq - 1]!;
    const op = entry.payload.op as Op;
    const serverSeed = hex(`a seed chosen afterwards for ${seq}`);
    entry.payload.op =
      op.entropy !== undefined
        ? { ...op, serverSeed, seed: mixSeed(serverSeed, op.entropy, op.nonce ?? 0) }
        : { ...op, seed: hex(`a seed chosen afterwards for ${seq}`) };
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
  /** Ops `seq` and `seq + 1` in the other order, renumbered so the log has no gap. */
  swapWithNext(log: readonly LoggedOp[], seq: number): LoggedOp[] {
    const copy = clone(log);
    const [first, second] = [copy[seq - 1]!, copy[seq]!];
    copy[seq - 1] = { ...second, seq };
    copy[seq] = { ...first, seq: seq + 1 };
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
