// The templates' example scripts, run as a room runs them: each template's starting room, players seated
// with their own ops, and the scripts' answers to setup, a seat being taken, a button and a roll.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOp, initialRoomState, opSchema, type Actor, type Op, type OpInput, type RoomState } from '@tablecraft/core/play';
import { findTemplate, type TemplateId } from '@tablecraft/core/templates';
import { RoomScripts, type ScriptEvent, type ScriptRun } from '../../src/scripts/index.ts';
import { TIME } from './script-room.ts';

const SEED = 'ab'.repeat(32);
const EVENT_SEED = 'cd'.repeat(32);

const opened: RoomScripts[] = [];
afterEach(() => {
  for (const scripts of opened.splice(0)) scripts.dispose();
});

/** A template's starting room and its scripts, loaded in a sandbox as a room loads them. */
async function templateRoom(id: TemplateId): Promise<{ state: RoomState; scripts: RoomScripts }> {
  const template = findTemplate(id)!;
  const doc = template.document(Object.fromEntries(template.art.map((art) => [art.key, randomUUID()])));
  const scripts = await RoomScripts.create(doc.scripts);
  opened.push(scripts);
  return { state: initialRoomState(doc, { seed: SEED }), scripts };
}

/** A player's op as the socket sequences it: parsed, with a seed, and applied by the engine. */
function play(state: RoomState, input: OpInput, actor: Actor): { state: RoomState; op: Op } {
  const op = opSchema.parse({ ...input, seed: 'ef'.repeat(32) });
  const result = applyOp(state, op, actor);
  if (!result.ok) throw new Error(`${op.type}: ${result.reason}`);
  return { state: result.state, op };
}

/** What the scripts did in answer to an event; none of them may have failed. */
function answer(scripts: RoomScripts, state: RoomState, event: ScriptEvent): ScriptRun {
  const run = scripts.run(state, event, { seed: EVENT_SEED, time: TIME });
  expect(run.errors).toEqual([]);
  return run;
}

/** A player's op, and the room once the scripts answered it. */
function playAndAnswer(scripts: RoomScripts, state: RoomState, input: OpInput, actor: Actor): ScriptRun {
  const played = play(state, input, actor);
  return answer(scripts, played.state, { type: 'afterOp', op: played.op, actor });
}

/** Seats a player by their own op; the scripts answer it. */
function sitDown(scripts: RoomScripts, state: RoomState, seatId: string): RoomState {
  const userId = `player-${seatId}`;
  const claimed = play(state, { type: 'claimSeat', seatId }, { userId, seatId: null });
  return answer(scripts, claimed.state, { type: 'afterOp', op: claimed.op, actor: { userId, seatId } }).state;
}

/** Seats players by their own ops, without running the scripts on them (as if seated before setup). */
function seatPlayers(state: RoomState, seatIds: string[]): RoomState {
  for (const seatId of seatIds) state = play(state, { type: 'claimSeat', seatId }, { userId: `player-${seatId}`, seatId: null }).state;
  return state;
}

const seated = (seatId: string): Actor => ({ userId: `player-${seatId}`, seatId });
const handSizes = (state: RoomState) => Object.fromEntries(state.seats.map((seat) => [seat.id, state.hands[seat.id]!.length]));
const pieceOf = (state: RoomState, componentId: string) => Object.values(state.pieces).find((piece) => piece.componentId === componentId)!;

describe('the cards template’s scripts', () => {
  it('shuffle the deck at setup and deal 7 cards to each seated player', async () => {
    const room = await templateRoom('cards');
    const state = seatPlayers(room.state, ['north', 'east', 'south', 'west']);
    const deck = pieceOf(state, 'deck').id;
    const run = answer(room.scripts, state, { type: 'setup' });
    expect(run.ops.map((op) => op.type)).toEqual(['shuffle', 'deal']);
    expect(handSizes(run.state)).toEqual({ north: 7, east: 7, south: 7, west: 7 });
    expect(run.state.piles[deck]).toHaveLength(52 - 4 * 7);
  });

  it('deal 7 cards to each player who sits down after setup, and none to one whose hand holds cards', async () => {
    const room = await templateRoom('cards');
    // Nobody is seated when the room opens: setup shuffles and deals nothing.
    const setUp = answer(room.scripts, room.state, { type: 'setup' });
    expect(setUp.ops.map((op) => op.type)).toEqual(['shuffle']);
    expect(handSizes(setUp.state)).toEqual({ north: 0, east: 0, south: 0, west: 0 });
    let state = sitDown(room.scripts, setUp.state, 'north');
    state = sitDown(room.scripts, state, 'south');
    expect(handSizes(state)).toEqual({ north: 7, east: 0, south: 7, west: 0 });
    // Sitting down again where one already sits deals nothing more.
    state = sitDown(room.scripts, state, 'north');
    expect(handSizes(state)).toEqual({ north: 7, east: 0, south: 7, west: 0 });
  });

  it('answer the deck’s Draw for everyone button with one more card for each seat someone holds', async () => {
    const room = await templateRoom('cards');
    let state = answer(room.scripts, room.state, { type: 'setup' }).state;
    for (const seatId of ['north', 'east', 'south']) state = sitDown(room.scripts, state, seatId);
    const deck = pieceOf(state, 'deck').id;
    const before = state.piles[deck]!.length;
    const run = playAndAnswer(room.scripts, state, { type: 'press', pieceId: deck, buttonId: 'draw-all' }, seated('east'));
    expect(run.ops.map((op) => op.type)).toEqual(['deal']);
    expect(handSizes(run.state)).toEqual({ north: 8, east: 8, south: 8, west: 0 });
    expect(run.state.piles[deck]).toHaveLength(before - 3);
  });
});

describe('the dice template’s script', () => {
  it('labels each score counter with its seat and adds each roll to the roller’s counter', async () => {
    const room = await templateRoom('dice');
    const setUp = answer(room.scripts, room.state, { type: 'setup' });
    const counters = Object.values(setUp.state.pieces).filter((piece) => piece.componentId === 'score');
    expect(counters.map((piece) => piece.label)).toEqual(['North', 'East', 'South', 'West']);
    const score = (state: RoomState, seatName: string) =>
      Object.values(state.pieces).find((piece) => piece.componentId === 'score' && piece.label === seatName)!.value;
    const die = pieceOf(setUp.state, 'die').id;
    const state = seatPlayers(setUp.state, ['north', 'east']);

    const first = playAndAnswer(room.scripts, state, { type: 'roll', pieceId: die }, seated('east'));
    const rolled = first.state.pieces[die]!.value!;
    expect(first.ops.map((op) => op.type)).toEqual(['counter']);
    expect(['North', 'East', 'South', 'West'].map((name) => score(first.state, name))).toEqual([0, rolled, 0, 0]);

    // A second roll adds to the first; North's roll goes to North.
    const second = playAndAnswer(room.scripts, first.state, { type: 'roll', pieceId: die }, seated('east'));
    expect(score(second.state, 'East')).toBe(rolled + second.state.pieces[die]!.value!);
    const third = playAndAnswer(room.scripts, second.state, { type: 'roll', pieceId: die }, seated('north'));
    expect(score(third.state, 'North')).toBe(third.state.pieces[die]!.value!);
    expect(score(third.state, 'East')).toBe(score(second.state, 'East'));
  });
});
