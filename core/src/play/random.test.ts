import { describe, expect, it } from 'vitest';
import { RandomStream, seedCommitment, seedKey, ZERO_SEED } from './random.ts';

const hex = (text: string) =>
  Uint8Array.from(
    text
      .replace(/[^0-9a-f]/gi, '')
      .match(/../g)!
      .map((byte) => parseInt(byte, 16)),
  );
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** `count` bytes of a stream's keystream, as its words are drawn (little-endian). */
function keystream(stream: RandomStream, count: number): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(count / 4) * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < bytes.length / 4; i++) view.setUint32(i * 4, stream.uint32(), true);
  return bytes.subarray(0, count);
}

const rfcKey = hex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');

describe('ChaCha20 keystream (RFC 8439)', () => {
  it('matches the block function test vector of section 2.3.2 (block counter 1)', () => {
    const stream = new RandomStream(rfcKey, hex('000000090000004a00000000'));
    keystream(stream, 64); // block 0
    expect(toHex(keystream(stream, 64))).toBe(
      toHex(
        hex(`10 f1 e7 e4 d1 3b 59 15 50 0f dd 1f a3 20 71 c4 c7 d1 f4 c7 33 c0 68 03 04 22 aa 9a c3 d4 6c 4e
                 d2 82 64 46 07 9f aa 09 14 c2 d7 05 d9 8b 02 a2 b5 12 9c d1 de 16 4e b9 cb d0 83 e8 a2 50 3c 4e`),
      ),
    );
  });

  it('encrypts the example of section 2.4.2 (initial counter 1)', () => {
    const stream = new RandomStream(rfcKey, hex('000000000000004a00000000'));
    keystream(stream, 64);
    const plaintext = new TextEncoder().encode(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
    );
    const key = keystream(stream, plaintext.length);
    const ciphertext = plaintext.map((byte, i) => byte ^ key[i]!);
    expect(toHex(ciphertext)).toBe(
      toHex(
        hex(`6e 2e 35 9a 25 68 f9 80 41 ba 07 28 dd 0d 69 81 e9 7e 7a ec 1d 43 60 c2 0a 27 af cc fd 9f ae 0b
             f9 1b 65 c5 52 47 33 ab 8f 59 3d ab cd 62 b3 57 16 39 d6 24 e6 51 52 ab 8f 53 0c 35 9f 08 61 d8
             07 ca 0d bf 50 0d 6a 61 56 a3 8e 08 8a 22 b6 5e 52 bc 51 4d 16 cc f8 06 81 8c e9 1a b7 79 37 36
             5a f9 0b bf 74 a3 5b e6 b4 0b 8e ed f2 78 5e 42 87 4d`),
      ),
    );
  });
});

describe('sampling', () => {
  it('rejects words that would bias a modulo instead of folding them in', () => {
    class Scripted extends RandomStream {
      constructor(private readonly script: number[]) {
        super(ZERO_SEED);
      }
      override uint32(): number {
        return this.script.shift()!;
      }
    }
    // For n = 3 the last accepted word is 2^32 - 2: 2^32 - 1 would make 0 slightly more likely.
    expect(new Scripted([0xffffffff, 5]).int(3)).toBe(2);
    expect(new Scripted([0xfffffffe]).int(3)).toBe(0xfffffffe % 3);
    // For n = 2^31 + 1 nearly half the words are rejected: a modulo would make 0 … 2^31 - 2 twice as likely.
    expect(new Scripted([0x80000001, 0xffffffff, 0x7fffffff]).int(0x80000001)).toBe(0x7fffffff);
    expect(new Scripted([0x80000000]).int(0x80000001)).toBe(0x80000000);
  });

  it('puts every card of a shuffled five-card deck in every position equally often (chi-square, 100,000 shuffles)', () => {
    const size = 5;
    const shuffles = 100_000;
    const counts = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    const deck = Array.from({ length: size }, (_, i) => i);
    const seed = 'a'.repeat(64);
    // As the engine draws: a stream per op (the op index in the nonce).
    for (let op = 0; op < shuffles; op++) {
      const shuffled = RandomStream.forStep(seed, 'shuffle', op).shuffle(deck);
      shuffled.forEach((card, position) => counts[card]![position]!++);
    }
    const expected = shuffles / size;
    const chiSquare = counts.flat().reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 16 degrees of freedom; 39.25 is the 0.1% critical value: a fair shuffle fails once in a thousand runs.
    expect(chiSquare).toBeLessThan(39.25);
    // A biased shuffle (the classic "swap with any position") fails it clearly.
    const naive = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    const stream = new RandomStream(seed);
    for (let n = 0; n < shuffles; n++) {
      const cards = [...deck];
      for (let i = 0; i < size; i++) {
        const j = stream.int(size);
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      cards.forEach((card, position) => naive[card]![position]!++);
    }
    expect(naive.flat().reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0)).toBeGreaterThan(39.25);
  });

  it('rolls every side of a die (int) uniformly', () => {
    const stream = new RandomStream('b'.repeat(64));
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[stream.int(6)]!++;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - 10_000) ** 2 / 10_000, 0);
    expect(chiSquare).toBeLessThan(20.52); // 5 degrees of freedom, 0.1%
  });

  it('keeps purposes and ops apart: each has its own keystream', () => {
    const seed = 'c'.repeat(64);
    const words = (purpose: 'shuffle' | 'roll' | 'ids', step: number) => RandomStream.forStep(seed, purpose, step).uint32();
    const all = [words('shuffle', 1), words('roll', 1), words('ids', 1), words('ids', 2)];
    expect(new Set(all).size).toBe(4);
    expect(words('ids', 2)).toBe(all[3]);
  });

  it('makes ids of 128 random bits', () => {
    const stream = new RandomStream('d'.repeat(64));
    const ids = Array.from({ length: 1000 }, () => stream.id());
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^p[0-9a-f]{32}$/);
  });
});

describe('seeds', () => {
  it('uses a 64-hex seed as its 32 bytes, and commits to it by SHA-256', () => {
    const seed = '0f'.repeat(32);
    expect(toHex(seedKey(seed))).toBe(seed);
    // SHA-256 of 32 bytes of 0x0f, computed independently (Python's hashlib over the raw bytes).
    expect(seedCommitment(seed)).toBe('9b68d49bb092f71292ad76ab8fb8750d710aae5af70e43b8ec0a901d048c0030');
    expect(seedCommitment(seed)).not.toBe(seedCommitment('0e'.repeat(32)));
  });
});
