import { describe, expect, it } from 'vitest';
import { fullDocument } from '../game/test-fixtures.ts';
import { applyOp, type Actor, type OpInput, type RoomState } from './index.ts';
import { describeOp, logLineFor, logNamesOf, renderLogLine } from './log-lines.ts';
import { opSchema } from './ops.ts';
import { alice, bob, seatedRoom } from './test-room.ts';

// Lines for single ops on the fixture game (a Draw pile of Dragon and Knight face down, Peasant face up in
// Alice's hand, a D6 on the table, a Discard zone everyone sees). Hidden information in lines is checked
// as a property in indistinguishability.test.ts.

const names = logNamesOf(fullDocument());
const people: Record<string, string> = { alice: 'Alice', bob: 'Bob' };
const deckOf = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'deck')!.id;
const dieOf = (state: RoomState) => Object.values(state.pieces).find((p) => p.componentId === 'd6')!.id;

function lineOf(state: RoomState, op: OpInput, actor: Actor, seatId: string | null) {
  const parsed = opSchema.parse(op);
  const result = applyOp(state, parsed, actor);
  if (!result.ok) throw new Error(result.reason);
  return {
    line: logLineFor(
      { op: parsed, before: state, after: result.state, changes: result.changes, actor, names, nameOf: (id) => people[id] },
      seatId,
    ),
    state: result.state,
  };
}

describe('room log lines', () => {
  it('tells a draw by its count and pile, never the cards, and says "you" to the drawer', () => {
    const state = seatedRoom('log-draw');
    const op = { type: 'draw', pileId: deckOf(state), count: 2 } as const;
    expect(lineOf(state, op, bob, 'p1').line).toMatchObject({
      actor: { name: 'Bob', color: '#2563eb', you: false },
      text: 'drew 2 cards from Deck',
    });
    const own = lineOf(state, op, bob, 'p2').line!;
    expect(own.actor.you).toBe(true);
    expect(own.text).toBe('drew 2 cards from Deck');
    expect(JSON.stringify(own)).not.toMatch(/Dragon|Knight/);
  });

  it('names a die and its roll, seen by everyone', () => {
    const state = seatedRoom('log-roll');
    const { line, state: after } = lineOf(state, { type: 'roll', pieceId: dieOf(state) }, alice, null);
    expect(line!.text).toBe(`rolled D6: ${after.pieces[dieOf(state)]!.value}`);
  });

  it('says a card went from a hand to the table without naming it, even when it lands face up', () => {
    const state = seatedRoom('log-play');
    const card = state.hands.p1![0]!;
    const { line } = lineOf(state, { type: 'move', pieceId: card, to: { type: 'surface', surfaceId: 'table', x: 10, y: 10 } }, alice, 'p2');
    expect(line!.text).toBe('moved a card from their hand to the table');
    expect(
      lineOf(state, { type: 'move', pieceId: card, to: { type: 'surface', surfaceId: 'table', x: 10, y: 10 } }, alice, 'p1').line!.text,
    ).toBe('moved a card from your hand to the table');
  });

  it('names a card that everyone sees at both ends of a move', () => {
    let state = seatedRoom('log-public');
    state = lineOf(
      state,
      { type: 'move', pieceId: state.hands.p1![0]!, to: { type: 'surface', surfaceId: 'table', x: 10, y: 10 } },
      alice,
      null,
    ).state;
    const peasant = Object.values(state.pieces).find((p) => p.variantId === 'peasant-card')!;
    const { line } = lineOf(
      state,
      { type: 'move', pieceId: peasant.id, to: { type: 'zone', dropzoneId: 'discard', x: 0, y: 0 } },
      alice,
      null,
    );
    expect(line!.text).toBe('moved Peasant from the table to Discard');
  });

  it('tells a pass to the receiver as "you", and to others by name', () => {
    const state = seatedRoom('log-pass');
    const op = { type: 'pass', pieceId: state.hands.p1![0]!, seatId: 'p2' } as const;
    expect(lineOf(state, op, alice, 'p2').line!.text).toBe('passed a card to you');
    expect(lineOf(state, op, alice, null).line!.text).toBe('passed a card to Bob');
  });

  it('tells shuffles, seats and undo', () => {
    const state = seatedRoom('log-misc');
    expect(lineOf(state, { type: 'shuffle', pileId: deckOf(state) }, alice, null).line!.text).toBe('shuffled Deck');
    expect(lineOf(state, { type: 'leaveSeat' }, bob, null).line!.text).toBe('left Player 2');
  });

  it('keeps a fact free of seat-specific wording, rendered per seat', () => {
    const state = seatedRoom('log-fact');
    const parsed = opSchema.parse({ type: 'pass', pieceId: state.hands.p1![0]!, seatId: 'p2' });
    const result = applyOp(state, parsed, alice);
    if (!result.ok) throw new Error(result.reason);
    const fact = describeOp({
      op: parsed,
      before: state,
      after: result.state,
      changes: result.changes,
      actor: alice,
      names,
      nameOf: (id) => people[id],
    })!;
    expect(JSON.parse(JSON.stringify(fact))).toEqual(fact);
    expect(renderLogLine(fact, 'p1', 7, '2026-01-01T00:00:00Z')).toEqual({
      seq: 7,
      at: '2026-01-01T00:00:00Z',
      actor: { name: 'Alice', color: '#e11d48', you: true },
      text: 'passed a card to Bob',
    });
  });
});
