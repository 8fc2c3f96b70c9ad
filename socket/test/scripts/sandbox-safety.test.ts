import { describe, expect, it } from 'vitest';
import { CALL_TIME_LIMIT_MS, SANDBOX_MEMORY_BYTES, type RoomScripts } from '../../src/scripts/index.ts';
import { after, alice, flip, scriptsOf, seatedRoom, steppingClocks, TIME } from './script-room.ts';

const state = seatedRoom();

/**
 * A room whose first script misbehaves on a flip and whose second counts every op: after the bad call, the
 * same room must still answer an op, correctly and without paying for the bad call again: the sandbox was
 * rebuilt once, during the bad call, and the next op neither rebuilds it nor finds the room suspended.
 */
async function roomWith(bad: string): Promise<RoomScripts> {
  return scriptsOf([
    `export function onOp(op) { if (op.type !== 'flip') return; ${bad} }`,
    `export function onOp(op) { log('still here after', op.type); }`,
  ]);
}

function stillAnswers(scripts: RoomScripts) {
  const { builds } = scripts.usage();
  const run = scripts.run(state, after({ type: 'rotate', pieceId: 'x', direction: 1 }, alice), { seed: 'next', time: TIME });
  expect(run.errors).toEqual([]);
  expect(run.logLines.map((line) => line.text)).toEqual(['still here after rotate']);
  expect(scripts.usage()).toMatchObject({ builds, suspendedForMs: 0 });
}

function badCall(scripts: RoomScripts) {
  const run = scripts.run(state, after(flip('x'), alice), { seed: 'bad', time: TIME });
  expect(run.ops).toEqual([]);
  return run.errors.map((error) => `${error.script}: ${error.message}`);
}

describe('the sandbox', () => {
  it('stops an endless loop at the time limit', async () => {
    const scripts = await roomWith('while (true) {}');
    expect(badCall(scripts)).toEqual([`Script 1: onOp ran longer than ${CALL_TIME_LIMIT_MS} ms and was stopped (an endless loop?)`]);
    stillAnswers(scripts);
    scripts.dispose();
  });

  it('stops a memory bomb at the memory limit', async () => {
    const scripts = await roomWith('const hoard = []; for (;;) hoard.push(new Array(100000).fill(hoard.length));');
    expect(badCall(scripts)).toEqual([
      `Script 1: onOp used more than the room's ${SANDBOX_MEMORY_BYTES / 1024 / 1024} MB of memory and was stopped`,
    ]);
    stillAnswers(scripts);
    // The rebuilt sandbox holds none of what the bomb took.
    expect(scripts.memoryUsed()).toBeLessThan(1024 * 1024);
    scripts.dispose();
  });

  it('keeps other rooms untouched by one room’s memory bomb', async () => {
    const bomb = await roomWith('const hoard = []; for (;;) hoard.push("x".repeat(100000) + hoard.length);');
    const neighbour = await roomWith('');
    const heldBefore = neighbour.memoryUsed();
    expect(badCall(bomb)).toEqual([
      `Script 1: onOp used more than the room's ${SANDBOX_MEMORY_BYTES / 1024 / 1024} MB of memory and was stopped`,
    ]);
    expect(neighbour.memoryUsed()).toBe(heldBefore);
    stillAnswers(neighbour);
    bomb.dispose();
    neighbour.dispose();
  });

  it('stops a deep recursion at the stack limit', async () => {
    const scripts = await roomWith('const dive = (depth) => dive(depth + 1) + 1; dive(0);');
    expect(badCall(scripts)).toEqual(['Script 1: onOp recursed too deeply (stack overflow) and was stopped']);
    stillAnswers(scripts);
    scripts.dispose();
  });

  it.each([
    ['process', 'process.exit(1)', "ReferenceError: 'process' is not defined"],
    ['require', "require('node:fs')", "ReferenceError: 'require' is not defined"],
    [
      'the host’s global object',
      'globalThis.process.mainModule.require("node:child_process")',
      "TypeError: cannot read property 'mainModule' of undefined",
    ],
    ['the host through Function', 'Function("return process")()', "ReferenceError: 'process' is not defined"],
    ['the host through eval', 'eval("fetch")("http://127.0.0.1")', "ReferenceError: 'fetch' is not defined"],
    ['the bridge to the host', 'host("state", "")', "ReferenceError: 'host' is not defined"],
    ['a module of the host', 'return import("node:fs")', "ReferenceError: could not load module 'node:fs'"],
    ['the API, to replace it', 'game.move = () => ({ ok: true })', "TypeError: 'move' is read-only"],
    ['the seeded generator, to replace it', 'Math.random = () => 0.5', "TypeError: 'random' is read-only"],
  ])('stops an attempt to reach %s with its message', async (_what, attempt, message) => {
    const scripts = await roomWith(attempt);
    expect(badCall(scripts)).toEqual([`Script 1: onOp ${message}${message.startsWith('ReferenceError: could') ? '' : ' (line 1)'}`]);
    stillAnswers(scripts);
    scripts.dispose();
  });

  it('refuses calls once a room has used its time budget, until the clock refills it', async () => {
    let wall = 0;
    // The CPU clock steps with the work done, so how many calls the budget pays for does not depend on
    // how busy the machine is.
    const scripts = await scriptsOf(
      ['export function onOp(op) { if (op.type === "flip") while (true) {} }'],
      steppingClocks(() => wall),
    );
    const messages: string[] = [];
    for (let call = 0; call < 12; call++)
      messages.push(...scripts.run(state, after(flip('x'), alice), { seed: 'hot', time: TIME }).errors.map((error) => error.message));
    expect(messages.at(-1)).toMatch(/^was not run: this room's scripts have used their time/);
    expect(messages.filter((message) => message.startsWith('onOp ran longer')).length).toBeGreaterThanOrEqual(9);
    wall += 60_000;
    expect(scripts.run(state, after(flip('x'), alice), { seed: 'hot', time: TIME }).errors[0]!.message).toMatch(/^onOp ran longer/);
    scripts.dispose();
  });
});
