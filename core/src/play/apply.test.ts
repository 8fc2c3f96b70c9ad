import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, initialRoomState, seatOf, viewFor, type Actor, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { alice, attempt, bob, run, seatedRoom } from './test-room.ts';

const spectator: Actor = { userId: 'carol', seatId: null };

const deckId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const dieId = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;

describe('starting state', () => {
  it('puts objects on surfaces, in seats and inside containers, in order', () => {
    const state = initialRoomState(fullDocument(), { seed: 's' });
    const deck = deckId(state);
    expect(state.piles[deck]!.map((id) => state.pieces[id]!.variantId)).toEqual(['dragon-card', 'knight-card']);
    expect(state.hands.p1!.map((id) => state.pieces[id]!.variantId)).toEqual(['peasant-card']);
    expect(state.pieces[dieId(state)]).toMatchObject({
      location: { type: 'surface', surfaceId: 'table', x: 800, y: 500 },
      rotation: 1,
      value: 1,
    });
    expect(state.piles.discard).toEqual([]);
    // Piece ids say nothing about the document's object ids.
    expect(Object.keys(state.pieces).join()).not.toMatch(/dragon|knight|peasant/);
  });
});

describe('ops', () => {
  it('moves a piece on the table and into a hand', () => {
    let state = seatedRoom();
    const die = dieId(state);
    state = run(state, { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 10, y: 20 } }, alice);
    expect(state.pieces[die]!.location).toEqual({ type: 'surface', surfaceId: 'table', x: 10, y: 20 });
    const card = state.hands.p1![0]!;
    state = run(state, { type: 'move', pieceId: card, to: { type: 'zone', dropzoneId: 'discard', x: 5, y: 5 } }, alice);
    // A card leaving a hand comes out under a fresh id: nobody can tell it was the one held.
    const [played] = state.piles.discard!;
    expect(played).not.toBe(card);
    expect(state.pieces[card]).toBeUndefined();
    expect(state.pieces[played!]).toMatchObject({ variantId: 'peasant-card', faceUp: true });
  });

  it('snaps a drop into a zone to its nearest anchor', () => {
    let state = seatedRoom();
    const die = dieId(state);
    const zone = Object.keys(state.zones).find((id) => id.startsWith('slots@'))!;
    state = run(state, { type: 'move', pieceId: die, to: { type: 'zone', dropzoneId: zone, x: 300, y: 10 } }, bob);
    expect(state.pieces[die]!.location).toEqual({ type: 'zone', dropzoneId: zone, x: 80, y: 150 });
  });

  it('flips and rotates by the component orientations', () => {
    let state = seatedRoom();
    state = run(state, { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } }, alice);
    const card = Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!.id;
    state = run(state, { type: 'flip', pieceId: card }, alice);
    expect(state.pieces[card]!.faceUp).toBe(false);
    state = run(state, { type: 'rotate', pieceId: card, direction: -1 }, alice);
    expect(state.pieces[card]!.rotation).toBe(3);
    expect(attempt(state, { type: 'flip', pieceId: dieId(state) }, alice)).toMatchObject({ ok: false, code: 'CANNOT_FLIP' });
  });

  it('draws from a pile into the hand with a new, unlinkable id', () => {
    let state = seatedRoom();
    const deck = deckId(state);
    const [, top] = state.piles[deck]!;
    state = run(state, { type: 'draw', pileId: deck, count: 1 }, bob);
    expect(state.piles[deck]).toHaveLength(1);
    const drawn = state.hands.p2!.at(-1)!;
    expect(drawn).not.toBe(top);
    expect(state.pieces[drawn]!.variantId).toBe('knight-card');
    expect(state.pieces[top!]).toBeUndefined();
  });

  it('deals to every seated player and refuses when the pile is short', () => {
    const state = seatedRoom();
    const deck = deckId(state);
    const dealt = run(state, { type: 'deal', pileId: deck, count: 1 }, alice);
    expect(dealt.hands.p1).toHaveLength(2);
    expect(dealt.piles[deck]).toEqual([]);
    expect(attempt(state, { type: 'deal', pileId: deck, count: 2 }, alice)).toMatchObject({ ok: false, code: 'NOT_ENOUGH' });
    expect(attempt(dealt, { type: 'draw', pileId: deck, count: 1 }, alice)).toMatchObject({
      ok: false,
      code: 'EMPTY',
      reason: 'The pile is empty.',
    });
  });

  it('takes the top card of a pile onto the table', () => {
    let state = seatedRoom();
    const deck = deckId(state);
    state = run(state, { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 1, y: 2 } }, alice);
    const onTable = Object.values(state.pieces).filter((p) => p.location.type === 'surface' && p.componentId === 'card');
    expect(onTable.map((p) => p.variantId)).toEqual(['knight-card']);
  });

  it('shuffles with a seed, the same on every replica', () => {
    const state = seatedRoom();
    const deck = deckId(state);
    const a = run(state, { type: 'shuffle', pileId: deck, seed: 'x' }, alice);
    const b = run(state, { type: 'shuffle', pileId: deck, seed: 'x' }, alice);
    expect(a.piles[deck]).toEqual(b.piles[deck]);
    expect([...a.piles[deck]!].sort()).toEqual([...state.piles[deck]!].sort());
  });

  it('squares a shuffled pile: a card turned before it went in cannot be recognised when it comes out', () => {
    let state = seatedRoom();
    const deck = deckId(state);
    state = run(state, { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 1, y: 2 } }, alice);
    const taken = Object.values(state.pieces).find((p) => p.location.type === 'surface' && p.componentId === 'card')!.id;
    state = run(state, { type: 'rotate', pieceId: taken, direction: 1 }, alice);
    state = run(state, { type: 'move', pieceId: taken, to: { type: 'pile', pileId: deck } }, alice);
    expect(state.piles[deck]!.some((id) => state.pieces[id]!.rotation !== 0)).toBe(true);
    state = run(state, { type: 'shuffle', pileId: deck }, alice);
    for (const id of state.piles[deck]!) expect(state.pieces[id]).toMatchObject({ rotation: 0, faceUp: false });
  });

  it('counts every roll, so a table can show one that lands on the same face', () => {
    let state = seatedRoom();
    const seen = new Set<number>();
    for (let i = 1; i <= 12; i++) {
      state = run(state, { type: 'roll', pieceId: dieId(state), seed: `count-${i}` }, alice);
      expect(viewFor(state, 'p2').pieces[dieId(state)]).toMatchObject({ rolls: i });
      seen.add(state.pieces[dieId(state)]!.value!);
    }
    expect(seen.size).toBeLessThan(12);
  });

  it('rolls a die with its seed, within its sides', () => {
    const state = seatedRoom();
    const values = new Set<number>();
    for (let i = 0; i < 60; i++)
      values.add(run(state, { type: 'roll', pieceId: dieId(state), seed: `s${i}` }, alice).pieces[dieId(state)]!.value!);
    expect([...values].every((v) => v >= 1 && v <= 6)).toBe(true);
    expect(values.size).toBeGreaterThan(3);
    expect(run(state, { type: 'roll', pieceId: dieId(state), seed: 'same' }, alice)).toEqual(
      run(state, { type: 'roll', pieceId: dieId(state), seed: 'same' }, alice),
    );
  });

  it('clamps counters to their range', () => {
    let state = seatedRoom();
    const score = Object.values(state.pieces).find((p) => p.componentId === 'score')!.id;
    state = run(state, { type: 'counter', pieceId: score, delta: 1000 }, bob);
    expect(state.pieces[score]!.value).toBe(100);
    state = run(state, { type: 'counter', pieceId: score, delta: -1000 }, bob);
    expect(state.pieces[score]!.value).toBe(0);
  });

  it('claims and leaves seats; a taken seat is refused', () => {
    let state = initialRoomState(fullDocument(), { seed: 's' });
    state = run(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
    expect(seatOf(state, 'alice')).toBe('p1');
    expect(attempt(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'bob', seatId: null })).toMatchObject({
      ok: false,
      code: 'SEAT_TAKEN',
      reason: 'Player 1 is taken.',
    });
    state = run(state, { type: 'leaveSeat' }, alice);
    expect(seatOf(state, 'alice')).toBeNull();
  });

  it('refuses an op that became invalid instead of failing', () => {
    const state = seatedRoom();
    expect(attempt(state, { type: 'move', pieceId: 'nope', to: { type: 'hand' } }, alice)).toMatchObject({ ok: false, code: 'GONE' });
    expect(attempt(state, { type: 'take', pileId: 'nope', to: { type: 'hand' } }, alice)).toMatchObject({ ok: false, code: 'GONE' });
    expect(
      attempt(state, { type: 'move', pieceId: dieId(state), to: { type: 'surface', surfaceId: 'moon', x: 0, y: 0 } }, alice),
    ).toMatchObject({ ok: false, code: 'BAD_TARGET' });
  });
});

describe('authorization', () => {
  it('lets spectators only claim seats', () => {
    const state = seatedRoom();
    expect(
      attempt(state, { type: 'move', pieceId: dieId(state), to: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } }, spectator),
    ).toMatchObject({ ok: false, code: 'SPECTATOR' });
    expect(attempt(state, { type: 'draw', pileId: deckId(state), count: 1 }, spectator)).toMatchObject({ ok: false, code: 'SPECTATOR' });
  });

  it("refuses to touch a card in another seat's hand or private zone", () => {
    const state = seatedRoom();
    const alicesCard = state.hands.p1![0]!;
    // A card in another hand is answered as one that does not exist: the refusal tells nothing of where it is.
    expect(attempt(state, { type: 'move', pieceId: alicesCard, to: { type: 'hand' } }, bob)).toMatchObject({ ok: false, code: 'GONE' });
    const bobsZone = Object.keys(state.zones).find((id) => id.startsWith('slots@'))!;
    expect(
      attempt(state, { type: 'move', pieceId: dieId(state), to: { type: 'zone', dropzoneId: bobsZone, x: 0, y: 0 } }, alice),
    ).toMatchObject({ ok: false, code: 'NOT_YOURS' });
  });
});

describe('undo', () => {
  it("undoes the seat's own last move", () => {
    const start = seatedRoom();
    const die = dieId(start);
    const moved = run(start, { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } }, alice);
    const undone = run(moved, { type: 'undo' }, alice);
    expect(undone.pieces[die]).toEqual(start.pieces[die]);
    expect(attempt(undone, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
  });

  it('does not undo a roll, and refuses once someone else touched the piece', () => {
    const start = seatedRoom();
    const die = dieId(start);
    const rolled = run(start, { type: 'roll', pieceId: die, seed: 'r' }, alice);
    expect(attempt(rolled, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'NOTHING_TO_UNDO' });
    const moved = run(start, { type: 'move', pieceId: die, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } }, alice);
    const touched = run(moved, { type: 'rotate', pieceId: die, direction: 1 }, bob);
    expect(attempt(touched, { type: 'undo' }, alice)).toMatchObject({ ok: false, code: 'UNDO_STALE' });
  });
});

describe('views', () => {
  it("shows a seat its own hand, and only counts of others'", () => {
    const state = seatedRoom();
    const forBob = viewFor(state, 'p2');
    expect(forBob.hands.p1).toEqual({ seatId: 'p1', count: 1, cards: null });
    expect(JSON.stringify(forBob)).not.toContain('peasant-card');
    expect(JSON.stringify(viewFor(state, 'p1'))).toContain('peasant-card');
  });

  it('hides face-down cards and pile contents from everyone', () => {
    const state = seatedRoom();
    for (const seat of ['p1', 'p2', null]) {
      const json = JSON.stringify(viewFor(state, seat));
      expect(json).not.toContain('dragon-card');
      expect(json).not.toContain('knight-card');
    }
    expect(viewFor(state, null).piles[deckId(state)]).toMatchObject({ count: 2, top: { variantId: null } });
  });
});

describe('randomness', () => {
  it('says which ops drew from their seed, and works without one (a check before sequencing)', () => {
    const state = seatedRoom();
    const seed = '3'.repeat(64);
    const roll = applyOp(state, opSchema.parse({ type: 'roll', pieceId: dieId(state), seed }), alice);
    expect(roll).toMatchObject({ ok: true, random: true });
    const turn = applyOp(state, opSchema.parse({ type: 'rotate', pieceId: dieId(state), direction: 1, seed }), alice);
    expect(turn).toMatchObject({ ok: true, random: false });
    // Taking a card out of a pile draws its fresh id from the seed.
    expect(applyOp(state, opSchema.parse({ type: 'draw', pileId: deckId(state), count: 1, seed }), bob)).toMatchObject({
      ok: true,
      random: true,
    });
    const unseeded = applyOp(state, opSchema.parse({ type: 'shuffle', pileId: deckId(state) }), alice);
    expect(unseeded).toMatchObject({ ok: true, random: true });
    expect(applyOp(state, opSchema.parse({ type: 'shuffle', pileId: deckId(state) }), alice)).toEqual(unseeded);
  });
});

describe('identity', () => {
  it('renames a card leaving a hand or a private zone, but not one moving in full view or within its zone', () => {
    let state = seatedRoom();
    const slots = Object.keys(state.zones).find((id) => id.startsWith('slots@'))!;
    state = run(state, { type: 'take', pileId: deckId(state), to: { type: 'zone', dropzoneId: slots, x: 0, y: 0 } }, bob);
    const inZone = Object.values(state.pieces).find((p) => p.location.type === 'zone')!.id;
    state = run(state, { type: 'move', pieceId: inZone, to: { type: 'zone', dropzoneId: slots, x: 300, y: 10 } }, bob);
    expect(state.pieces[inZone]).toBeDefined();
    state = run(state, { type: 'move', pieceId: inZone, to: { type: 'surface', surfaceId: 'table', x: 1, y: 1 } }, bob);
    expect(state.pieces[inZone]).toBeUndefined();
    const onTable = Object.values(state.pieces).find((p) => p.variantId === 'knight-card')!.id;
    state = run(state, { type: 'move', pieceId: onTable, to: { type: 'surface', surfaceId: 'table', x: 9, y: 9 } }, alice);
    expect(state.pieces[onTable]!.location).toMatchObject({ x: 9, y: 9 });
    // Containers keep their ids wherever they go: their contents and zones name them.
    const mat = Object.values(state.pieces).find((p) => p.componentId === 'hand')!.id;
    state = run(state, { type: 'move', pieceId: mat, to: { type: 'surface', surfaceId: 'table', x: 0, y: 600 } }, bob);
    expect(state.pieces[mat]!.location.type).toBe('surface');
  });
});

describe('backs', () => {
  it('shows a hidden card as the first component with the same back and size, never its own kind', () => {
    const doc = fullDocument();
    const card = doc.components.find((c) => c.id === 'card')!;
    doc.components.push({ ...card, id: 'bomb', name: 'Bomb' }, {
      ...card,
      id: 'odd',
      name: 'Odd',
      faces: { ...(card as { faces: object }).faces, back: { background: '#ff0000' } },
    } as typeof card);
    doc.variants.push({ id: 'bomb-card', name: 'Bomb', componentId: 'bomb', values: {} } as (typeof doc.variants)[number]);
    doc.objects.push({
      id: 'o-bomb',
      componentId: 'bomb',
      variantId: 'bomb-card',
      placement: { type: 'object', parentId: 'the-deck', order: 5 },
      faceUp: false,
    } as (typeof doc.objects)[number]);
    let state = initialRoomState(doc, { seed: '4'.repeat(64) });
    expect(Object.fromEntries(Object.entries(state.components).map(([id, rule]) => [id, rule.backId]))).toMatchObject({
      card: 'card',
      bomb: 'card',
      odd: 'odd',
      d6: 'd6',
    });
    const deck = deckId(state);
    // The bomb is on top, face down: everyone sees a card's back.
    expect(viewFor(state, null).piles[deck]!.top).toEqual({ componentId: 'card', variantId: null });
    state = run(state, { type: 'claimSeat', seatId: 'p1' }, { userId: 'alice', seatId: null });
    state = run(state, { type: 'take', pileId: deck, to: { type: 'surface', surfaceId: 'table', x: 0, y: 0 } }, alice);
    const bomb = Object.values(state.pieces).find((p) => p.componentId === 'bomb')!;
    expect(viewFor(state, 'p2').pieces[bomb.id]).toMatchObject({ componentId: 'card', variantId: null });
    state = run(state, { type: 'flip', pieceId: bomb.id }, alice);
    expect(viewFor(state, 'p2').pieces[bomb.id]).toMatchObject({ componentId: 'bomb', variantId: 'bomb-card' });
  });
});
