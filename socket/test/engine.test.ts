import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryCommitment, mixSeed, opServerSeed, type Op } from '@tablecraft/core/play';
import { roomEngine } from '../src/rooms/engine.ts';

// The socket service decides chance with the page: an op's seed mixes the connection's server seed with the
// page's entropy, or is 256 fresh bits of the server's; never what the client claimed.
describe('the room engine behind the socket service', () => {
  it('gives every op its own 256-bit seed and overwrites one a client chose', () => {
    const ops: Op[] = [{ type: 'leaveSeat' }, { type: 'shuffle', pileId: 'deck', seed: 'f'.repeat(64) }, { type: 'undo', seed: 'mine' }];
    const seeds = Array.from({ length: 200 }, (_, i) => roomEngine.prepare(ops[i % ops.length]!).seed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds).not.toContain('f'.repeat(64));
    const prepared = roomEngine.prepare({ type: 'roll', pieceId: 'die' });
    const actor = { userId: 'alice', seatId: null };
    expect(roomEngine.commitment({ op: prepared, actor })).toBe(entryCommitment({ op: prepared, actor }));
  });

  it("mixes the page's entropy with the room secret's half for the move's tab and number, and keeps no mix a client claimed", () => {
    const roomSecret = 'c'.repeat(64);
    const entropy = 'e'.repeat(32);
    const sent: Op = { type: 'roll', pieceId: 'die', entropy, serverSeed: 'f'.repeat(64), nonce: 99, source: 'evil', seed: 'f'.repeat(64) };
    const serverSeed = opServerSeed(roomSecret, 'tab-one', 7);
    expect(roomEngine.prepare(sent, { roomSecret, source: 'tab-one', nonce: 7 })).toEqual({
      type: 'roll',
      pieceId: 'die',
      entropy,
      source: 'tab-one',
      serverSeed,
      nonce: 7,
      seed: mixSeed(serverSeed, entropy, 7),
    });
    // The same move sent again (a resend, a reconnect, another instance) has the same seed: nothing to choose.
    expect(roomEngine.prepare(sent, { roomSecret, source: 'tab-one', nonce: 7 }).seed).toBe(mixSeed(serverSeed, entropy, 7));
    // Without a mix (the game's own ops), the seed is the server's alone and nothing of the mix stays.
    const alone = roomEngine.prepare(sent, null);
    expect(alone).not.toHaveProperty('serverSeed');
    expect(alone).not.toHaveProperty('nonce');
    expect(alone).not.toHaveProperty('source');
    expect(alone.seed).not.toBe('f'.repeat(64));
  });

  it('restores a version-1 snapshot into the current state version', () => {
    // A snapshot written by the version-1 engine (kept in core's fixtures).
    const fixture = JSON.parse(readFileSync(new URL('../../core/src/play/fixtures/v1-room.json', import.meta.url), 'utf8')) as {
      snapshot: { version: number };
    };
    expect(fixture.snapshot.version).toBe(1);
    const restored = roomEngine.restore(structuredClone(fixture.snapshot));
    expect(restored.version).toBe(3);
    expect(restored.seats.every((seat) => seat.reservedFor === null)).toBe(true);
    expect(() => roomEngine.restore({ ...fixture.snapshot, version: 9 })).toThrow(/newer engine/);
  });
});
