// Shared by the script tests: the engine's fixture room (Alice in p1, Bob in p2) and one room's scripts on it.
import type { Actor, Op } from '@tablecraft/core/play';
import { THREAD_CLOCKS, RoomScripts, type ScriptClocks, type ScriptEvent } from '../../src/scripts/index.ts';

export { seatedRoom, alice, bob } from '../../../core/src/play/test-room.ts';

export const TIME = Date.UTC(2026, 10, 25, 12, 0, 0);

/**
 * Clocks for a test that bounds what a script is charged: the CPU clock moves a tenth of a millisecond each
 * time it is read (the sandbox reads it at every interrupt check), so the charge follows from the work the
 * script does, not from how busy the machine is; the wall clock is the caller's, so the budget refills only
 * when the test says.
 */
export function steppingClocks(wall: () => number): ScriptClocks {
  let cpu = 0;
  return { cpu: () => (cpu += 0.1), wall };
}

/** A room's scripts from sources; each is named after its index (Script 1, Script 2, …). */
export async function scriptsOf(sources: string[], clocks: ScriptClocks = THREAD_CLOCKS): Promise<RoomScripts> {
  return RoomScripts.create(
    sources.map((source, index) => ({ id: `s${index + 1}`, name: `Script ${index + 1}`, source })),
    clocks,
  );
}

export const after = (op: Op, actor: Actor): ScriptEvent => ({ type: 'afterOp', op, actor });
export const before = (op: Op, actor: Actor): ScriptEvent => ({ type: 'beforeOp', op, actor });

/** A player's op as the socket would have it once sequenced. */
export const flip = (pieceId: string): Op => ({ type: 'flip', pieceId, seed: 'a'.repeat(64) });
