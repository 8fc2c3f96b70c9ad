import { describe, expect, it } from 'vitest';
import { alice, attempt, bob, run, seatedRoom as seatedFixture } from './test-room.ts';

const seatedRoom = () => seatedFixture('touched');

// `touched` says when each piece or pile last changed, for undo. It kept every key ever changed, and every
// card leaving a hand adds two (its old id and its new one): a script playing a card out and back twenty
// times a second grew the state by thousands of keys a minute, each op copied them all, and every state a
// replica keeps for resuming clients held its own copy. Only keys some seat could still undo matter.

describe('touched', () => {
  it('stays small however often a card goes out of a hand and back', () => {
    let state = seatedRoom();
    for (let i = 0; i < 300; i++) {
      const card = state.hands.p1!.at(-1)!;
      state = run(state, { type: 'move', pieceId: card, to: { type: 'surface', surfaceId: 'table', x: i, y: 0 } }, alice);
      const onTable = Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!.id;
      state = run(state, { type: 'move', pieceId: onTable, to: { type: 'hand' } }, alice);
    }
    expect(Object.keys(state.touched).length).toBeLessThan(20);
  });

  it('still refuses an undo once someone else changed what it would put back', () => {
    let state = seatedRoom();
    const die = Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;
    state = run(state, { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } }, alice);
    // Many unrelated ops in between, then Bob moves the die: Alice can no longer undo.
    for (let i = 0; i < 20; i++) state = run(state, { type: 'counter', pieceId: Object.values(state.pieces).find((p) => p.componentId === 'score')!.id, delta: 1 }, bob);
    expect(attempt(state, { type: 'undo' }, alice).ok).toBe(true);
    state = run(state, { type: 'rotate', pieceId: die, direction: 1 }, bob);
    expect(attempt(state, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'UNDO_STALE' });
  });
});
