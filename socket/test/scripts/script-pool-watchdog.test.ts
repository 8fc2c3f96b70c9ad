import { afterEach, expect, it } from 'vitest';
import { ScriptPool } from '../../src/scripts/script-pool.ts';
import { after, alice, flip, seatedRoom, TIME } from './script-room.ts';

// The pool replaces a script thread that neither answers nor makes progress while it has calls. A busy
// machine must not pass for that: a script thread runs at a low priority, so a room's event that spends
// its whole budget (each handler stopped at its time limit, the sandbox rebuilt between them) can take
// far longer in wall time than in CPU time. Such a call keeps making progress and is let finish, and the
// room is suspended by its budget, as on a quiet machine. Here the pool's stuck limit is a few times
// shorter than the event, as seconds of starvation would make it under full load.

const STUCK_MS = 40;
let pool: ScriptPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

it('lets an event that keeps making progress run past the stuck limit, and suspends the room by its budget', async () => {
  pool = new ScriptPool(1, STUCK_MS);
  const endless = Array.from({ length: 16 }, (_, index) => ({
    id: `s${index + 1}`,
    name: `Script ${index + 1}`,
    source: 'export function onOp() { while (true) {} }',
  }));
  const { room } = await pool.load(endless);
  const started = performance.now();
  const run = await pool.run(room, seatedRoom(), after(flip('x'), alice), { seed: 'hot', time: TIME });
  const messages = run.errors.map((error) => error.message);
  // The event outlasted the stuck limit several times over (so the check did look at it)...
  expect(performance.now() - started).toBeGreaterThan(3 * STUCK_MS);
  // ...and ran to its end: handlers stopped by their own limit, then the room's budget spent.
  expect(messages).not.toContainEqual(expect.stringMatching(/^were stopped/));
  expect(messages.filter((message) => message.startsWith('onOp ran longer than')).length).toBeGreaterThan(1);
  expect(messages.at(-1)).toMatch(/^This room's scripts used their \d+ ms of CPU time/);
});
