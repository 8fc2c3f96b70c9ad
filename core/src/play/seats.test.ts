import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, parseOp, seatOf, viewFor, type Actor, type OpInput, type RoomState } from './index.ts';
import { runs } from '../../../testing/property-runs.ts';

// Hands stay with whoever held them: a seat left with cards is kept for its player, and its next
// occupant never receives the faces the previous one held.

const alice: Actor = { userId: 'alice', seatId: 'p1' };
const bob: Actor = { userId: 'bob', seatId: 'p2' };
const host: Actor = { userId: 'hana', seatId: null, host: true };
const carol: Actor = { userId: 'carol', seatId: null };

function run(state: RoomState, op: OpInput, actor: Actor): RoomState {
  const result = applyOp(state, parseOp(op)!, { ...actor, seatId: seatOf(state, actor.userId) });
  if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
  return result.state;
}

function attempt(state: RoomState, op: OpInput, actor: Actor) {
  return applyOp(state, parseOp(op)!, { ...actor, seatId: seatOf(state, actor.userId) });
}

/** Alice in p1 holding the peasant card (dealt by the document), Bob in p2. */
function seatedRoom(): RoomState {
  let state = initialRoomState(fullDocument(), { seed: '1'.repeat(64) });
  state = run(state, { type: 'claimSeat', seatId: 'p1' }, alice);
  return run(state, { type: 'claimSeat', seatId: 'p2' }, bob);
}

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;

describe('a seat left with cards', () => {
  it('stays reserved for its player: others are refused with a reason, the player may come back', () => {
    const left = run(seatedRoom(), { type: 'leaveSeat' }, alice);
    expect(left.seats[0]).toMatchObject({ id: 'p1', userId: null, reservedFor: 'alice' });
    expect(attempt(left, { type: 'claimSeat', seatId: 'p1' }, carol)).toMatchObject({
      ok: false,
      code: 'SEAT_RESERVED',
      reason: 'Player 1 is kept for the player who left it with cards; they can come back, or the host can free it.',
    });
    // Not even the host sits down in it.
    expect(attempt(left, { type: 'claimSeat', seatId: 'p1' }, host)).toMatchObject({ ok: false, code: 'SEAT_RESERVED' });
    const back = run(left, { type: 'claimSeat', seatId: 'p1' }, alice);
    expect(back.seats[0]).toMatchObject({ userId: 'alice', reservedFor: null });
    expect(JSON.stringify(viewFor(back, 'p1'))).toContain('peasant-card');
  });

  it('is reserved too when its player moves to another seat, and is free when the hand was empty', () => {
    let state = seatedRoom();
    state = run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'surface', surfaceId: 'table', x: 5, y: 5 } }, alice);
    state = run(state, { type: 'leaveSeat' }, alice);
    expect(state.seats[0]).toMatchObject({ userId: null, reservedFor: null });
    // Bob holds the score counter and a hand mat, dealt by the game.
    state = run(state, { type: 'claimSeat', seatId: 'p1' }, bob);
    expect(state.seats).toMatchObject([
      { id: 'p1', userId: 'bob', reservedFor: null },
      { id: 'p2', userId: null, reservedFor: 'bob' },
    ]);
    expect(attempt(state, { type: 'claimSeat', seatId: 'p2' }, alice)).toMatchObject({ ok: false, code: 'SEAT_RESERVED' });
  });

  it('is released by the host onto a pile: the cards go face down with new ids, and the next occupant never sees them', () => {
    const before = run(seatedRoom(), { type: 'leaveSeat' }, alice);
    const held = before.hands.p1![0]!;
    const deck = deckId(before);
    const released = applyOp(before, parseOp({ type: 'releaseSeat', seatId: 'p1', pileId: deck, seed: 'ab'.repeat(32) })!, host);
    if (!released.ok) throw new Error(released.reason);
    expect(released.random).toBe(true);
    const state = released.state;
    expect(state.seats[0]).toMatchObject({ userId: null, reservedFor: null });
    expect(state.hands.p1).toEqual([]);
    const onTop = state.piles[deck]!.at(-1)!;
    expect(onTop).not.toBe(held);
    expect(state.pieces[onTop]).toMatchObject({ variantId: 'peasant-card', faceUp: false, location: { type: 'pile', pileId: deck } });
    // Everyone is told: the seat, the hand and the pile changed.
    expect(released.changes).toMatchObject({ seats: true, hands: ['p1'], piles: [deck] });
    const taken = run(state, { type: 'claimSeat', seatId: 'p1' }, carol);
    expect(JSON.stringify(viewFor(taken, 'p1'))).not.toContain('peasant-card');
  });

  it('is released by its own player onto the table, face down near the centre of the first surface', () => {
    let state = run(seatedRoom(), { type: 'leaveSeat' }, alice);
    state = run(state, { type: 'releaseSeat', seatId: 'p1' }, alice);
    const card = Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!;
    expect(card).toMatchObject({ faceUp: false, location: { type: 'surface', surfaceId: 'table', x: 800, y: 500 } });
    for (const seat of ['p1', 'p2', null]) expect(JSON.stringify(viewFor(state, seat))).not.toContain('peasant-card');
  });

  it('is released while someone holds it only by the host, and otherwise only by the player it is kept for', () => {
    const state = seatedRoom();
    expect(attempt(state, { type: 'releaseSeat', seatId: 'p1' }, bob)).toMatchObject({ ok: false, code: 'SEAT_OCCUPIED' });
    const left = run(state, { type: 'leaveSeat' }, alice);
    expect(attempt(left, { type: 'releaseSeat', seatId: 'p1' }, bob)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(attempt(left, { type: 'releaseSeat', seatId: 'p2' }, alice)).toMatchObject({ ok: false, code: 'SEAT_OCCUPIED' });
    expect(attempt(left, { type: 'releaseSeat', seatId: 'p1', pileId: 'nope' }, host)).toMatchObject({ ok: false, code: 'GONE' });
    const released = run(left, { type: 'releaseSeat', seatId: 'p1' }, host);
    expect(attempt(released, { type: 'releaseSeat', seatId: 'p1' }, host)).toMatchObject({
      ok: false,
      code: 'NOT_RESERVED',
      reason: 'Player 1 is already free.',
    });
  });

  it('lets the host free a seat its player still holds (removed from the game, or gone for good), face down for everyone', () => {
    const state = seatedRoom();
    const released = run(state, { type: 'releaseSeat', seatId: 'p1', pileId: 'discard' }, host);
    expect(released.seats[0]).toMatchObject({ userId: null, reservedFor: null });
    expect(released.hands.p1).toEqual([]);
    // Alice's cards went into the pile face down under new ids: no seat, nor Alice, can follow them.
    for (const id of state.hands.p1!) expect(released.pieces[id]).toBeUndefined();
    for (const seat of ['p1', 'p2', null]) expect(JSON.stringify(viewFor(released, seat))).not.toContain('peasant-card');
    // The seat is free for anyone now.
    expect(attempt(released, { type: 'claimSeat', seatId: 'p1' }, { userId: 'carol', seatId: null })).toMatchObject({ ok: true });
  });

  it('keeps what sat in its private zone too', () => {
    let state = seatedRoom();
    // p2 owns the mat's "slots" zone in the fixture: Bob puts a card there, then leaves.
    const slots = Object.keys(state.zones).find((id) => id.startsWith('slots@'))!;
    expect(state.zones[slots]).toMatchObject({ viewPolicy: 'owner', ownerSeatId: 'p2' });
    state = run(state, { type: 'take', pileId: deckId(state), to: { type: 'zone', dropzoneId: slots, x: 0, y: 0 } }, bob);
    state = run(state, { type: 'leaveSeat' }, bob);
    expect(state.seats[1]).toMatchObject({ userId: null, reservedFor: 'bob' });
    state = run(state, { type: 'releaseSeat', seatId: 'p2', pileId: 'discard' }, host);
    // The card and the score counter go onto the pile face down; the hand mat (a container) to the table.
    expect(state.piles.discard!.map((id) => state.pieces[id]!.variantId ?? state.pieces[id]!.componentId)).toEqual([
      'score',
      'knight-card',
    ]);
    expect(state.pieces[state.piles.discard!.at(-1)!]!.faceUp).toBe(false);
    expect(Object.values(state.pieces).find((p) => p.componentId === 'hand')!.location).toMatchObject({ type: 'surface' });
    state = run(state, { type: 'claimSeat', seatId: 'p2' }, carol);
    expect(JSON.stringify(viewFor(state, 'p2'))).not.toContain('knight-card');
  });
});

describe('a piece and its own drop areas', () => {
  it('refuses a piece into a zone it carries, or one carried by a piece it carries, and never moves it', () => {
    let state = seatedRoom();
    const mat = Object.values(state.pieces).find((p) => p.componentId === 'hand')!.id;
    const slots = Object.keys(state.zones).find((id) => id.startsWith('slots@'))!;
    expect(state.zones[slots]!.containerPieceId).toBe(mat);
    const into = { type: 'zone', dropzoneId: slots, x: 10, y: 10 } as const;
    const refused = attempt(state, { type: 'move', pieceId: mat, to: into }, bob);
    expect(refused).toMatchObject({ ok: false, reason: 'A piece cannot go into its own drop area, or into one of a piece it carries.' });
    expect(attempt(state, { type: 'moveMany', moves: [{ pieceId: mat, to: into }] }, bob)).toMatchObject({ ok: false });
    // Another piece goes in, as ever.
    state = run(state, { type: 'take', pileId: deckId(state), to: into }, bob);
    expect(Object.values(state.pieces).some((p) => p.location.type === 'zone' && p.location.dropzoneId === slots)).toBe(true);
  });
});

describe('the next occupant of a seat', () => {
  /**
   * Oracle, independent of the engine's holdings: whenever someone sits in a seat whose hand or private
   * zones hold cards, they are the last person who sat there (or nobody sat there before: cards dealt
   * by the game itself).
   */
  it('never receives the faces its previous holder held, whatever people do', () => {
    const users: Actor[] = [alice, bob, carol, host];
    const step = fc.record({ who: fc.nat(3), kind: fc.nat(6), seat: fc.nat(1), n: fc.nat(10) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let state = initialRoomState(fullDocument(), { seed: '2'.repeat(64) });
        const lastHolder: Record<string, string> = {};
        const slots = Object.keys(state.zones).find((id) => id.startsWith('slots@'))!;
        for (const s of steps) {
          const user = users[s.who]!;
          const seatId = ['p1', 'p2'][s.seat]!;
          const mine = seatOf(state, user.userId);
          const handCard = mine ? state.hands[mine]?.[s.n % Math.max(1, state.hands[mine]!.length)] : undefined;
          const ops: Array<OpInput | undefined> = [
            { type: 'claimSeat', seatId },
            { type: 'leaveSeat' },
            { type: 'draw', pileId: deckId(state), count: 1 },
            { type: 'releaseSeat', seatId, ...(s.n % 2 ? { pileId: 'discard' } : {}) },
            handCard ? { type: 'move', pieceId: handCard, to: { type: 'zone', dropzoneId: slots, x: 10, y: 10 } } : undefined,
            { type: 'take', pileId: 'discard', to: { type: 'hand' } },
            handCard ? { type: 'move', pieceId: handCard, to: { type: 'pile', pileId: 'discard' } } : undefined,
          ];
          const op = ops[s.kind];
          if (!op) continue;
          const result = attempt(state, op, user);
          if (!result.ok) continue;
          for (const seat of result.state.seats) {
            if (!seat.userId) continue;
            const holds =
              (result.state.hands[seat.id]?.length ?? 0) > 0 ||
              Object.values(result.state.pieces).some(
                (p) => p.location.type === 'zone' && result.state.zones[p.location.dropzoneId]?.ownerSeatId === seat.id,
              );
            if (holds && lastHolder[seat.id] !== undefined)
              expect(seat.userId, `${seat.id} went to someone else with cards in it`).toBe(lastHolder[seat.id]);
            lastHolder[seat.id] = seat.userId;
          }
          state = result.state;
        }
      }),
      {
        numRuns: runs(300),
        examples: [
          // Bob put his hand mat into its own slots zone, left for p1, and alice sat in p2: the mat, off the
          // table and counted in no holding, went to her with the seat.
          [
            [
              { who: 1, kind: 0, seat: 1, n: 0 },
              { who: 1, kind: 6, seat: 0, n: 0 },
              { who: 1, kind: 4, seat: 0, n: 0 },
              { who: 1, kind: 0, seat: 0, n: 0 },
              { who: 0, kind: 0, seat: 1, n: 0 },
            ],
          ],
        ],
      },
    );
  });
});
