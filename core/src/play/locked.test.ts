import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { initialRoomState, viewFor, type OpInput, type RoomState } from './index.ts';
import { alice, attempt, bob, run } from './test-room.ts';

/** The fixture game with the deck and the die locked on the table, and the peasant "locked" in Alice's hand. */
function lockedRoom(): RoomState {
  const doc = fullDocument();
  doc.objects = doc.objects.map((object) =>
    ['the-deck', 'o-die', 'o-peasant'].includes(object.id) ? { ...object, locked: true } : object,
  );
  let state = initialRoomState(doc, { seed: 'locked' });
  state = run(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
  return run(state, { type: 'claimSeat', seatId: 'p2' }, { userId: 'bob', seatId: null });
}

const byComponent = (state: RoomState, componentId: string) => Object.values(state.pieces).find((p) => p.componentId === componentId)!.id;

describe('locked pieces', () => {
  it('cannot be moved, turned or brought to the front, and everyone is told they are locked', () => {
    const state = lockedRoom();
    const die = byComponent(state, 'd6');
    const deck = byComponent(state, 'deck');
    const tries: OpInput[] = [
      { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } },
      { type: 'move', pieceId: die, to: { type: 'hand' } },
      { type: 'rotate', pieceId: die, direction: 1 },
      { type: 'bringToFront', pieceId: die },
      { type: 'move', pieceId: deck, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } },
    ];
    for (const op of tries)
      expect(attempt(state, op, bob), op.type).toMatchObject({ ok: false, code: 'LOCKED', reason: 'The game fixes this piece in place.' });
    for (const seat of ['p1', 'p2', null]) expect(viewFor(state, seat).pieces[die]).toMatchObject({ locked: true });
  });

  it('cannot be flipped', () => {
    const doc = fullDocument();
    doc.objects.push({
      id: 'board',
      componentId: 'card',
      variantId: 'dragon-card',
      placement: { type: 'surface', surfaceId: 'table', x: 50, y: 50, rotation: 0 },
      faceUp: true,
      locked: true,
    });
    const state = run(
      initialRoomState(doc, { seed: 'locked-flip' }),
      { type: 'claimSeat', seatId: 'p1' },
      { userId: 'alice', seatId: null },
    );
    const board = Object.values(state.pieces).find((p) => p.locked && p.componentId === 'card')!.id;
    expect(attempt(state, { type: 'flip', pieceId: board }, alice)).toMatchObject({ ok: false, code: 'LOCKED' });
  });

  it('are still played with: a locked die rolls, a locked deck is drawn from and shuffled', () => {
    let state = lockedRoom();
    const deck = byComponent(state, 'deck');
    state = run(state, { type: 'roll', pieceId: byComponent(state, 'd6') }, alice);
    state = run(state, { type: 'shuffle', pileId: deck }, alice);
    state = run(state, { type: 'draw', pileId: deck }, bob);
    expect(state.piles[deck]).toHaveLength(1);
  });

  it('hold only on the table: a piece the game deals into a hand plays as usual', () => {
    const state = lockedRoom();
    const peasant = state.hands.p1![0]!;
    expect(state.pieces[peasant]!.locked).toBeUndefined();
    expect(attempt(state, { type: 'move', pieceId: peasant, to: { type: 'surface', surfaceId: 'table', x: 5, y: 5 } }, alice).ok).toBe(
      true,
    );
  });
});
