import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import type { Op } from './ops.ts';
import { ENTROPY_PATTERN, mixSeed, SEED_PATTERN } from './random.ts';

// Fairness a player can check without trusting the server. While a room is played every page receives
// a commitment to the room's initial state, a commitment to its connection's server seed before it sends
// anything, and a commitment to every logged op (its whole entry: the op with its seed, who did it, what
// the game's scripts answered). Each op's seed mixes that server seed with entropy the page sent with the
// op (random.ts, mixSeed). The page keeps all of it (its transcript); once the room's game has ended and
// its record is revealed, the record is checked against the transcript (verify.ts): a changed seed, op,
// deal count or initial state, or entropy the server ignored, no longer matches what the page holds.

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

/**
 * An op ready to be logged: its seed mixed from the connection's server seed, the page's entropy and its
 * nonce when the page sent entropy and a server seed is in force; otherwise `fresh` (the server's seed
 * alone), with no fields of the mix left over from what the client sent.
 */
export function prepareChance<O extends Op>(op: O, mix: { serverSeed: string; nonce: number } | null, fresh: () => string): O {
  const { entropy, serverSeed: _serverSeed, nonce: _nonce, seed: _seed, ...rest } = op;
  if (mix && entropy !== undefined && ENTROPY_PATTERN.test(entropy) && SEED_PATTERN.test(mix.serverSeed))
    return { ...rest, entropy, serverSeed: mix.serverSeed, nonce: mix.nonce, seed: mixSeed(mix.serverSeed, entropy, mix.nonce) } as O;
  return { ...rest, seed: fresh() } as O;
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** Version 1 of a page's transcript of a room: what the page can check the revealed record against. */
export const transcriptSchema = z.object({
  format: z.literal('tablecraft/fairness-transcript'),
  version: z.literal(1),
  roomCode: z.string().min(1).max(40),
  /** Every commitment to the room's initial state the page received (one per join; all equal in an honest room). */
  initialState: z.array(hex64),
  /** [seq, commitment] of every op whose commitment the page received. */
  ops: z.array(z.tuple([z.number().int().min(1), hex64])),
  /** The ops the page sent: its entropy, and the server seed's commitment in force each time it was sent. */
  sent: z.array(
    z.object({
      clientId: z.string(),
      clientSeq: z.number().int().min(0),
      entropy: z.string().regex(ENTROPY_PATTERN),
      serverSeeds: z.array(hex64),
      /** Its number in the room's log, once acknowledged. */
      seq: z.number().int().min(1).optional(),
    }),
  ),
});
export type FairnessTranscript = z.infer<typeof transcriptSchema>;
export type SentOp = FairnessTranscript['sent'][number];

/** An empty transcript of a room. */
export function emptyTranscript(roomCode: string): FairnessTranscript {
  return { format: 'tablecraft/fairness-transcript', version: 1, roomCode, initialState: [], ops: [], sent: [] };
}

/**
 * Several transcripts of one room (a browser's tabs, and each load of a page) as one: everything any of
 * them received or sent. An op sent again after a reload is one op, sent under each server seed listed.
 */
export function mergeTranscripts(roomCode: string, transcripts: readonly FairnessTranscript[]): FairnessTranscript {
  const merged = emptyTranscript(roomCode);
  const ops = new Set<string>();
  const sent = new Map<string, SentOp>();
  for (const transcript of transcripts) {
    for (const commitment of transcript.initialState) if (!merged.initialState.includes(commitment)) merged.initialState.push(commitment);
    for (const [seq, commitment] of transcript.ops) {
      if (ops.has(`${seq}:${commitment}`)) continue;
      ops.add(`${seq}:${commitment}`);
      merged.ops.push([seq, commitment]);
    }
    for (const entry of transcript.sent) {
      const key = `${entry.clientId}:${entry.clientSeq}`;
      const known = sent.get(key);
      if (!known) {
        const copy = { ...entry, serverSeeds: [...entry.serverSeeds] };
        sent.set(key, copy);
        merged.sent.push(copy);
        continue;
      }
      for (const serverSeed of entry.serverSeeds) if (!known.serverSeeds.includes(serverSeed)) known.serverSeeds.push(serverSeed);
      if (entry.seq !== undefined) known.seq = entry.seq;
    }
  }
  merged.ops.sort((a, b) => a[0] - b[0]);
  return merged;
}

/** The server messages a recorder reads (a structural subset of ServerMessage). */
type Heard =
  | { kind: 'fairness'; initialState: string | null; serverSeed: string }
  | { kind: 'op' | 'skip'; seq: number; commitment?: string }
  | { kind: 'welcome'; missed?: Array<{ kind: string; seq: number; commitment?: string }> }
  | { kind: 'ack'; clientSeq: number; seq: number }
  | { kind: string };

/**
 * Builds one tab's transcript from what its socket hears and sends. The commitment of the server seed is
 * the one in force when each op goes out: it arrives before the welcome of each connection, and an op
 * the page sends again on a later connection is mixed with that connection's seed.
 */
export class FairnessRecorder {
  private serverSeed: string | null = null;
  private readonly sentByClientSeq = new Map<number, SentOp>();
  private readonly seqs = new Map<number, string>();

  constructor(
    private readonly clientId: string,
    private readonly data: FairnessTranscript,
  ) {
    for (const entry of data.sent) if (entry.clientId === clientId) this.sentByClientSeq.set(entry.clientSeq, entry);
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
        const { initialState, serverSeed } = message as Extract<Heard, { kind: 'fairness' }>;
        this.serverSeed = serverSeed;
        if (initialState && !this.data.initialState.includes(initialState)) this.data.initialState.push(initialState);
        return true;
      }
      case 'op':
      case 'skip': {
        const { seq, commitment } = message as Extract<Heard, { kind: 'op' }>;
        return commitment !== undefined && this.op(seq, commitment);
      }
      case 'welcome': {
        let changed = false;
        for (const missed of (message as Extract<Heard, { kind: 'welcome' }>).missed ?? [])
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

  /** A message the page sends; an op with entropy is recorded with the server seed's commitment in force. */
  sending(message: { kind: string; clientSeq?: number; op?: unknown }): boolean {
    if (message.kind !== 'op' || message.clientSeq === undefined) return false;
    const entropy = (message.op as { entropy?: unknown } | null)?.entropy;
    if (typeof entropy !== 'string' || !ENTROPY_PATTERN.test(entropy)) return false;
    let sent = this.sentByClientSeq.get(message.clientSeq);
    if (!sent) {
      sent = { clientId: this.clientId, clientSeq: message.clientSeq, entropy, serverSeeds: [] };
      this.sentByClientSeq.set(message.clientSeq, sent);
      this.data.sent.push(sent);
    }
    if (this.serverSeed && !sent.serverSeeds.includes(this.serverSeed)) sent.serverSeeds.push(this.serverSeed);
    return true;
  }

  private op(seq: number, commitment: string): boolean {
    if (this.seqs.get(seq) === commitment) return false;
    this.seqs.set(seq, commitment);
    this.data.ops.push([seq, commitment]);
    return true;
  }
}
