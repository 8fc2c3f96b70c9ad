import { gameDocumentSchema, type GameDocument } from '@tablecraft/core/game';
import { applyOp, initialRoomState, opSchema, viewFor, type OpInput, type RoomState } from '@tablecraft/core/play';

// A small game for the play page's unit tests: a deck of three cards, a face-up card on the table,
// a die, a counter, a discard pile and a private zone, with two seats.

/** The game document of the test room. */
export function testDocument(): GameDocument {
  return gameDocumentSchema.parse({
    formatVersion: 3,
    surfaces: [{ id: 'table', name: 'Table', width: 1000, height: 800 }],
    seats: [
      { id: 'north', name: 'North', color: '#dc2626', order: 0 },
      { id: 'south', name: 'South', color: '#2563eb', order: 1 },
    ],
    components: [
      {
        id: 'card',
        name: 'Card',
        kind: 'tile',
        width: 80,
        height: 120,
        faces: { front: { background: '#ffffff' }, back: { background: '#1e3a8a' } },
      },
      {
        id: 'deck',
        name: 'Deck',
        kind: 'container',
        width: 100,
        height: 140,
        container: { viewPolicy: 'nobody', layout: { type: 'stack' } },
      },
      { id: 'die', name: 'Die', kind: 'die', width: 60, height: 60, sides: 6 },
      { id: 'score', name: 'Score', kind: 'counter', width: 120, height: 50, counter: { initial: 3 } },
    ],
    fields: [{ id: 'rank', name: 'Rank', componentId: 'card', type: 'text', x: 4, y: 4, width: 70, height: 20 }],
    variants: ['ace', 'king', 'queen', 'jack'].map((id) => ({
      id,
      name: id[0]!.toUpperCase() + id.slice(1),
      componentId: 'card',
      values: { rank: id.toUpperCase() },
    })),
    objects: [
      { id: 'deck', componentId: 'deck', placement: { type: 'surface', surfaceId: 'table', x: 100, y: 100 }, faceUp: false },
      ...['ace', 'king', 'queen'].map((variantId, order) => ({
        id: `c-${variantId}`,
        componentId: 'card',
        variantId,
        placement: { type: 'object', parentId: 'deck', order },
        faceUp: false,
      })),
      {
        id: 'jack',
        componentId: 'card',
        variantId: 'jack',
        placement: { type: 'surface', surfaceId: 'table', x: 500, y: 400 },
        faceUp: true,
      },
      { id: 'die', componentId: 'die', placement: { type: 'surface', surfaceId: 'table', x: 800, y: 100 }, faceUp: true },
      { id: 'score', componentId: 'score', placement: { type: 'surface', surfaceId: 'table', x: 800, y: 300 }, faceUp: true },
    ],
    dropzones: [
      {
        id: 'discard',
        name: 'Discard',
        parent: { type: 'surface', surfaceId: 'table' },
        x: 250,
        y: 110,
        width: 100,
        height: 140,
        layout: { type: 'stack' },
        faceUpOnDrop: true,
        order: 0,
      },
      {
        id: 'secret',
        name: 'North’s corner',
        parent: { type: 'surface', surfaceId: 'table' },
        x: 750,
        y: 675,
        width: 300,
        height: 150,
        layout: { type: 'grid', rows: 1, cols: 3 },
        viewPolicy: 'owner',
        ownerSeatId: 'north',
        order: 1,
      },
    ],
  });
}

/** The test room with Alice in North and Bob in South. */
export function testRoom(): RoomState {
  let state = initialRoomState(testDocument(), { seed: 'unit' });
  state = play(state, { type: 'claimSeat', seatId: 'north' }, 'alice');
  return play(state, { type: 'claimSeat', seatId: 'south' }, 'bob');
}

/** Applies an op as a user (their seat looked up), failing the test if the engine refuses it. */
export function play(state: RoomState, op: OpInput, userId: string): RoomState {
  const seatId = state.seats.find((seat) => seat.userId === userId)?.id ?? null;
  const result = applyOp(state, opSchema.parse(op), { userId, seatId });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

/** What a seat sees of the test room. */
export const viewOf = (state: RoomState, seatId: string | null) => viewFor(state, seatId);

/** A piece id by component (and variant). */
export function pieceIdOf(state: RoomState, componentId: string, variantId?: string): string {
  return Object.values(state.pieces).find((p) => p.componentId === componentId && (variantId === undefined || p.variantId === variantId))!
    .id;
}
