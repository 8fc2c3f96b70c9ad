import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import type { Op } from './ops.ts';
import { ENTROPY_PATTERN, mixSeed, opServerSeed, SEED_PATTERN } from './random.ts';

// Fairness a player can check without trusting the server (docs/FAIRNESS.md states the protocol). Before
// its welcome, and so before it sends anything, every page receives commitments to the room's secret seed,
// its initial state and its setup op, and then one to every logged op (its whole entry: the op with its seed, who did it, what the game's scripts answered). Each move's seed
// mixes the server's half, derived from the room's secret and the move's name (tab and number, random.ts
// opServerSeed), with entropy the page sent with it (mixSeed). The page keeps all of it (its transcript);
// once the room's game has ended and its record is revealed, the record is checked against the transcript
// (verify.ts): a changed seed, op, nonce, deal count, setup or initial state, another room seed, or entropy
// the server ignored, no longer matches what the page holds.

/** JSON with object keys sorted at every level and undefined members dropped: the same text for the same value, however stored. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, inner]) => inner !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hash = (label: string, value: unknown) => bytesToHex(sha256(utf8ToBytes(`${label}\n${canonicalJson(value)}`)));

/** SHA-256 (hex) of a room's initial state: every page receives it when it joins. */
export function stateCommitment(state: unknown): string {
  return hash('tablecraft/initial-state/1', state);
}

/** A logged op as the room's record reveals it. */
export interface EntryPayload {
  op: unknown;
  actor: unknown;
  followUps?: unknown[];
}

/** SHA-256 (hex) of a logged op's whole entry (op with seed, actor, follow-ups): sent to every page with the op. */
export function entryCommitment(payload: EntryPayload): string {
  return hash('tablecraft/op-entry/1', {
    op: payload.op,
    actor: payload.actor,
    ...(payload.followUps && payload.followUps.length > 0 ? { followUps: payload.followUps } : {}),
  });
}

/** How the server's half of an op's seed is found: protocol 2 derives it from the room's secret; 1 was per connection. */
export type ChanceMix = { roomSecret: string; source: string; nonce: number } | { serverSeed: string; nonce: number };

/**
 * An op ready to be logged: its seed mixed from the server's half, the page's entropy and its nonce when
 * the page sent entropy (protocol 2: the server's half is derived from the room's secret seed, the sending
 * tab and the nonce, so nothing is left to choose); otherwise `fresh` (the server's seed alone), with no
 * fields of the mix left over from what the client sent.
 */
export function prepareChance<O extends Op>(op: O, mix: ChanceMix | null, fresh: () => string): O {
  const { entropy, serverSeed: _serverSeed, nonce: _nonce, seed: _seed, source: _source, ...rest } = op;
  if (!mix || entropy === undefined || !ENTROPY_PATTERN.test(entropy)) return { ...rest, seed: fresh() } as O;
  if ('roomSecret' in mix) {
    if (!SEED_PATTERN.test(mix.roomSecret)) return { ...rest, seed: fresh() } as O;
    const serverSeed = opServerSeed(mix.roomSecret, mix.source, mix.nonce);
    return { ...rest, entropy, source: mix.source, nonce: mix.nonce, serverSeed, seed: mixSeed(serverSeed, entropy, mix.nonce) } as O;
  }
  if (!SEED_PATTERN.test(mix.serverSeed)) return { ...rest, seed: fresh() } as O;
  return { ...rest, entropy, serverSeed: mix.serverSeed, nonce: mix.nonce, seed: mixSeed(mix.serverSeed, entropy, mix.nonce) } as O;
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const sentSchema = z.object({
  clientId: z.string(),
  /** The op's number in its tab; 0 for the entropy a page offered for the room's start shuffle (its setup). */
  clientSeq: z.number().int().min(0),
  entropy: z.string().regex(ENTROPY_PATTERN),
  /** Protocol 1 only: the commitments of the connection seeds in force each time the op was sent. */
  serverSeeds: z.array(hex64).default([]),
  /** Its number in the room's log, once acknowledged. */
  seq: z.number().int().min(1).optional(),
});

/**
 * A page's transcript of a room: what the page can check the revealed record against. Version 2 adds the
 * commitments to the room's secret seed; version 1 files (per-connection seeds) still read.
 */
export const transcriptSchema = z.object({
  format: z.literal('tablecraft/fairness-transcript'),
  version: z.union([z.literal(1), z.literal(2)]),
  roomCode: z.string().min(1).max(40),
  /** Every commitment to the room's secret seed the page received, before each welcome (one value in an honest room). */
  roomSeed: z.array(hex64).default([]),
  /** Every commitment to the room's initial state the page received (one per join; all equal in an honest room). */
  initialState: z.array(hex64),
  /** Who the page played as (each welcome's user): a move logged as them from a tab the page never had is flagged. */
  userIds: z.array(z.string().max(64)).default([]),
  /** [seq, commitment] of every op whose commitment the page received. */
  ops: z.array(z.tuple([z.number().int().min(1), hex64])),
  /** The ops the page sent with entropy, and the entropy it offered for the room's start shuffle (clientSeq 0). */
  sent: z.array(sentSchema),
});
export type FairnessTranscript = z.infer<typeof transcriptSchema>;
export type SentOp = FairnessTranscript['sent'][number];

/** An empty transcript of a room. */
export function emptyTranscript(roomCode: string): FairnessTranscript {
  return { format: 'tablecraft/fairness-transcript', version: 2, roomCode, roomSeed: [], initialState: [], userIds: [], ops: [], sent: [] };
}

const sentKey = (sent: Pick<SentOp, 'clientId' | 'clientSeq' | 'entropy'>) =>
  // Each setup offer is its own entry (one per join that finds the setup waiting). An op's is the same on every resend.
  sent.clientSeq === 0 ? `${sent.clientId}:0:${sent.entropy}` : `${sent.clientId}:${sent.clientSeq}`;

/**
 * Several transcripts of one room (a browser's tabs, and each load of a page) as one: everything any of
 * them received or sent. An op sent again after a reload is one op.
 */
export function mergeTranscripts(roomCode: string, transcripts: readonly FairnessTranscript[]): FairnessTranscript {
  const merged = emptyTranscript(roomCode);
  const ops = new Set<string>();
  const sent = new Map<string, SentOp>();
  for (const transcript of transcripts) {
    for (const commitment of transcript.roomSeed ?? []) if (!merged.roomSeed.includes(commitment)) merged.roomSeed.push(commitment);
    for (const commitment of transcript.initialState) if (!merged.initialState.includes(commitment)) merged.initialState.push(commitment);
    for (const userId of transcript.userIds ?? []) if (!merged.userIds.includes(userId)) merged.userIds.push(userId);
    for (const [seq, commitment] of transcript.ops) {
      if (ops.has(`${seq}:${commitment}`)) continue;
      ops.add(`${seq}:${commitment}`);
      merged.ops.push([seq, commitment]);
    }
    for (const entry of transcript.sent) {
      const key = sentKey(entry);
      const known = sent.get(key);
      if (!known) {
        const copy = { ...entry, serverSeeds: [...(entry.serverSeeds ?? [])] };
        sent.set(key, copy);
        merged.sent.push(copy);
        continue;
      }
      for (const serverSeed of entry.serverSeeds ?? []) if (!known.serverSeeds.includes(serverSeed)) known.serverSeeds.push(serverSeed);
      if (entry.seq !== undefined) known.seq = entry.seq;
    }
  }
  merged.ops.sort((a, b) => a[0] - b[0]);
  return merged;
}

/** The server messages a recorder reads (a structural subset of ServerMessage). */
type Heard =
  | {
      kind: 'fairness';
      initialState: string | null;
      roomSeed?: string;
      serverSeed?: string;
      setup?: { seq: number; commitment: string } | null;
    }
  | { kind: 'op' | 'skip'; seq: number; commitment?: string }
  | { kind: 'welcome'; user?: { id: string } | null; missed?: Array<{ kind: string; seq: number; commitment?: string }> }
  | { kind: 'ack'; clientSeq: number; seq: number }
  | { kind: string };

/**
 * Builds one tab's transcript from what its socket hears and sends: the room seed's, the initial state's
 * and the setup op's commitments (before each welcome), who it plays as, every op's commitment, and the
 * entropy of every op it sends and of the setup it offers.
 */
export class FairnessRecorder {
  /** Protocol 1's connection seed in force, for a server that still sends one. */
  private serverSeed: string | null = null;
  private readonly sentByClientSeq = new Map<number, SentOp>();
  private readonly seqs = new Map<number, string>();

  constructor(
    private readonly clientId: string,
    private readonly data: FairnessTranscript,
  ) {
    for (const entry of data.sent) if (entry.clientId === clientId && entry.clientSeq > 0) this.sentByClientSeq.set(entry.clientSeq, entry);
    for (const [seq, commitment] of data.ops) this.seqs.set(seq, commitment);
  }

  /** What the page holds now. */
  get transcript(): FairnessTranscript {
    return this.data;
  }

  /** A message from the server; true when the transcript changed. */
  heard(message: Heard): boolean {
    switch (message.kind) {
      case 'fairness': {
        const { initialState, roomSeed, serverSeed, setup } = message as Extract<Heard, { kind: 'fairness' }>;
        let changed = false;
        if (roomSeed) changed = this.roomSeed(roomSeed) || changed;
        if (serverSeed) this.serverSeed = serverSeed;
        if (initialState && !this.data.initialState.includes(initialState)) {
          this.data.initialState.push(initialState);
          changed = true;
        }
        if (setup) changed = this.op(setup.seq, setup.commitment) || changed;
        return changed;
      }
      case 'op':
      case 'skip': {
        const { seq, commitment } = message as Extract<Heard, { kind: 'op' }>;
        return commitment !== undefined && this.op(seq, commitment);
      }
      case 'welcome': {
        const { user, missed: missedOps } = message as Extract<Heard, { kind: 'welcome' }>;
        let changed = false;
        if (user && !this.data.userIds.includes(user.id)) {
          this.data.userIds.push(user.id);
          changed = true;
        }
        for (const missed of missedOps ?? [])
          if (missed.commitment !== undefined) changed = this.op(missed.seq, missed.commitment) || changed;
        return changed;
      }
      case 'ack': {
        const { clientSeq, seq } = message as Extract<Heard, { kind: 'ack' }>;
        const sent = this.sentByClientSeq.get(clientSeq);
        if (!sent || sent.seq === seq) return false;
        sent.seq = seq;
        return true;
      }
      default:
        return false;
    }
  }

  /** A message the page sends: an op's entropy, or the setup's; true when the transcript changed. */
  sending(message: { kind: string; clientSeq?: number; op?: unknown; entropy?: unknown }): boolean {
    if (message.kind === 'setup') {
      const { entropy } = message;
      if (typeof entropy !== 'string' || !ENTROPY_PATTERN.test(entropy)) return false;
      this.data.sent.push({ clientId: this.clientId, clientSeq: 0, entropy, serverSeeds: [] });
      return true;
    }
    if (message.kind !== 'op' || message.clientSeq === undefined) return false;
    const entropy = (message.op as { entropy?: unknown } | null)?.entropy;
    if (typeof entropy !== 'string' || !ENTROPY_PATTERN.test(entropy)) return false;
    let sent = this.sentByClientSeq.get(message.clientSeq);
    let changed = false;
    if (!sent) {
      sent = { clientId: this.clientId, clientSeq: message.clientSeq, entropy, serverSeeds: [] };
      this.sentByClientSeq.set(message.clientSeq, sent);
      this.data.sent.push(sent);
      changed = true;
    }
    if (this.serverSeed && !sent.serverSeeds.includes(this.serverSeed)) {
      sent.serverSeeds.push(this.serverSeed);
      changed = true;
    }
    return changed;
  }

  private roomSeed(commitment: string): boolean {
    if (this.data.roomSeed.includes(commitment)) return false;
    this.data.roomSeed.push(commitment);
    return true;
  }

  private op(seq: number, commitment: string): boolean {
    if (this.seqs.get(seq) === commitment) return false;
    this.seqs.set(seq, commitment);
    this.data.ops.push([seq, commitment]);
    return true;
  }
}
