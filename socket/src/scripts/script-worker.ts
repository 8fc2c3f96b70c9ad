import { parentPort, workerData } from 'node:worker_threads';
import type { RoomState } from '@tablecraft/core/play';
import { lowerThisThreadPriority } from '@tablecraft/platform/thread-priority';
import { prepareSandboxes } from './quickjs.ts';
import { RoomScripts, THREAD_CLOCKS, type EventInputs, type ScriptClocks, type ScriptEvent, type ScriptSource } from './room-scripts.ts';
import type { ScriptThreadAnswer, ScriptThreadCall, ScriptThreadData } from './script-pool.ts';

// A script thread: the rooms pinned to it keep their QuickJS instances here, and every load and call of
// theirs runs here, off the socket's event loop. Calls come in order and are answered in order.

// A game's scripts run in what the event loops leave idle: a hostile game's loops cannot crowd out other rooms.
lowerThisThreadPriority();

const rooms = new Map<number, RoomScripts>();
// Every read of the CPU clock (each check of a call's time limit) moves the counter the pool watches: a
// call that keeps moving it is working, not stuck, however slowly the machine runs it.
const progress = new Int32Array((workerData as ScriptThreadData).progress);
const clocks: ScriptClocks = {
  cpu: () => {
    Atomics.add(progress, 0, 1);
    return THREAD_CLOCKS.cpu();
  },
  wall: THREAD_CLOCKS.wall,
};
const port = parentPort!;
// QuickJS compiled and warmed as the thread starts, not when its first room loads (a room's load waits for it).
// Nothing waits here: a failure to compile comes back to the first load, which answers it to its room.
void prepareSandboxes().catch(() => undefined);

function answer(message: ScriptThreadAnswer): void {
  port.postMessage(message);
}

async function load(id: number, room: number, scripts: ScriptSource[]): Promise<void> {
  try {
    const loaded = await RoomScripts.create(scripts, clocks);
    rooms.set(room, loaded);
    answer({ id, loaded: { handlers: [...new Set(loaded.handlerNames())], problems: loaded.loadProblems } });
  } catch (error) {
    answer({ id, failed: (error as Error).message });
  }
}

function run(id: number, room: number, state: RoomState, event: ScriptEvent, inputs: EventInputs): void {
  const scripts = rooms.get(room);
  if (!scripts) return answer({ id, failed: 'the room is not loaded on this thread' });
  const { ops, logLines, errors, refusal } = scripts.run(state, event, inputs);
  answer({ id, ran: { ops, logLines, errors, refusal } });
}

port.on('message', (message: ScriptThreadCall) => {
  switch (message.type) {
    case 'load':
      // Answered by message when done; load() answers its own failures, so it never rejects.
      void load(message.id, message.room, message.scripts);
      return;
    case 'run':
      run(message.id, message.room, message.state, message.event, message.inputs);
      return;
    case 'dispose':
      rooms.get(message.room)?.dispose();
      rooms.delete(message.room);
      return;
  }
});
