import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOp, migrateLoggedOp, migrateRoomState, parseOp, seatOf, viewFor, ROOM_OP_VERSION, ROOM_STATE_VERSION, type Actor, type OpInput, type RoomState } from './index.ts';

// A room written by the version-1 engine (fixtures/v1-room.json, produced by that engine before the
// state changed): its snapshot and its log must load and keep playing after a deploy.
const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-room.json', import.meta.url), 'utf8')) as {
  initial: unknown;
  snapshot: unknown;
  log: Array<{ seq: number; payload: { op: unknown; actor: Actor } }>;
};

function run(state: RoomState, op: OpInput, userId: string): RoomState {
  const result = applyOp(state, parseOp(op)!, { userId, seatId: seatOf(state, userId) });
  if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
  return result.state;
}

describe('room state versions', () => {
  it('loads a version-1 snapshot as version 2 and plays on', () => {
    expect((fixture.snapshot as { version: number }).version).toBe(1);
    let state = migrateRoomState(structuredClone(fixture.snapshot));
    expect(state.version).toBe(ROOM_STATE_VERSION);
    expect(state).not.toHaveProperty('secret');
    expect(state.seats).toMatchObject([
      { id: 'p1', userId: 'alice', reservedFor: null },
      { id: 'p2', userId: 'bob', reservedFor: null },
    ]);
    // Version 1 kept no back looks: tiles of one size share a back, other kinds stand for themselves.
    expect(state.components.card!.backId).toBe('card');
    expect(state.components.d6!.backId).toBe('d6');

    const deck = Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
    state = run(state, { type: 'draw', pileId: deck, count: 1 }, 'alice');
    expect(state.hands.p1).toHaveLength(2);
    state = run(state, { type: 'leaveSeat' }, 'alice');
    expect(state.seats[0]).toMatchObject({ userId: null, reservedFor: 'alice' });
    expect(JSON.stringify(viewFor(state, null))).not.toMatch(/dragon-card|knight-card|peasant-card/);
  });

  it('replays a version-1 log from its initial state', () => {
    let state = migrateRoomState(structuredClone(fixture.initial));
    for (const entry of fixture.log) {
      const result = applyOp(state, migrateLoggedOp(entry.payload.op, 1), entry.payload.actor);
      expect(result.ok, `op ${entry.seq}`).toBe(true);
      if (result.ok) state = result.state;
    }
    // Chance comes out differently from the version-1 engine (it hashed a room secret in), but the
    // cards are all there: one drawn, one left.
    const deck = Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
    expect(state.piles[deck]).toHaveLength(1);
    expect(state.hands.p2).toHaveLength(3);
  });

  it('leaves a current state as it is, and refuses a newer or broken one with a clear reason', () => {
    const current = migrateRoomState(structuredClone(fixture.snapshot));
    expect(migrateRoomState(structuredClone(current))).toEqual(current);
    expect(() => migrateRoomState({ ...current, version: 3 })).toThrow(
      'This room was saved by a newer engine (state version 3; this one reads up to 2). Deploy the newer version everywhere before opening it.',
    );
    expect(() => migrateRoomState(null)).toThrow('A room state must be an object.');
    expect(() => migrateRoomState({ version: 'x' })).toThrow('Unknown room state version "x".');
  });

  it('reads logged ops of each version and refuses newer ones', () => {
    expect(ROOM_OP_VERSION).toBe(2);
    expect(migrateLoggedOp({ type: 'shuffle', pileId: 'd', seed: '' }, 1)).toEqual({ type: 'shuffle', pileId: 'd' });
    expect(migrateLoggedOp({ type: 'leaveSeat', seed: 'f'.repeat(64) }, 2)).toEqual({ type: 'leaveSeat', seed: 'f'.repeat(64) });
    expect(() => migrateLoggedOp({ type: 'leaveSeat' }, 3)).toThrow('This op was logged by a newer engine (op version 3; this one reads up to 2).');
    expect(() => migrateLoggedOp({ type: 'fly' }, 2)).toThrow(/does not parse/);
  });
});
