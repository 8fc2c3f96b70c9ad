import { describe, expect, it } from 'vitest';
import { applyOp, logLineFor, logNamesOf, opSchema, viewFor, type LogLine, type OpInput, type RoomState } from '@tablecraft/core/play';
import { render } from '../../test/render.tsx';
import { LookBook } from '../table/looks.ts';
import { layoutTable } from '../table/table-layout.ts';
import { tableWords } from '../table/table-words.ts';
import { TableTree } from '../table/TableTree.tsx';
import { LooksBanner } from '../panels/LooksBanner.tsx';
import { announcementsBetween } from './announcements.ts';
import { pieceIdOf, testDocument, testRoom } from '../test-room.ts';

// The hidden-information property over what a screen reader is given: two tables that differ only in what a
// seat may not see (the order and faces of the face-down deck, the faces of another player's hand, which
// card is which behind a face-down back) must give that seat, a spectator and a guest the same accessible
// tree and the same announcements, op after op. Views come from the engine's own redaction (viewFor, what
// the server sends each seat) and lines from the server's own log rendering (logLineFor), as in a room.

const doc = testDocument();
const looks = new LookBook(doc);
const NAMES: Record<string, string> = { alice: 'Alice', bob: 'Bob' };

/** Who looks: Bob in South, someone watching, and a guest at the door (seatless too, and nobody's user). */
const VIEWERS = [
  { who: 'South', seatId: 'south', userId: 'bob' },
  { who: 'a spectator', seatId: null, userId: 'carol' },
  { who: 'a guest', seatId: null, userId: null },
] as const;

/** The other world: the deck's face-down cards trade faces (the order of the deck), as South cannot tell. */
function reorderDeck(state: RoomState): RoomState {
  const deck = pieceIdOf(state, 'deck');
  const ids = state.piles[deck]!;
  const faces = ids.map((id) => state.pieces[id]!.variantId);
  const turned = [...faces.slice(1), faces[0]!];
  const pieces = { ...state.pieces };
  ids.forEach((id, i) => (pieces[id] = { ...pieces[id]!, variantId: turned[i]! }));
  return { ...state, pieces };
}

function step(state: RoomState, op: OpInput, userId: string) {
  const seatId = state.seats.find((seat) => seat.userId === userId)?.id ?? null;
  const result = applyOp(state, opSchema.parse(op), { userId, seatId });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

/** The accessible table one viewer is given of a state, as HTML (roles, names, order and all). */
async function treeOf(state: RoomState, seatId: string | null): Promise<string> {
  const view = viewFor(state, seatId);
  const layout = layoutTable(view);
  const words = tableWords(
    view,
    looks,
    (pieceId) => layout.pieces[pieceId],
    (zoneId) => layout.zones[zoneId],
    (id) => {
      const userId = view.seats.find((seat) => seat.id === id)?.userId;
      return userId ? (NAMES[userId] ?? null) : null;
    },
  );
  const rendered = await render(
    <TableTree
      words={words}
      selected={{ kind: 'none' }}
      group={[]}
      carrying={null}
      onFocusItem={() => {}}
      onOpen={() => {}}
      onToggle={() => {}}
      onPickUp={() => {}}
      onNudge={() => {}}
      onPoint={() => {}}
      onPutDown={() => {}}
      onLetGo={() => {}}
      onSeat={() => {}}
    />,
  );
  const html = rendered.container.innerHTML;
  await rendered.unmount();
  return html + (await lookersOf(view));
}

/** The live region that says who looks at which pile ("Alice is searching Deck"), as HTML. */
async function lookersOf(view: ReturnType<typeof viewFor>): Promise<string> {
  const rendered = await render(
    <LooksBanner view={view} looks={looks} playerName={(id) => NAMES[view.seats.find((seat) => seat.id === id)?.userId ?? ''] ?? id} />,
  );
  const html = rendered.container.innerHTML;
  await rendered.unmount();
  return html;
}

/**
 * Alice (North) draws three, plays one face down onto the table, turns it, puts one under the deck, looks
 * at the deck's top card and then searches it (the others are told who looks where), counts.
 */
function turns(state: RoomState): Array<(state: RoomState) => OpInput> {
  const deck = pieceIdOf(state, 'deck');
  const score = pieceIdOf(state, 'score');
  const inHand = (s: RoomState, i: number) => s.hands.north![i]!;
  return [
    () => ({ type: 'draw', pileId: deck, count: 3 }),
    (s) => ({ type: 'move', pieceId: inHand(s, 0), to: { type: 'surface', surfaceId: 'table', x: 300, y: 500 } }),
    (s) => ({
      type: 'rotate',
      pieceId: Object.keys(s.pieces).find(
        (id) => s.pieces[id]!.location.type === 'surface' && s.pieces[id]!.componentId === 'card' && !s.pieces[id]!.faceUp,
      )!,
      direction: 1,
    }),
    (s) => ({ type: 'move', pieceId: inHand(s, 0), to: { type: 'pile', pileId: deck, position: 'bottom' } }),
    () => ({ type: 'look', pileId: deck, count: 1 }),
    () => ({ type: 'look', pileId: deck }),
    () => ({ type: 'stopLooking' }),
    () => ({ type: 'counter', pieceId: score, delta: 2 }),
  ];
}

describe('the accessible table keeps the secrets of the view it is made from', () => {
  it('gives South, a spectator and a guest the same tree and announcements in two worlds that differ only in hidden cards', async () => {
    let worlds = [testRoom(), reorderDeck(testRoom())];
    // The two worlds do differ, where South cannot look.
    expect(worlds[0]!.pieces).not.toEqual(worlds[1]!.pieces);
    const heard = VIEWERS.map(() => [[], []] as [LogLine[], LogLine[]]);
    const names = logNamesOf(doc);
    const southSaw: string[] = [];
    for (const next of turns(worlds[0]!)) {
      const results = worlds.map((state) => ({ before: state, ...step(state, next(state), 'alice') }));
      for (const [v, viewer] of VIEWERS.entries()) {
        // One after the other: React renders one tree at a time here.
        const trees = [await treeOf(results[0]!.state, viewer.seatId), await treeOf(results[1]!.state, viewer.seatId)];
        expect(trees[0]).toContain('Deck, ');
        expect(trees[1], `${viewer.who}'s tree`).toBe(trees[0]);
        if (viewer.seatId === 'south') southSaw.push(trees[0]!);
        const lines = results.map((r) =>
          logLineFor(
            {
              op: opSchema.parse(next(r.before)),
              before: r.before,
              after: r.state,
              changes: r.changes,
              actor: { userId: 'alice', seatId: 'north' },
              names,
              nameOf: (id) => NAMES[id],
            },
            viewer.seatId,
          ),
        );
        const said = lines.map((line, w) => {
          const before = { log: heard[v]![w]!, chat: [], refusal: null };
          const after = {
            log: line ? [...heard[v]![w]!, { ...line, seq: heard[v]![w]!.length + 1 }] : heard[v]![w]!,
            chat: [],
            refusal: null,
          };
          heard[v]![w] = after.log;
          return announcementsBetween(before, after, viewer.userId);
        });
        expect(said[1], `what ${viewer.who} is told`).toEqual(said[0]);
      }
      // The comparison can tell the worlds apart: North, who holds the cards, is given different trees.
      expect(await treeOf(results[1]!.state, 'north')).not.toBe(await treeOf(results[0]!.state, 'north'));
      worlds = results.map((r) => r.state);
    }
    // The others were told who looked where, and that was compared too.
    expect(southSaw.join('')).toContain('Alice is looking at the top card of Deck');
    expect(southSaw.join('')).toContain('Alice is searching Deck');
    // North's hand did hold different cards in the two worlds all along: the property was put to the test.
    expect(worlds[0]!.hands.north!.map((id) => worlds[0]!.pieces[id]!.variantId)).not.toEqual(
      worlds[1]!.hands.north!.map((id) => worlds[1]!.pieces[id]!.variantId),
    );
  });

  it('names what the seat sees: its own hand by faces, another hand and a face-down deck by count', async () => {
    const state = step(testRoom(), { type: 'draw', pileId: pieceIdOf(testRoom(), 'deck'), count: 1 }, 'alice').state;
    const north = await treeOf(state, 'north');
    const south = await treeOf(state, 'south');
    const drawn = state.pieces[state.hands.north![0]!]!.variantId!;
    const face = drawn[0]!.toUpperCase() + drawn.slice(1);
    expect(north).toContain(`Your hand, 1 card: ${face}`);
    expect(north).toContain('Deck, 2 cards, face down');
    expect(north).toContain('Jack');
    expect(south).toContain('Alice’s hand (North), 1 card');
    expect(south).not.toContain(face);
    expect(south).toContain('Deck, 2 cards, face down');
  });
});
