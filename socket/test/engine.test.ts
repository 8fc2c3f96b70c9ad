import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedCommitment, type Op } from '@tablecraft/core/play';
import { roomEngine } from '../src/rooms/engine.ts';

// The socket service decides chance: every op it sequences gets 256 fresh bits, whatever the client sent.
describe('the room engine behind the socket service', () => {
  it('gives every op its own 256-bit seed and overwrites one a client chose', () => {
    const ops: Op[] = [{ type: 'leaveSeat' }, { type: 'shuffle', pileId: 'deck', seed: 'f'.repeat(64) }, { type: 'undo', seed: 'mine' }];
    const seeds = Array.from({ length: 200 }, (_, i) => roomEngine.prepare(ops[i % ops.length]!).seed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds).not.toContain('f'.repeat(64));
    const prepared = roomEngine.prepare({ type: 'roll', pieceId: 'die' });
    expect(roomEngine.commitment!(prepared)).toBe(seedCommitment(prepared.seed!));
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
