import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyGameDocument, type GameDocument } from '../game/index.ts';
import { applyOp, initialRoomState, redactChanges, seatOf, viewFor, type Actor, type OpInput, type RoomState } from './index.ts';
import { opSchema } from './ops.ts';
import { runs } from '../../../testing/property-runs.ts';

// A game with ten unique cards in a face-down deck, a face-up discard pile, a private zone for seat
// "a", and a die: enough for random play to reach every place a card can hide.
function cardGame(): GameDocument {
  const doc = emptyGameDocument();
  const surfaceId = doc.surfaces[0]!.id;
  const [a, b] = doc.seats;
  doc.seats = [
    { ...a!, id: 'a' },
    { ...b!, id: 'b' },
  ];
  doc.components = [
    {
      id: 'card',
      name: 'Card',
      kind: 'tile',
      width: 60,
      height: 90,
      orientations: 4,
      flipAxis: 'horizontal',
      faces: { front: { background: '#ffffff' }, back: { background: '#000000' } },
    },
    {
      id: 'deck',
      name: 'Deck',
      kind: 'container',
      width: 70,
      height: 100,
      orientations: 2,
      container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
    },
    { id: 'die', name: 'Die', kind: 'die', width: 40, height: 40, orientations: 4, sides: 6 },
  ] as GameDocument['components'];
  doc.variants = Array.from({ length: 10 }, (_, i) => ({ id: `secret-${i}`, name: `Card ${i}`, componentId: 'card', values: {} }));
  doc.objects = [
    { id: 'deck', componentId: 'deck', placement: { type: 'surface', surfaceId, x: 0, y: 0, rotation: 0 }, faceUp: false },
    { id: 'die', componentId: 'die', placement: { type: 'surface', surfaceId, x: 500, y: 0, rotation: 0 }, faceUp: true },
    ...doc.variants.map((variant, i) => ({
      id: `c${i}`,
      componentId: 'card',
      variantId: variant.id,
      placement: { type: 'object' as const, parentId: 'deck', order: i },
      faceUp: false,
    })),
  ] as GameDocument['objects'];
  doc.dropzones = [
    {
      id: 'discard',
      name: 'Discard',
      parent: { type: 'surface', surfaceId },
      x: 235,
      y: 50,
      width: 70,
      height: 100,
      layout: { type: 'stack' },
      viewPolicy: 'everyone',
      faceUpOnDrop: true,
      order: 0,
    },
    {
      id: 'private',
      name: 'Mine',
      parent: { type: 'surface', surfaceId },
      x: 450,
      y: 50,
      width: 300,
      height: 100,
      layout: { type: 'free' },
      viewPolicy: 'owner',
      ownerSeatId: 'a',
      order: 1,
    },
  ] as GameDocument['dropzones'];
  return doc;
}

const actors: Actor[] = [
  { userId: 'ua', seatId: 'a' },
  { userId: 'ub', seatId: 'b' },
  // The host watches: seats others, and is refused everything a spectator may not do.
  { userId: 'uh', seatId: null, host: true },
];

// One document for the whole file: emptyGameDocument() makes new random ids each time.
const game = cardGame();

function start(): RoomState {
  let state = initialRoomState(game, { seed: 'room-secret' });
  for (const [index, actor] of actors.filter((a) => a.seatId).entries()) {
    const result = applyOp(state, opSchema.parse({ type: 'claimSeat', seatId: actor.seatId }), { userId: actor.userId, seatId: null });
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    void index;
  }
  return state;
}

/** An actor in the seat they hold now (seats change as people leave and the host seats them). */
const seatedAs = (state: RoomState, actor: Actor): Actor => ({ ...actor, seatId: seatOf(state, actor.userId) });

/** Turns random numbers into an op that makes sense for the current state (most are valid). */
function opFrom(state: RoomState, pick: { kind: number; n: number; m: number }): OpInput {
  const ids = Object.keys(state.pieces).sort();
  const pieceId = ids[pick.n % ids.length]!;
  const deck = Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
  const piles = [deck, 'discard'];
  const pileId = piles[pick.m % piles.length]!;
  const targets = [
    { type: 'surface' as const, surfaceId: state.surfaces[0]!.id, x: pick.m % 400, y: pick.n % 300 },
    { type: 'zone' as const, dropzoneId: 'private', x: pick.m % 300, y: 10 },
    { type: 'zone' as const, dropzoneId: 'discard', x: 0, y: 0 },
    { type: 'hand' as const },
    { type: 'pile' as const, pileId: deck, position: 'bottom' as const },
    { type: 'pile' as const, pileId: 'discard', position: 'bottom' as const },
  ];
  const to = targets[pick.m % targets.length]!;
  switch (pick.kind % 22) {
    case 0:
      return { type: 'move', pieceId, to };
    case 1:
      return { type: 'flip', pieceId };
    case 2:
      return { type: 'shuffle', pileId, seed: pick.n.toString(16).padStart(64, '0') };
    case 3:
      return { type: 'draw', pileId, count: 1 + (pick.n % 2) };
    case 4:
      return { type: 'deal', pileId, count: 1 };
    case 5:
      return { type: 'take', pileId, to, ...(pick.n % 3 ? {} : { faceUp: pick.n % 2 === 0 }) };
    case 6:
      return { type: 'rotate', pieceId, direction: pick.n % 2 ? 1 : -1 };
    case 7:
      return { type: 'move', pieceId, to: { type: 'pile', pileId } };
    case 8:
      return { type: 'deal', pileId, count: 1, seatIds: [pick.n % 2 ? 'a' : 'b'] };
    case 9:
      return { type: 'gather', pileId };
    case 10:
      return { type: 'moveAll', pileId, to: { type: 'pile', pileId: piles[(pick.m + 1) % piles.length]! }, shuffle: pick.n % 2 === 0 };
    case 11:
      return { type: 'flipStack', pileId };
    case 12:
      return { type: 'cut', pileId };
    case 13:
      return { type: 'pass', pieceId, seatId: pick.m % 2 ? 'a' : 'b' };
    case 14:
      return { type: 'arrangeHand', order: Object.values(state.hands).flat().reverse() };
    case 15:
      return { type: 'bringToFront', pieceId };
    // Several pieces at once, any of them possibly out of the actor's sight: all apply or none.
    case 16:
      return {
        type: 'moveMany',
        moves: [
          { pieceId, to },
          { pieceId: ids[(pick.n + 1 + (pick.m % 3)) % ids.length]!, to: targets[(pick.m + 1) % targets.length]! },
        ],
      };
    case 17:
      return { type: 'flipMany', pieceIds: [...new Set([pieceId, ids[(pick.m + 2) % ids.length]!])] };
    case 18:
      return { type: 'rotateMany', pieceIds: [...new Set([pieceId, ids[(pick.m + 3) % ids.length]!])], direction: pick.n % 2 ? 1 : -1 };
    case 19:
      return { type: 'leaveSeat' };
    case 20:
      return { type: 'assignSeat', seatId: pick.n % 2 ? 'a' : 'b', userId: ['ua', 'ub', 'uc'][pick.m % 3]! };
    default:
      return { type: 'undo' };
  }
}

/**
 * The oracle, written independently of the view code: which card faces a seat may know right now.
 * Its own hand; face-up cards on the table; face-up cards in public zones; its own private zone;
 * the face-up top card of the public discard pile.
 */
function knowable(state: RoomState, seatId: string | null): Set<string> {
  const known = new Set<string>();
  for (const piece of Object.values(state.pieces)) {
    if (!piece.variantId) continue;
    const at = piece.location;
    if (at.type === 'hand' && at.seatId === seatId) known.add(piece.variantId);
    if (at.type === 'surface' && piece.faceUp) known.add(piece.variantId);
    if (at.type === 'zone' && at.dropzoneId === 'private' && seatId === 'a') known.add(piece.variantId);
  }
  const topOfDiscard = state.piles.discard?.at(-1);
  if (topOfDiscard && state.pieces[topOfDiscard]!.faceUp) known.add(state.pieces[topOfDiscard]!.variantId!);
  return known;
}

const secretsIn = (json: string) => new Set(json.match(/secret-\d+/g) ?? []);
const picks = fc.array(fc.record({ kind: fc.nat(), n: fc.nat(), m: fc.nat(), actor: fc.nat() }), { minLength: 1, maxLength: 60 });

describe('hidden information', () => {
  it('never shows a seat or a spectator a face it may not know, in views or in changes', () => {
    fc.assert(
      fc.property(picks, (sequence) => {
        let state = start();
        for (const pick of sequence) {
          const actor = seatedAs(state, actors[pick.actor % actors.length]!);
          const op = opSchema.parse(opFrom(state, pick));
          const result = applyOp(state, op, actor);
          if (!result.ok) continue;
          for (const seatId of ['a', 'b', null]) {
            const allowedNow = knowable(result.state, seatId);
            for (const secret of secretsIn(JSON.stringify(viewFor(result.state, seatId))))
              expect(allowedNow.has(secret), `${secret} leaked to ${seatId}`).toBe(true);
            const allowedEither = new Set([...allowedNow, ...knowable(state, seatId)]);
            const changes = JSON.stringify(redactChanges(state, result.state, result.changes, seatId));
            for (const secret of secretsIn(changes))
              expect(allowedEither.has(secret), `${secret} leaked to ${seatId} in changes`).toBe(true);
          }
          state = result.state;
        }
      }),
      { numRuns: runs(150) },
    );
  });

  it('shows nobody the order of a pile: views are identical whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), (keys) => {
        const state = start();
        const deck = Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
        const reordered: RoomState = {
          ...state,
          piles: {
            ...state.piles,
            [deck]: [...state.piles[deck]!]
              .map((id, i) => ({ id, k: keys[i]! }))
              .sort((x, y) => x.k - y.k)
              .map((x) => x.id),
          },
        };
        for (const seatId of ['a', 'b', null]) expect(viewFor(reordered, seatId)).toEqual(viewFor(state, seatId));
      }),
    );
  });

  it('gives a card drawn from a shuffled deck an id no one saw before', () => {
    const state = start();
    const deck = Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
    const seenBefore = new Set(Object.keys(state.pieces));
    const shuffled = applyOp(state, opSchema.parse({ type: 'shuffle', pileId: deck, seed: 'q' }), actors[0]!);
    if (!shuffled.ok) throw new Error(shuffled.reason);
    const drawn = applyOp(shuffled.state, opSchema.parse({ type: 'draw', pileId: deck, count: 1 }), actors[1]!);
    if (!drawn.ok) throw new Error(drawn.reason);
    const newId = drawn.state.hands.b!.at(-1)!;
    expect(seenBefore.has(newId)).toBe(false);
    const seenByA = redactChanges(shuffled.state, drawn.state, drawn.changes, 'a');
    expect(Object.keys(seenByA.pieces)).toEqual([]);
    expect(seenByA.hands.b).toEqual({ seatId: 'b', count: 1, cards: null });
  });
});

describe('determinism', () => {
  it('two replicas applying the same log agree exactly', () => {
    fc.assert(
      fc.property(picks, (sequence) => {
        let one = start();
        let two = start();
        for (const pick of sequence) {
          const actor = seatedAs(one, actors[pick.actor % actors.length]!);
          const op = opSchema.parse(opFrom(one, pick));
          const a = applyOp(one, op, actor);
          const b = applyOp(two, JSON.parse(JSON.stringify(op)), actor);
          expect(a.ok).toBe(b.ok);
          if (a.ok && b.ok) {
            one = a.state;
            two = b.state;
          }
        }
        expect(JSON.parse(JSON.stringify(two))).toEqual(JSON.parse(JSON.stringify(one)));
      }),
      { numRuns: runs(100) },
    );
  });
});

describe("a seat's undo count", () => {
  it('reaches that seat alone: what the other seat and spectators receive is the same with its history forgotten', () => {
    fc.assert(
      fc.property(picks, (sequence) => {
        let state = start();
        for (const pick of sequence) {
          const actor = seatedAs(state, actors[pick.actor % actors.length]!);
          const op = opSchema.parse(opFrom(state, pick));
          const result = applyOp(state, op, actor);
          if (!result.ok) continue;
          for (const [seatId, other] of [
            ['a', 'b'],
            ['b', 'a'],
          ] as const) {
            // Seat `seatId` forgets its history; unless it is its own undo, the op does the same for everyone else.
            if (op.type === 'undo' && actor.seatId === seatId) continue;
            const forgetful = { ...state, undo: { ...state.undo, [seatId]: null } };
            const again = applyOp(forgetful, op, actor);
            expect(again.ok).toBe(true);
            if (!again.ok) continue;
            for (const viewer of [other, null]) {
              expect(viewFor(again.state, viewer)).toEqual(viewFor(result.state, viewer));
              expect(redactChanges(forgetful, again.state, again.changes, viewer)).toEqual(
                redactChanges(state, result.state, result.changes, viewer),
              );
            }
            expect(viewFor(result.state, other).undoSteps).toBe(result.state.undo[other]?.steps.length ?? 0);
          }
          state = result.state;
        }
      }),
      { numRuns: runs(150) },
    );
  });
});
