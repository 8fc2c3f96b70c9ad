import { describe, expect, it } from 'vitest';
import { applyOp, followUpSeed, viewFor, type Op, type RoomState } from '@tablecraft/core/play';
import { GAME_ACTOR, runScriptsOnce } from '../../src/scripts/index.ts';
import { after, alice, before, flip, scriptsOf, seatedRoom, TIME } from './script-room.ts';

/** The ops of a run applied again from the start, as every replica applies them from the log. */
function replay(state: RoomState, ops: Op[]): RoomState {
  for (const op of ops) {
    const result = applyOp(state, op, GAME_ACTOR);
    if (!result.ok) throw new Error(`${op.type}: ${result.reason}`);
    state = result.state;
  }
  return state;
}

const ids = (state: RoomState) => ({
  deck: Object.values(state.pieces).find((piece) => piece.componentId === 'deck')!.id,
  die: Object.values(state.pieces).find((piece) => piece.componentId === 'd6')!.id,
  score: Object.values(state.pieces).find((piece) => piece.componentId === 'score')!.id,
});

describe('the script API', () => {
  it('reads the whole room as a frozen copy, and pieces, piles, hands and seats on their own', async () => {
    const state = seatedRoom();
    const { deck } = ids(state);
    const scripts = await scriptsOf([
      `export function onSetup(room) {
        const deck = game.piecesOf('deck')[0];
        log(JSON.stringify(room) === JSON.stringify(game.state()), Object.isFrozen(room.pieces), Object.isFrozen(room.pieces[deck].location));
        log(deck, game.pile(deck), game.hand('p1'), game.seats().map((seat) => seat.userId), game.piece(deck).componentId, game.piece('nothing'), game.pile('nothing'));
        try { room.opIndex = 99; } catch (error) { log(error.name); }
      }`,
    ]);
    const run = scripts.run(state, { type: 'setup' }, { seed: 'reads', time: TIME });
    expect(run.errors).toEqual([]);
    expect(run.logLines.map((line) => line.text)).toEqual([
      'true true true',
      `${deck} ${JSON.stringify(state.piles[deck])} ${JSON.stringify(state.hands.p1)} ["alice","bob"] deck null null`,
      'TypeError',
    ]);
    expect(run.logLines[0]!.script).toBe('Script 1');
    scripts.dispose();
  });

  it('acts with every op of the engine a script may use, as ops that replay to the same room', async () => {
    const state = seatedRoom();
    const scripts = await scriptsOf([
      `const results = [];
      const check = (name, result) => results.push(name + ':' + (result.ok ? 'ok' : result.code));
      export function onSetup() {
        const deck = game.piecesOf('deck')[0];
        const die = game.piecesOf('d6')[0];
        const score = game.piecesOf('score')[0];
        const table = { type: 'surface', surfaceId: 'table', x: 300, y: 300 };
        check('shuffle', game.shuffle(deck));
        check('cut', game.cut(deck));
        check('flipStack', game.flipStack(deck));
        check('take', game.take(deck, table, true));
        const card = game.piecesOf('card').find((id) => game.piece(id).location.type === 'surface');
        check('flip', game.flip(card));
        check('flipMany', game.flipMany([card]));
        check('rotate', game.rotate(card, -1));
        check('rotateMany', game.rotateMany([card, die]));
        check('bringToFront', game.bringToFront(die));
        check('moveMany', game.moveMany([{ pieceId: die, to: { ...table, x: 500 } }]));
        check('move', game.move(card, { type: 'pile', pileId: 'discard' }));
        check('moveAll', game.moveAll('discard', { type: 'pile', pileId: deck }, true));
        check('roll', game.roll(die));
        check('counter', game.counter(score, 5));
        check('gather', game.gather(deck));
        check('deal', game.deal(deck, 1, ['p2']));
        check('act', game.act({ type: 'counter', pieceId: score, delta: -1 }));
        check('flip a die', game.flip(die));
        check('claim a seat', game.act({ type: 'claimSeat', seatId: 'p1' }));
        check('nonsense', game.act({ type: 'teleport' }));
        log(results.join(' '));
      }`,
    ]);
    const run = scripts.run(state, { type: 'setup' }, { seed: 'acts', time: TIME });
    expect(run.errors).toEqual([]);
    expect(run.logLines[0]!.text).toBe(
      'shuffle:ok cut:ok flipStack:ok take:ok flip:ok flipMany:ok rotate:ok rotateMany:ok bringToFront:ok moveMany:ok move:ok moveAll:ok roll:ok counter:ok gather:ok deal:ok act:ok flip a die:CANNOT_FLIP claim a seat:NOT_FOR_SCRIPTS nonsense:BAD_OP',
    );
    expect(run.ops.map((op) => op.type)).toEqual([
      'shuffle',
      'cut',
      'flipStack',
      'take',
      'flip',
      'flipMany',
      'rotate',
      'rotateMany',
      'bringToFront',
      'moveMany',
      'move',
      'moveAll',
      'roll',
      'counter',
      'gather',
      'deal',
      'counter',
    ]);
    // Every op carries its own seed (drawn from the event's), so the log replays to exactly this room.
    expect(new Set(run.ops.map((op) => op.seed)).size).toBe(run.ops.length);
    expect(replay(state, run.ops)).toEqual(run.state);
    const { score } = ids(state);
    expect(run.state.pieces[score]!.value).toBe(14);
    expect(run.state.hands.p2).toHaveLength(3);
    scripts.dispose();
  });

  it('answers onOp after a player op, without the op’s secret seed, and logs what it is given', async () => {
    const state = seatedRoom();
    const { die } = ids(state);
    const scripts = await scriptsOf([`export function onOp(op, actor) { log(op, actor); console.log('seen', op.seed === undefined); }`]);
    const run = scripts.run(state, after({ type: 'roll', pieceId: die, seed: 'f'.repeat(64) }, alice), {
      seed: 'f'.repeat(64),
      time: TIME,
    });
    expect(run.logLines.map((line) => line.text)).toEqual([
      `{"type":"roll","pieceId":"${die}"} {"userId":"alice","seatId":"p1"}`,
      'seen true',
    ]);
    expect(scripts.handles('onOp')).toBe(true);
    expect(scripts.handles('beforeOp')).toBe(false);
    expect(scripts.handles('onSetup')).toBe(false);
    scripts.dispose();
  });

  it('lets beforeOp refuse an op with a message, and never act', async () => {
    const state = seatedRoom();
    const { die } = ids(state);
    const scripts = await scriptsOf([
      `export function beforeOp(op, actor) { if (op.type === 'roll' && actor.seatId === 'p1') return 'Player 1 rolls next turn.'; }`,
      `export function beforeOp(op) { if (op.type === 'rotate') return game.roll(op.pieceId); }`,
    ]);
    const refused = scripts.run(state, before({ type: 'roll', pieceId: die }, alice), { seed: 'b', time: TIME });
    expect(refused.refusal).toBe('Player 1 rolls next turn.');
    expect(refused.ops).toEqual([]);
    const allowed = scripts.run(state, before({ type: 'roll', pieceId: die }, { userId: 'bob', seatId: 'p2' }), { seed: 'b', time: TIME });
    expect(allowed.refusal).toBeNull();
    const acting = scripts.run(state, before({ type: 'rotate', pieceId: die, direction: 1 }, alice), { seed: 'b', time: TIME });
    expect(acting.refusal).toBeNull();
    expect(acting.ops).toEqual([]);
    expect(acting.errors).toEqual([
      { script: 'Script 2', handler: 'beforeOp', message: expect.stringContaining('beforeOp only decides whether an op goes ahead') },
    ]);
    scripts.dispose();
  });

  it('gives Math.random from the event’s seed and Date from its time', async () => {
    const state = seatedRoom();
    const scripts = await scriptsOf([
      `export function onOp() {
        const noon = new Date(2026, 10, 25, 12);
        log([Math.random(), Math.random(), Date.now(), new Date().toISOString(), Date(), new Date(0).getTime(), new Date() instanceof Date, noon.getHours(), noon.getTimezoneOffset()].join('|'));
      }`,
    ]);
    const once = scripts.run(state, after(flip('x'), alice), { seed: 'one', time: TIME });
    const again = scripts.run(state, after(flip('x'), alice), { seed: 'one', time: TIME });
    const other = scripts.run(state, after(flip('x'), alice), { seed: 'two', time: TIME });
    const [a, b, now, iso, text, epoch, isDate, hours, offset] = once.logLines[0]!.text.split('|');
    expect(Number(a)).toBeGreaterThanOrEqual(0);
    expect(Number(a)).toBeLessThan(1);
    expect(a).not.toBe(b);
    // Local time is UTC wherever the socket runs.
    expect([now, iso, text, epoch, isDate, hours, offset]).toEqual([
      String(TIME),
      new Date(TIME).toISOString(),
      new Date(TIME).toISOString(),
      '0',
      'true',
      '12',
      '0',
    ]);
    expect(again.logLines).toEqual(once.logLines);
    expect(other.logLines[0]!.text.split('|')[0]).not.toBe(a);
    scripts.dispose();
  });

  it('is deterministic: the same room, event, seed and time give the same ops, room and lines, in any sandbox', async () => {
    const state = seatedRoom();
    const source = `export function onSetup() {
      const deck = game.piecesOf('deck')[0];
      game.shuffle(deck);
      if (Math.random() < 2) game.deal(deck, 1);
      log('dealt at', Date.now(), game.hand('p1').length);
    }`;
    const first = await scriptsOf([source]);
    const inputs = { seed: 'c'.repeat(64), time: TIME };
    const runs = [
      first.run(state, { type: 'setup' }, inputs),
      first.run(state, { type: 'setup' }, inputs),
      await runScriptsOnce([{ id: 'other', name: 'Other', source }], state, { type: 'setup' }, inputs),
    ];
    expect(runs[0]!.ops.map((op) => op.type)).toEqual(['shuffle', 'deal']);
    expect(runs[1]).toEqual(runs[0]);
    expect({ ...runs[2], logLines: [] }).toEqual({ ...runs[0], logLines: [] });
    expect(runs[2]!.logLines.map((line) => line.text)).toEqual(runs[0]!.logLines.map((line) => line.text));
    const otherSeed = first.run(state, { type: 'setup' }, { seed: 'd'.repeat(64), time: TIME });
    expect(otherSeed.ops[0]!.seed).not.toBe(runs[0]!.ops[0]!.seed);
    first.dispose();
  });

  it('takes back a failed call whole, says where it failed, and lets the other scripts act', async () => {
    const state = seatedRoom();
    const { die } = ids(state);
    const scripts = await scriptsOf([
      `export function onOp(op) {\n  game.roll(op.pieceId);\n  null.boom;\n}`,
      `export function onOp(op) { game.rotate(op.pieceId); }`,
      `export function (`,
    ]);
    const run = scripts.run(state, after({ type: 'roll', pieceId: die }, alice), { seed: 'e', time: TIME });
    expect(scripts.loadProblems).toEqual([
      { script: 'Script 3', handler: 'load', message: expect.stringMatching(/^did not load: SyntaxError/) },
    ]);
    expect(run.errors).toEqual([{ script: 'Script 1', handler: 'onOp', message: expect.stringMatching(/^onOp TypeError: .*\(line 3\)$/) }]);
    expect(run.ops.map((op) => op.type)).toEqual(['rotate']);
    expect(replay(state, run.ops)).toEqual(run.state);
    // A load error is told as members join (loadProblems), not with every event.
    expect(
      scripts.run(state, after({ type: 'roll', pieceId: die }, alice), { seed: 'e', time: TIME }).errors.map((error) => error.script),
    ).toEqual(['Script 1']);
    scripts.dispose();
  });

  it('finishes an async handler within its call, and reports what it rejects with', async () => {
    const state = seatedRoom();
    const { die } = ids(state);
    const scripts = await scriptsOf([
      `export async function onOp(op) { await null; game.roll(op.pieceId); }`,
      `export async function onOp(op) { game.rotate(op.pieceId); await null; throw new RangeError('too late'); }`,
    ]);
    const run = scripts.run(state, after({ type: 'roll', pieceId: die }, alice), { seed: 'async', time: TIME });
    expect(run.ops.map((op) => op.type)).toEqual(['roll']);
    expect(run.errors).toEqual([{ script: 'Script 2', handler: 'onOp', message: 'onOp RangeError: too late (line 1)' }]);
    scripts.dispose();
  });

  it('moves hidden cards without any seat learning more than it may see', async () => {
    const state = seatedRoom();
    const scripts = await scriptsOf([
      `export function onSetup() { const deck = game.piecesOf('deck')[0]; game.shuffle(deck); game.deal(deck, 1); }`,
    ]);
    const run = scripts.run(state, { type: 'setup' }, { seed: 'hidden', time: TIME });
    const dealt = (seatId: string) => run.state.pieces[run.state.hands[seatId]!.at(-1)!]!.variantId!;
    expect([dealt('p1'), dealt('p2')].sort()).toEqual(['dragon-card', 'knight-card']);
    // Each seat's view names its own new card, never the other's; a spectator sees neither.
    expect(JSON.stringify(viewFor(run.state, 'p1'))).not.toContain(dealt('p2'));
    expect(JSON.stringify(viewFor(run.state, 'p2'))).not.toContain(dealt('p1'));
    expect(JSON.stringify(viewFor(run.state, null))).not.toMatch(/dragon-card|knight-card/);
    scripts.dispose();
  });

  it('labels pieces, keeps variables and sets and cancels timers, as game ops with the seeds a verification expects', async () => {
    const state = seatedRoom();
    const { die } = ids(state);
    const scripts = await scriptsOf([
      `export function onSetup() {
        const die = game.piecesOf('d6')[0];
        log(game.label(die, 'Roll me').ok, game.get('round'), game.set('round', { n: 1 }).ok, game.get('round').n);
        const first = game.after(50, 'soon', { x: 1 });
        const second = game.after(60_000, 'later');
        log(first.ok, typeof first.timerId, game.cancel(second.timerId).ok, game.cancel('nothing').code);
        try { game.set('big', 'x'.repeat(5000)); } catch (error) { log('refused'); }
        log(game.set('big', 'x'.repeat(5000)).code);
      }`,
    ]);
    const run = scripts.run(state, { type: 'setup' }, { seed: 'f'.repeat(64), time: TIME });
    expect(run.errors).toEqual([]);
    expect(run.logLines.map((line) => line.text)).toEqual(['true null true 1', 'true string true NO_SUCH_TIMER', 'BAD_OP']);
    expect(run.state.pieces[die]!.label).toBe('Roll me');
    expect(run.state.variables).toEqual({ round: { n: 1 } });
    // The near timer waits at least the shortest delay; the far one was cancelled.
    expect(Object.values(run.state.timers ?? {})).toEqual([{ name: 'soon', at: TIME + 100, data: { x: 1 } }]);
    // Each op's seed is the k-th follow-up seed of the event's: what the room's verification checks.
    run.ops.forEach((op, k) => expect(op.seed).toBe(followUpSeed('f'.repeat(64), k)));
    expect(replay(state, run.ops)).toEqual(run.state);
    scripts.dispose();
  });

  it('answers a button press with onOp then onButton, and a timer with onTimer', async () => {
    const state = seatedRoom();
    const { deck } = ids(state);
    const scripts = await scriptsOf([
      `export function onOp(op, actor) { log('op', op.type, actor.seatId); }
      export function onButton(pieceId, buttonId, actor) { log('button', pieceId === game.piecesOf('deck')[0], buttonId, actor.seatId); game.deal(pieceId, 1); }
      export function onTimer(name, data) { log('timer', name, data.round); }`,
    ]);
    const press = { type: 'press', pieceId: deck, buttonId: 'draw-all', seed: 'e'.repeat(64) } as Op;
    const pressed = scripts.run(state, after(press, alice), { seed: 'e'.repeat(64), time: TIME });
    expect(pressed.logLines.map((line) => line.text)).toEqual(['op press p1', 'button true draw-all p1']);
    expect(pressed.ops.map((op) => op.type)).toEqual(['deal']);
    const fired = scripts.run(state, { type: 'timer', name: 'end', data: { round: 3 } }, { seed: 'd'.repeat(64), time: TIME });
    expect(fired.logLines.map((line) => line.text)).toEqual(['timer end 3']);
    expect(scripts.handles('onButton') && scripts.handles('onTimer') && !scripts.handles('onSetup')).toBe(true);
    scripts.dispose();
  });
});
