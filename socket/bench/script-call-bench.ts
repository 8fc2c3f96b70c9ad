// What a room's script adds to an op where it is sequenced, measured alone: one room's sandbox with a
// handler answering every op, called in turn (300 calls to warm, then 300 timed), and a handler reading the
// whole room. The target (docs/BENCHMARKS.md, "Socket", scripts) is under 1 ms at the median; the socket
// benchmark's `SCRIPTS=1` measures the same inside the socket processes under a game night's load.
// Run: npm run bench:scripts (CALLS changes the number of timed calls).
import { after, alice, flip, scriptsOf, seatedRoom, TIME } from '../test/scripts/script-room.ts';

const CALLS = Number(process.env.CALLS ?? 300);

const SCRIPT = `
  const scores = { p1: 0, p2: 0 };
  export function onSetup() { const deck = game.piecesOf('deck')[0]; game.shuffle(deck); game.deal(deck, 1); }
  export function beforeOp(op, actor) { if (op.type === 'undo') return 'This game keeps every move.'; }
  export function onOp(op, actor) { if (op.type === 'roll') { scores[actor.seatId] += 1; log(actor.seatId, 'rolled'); } }
`;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const state = seatedRoom();
const scripts = await scriptsOf([SCRIPT]);
const timed = (run: () => unknown, calls: number) => {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
};
let seed = 0;
const handle = () => scripts.run(state, after(flip('x'), alice), { seed: `op-${(seed += 1)}`, time: TIME });
timed(handle, 300); // warm: V8 compiles the sandbox's glue over the first calls
const handled = timed(handle, CALLS);
const reading = await scriptsOf(['export function onOp() { game.state(); }']);
const readTimes = timed(() => reading.run(state, after(flip('x'), alice), { seed: 'read', time: TIME }), Math.max(1, CALLS / 3));
scripts.dispose();
reading.dispose();

const result = {
  calls: handled.length,
  onOpMs: { p50: percentile(handled, 0.5), p99: percentile(handled, 0.99), max: Math.max(...handled) },
  readWholeRoomMs: { p50: percentile(readTimes, 0.5) },
  targetMet: percentile(handled, 0.5) < 1,
};
console.log(JSON.stringify(result, null, 2));
