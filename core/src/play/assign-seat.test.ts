import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { initialRoomState, redactChanges, viewFor, type Actor, type RoomState } from './index.ts';
import { isFinalOp } from './ops.ts';
import { logLineFor, logNamesOf } from './log-lines.ts';
import { opSchema } from './ops.ts';
import { applyOp } from './apply.ts';
import { alice, attempt, run } from './test-room.ts';

// The host seats someone who watches, under the rules of sitting down oneself: a free seat, or the one
// kept for that very person; never a seat kept for another player who left it with cards.

const host: Actor = { userId: 'hana', seatId: null, host: true };
const carol = 'carol';

/** Alice in p1 (holding the peasant card), p2 free; Hana hosts and watches. */
function room(): RoomState {
  return run(initialRoomState(fullDocument(), { seed: 'assign' }), { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
}

describe('the host seats a spectator', () => {
  it('puts them in a free seat, where they see that seat as their own', () => {
    const state = room();
    const result = applyOp(state, opSchema.parse({ type: 'assignSeat', seatId: 'p2', userId: carol }), host);
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.seats[1]).toMatchObject({ id: 'p2', userId: carol, reservedFor: null });
    expect(result.changes.seats).toBe(true);
    // Carol now reads p2's hand; nobody else does, and Alice's hand stays hers.
    expect(viewFor(result.state, 'p2').hands.p2!.cards).toEqual(result.state.hands.p2);
    expect(JSON.stringify(viewFor(result.state, 'p2'))).not.toContain('peasant-card');
    expect(redactChanges(state, result.state, result.changes, 'p2').seats).toEqual(result.state.seats);
  });

  it('is for the host alone', () => {
    expect(attempt(room(), { type: 'assignSeat', seatId: 'p2', userId: carol }, { userId: 'dan', seatId: null })).toMatchObject({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: 'Only the host can seat someone.',
    });
    expect(attempt(room(), { type: 'assignSeat', seatId: 'p2', userId: carol }, alice)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
  });

  it('refuses a seat someone holds, one that does not exist, and someone already seated', () => {
    const state = room();
    expect(attempt(state, { type: 'assignSeat', seatId: 'p1', userId: carol }, host)).toMatchObject({
      ok: false,
      code: 'SEAT_TAKEN',
      reason: 'Player 1 is taken.',
    });
    expect(attempt(state, { type: 'assignSeat', seatId: 'nowhere', userId: carol }, host)).toMatchObject({ ok: false, code: 'GONE' });
    expect(attempt(state, { type: 'assignSeat', seatId: 'p2', userId: 'alice' }, host)).toMatchObject({
      ok: false,
      code: 'ALREADY_SEATED',
      reason: 'They already sit at Player 1.',
    });
  });

  it('never seats anyone in a seat kept for another player with their cards; that player may be seated back', () => {
    const left = run(room(), { type: 'leaveSeat' }, alice);
    expect(left.seats[0]).toMatchObject({ userId: null, reservedFor: 'alice' });
    expect(attempt(left, { type: 'assignSeat', seatId: 'p1', userId: carol }, host)).toMatchObject({ ok: false, code: 'SEAT_RESERVED' });
    const back = run(left, { type: 'assignSeat', seatId: 'p1', userId: 'alice' }, host);
    expect(back.seats[0]).toMatchObject({ userId: 'alice', reservedFor: null });
  });

  it('cannot be undone, and leaves the undo of the seated players as it was', () => {
    expect(isFinalOp(opSchema.parse({ type: 'assignSeat', seatId: 'p2', userId: carol }))).toBe(true);
    let state = room();
    state = run(
      state,
      { type: 'rotate', pieceId: Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id, direction: 1 },
      alice,
    );
    const after = run(state, { type: 'assignSeat', seatId: 'p2', userId: carol }, host);
    expect(after.undo.p1?.steps.length).toBe(1);
    expect(after.undo.p2 ?? null).toBeNull();
    expect(attempt(after, { type: 'undo' }, { userId: carol, seatId: 'p2' })).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });

  it('is told in the log as who seated whom where, "you" to the one seated', () => {
    const state = room();
    const op = opSchema.parse({ type: 'assignSeat', seatId: 'p2', userId: carol });
    const result = applyOp(state, op, host);
    if (!result.ok) throw new Error(result.reason);
    const names: Record<string, string> = { hana: 'Hana', carol: 'Carol', alice: 'Alice' };
    const input = {
      op,
      before: state,
      after: result.state,
      changes: result.changes,
      actor: host,
      names: logNamesOf(fullDocument()),
      nameOf: (id: string) => names[id],
    };
    expect(logLineFor(input, 'p1')).toMatchObject({ actor: { name: 'Hana' }, text: 'seated Carol at Player 2' });
    expect(logLineFor(input, 'p2')!.text).toBe('seated you at Player 2');
  });
});
