import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RoomState } from '@tablecraft/core/play';
import type { ScriptHandler } from '@tablecraft/core/scripting';
import { SCRIPT_WORKERS, WORKER_HEAP_MB, WORKER_STUCK_MS } from './limits.ts';
import type { EventInputs, ScriptError, ScriptEvent, ScriptRun, ScriptSource } from './room-scripts.ts';

// Every room's scripts run on a few worker threads, never on the socket's event loop: a room is pinned to
// the thread it was loaded on (its QuickJS instance, and its module variables, live there), and its calls
// go there in order and come back in order. A thread that dies (its heap limit), or that neither answers
// nor makes progress for WORKER_STUCK_MS, is replaced; the room whose call it was running has its scripts
// turned off, the others are loaded again on their next call.

/** What the socket sends a script thread. */
export type ScriptThreadCall =
  | { type: 'load'; id: number; room: number; scripts: ScriptSource[] }
  | { type: 'run'; id: number; room: number; state: RoomState; event: ScriptEvent; inputs: EventInputs }
  | { type: 'dispose'; room: number };

/** What a script thread answers: a loaded room's handlers and problems, an event's run, or why it failed. */
export type ScriptThreadAnswer =
  | { id: number; loaded: { handlers: ScriptHandler[]; problems: ScriptError[] } }
  | { id: number; ran: Omit<ScriptRun, 'state'> }
  | { id: number; failed: string };

/** An event's run as the socket gets it back: without the state the scripts left (the engine applies their ops). */
export type PooledRun = Omit<ScriptRun, 'state'>;

/**
 * Where tsx's ESM loader API is, for a thread started from the sources. Its `import` entry, read from the
 * package's exports: vitest's module runner (which runs the e2e product) has no import.meta.resolve, and
 * the `require` entry registers a loader that resolves its own files wrongly from an ESM thread.
 */
function tsxLoaderUrl(from: string): string {
  const manifest = createRequire(from).resolve('tsx/package.json');
  const exports = (createRequire(from)('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports;
  return pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
}

function spawn(progress: SharedArrayBuffer): Worker {
  const here = import.meta.url;
  const options = {
    name: 'room-scripts',
    workerData: { progress } satisfies ScriptThreadData,
    // The thread's own JavaScript heap; each room's QuickJS lives in a fixed WebAssembly memory beside it.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  };
  // The bundle (socket/dist) has the thread's own bundle beside it; the sources (tsx, vitest) register
  // tsx's loader in the thread before importing its TypeScript.
  if (!here.endsWith('.ts')) return new Worker(new URL('./script-worker.js', here), options);
  const tsx = tsxLoaderUrl(here);
  const file = new URL('./script-worker.ts', here).href;
  // The timer keeps the thread alive while the loader works; then the thread's port does.
  const bootstrap = `const alive = setInterval(() => {}, 60000);
    import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file)}); }).finally(() => clearInterval(alive));`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** What a script thread is started with: the counter it moves while it works (see ScriptThread.progress). */
export interface ScriptThreadData {
  progress: SharedArrayBuffer;
}

class ScriptThread {
  /**
   * A counter the thread moves at every check of a call's time limit (and so many times a millisecond while
   * a script runs). A call that keeps it moving is working, however slowly a busy machine lets it: a script
   * thread runs at a low priority, and under full load 200 ms of a room's budget can take seconds. Only a
   * thread that neither answers nor moves it is stuck.
   */
  readonly progress = new Int32Array(new SharedArrayBuffer(4));
  /** The counter when last read, to tell whether it moved since. */
  lastProgress = 0;
  readonly worker = spawn(this.progress.buffer as SharedArrayBuffer);
  /** Calls sent and not answered, in the order sent (the order the thread answers them). */
  readonly pending = new Map<number, { room: PooledRoom | null; run: boolean; resolve: (answer: ScriptThreadAnswer) => void }>();
  readonly rooms = new Set<PooledRoom>();
  /** When the thread last answered, or was given work while idle. */
  lastHeard = performance.now();
  dead = false;

  constructor(onExit: (thread: ScriptThread) => void) {
    this.worker.on('message', (answer: ScriptThreadAnswer) => {
      this.lastHeard = performance.now();
      const call = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      // An idle thread does not keep the process alive; one with calls does, until it answers them.
      if (this.pending.size === 0) this.worker.unref();
      call?.resolve(answer);
    });
    // An uncaught error (its heap limit) ends the thread; 'exit' follows and cleans up.
    this.worker.on('error', () => undefined);
    this.worker.on('exit', () => onExit(this));
    // Idle until given work. After the listeners: adding a 'message' listener refs the thread's port again.
    this.worker.unref();
  }

  send(call: ScriptThreadCall, room: PooledRoom | null): Promise<ScriptThreadAnswer> {
    if (this.dead) return Promise.resolve({ id: 0, failed: 'the script thread stopped' });
    if (call.type === 'dispose') {
      this.worker.postMessage(call);
      return Promise.resolve({ id: 0, failed: '' });
    }
    if (this.pending.size === 0) {
      this.lastHeard = performance.now();
      this.worker.ref();
    }
    return new Promise((resolve) => {
      this.pending.set(call.id, { room, run: call.type === 'run', resolve });
      this.worker.postMessage(call);
    });
  }
}

/** One room's scripts on a script thread: loaded there, called there in order, loaded again if it dies. */
export class PooledRoom {
  /** Why this room's scripts no longer run (set when they brought their thread down); null while they do. */
  off: string | null = null;
  thread: ScriptThread | null = null;
  /** The room's calls wait for this: its load, or its load again on a new thread. */
  ready: Promise<void> = Promise.resolve();
  /** Lines the next run carries: that the room's scripts were loaded again on a new thread. */
  notes: ScriptError[] = [];
  disposed = false;

  constructor(
    readonly key: number,
    readonly scripts: ScriptSource[],
  ) {}
}

export class ScriptPool {
  private threads: Array<ScriptThread | null>;
  private nextId = 1;
  private nextRoom = 1;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(
    private readonly size = SCRIPT_WORKERS,
    /** How long a thread with calls may neither answer nor make progress before it is taken as stuck. */
    private readonly stuckMs = WORKER_STUCK_MS,
  ) {
    this.threads = Array.from({ length: size }, () => null);
  }

  /** Loads a room's scripts on the thread with the fewest rooms; what they export and which did not load. */
  async load(scripts: ScriptSource[]): Promise<{ room: PooledRoom; handlers: ScriptHandler[]; problems: ScriptError[] }> {
    const room = new PooledRoom(this.nextRoom++, scripts);
    const answer = await this.place(room);
    if ('failed' in answer) throw new Error(`could not load the room's scripts: ${answer.failed}`);
    if (!('loaded' in answer)) throw new Error('unexpected answer from a script thread');
    return { room, ...answer.loaded };
  }

  /** Runs an event's handlers on the room's thread, after every call the room made before. Never throws. */
  run(room: PooledRoom, state: RoomState, event: ScriptEvent, inputs: EventInputs): Promise<PooledRun> {
    const handler =
      event.type === 'setup' ? 'onSetup' : event.type === 'timer' ? 'onTimer' : event.type === 'beforeOp' ? 'beforeOp' : 'onOp';
    const failed = (message: string): PooledRun => ({ ops: [], logLines: [], errors: [{ script: '', handler, message }], refusal: null });
    const result = room.ready.then(async (): Promise<PooledRun> => {
      if (room.off) return failed(room.off);
      if (room.disposed) return failed('was not run: the room was closed');
      if (!room.thread || room.thread.dead) {
        // Its thread was replaced: loaded again on a live one (its module variables start over).
        const again = await this.place(room);
        if ('failed' in again) return failed(`could not be loaded again: ${again.failed}`);
        room.notes.push({
          script: '',
          handler: 'load',
          message: 'The script engine was restarted: these scripts were loaded again, and their variables started over.',
        });
      }
      const answer = await room.thread!.send({ type: 'run', id: this.nextId++, room: room.key, state, event, inputs }, room);
      const notes = room.notes.splice(0);
      if ('ran' in answer) return { ...answer.ran, errors: [...notes, ...answer.ran.errors] };
      return failed(room.off ?? `could not run: ${'failed' in answer ? answer.failed : 'no answer'}`);
    });
    room.ready = result.then(() => undefined);
    return result;
  }

  /** The room is unloading: its QuickJS instance goes with it. */
  dispose(room: PooledRoom): void {
    room.disposed = true;
    // Nobody waits for a room to go. room.ready never rejects (run() never throws), and a thread's send()
    // answers a failure instead of rejecting.
    void room.ready.then(() => {
      room.thread?.rooms.delete(room);
      void room.thread?.send({ type: 'dispose', room: room.key }, null);
      room.thread = null;
    });
  }

  /** Stops every thread (tests, shutdown). */
  async close(): Promise<void> {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    const threads = this.threads.filter((thread): thread is ScriptThread => thread !== null);
    this.threads = Array.from({ length: this.size }, () => null);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private place(room: PooledRoom): Promise<ScriptThreadAnswer> {
    const thread = this.leastLoaded();
    room.thread = thread;
    thread.rooms.add(room);
    return thread.send({ type: 'load', id: this.nextId++, room: room.key, scripts: room.scripts }, room);
  }

  private leastLoaded(): ScriptThread {
    this.watchdog ??= setInterval(() => this.checkStuck(), Math.min(1_000, this.stuckMs)).unref();
    let best = -1;
    for (let index = 0; index < this.size; index++) {
      if (!this.threads[index] || this.threads[index]!.dead) this.threads[index] = new ScriptThread((thread) => this.exited(thread));
      if (best < 0 || this.threads[index]!.rooms.size < this.threads[best]!.rooms.size) best = index;
    }
    return this.threads[best]!;
  }

  /** A thread that neither answers nor makes progress while it has calls is running one that never ends: its room's scripts go off. */
  private checkStuck(): void {
    const now = performance.now();
    for (const thread of this.threads) {
      if (!thread || thread.dead || thread.pending.size === 0) continue;
      const progress = Atomics.load(thread.progress, 0);
      if (progress !== thread.lastProgress) {
        thread.lastProgress = progress;
        thread.lastHeard = now;
      }
      if (now - thread.lastHeard < this.stuckMs) continue;
      // A thread starting, or loading a room (compiling QuickJS once), may take a while on a busy machine.
      const head = thread.pending.values().next().value;
      if (!head?.run) continue;
      const culprit = head.room;
      if (culprit)
        culprit.off = `were stopped: a call ran ${this.stuckMs / 1000} s without an answer; this room's scripts are off until it is opened again`;
      // Its 'exit' is heard like any thread's (exited() below); terminate() does not reject.
      void thread.worker.terminate();
    }
  }

  private exited(thread: ScriptThread): void {
    thread.dead = true;
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads[index] = null;
    // The call it was running brought it down (its heap limit, or stuck): that room's scripts stay off.
    const [first] = thread.pending.values();
    if (first?.room && !first.room.off)
      first.room.off = "were stopped: a call brought down the script engine; this room's scripts are off until it is opened again";
    for (const [id, call] of thread.pending) call.resolve({ id, failed: 'the script thread stopped' });
    thread.pending.clear();
    for (const room of thread.rooms) room.thread = null;
    thread.rooms.clear();
  }
}
