import { describe, expect, it } from 'vitest';
import type { RoomScripts } from '../../src/scripts/index.ts';
import { scriptsOf, seatedRoom, TIME } from './script-room.ts';

// What a room with a loaded script holds: the measure is under 2 MB of memory per room, printed for
// the record and bounded here. What a script adds to an op's time is a benchmark's to say, not a test's:
// `npm run bench:scripts` (socket/bench/script-call-bench.ts) and `SCRIPTS=1 npm run bench:socket`.

const SCRIPT = `
  const scores = { p1: 0, p2: 0 };
  export function onSetup() { const deck = game.piecesOf('deck')[0]; game.shuffle(deck); game.deal(deck, 1); }
  export function beforeOp(op, actor) { if (op.type === 'undo') return 'This game keeps every move.'; }
  export function onOp(op, actor) { if (op.type === 'roll') { scores[actor.seatId] += 1; log(actor.seatId, 'rolled'); } }
`;

describe('what a room’s scripts cost', () => {
  it('holds a loaded room in well under 2 MB', async () => {
    const rooms: RoomScripts[] = [];
    const state = seatedRoom();
    await scriptsOf([SCRIPT]); // the WebAssembly compiled once, outside the measure
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 20; i++) {
      const scripts = await scriptsOf([SCRIPT]);
      scripts.run(state, { type: 'setup' }, { seed: `room-${i}`, time: TIME });
      rooms.push(scripts);
    }
    const perRoom = (process.memoryUsage().rss - before) / rooms.length;
    const heap = rooms[0]!.memoryUsed();
    console.log(
      `script sandbox per room: ${(perRoom / 1024).toFixed(0)} KB resident, of which QuickJS's heap ${(heap / 1024).toFixed(0)} KB`,
    );
    expect(heap).toBeLessThan(512 * 1024);
    expect(perRoom).toBeLessThan(2 * 1024 * 1024);
    for (const scripts of rooms) scripts.dispose();
  });
});
