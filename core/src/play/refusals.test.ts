import { describe, expect, it } from 'vitest';
import { applyOp, type Actor, type OpInput, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, bob, run, seatedRoom as seatedFixture } from './test-room.ts';

const seatedRoom = () => seatedFixture('refusals');

// A refusal is sent to the player who tried: it must not answer a question the table would not. A
// piece that went into a hand or a pile in full view keeps its id there; if naming that id got another
// verdict than naming an id that does not exist, a script could ask, after every play, whether that
// card is still in the hand (or the deck), and so follow it through a place nobody can see into.

const byComponent = (state: RoomState, componentId: string) => Object.values(state.pieces).find((p) => p.componentId === componentId)!.id;

/** Every op that names a piece, aimed at `pieceId`. */
const probes = (pieceId: string): OpInput[] => [
  { type: 'move', pieceId, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } },
  { type: 'move', pieceId, to: { type: 'hand' } },
  { type: 'flip', pieceId },
  { type: 'rotate', pieceId, direction: 1 },
  { type: 'roll', pieceId },
  { type: 'counter', pieceId, delta: 1 },
  { type: 'pass', pieceId, seatId: 'p1' },
  { type: 'pass', pieceId, seatId: 'p2' },
  { type: 'bringToFront', pieceId },
];

const verdict = (state: RoomState, op: OpInput, actor: Actor) => {
  const result = applyOp(state, opSchema.parse(op), actor);
  return result.ok ? { ok: true } : { ok: false, code: result.code, reason: result.reason };
};

function expectIndistinguishableFromMissing(state: RoomState, hiddenId: string, actor: Actor) {
  const missing = 'no-such-piece';
  expect(state.pieces[missing]).toBeUndefined();
  for (const [index, probe] of probes(hiddenId).entries()) {
    expect(verdict(state, probe, actor), `${probe.type} #${index}`).toEqual(verdict(state, probes(missing)[index]!, actor));
  }
}

describe('refusals', () => {
  it('do not tell whether a piece seen going into another hand is still there', () => {
    let state = seatedRoom();
    const die = byComponent(state, 'd6');
    // Everyone saw the die go into Bob's hand under this id.
    state = run(state, { type: 'move', pieceId: die, to: { type: 'hand' } }, bob);
    expect(state.pieces[die]!.location).toEqual({ type: 'hand', seatId: 'p2' });
    expectIndistinguishableFromMissing(state, die, alice);
  });

  it('do not tell whether a piece seen going into a pile is still in it', () => {
    let state = seatedRoom();
    const die = byComponent(state, 'd6');
    const deck = byComponent(state, 'deck');
    state = run(state, { type: 'move', pieceId: die, to: { type: 'pile', pileId: deck } }, bob);
    expect(state.pieces[die]!.location).toEqual({ type: 'pile', pileId: deck });
    expectIndistinguishableFromMissing(state, die, alice);
    expectIndistinguishableFromMissing(state, die, bob);
    // Nothing about a hidden piece changes by naming it: a rotate of a card in a deck is not applied.
    expect(verdict(state, { type: 'rotate', pieceId: die, direction: 1 }, bob).ok).toBe(false);
  });

  it("keep everyone else's hands out of a container a seat holds in hand", () => {
    let state = seatedRoom();
    const board = byComponent(state, 'hand');
    expect(state.pieces[board]!.location).toEqual({ type: 'hand', seatId: 'p2' });
    const die = byComponent(state, 'd6');
    state = run(state, { type: 'move', pieceId: die, to: { type: 'pile', pileId: board } }, bob);
    for (const op of [
      { type: 'draw', pileId: board },
      { type: 'take', pileId: board, to: { type: 'hand' } },
      { type: 'shuffle', pileId: board },
    ] as OpInput[]) {
      expect(verdict(state, op, alice), op.type).toMatchObject({ ok: false, code: 'NOT_YOURS' });
    }
    const card = state.hands.p1![0]!;
    expect(verdict(state, { type: 'move', pieceId: card, to: { type: 'pile', pileId: board } }, alice)).toMatchObject({
      ok: false,
      code: 'NOT_YOURS',
    });
    expect(verdict(state, { type: 'take', pileId: board, to: { type: 'hand' } }, bob).ok).toBe(true);
  });

  it('still let the holder act on the pieces in their own hand', () => {
    let state = seatedRoom();
    const die = byComponent(state, 'd6');
    state = run(state, { type: 'move', pieceId: die, to: { type: 'hand' } }, bob);
    expect(verdict(state, { type: 'roll', pieceId: die }, bob).ok).toBe(true);
    expect(verdict(state, { type: 'rotate', pieceId: die, direction: 1 }, bob).ok).toBe(true);
  });
});
