import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

// Every chance in a room (shuffles, rolls, fresh piece ids) comes from here. A seed is 256 bits chosen
// by the server for each op (node:crypto in the socket's `prepare`) and travels in the sequenced op, so
// every replica draws the same numbers; ChaCha20 (RFC 8439) expands it, so nobody who lacks the seed can
// predict or reconstruct a draw, even knowing every earlier one. The SHA-256 of the seed is published
// when the op is applied, and the seed itself when the room closes, so anyone can check afterwards.

/** A seed: 32 bytes as 64 lowercase hex characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The seed of an op that has none: the socket's validity check before sequencing, and the browser's
 * prediction. Its draws are public, so it never decides anything that is kept.
 */
export const ZERO_SEED = '0'.repeat(64);

/**
 * The 32-byte key of a seed. Seeds from the server are 64 hex characters and are used as they are;
 * any other string (a test's label, a version-1 op's shorter seed) is hashed into a key, so the
 * engine stays total and deterministic whatever a log holds.
 */
export function seedKey(seed: string | undefined): Uint8Array {
  if (seed === undefined) return hexToBytes(ZERO_SEED);
  if (SEED_PATTERN.test(seed)) return hexToBytes(seed);
  return sha256(utf8ToBytes(`tablecraft/seed/${seed}`));
}

/** SHA-256 (hex) of a seed's 32 bytes: published when a random op is applied, checked once the seed is revealed. */
export function seedCommitment(seed: string): string {
  return bytesToHex(sha256(seedKey(seed)));
}

/** A page's entropy for one op: 16 bytes as 32 lowercase hex characters. */
export const ENTROPY_PATTERN = /^[0-9a-f]{32}$/;

/** 16 fresh random bytes (hex) from the platform's CSPRNG (Web Crypto, in the browser and in Node alike). */
export function freshEntropy(): string {
  return bytesToHex(randomBytes(16));
}

/**
 * The seed of an op a page sent: SHA-256 of the connection's server seed (committed to before the op),
 * the page's entropy (sent with the op) and the op's nonce (its number in the tab), so neither the
 * server nor the page can choose an outcome alone, as provably fair games do.
 */
export function mixSeed(serverSeed: string, entropy: string, nonce: number): string {
  if (!SEED_PATTERN.test(serverSeed)) throw new Error('A server seed is 32 bytes of hex.');
  if (!ENTROPY_PATTERN.test(entropy)) throw new Error("A page's entropy is 16 bytes of hex.");
  const nonceBytes = new Uint8Array(8);
  new DataView(nonceBytes.buffer).setBigUint64(0, BigInt(nonce), true);
  const label = utf8ToBytes('tablecraft/mixed-seed/1');
  return bytesToHex(sha256(concatBytes(label, hexToBytes(serverSeed), hexToBytes(entropy), nonceBytes)));
}

/**
 * The server's half of one page move's seed (fairness protocol 2, docs/FAIRNESS.md): derived from the
 * room's secret seed, committed to every page before it sends anything, and from the move's own name, the
 * tab that sent it (`source`, its clientId) and its number in that tab (`nonce`, its clientSeq). The
 * server has nothing left to choose: a resend, a reconnect or another instance derives the same value.
 */
export function opServerSeed(roomSecret: string, source: string, nonce: number): string {
  if (!SEED_PATTERN.test(roomSecret)) throw new Error("A room's secret seed is 32 bytes of hex.");
  const sourceBytes = utf8ToBytes(source);
  const lengths = new Uint8Array(12);
  const view = new DataView(lengths.buffer);
  view.setUint32(0, sourceBytes.length, true);
  view.setBigUint64(4, BigInt(nonce), true);
  const label = utf8ToBytes('tablecraft/op-server-seed/2');
  return bytesToHex(sha256(concatBytes(label, hexToBytes(roomSecret), lengths, sourceBytes)));
}

/** 32 fresh random bytes (hex): a room's secret seed, or the seed of a move only the server makes. */
export function freshSeed(): string {
  return bytesToHex(randomBytes(32));
}

/**
 * What a stream is for. Each use draws from its own keystream (its own nonce), so a roll can never
 * reuse the numbers of a shuffle or of an id in the same op.
 */
export const PURPOSE = { shuffle: 1, roll: 2, ids: 3, initial: 4, cut: 5 } as const;
export type Purpose = keyof typeof PURPOSE;

const WORDS_PER_REFILL = 64; // four ChaCha20 blocks

/**
 * 32-bit words from the ChaCha20 keystream of (key, nonce): the cipher applied to zeros, read
 * little-endian so every JavaScript engine and CPU reads the same numbers.
 */
export class RandomStream {
  private readonly key: Uint8Array;
  private readonly nonce: Uint8Array;
  private words = new Uint32Array(0);
  private next = 0;
  private counter = 0;
  /** How many words were drawn: an op that drew none did not consume its seed. */
  drawn = 0;

  /** `nonce` is 12 bytes; `forStep` builds the usual one (purpose and op index). */
  constructor(seed: string | Uint8Array | undefined, nonce: Uint8Array = new Uint8Array(12)) {
    this.key = seed instanceof Uint8Array ? seed : seedKey(seed);
    if (this.key.length !== 32) throw new Error('A seed must be 32 bytes.');
    if (nonce.length !== 12) throw new Error('A ChaCha20 nonce is 12 bytes.');
    this.nonce = nonce;
  }

  /** A stream for one purpose of one op: nonce = purpose (4 bytes) and op index (8 bytes), little-endian. */
  static forStep(seed: string | undefined, purpose: Purpose, step: number): RandomStream {
    const nonce = new Uint8Array(12);
    const view = new DataView(nonce.buffer);
    view.setUint32(0, PURPOSE[purpose], true);
    view.setBigUint64(4, BigInt(step), true);
    return new RandomStream(seed, nonce);
  }

  /** The next 32-bit word, uniform on [0, 2^32). */
  uint32(): number {
    if (this.next >= this.words.length) this.refill();
    this.drawn++;
    return this.words[this.next++]!;
  }

  private refill(): void {
    const bytes = chacha20(this.key, this.nonce, new Uint8Array(WORDS_PER_REFILL * 4), undefined, this.counter);
    this.counter += (WORDS_PER_REFILL * 4) / 64;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.words = new Uint32Array(WORDS_PER_REFILL);
    for (let i = 0; i < WORDS_PER_REFILL; i++) this.words[i] = view.getUint32(i * 4, true);
    this.next = 0;
  }

  /**
   * A uniform integer in [0, n), n ≤ 2^32, by rejection: words at or above the largest multiple of n
   * are drawn again, so no value is favoured (a plain modulo would favour the small ones).
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`Cannot draw from ${n} values.`);
    if (n === 1) return 0;
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = this.uint32();
      if (word < limit) return word % n;
    }
  }

  /** Fisher–Yates: every order of `items` is equally likely. */
  shuffle<T>(items: readonly T[]): T[] {
    const result = [...items];
    for (let i = result.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [result[i], result[j]] = [result[j]!, result[i]!];
    }
    return result;
  }

  /** A fresh piece id: 'p' and 128 random bits in hex. It says nothing about the piece or its past. */
  id(): string {
    let hex = 'p';
    for (let i = 0; i < 4; i++) hex += this.uint32().toString(16).padStart(8, '0');
    return hex;
  }
}

/**
 * The randomness of one op: one stream per purpose, made on first use, and whether any was used
 * (the op then "consumed its seed" and its commitment is published).
 */
export class OpRandom {
  private readonly streams = new Map<Purpose, RandomStream>();

  constructor(
    private readonly seed: string | undefined,
    private readonly step: number,
  ) {}

  stream(purpose: Purpose): RandomStream {
    let stream = this.streams.get(purpose);
    if (!stream) {
      stream = RandomStream.forStep(this.seed, purpose, this.step);
      this.streams.set(purpose, stream);
    }
    return stream;
  }

  get used(): boolean {
    return [...this.streams.values()].some((stream) => stream.drawn > 0);
  }
}
