import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyOp,
  migrateLoggedOp,
  migrateRoomState,
  parseOp,
  seatOf,
  viewFor,
  ROOM_OP_VERSION,
  ROOM_STATE_VERSION,
  type Actor,
  type OpInput,
  type RoomState,
} from './index.ts';

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
  it('loads a version-1 snapshot as the current version and plays on', () => {
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
    expect(() => migrateRoomState({ ...current, version: 4 })).toThrow(
      'This room was saved by a newer engine (state version 4; this one reads up to 3). Deploy the newer version everywhere before opening it.',
    );
    expect(() => migrateRoomState(null)).toThrow('A room state must be an object.');
    expect(() => migrateRoomState({ version: 'x' })).toThrow('Unknown room state version "x".');
  });

  it('turns a version-2 undo record into a one-step history, or an empty one that says why when it was overwritten', () => {
    let state = migrateRoomState(structuredClone(fixture.snapshot));
    const die = Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
    state = run(state, { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: state.surfaces[0]!.id, x: 5, y: 5 } }, 'alice');
    const record = state.undo.p1!.steps[0]!;
    // The same table as version 2 stored it: one record per seat, and when each key last changed.
    const { undo: _undo, ...rest } = state;
    const version2 = (touched: Record<string, number>) => ({ ...rest, version: 2, undo: { p1: record, p2: null }, touched });
    const fresh = migrateRoomState(structuredClone(version2({ [die]: record.opIndex })));
    expect(fresh.version).toBe(3);
    expect(fresh).not.toHaveProperty('touched');
    expect(fresh.undo).toEqual({ p1: { steps: [record], lost: false } });
    const undone = run(fresh, { type: 'undo' }, 'alice');
    expect(undone.pieces[die]).toEqual(migrateRoomState(structuredClone(fixture.snapshot)).pieces[die]);
    // Bob had turned the die after Alice's move: version 2 would have refused, and so does version 3, saying why.
    const stale = migrateRoomState(structuredClone(version2({ [die]: record.opIndex + 1 })));
    expect(stale.undo).toEqual({ p1: { steps: [], lost: true } });
    expect(applyOp(stale, parseOp({ type: 'undo' })!, { userId: 'alice', seatId: 'p1' })).toMatchObject({ ok: false, code: 'UNDO_STALE' });
  });

  it('reads logged ops of each version and refuses newer ones', () => {
    expect(ROOM_OP_VERSION).toBe(2);
    expect(migrateLoggedOp({ type: 'shuffle', pileId: 'd', seed: '' }, 1)).toEqual({ type: 'shuffle', pileId: 'd' });
    expect(migrateLoggedOp({ type: 'leaveSeat', seed: 'f'.repeat(64) }, 2)).toEqual({ type: 'leaveSeat', seed: 'f'.repeat(64) });
    expect(() => migrateLoggedOp({ type: 'leaveSeat' }, 3)).toThrow(
      'This op was logged by a newer engine (op version 3; this one reads up to 2).',
    );
    expect(() => migrateLoggedOp({ type: 'fly' }, 2)).toThrow(/does not parse/);
  });
});
