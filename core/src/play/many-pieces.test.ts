import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, type RoomState } from './index.ts';
import { isFinalOp } from './ops.ts';
import { logLineFor, logNamesOf } from './log-lines.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run } from './test-room.ts';

// A selection acted on as one: every part applies or none does, the first refused part saying why, and
// the whole is one step of undo.

const table = (x: number, y: number) => ({ type: 'surface' as const, surfaceId: 'table', x, y });

/** Alice in p1 with the peasant played face up on the table, Bob in p2; the die and deck on the table. */
function room(locked = false): RoomState {
  const doc = fullDocument();
  if (locked) doc.objects = doc.objects.map((object) => (object.id === 'o-die' ? { ...object, locked: true } : object));
  let state = initialRoomState(doc, { seed: 'many' });
  state = run(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
  state = run(state, { type: 'claimSeat', seatId: 'p2' }, { userId: 'bob', seatId: null });
  return run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: table(300, 300) }, alice);
}

const idOf = (state: RoomState, test: (p: RoomState['pieces'][string]) => boolean) => Object.values(state.pieces).find(test)!.id;
const peasant = (state: RoomState) => idOf(state, (p) => p.variantId === 'peasant-card');
const die = (state: RoomState) => idOf(state, (p) => p.componentId === 'd6');
const deck = (state: RoomState) => idOf(state, (p) => p.componentId === 'deck');

describe('moving several pieces as one', () => {
  it('moves them all, and one undo takes them all back', () => {
    const state = room();
    const moved = run(
      state,
      {
        type: 'moveMany',
        moves: [
          { pieceId: peasant(state), to: table(310, 320) },
          { pieceId: die(state), to: table(810, 520) },
        ],
      },
      alice,
    );
    expect(moved.pieces[peasant(state)]!.location).toMatchObject({ x: 310, y: 320 });
    expect(moved.pieces[die(state)]!.location).toMatchObject({ x: 810, y: 520 });
    expect(moved.undo.p1!.steps.length).toBe(state.undo.p1!.steps.length + 1);
    const undone = run(moved, { type: 'undo' }, alice);
    expect(undone.pieces[peasant(state)]!.location).toEqual(state.pieces[peasant(state)]!.location);
    expect(undone.pieces[die(state)]!.location).toEqual(state.pieces[die(state)]!.location);
  });

  it('moves nothing when one part is refused, and says why', () => {
    const state = room(true);
    const result = attempt(
      state,
      {
        type: 'moveMany',
        moves: [
          { pieceId: peasant(state), to: table(1, 1) },
          { pieceId: die(state), to: table(2, 2) },
        ],
      },
      alice,
    );
    expect(result).toMatchObject({ ok: false, code: 'LOCKED', reason: 'The game fixes this piece in place.' });
  });

  it("refuses a card in another player's hand as a piece that is not there, and a piece named twice", () => {
    const state = room();
    const bobs = state.hands.p2![0]!;
    expect(
      attempt(
        state,
        {
          type: 'moveMany',
          moves: [
            { pieceId: die(state), to: table(1, 1) },
            { pieceId: bobs, to: table(2, 2) },
          ],
        },
        alice,
      ),
    ).toMatchObject({ ok: false, code: 'GONE' });
    expect(attempt(state, { type: 'moveMany', moves: [{ pieceId: 'no-such', to: table(1, 1) }] }, alice)).toMatchObject({
      ok: false,
      code: 'GONE',
    });
    expect(
      attempt(
        state,
        {
          type: 'moveMany',
          moves: [
            { pieceId: die(state), to: table(1, 1) },
            { pieceId: die(state), to: table(2, 2) },
          ],
        },
        alice,
      ),
    ).toMatchObject({ ok: false, code: 'REPEATED' });
  });

  it('is refused to spectators', () => {
    const state = room();
    expect(
      attempt(state, { type: 'moveMany', moves: [{ pieceId: die(state), to: table(1, 1) }] }, { userId: 'carol', seatId: null }),
    ).toMatchObject({ ok: false, code: 'SPECTATOR' });
  });

  it('is told in the log by how many of what, never by faces', () => {
    const state = room();
    const op = opSchema.parse({
      type: 'moveMany',
      moves: [
        { pieceId: peasant(state), to: table(1, 1) },
        { pieceId: die(state), to: table(2, 2) },
      ],
    });
    const result = applyOp(state, op, bob);
    if (!result.ok) throw new Error(result.reason);
    const line = logLineFor(
      {
        op,
        before: state,
        after: result.state,
        changes: result.changes,
        actor: bob,
        names: logNamesOf(fullDocument()),
        nameOf: () => 'Bob',
      },
      'p1',
    );
    expect(line!.text).toBe('moved a card and a die to the table');
  });
});

describe('flipping and turning several pieces as one', () => {
  it('flips every card of the selection in one undoable step', () => {
    const state = room();
    const flipped = run(state, { type: 'flipMany', pieceIds: [peasant(state)] }, alice);
    expect(flipped.pieces[peasant(state)]!.faceUp).toBe(false);
    expect(isFinalOp(opSchema.parse({ type: 'flipMany', pieceIds: ['x'] }))).toBe(false);
    expect(run(flipped, { type: 'undo' }, alice).pieces[peasant(state)]!.faceUp).toBe(true);
  });

  it('refuses the whole flip when one piece cannot be flipped', () => {
    const state = room();
    expect(attempt(state, { type: 'flipMany', pieceIds: [peasant(state), die(state)] }, alice)).toMatchObject({
      ok: false,
      code: 'CANNOT_FLIP',
    });
  });

  it('turns every piece, or none when one is locked', () => {
    const state = room();
    const turned = run(state, { type: 'rotateMany', pieceIds: [peasant(state), die(state), deck(state)], direction: 1 }, alice);
    expect(turned.pieces[die(state)]!.rotation).toBe((state.pieces[die(state)]!.rotation + 1) % 4);
    expect(turned.pieces[peasant(state)]!.rotation).toBe(1);
    expect(run(turned, { type: 'undo' }, alice).pieces[die(state)]!.rotation).toBe(state.pieces[die(state)]!.rotation);
    const locked = room(true);
    expect(attempt(locked, { type: 'rotateMany', pieceIds: [peasant(locked), die(locked)], direction: 1 }, alice)).toMatchObject({
      ok: false,
      code: 'LOCKED',
    });
  });
});
