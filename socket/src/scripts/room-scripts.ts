import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten';
import type { Actor, Op, RoomState } from '@tablecraft/core/play';
import { TimeBudget } from './budget.ts';
import { threadCpuClock } from './thread-cpu-clock.ts';
import { Invocation, type LogLine } from './invocation.ts';
import {
  BUDGET_CAPACITY_MS,
  BUDGET_REFILL_MS_PER_SECOND,
  CALL_TIME_LIMIT_MS,
  LOAD_TIME_LIMIT_MS,
  MAX_LOG_LINE_CHARS,
  MEMORY_LIMIT_BYTES,
  SANDBOX_MEMORY_BYTES,
  STACK_LIMIT_BYTES,
  SUSPENSION_MS,
} from './limits.ts';
import { newSandboxModule } from './quickjs.ts';
import { PRELUDE } from './prelude.ts';
import { SCRIPT_HANDLERS, type ScriptHandler } from '@tablecraft/core/scripting';

/** A script of a revision, as the game document keeps it (core/src/game: the `scripts` part). */
export interface ScriptSource {
  id: string;
  name: string;
  source: string;
}

/**
 * What scripts answer to: the room being set up (the state is the starting one), each player's op before it
 * is applied (the state before it; a handler may refuse it) and after (the state after it; a button press
 * is also answered by onButton), and a timer going off.
 */
export type ScriptEvent =
  | { type: 'setup' }
  | { type: 'beforeOp'; op: Op; actor: Actor }
  | { type: 'afterOp'; op: Op; actor: Actor }
  | { type: 'timer'; name: string; data: unknown };

/** The functions a script may export (core's SCRIPT_HANDLERS), each answering one kind of event. */
export const HANDLERS = { setup: 'onSetup', beforeOp: 'beforeOp', afterOp: 'onOp', timer: 'onTimer' } as const;
type Handler = ScriptHandler;
const EVENT_CODES = { setup: 1, beforeOp: 2, afterOp: 3, timer: 4 } as const;

/** The handler calls one event makes, in order: each with its arguments (null: the whole state). */
function callsFor(event: ScriptEvent): Array<{ handler: Handler; args: string | null }> {
  const who = (actor: Actor) => ({ userId: actor.userId, seatId: actor.seatId });
  switch (event.type) {
    case 'setup':
      return [{ handler: 'onSetup', args: null }];
    case 'beforeOp':
      return [{ handler: 'beforeOp', args: JSON.stringify([publicOp(event.op), who(event.actor)]) }];
    case 'afterOp': {
      const calls: Array<{ handler: Handler; args: string | null }> = [
        { handler: 'onOp', args: JSON.stringify([publicOp(event.op), who(event.actor)]) },
      ];
      if (event.op.type === 'press')
        calls.push({ handler: 'onButton', args: JSON.stringify([event.op.pieceId, event.op.buttonId, who(event.actor)]) });
      return calls;
    }
    case 'timer':
      return [{ handler: 'onTimer', args: JSON.stringify([event.name, event.data ?? null]) }];
  }
}

export interface ScriptError {
  script: string;
  /** The handler that failed, or 'load' for a script that did not even load. */
  handler: Handler | 'load';
  message: string;
}

/**
 * What one event's handlers did: the ops to sequence with the game's authority (each already checked by
 * applyOp in order, with its seed), the state they lead to, log lines, errors and, for beforeOp, a refusal.
 */
export interface ScriptRun {
  ops: Op[];
  state: RoomState;
  logLines: LogLine[];
  errors: ScriptError[];
  refusal: string | null;
}

/** Seed and time of the event: the op's (its server seed and the time it is sequenced). */
export interface EventInputs {
  seed: string;
  time: number;
}

/**
 * How a room measures time: `cpu` (milliseconds of the thread's CPU time) is what a call spends and what
 * its limit counts, so a busy machine that pauses the process never stops a script that did little; `wall`
 * refills the budget.
 */
export interface ScriptClocks {
  cpu: () => number;
  wall: () => number;
}

/** The calling thread's CPU time (each script thread has its own clock), and the wall clock. */
export const THREAD_CLOCKS: ScriptClocks = {
  cpu: threadCpuClock(),
  wall: () => performance.now(),
};

interface Loaded {
  script: ScriptSource;
  exports: QuickJSHandle;
  handlers: Set<Handler>;
}

/** Why QuickJS stopped a call, in the author's words. */
function describeFailure(error: unknown, limitMs: number, file: string): { message: string; fatal: boolean } {
  const value = error as { name?: string; message?: string; stack?: string } | string | undefined;
  if (typeof value !== 'object' || value === null) return { message: `threw ${JSON.stringify(value) ?? String(value)}`, fatal: false };
  if (value.name === 'InternalError' && value.message === 'interrupted')
    return { message: `ran longer than ${limitMs} ms and was stopped (an endless loop?)`, fatal: true };
  if (value.name === 'InternalError' && value.message === 'stack overflow')
    return { message: 'recursed too deeply (stack overflow) and was stopped', fatal: true };
  if (value.name === 'InternalError' && /out of memory/i.test(value.message ?? ''))
    return { message: `used more than the room's ${SANDBOX_MEMORY_BYTES / 1024 / 1024} MB of memory and was stopped`, fatal: true };
  // The innermost line of the script itself (not of code it built with eval or Function).
  const where = new RegExp(`\\(${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+\\)`).exec(value.stack ?? '');
  return { message: `${value.name ?? 'Error'}: ${value.message ?? ''}${where ? ` (line ${where[1]})` : ''}`, fatal: false };
}

/** What a room's scripts have cost so far: the budget left, how often they were loaded, and any suspension. */
export interface ScriptUsage {
  /** Milliseconds of CPU time the room may still use now. */
  budgetMs: number;
  /** Loads of the scripts' top-level code: the first, and one per rebuild. */
  builds: number;
  /** How much longer the room's scripts are suspended (0: they run). */
  suspendedForMs: number;
}

/**
 * One room's scripts in their own QuickJS runtime and context: the revision's scripts loaded once as
 * modules, called on each event with a time limit per call, a heap and stack limit, and the room's time
 * budget, which pays for top-level code at every load as for every call. A call that fails is taken back
 * whole; one stopped by a limit also has the context rebuilt before the next call, so nothing it left
 * behind (a half-built table, a full heap) reaches it. A room that spends its budget has its scripts
 * suspended for SUSPENSION_MS, with a line saying so, and then they are loaded again (charged again).
 */
export class RoomScripts {
  private runtime!: QuickJSRuntime;
  private context!: QuickJSContext;
  private begin!: QuickJSHandle;
  private invoke!: QuickJSHandle;
  private outcome!: QuickJSHandle;
  private loaded: Loaded[] = [];
  private current: Invocation | null = null;
  private deadline = 0;
  private loadErrors: ScriptError[] = [];
  private readonly budget: TimeBudget;
  private disposed = false;
  /** The scripts each rebuild loads: after the first load, only those that loaded then. */
  private sources: readonly ScriptSource[];
  /** A call was stopped by a limit: the context is rebuilt before the next call. */
  private stale = false;
  private builds = 0;
  /** CPU time the latest load took: a rebuild is not started with less budget than that left. */
  private lastBuildMs = 0;
  /** CPU time the scripts' top-level code took at the latest load. */
  private topLevelMs = 0;
  /** Wall-clock time until which this room's scripts do not run (0: not suspended). */
  private suspendedUntil = 0;

  /** A room's scripts in a QuickJS instance of their own (a few milliseconds: do it as the room loads). */
  static async create(scripts: readonly ScriptSource[], clocks: ScriptClocks = THREAD_CLOCKS): Promise<RoomScripts> {
    return new RoomScripts(await newSandboxModule(), scripts, clocks);
  }

  constructor(
    private readonly quickjs: QuickJSWASMModule,
    scripts: readonly ScriptSource[],
    private readonly clocks: ScriptClocks = THREAD_CLOCKS,
  ) {
    this.budget = new TimeBudget(clocks.wall);
    this.sources = scripts;
    this.build();
    this.sources = this.loaded.map((entry) => entry.script);
    this.loadProblems = this.loadErrors;
    this.loadErrors = [];
  }

  /** Scripts that did not load (a syntax error, top-level code that threw): told to members as they join. */
  readonly loadProblems: ScriptError[];

  /** Whether any script exports this handler: when none does, the socket need not ask. */
  handles(handler: Handler): boolean {
    return this.loaded.some((entry) => entry.handlers.has(handler));
  }

  /** The handlers the loaded scripts export. */
  handlerNames(): Handler[] {
    return SCRIPT_HANDLERS.filter((handler) => this.handles(handler));
  }

  /** What the room's scripts have cost so far. */
  usage(): ScriptUsage {
    return {
      budgetMs: this.budget.available(),
      builds: this.builds,
      suspendedForMs: Math.max(0, this.suspendedUntil - this.clocks.wall()),
    };
  }

  /** QuickJS's own count of the bytes this room's sandbox holds now. */
  memoryUsed(): number {
    const usage = this.runtime.computeMemoryUsage().consume((handle) => this.context.dump(handle) as { memory_used_size: number });
    return usage.memory_used_size;
  }

  /**
   * Runs every script's handler for an event, in the revision's script order. Deterministic: the same state,
   * event, seed and time give the same ops, state and lines (a call stopped by the clock aside, which is why
   * scripts run once, where the op is sequenced, and their ops are logged). Never throws.
   */
  run(state: RoomState, event: ScriptEvent, inputs: EventInputs): ScriptRun {
    const errors = this.loadErrors;
    this.loadErrors = [];
    const invocation = new Invocation(state, inputs.seed, EVENT_CODES[event.type], event.type !== 'beforeOp', inputs.time);
    let refusal: string | null = null;
    const result = (): ScriptRun => ({ ops: invocation.ops, state: invocation.state, logLines: invocation.logLines, errors, refusal });
    const calls = callsFor(event).filter((call) => this.handles(call.handler));
    if (calls.length === 0) return result();
    if (this.suspended(errors, calls[0]!.handler)) return result();

    this.current = invocation;
    try {
      let begun = false;
      for (const { handler, args } of calls) {
        // By id: a call stopped by a limit rebuilds the context, and the scripts after it run in the new one.
        const targets = this.loaded.filter((entry) => entry.handlers.has(handler)).map((entry) => entry.script.id);
        for (const id of targets) {
          if (this.stale) {
            // Loading again is charged like any call; with too little budget left for it, the room is suspended.
            if (this.budget.available() < Math.min(LOAD_TIME_LIMIT_MS, this.lastBuildMs + 1)) {
              this.suspend(errors, handler);
              return result();
            }
            this.rebuild();
            errors.push(
              ...this.loadErrors.map((error) => ({ ...error, message: error.message.replace(/^did not load/, 'did not load again') })),
            );
            this.loadErrors = [];
            begun = false;
          }
          const entry = this.loaded.find((loaded) => loaded.script.id === id);
          if (!entry) continue;
          const allowance = Math.min(CALL_TIME_LIMIT_MS, this.budget.available());
          if (allowance < 1) {
            this.suspend(errors, handler);
            return result();
          }
          if (!begun) {
            this.call(this.begin, [this.context.newNumber(inputs.time)]);
            begun = true;
          }
          invocation.script = entry.script.name;
          const mark = invocation.mark();
          const started = this.clocks.cpu();
          this.deadline = started + allowance;
          const outcome = this.call(this.invoke, [
            entry.exports.dup(),
            this.context.newString(handler),
            this.context.newString(args ?? ''),
            args === null ? this.context.true : this.context.false,
          ]);
          const settled = 'error' in outcome ? outcome : this.settle();
          this.budget.spend(this.clocks.cpu() - started);
          if ('error' in settled) {
            const failure = describeFailure(settled.error, CALL_TIME_LIMIT_MS, `${entry.script.id}.js`);
            errors.push({ script: entry.script.name, handler, message: `${handler} ${failure.message}` });
            invocation.rollBack(mark);
            // Rebuilt before the next call, whenever that is: never in a loop of its own.
            if (failure.fatal) this.stale = true;
            continue;
          }
          if (event.type === 'beforeOp' && 'value' in outcome && outcome.value) {
            refusal = outcome.value.length > MAX_LOG_LINE_CHARS ? `${outcome.value.slice(0, MAX_LOG_LINE_CHARS - 1)}…` : outcome.value;
            return result();
          }
        }
      }
    } catch (error) {
      // The engine itself failed (not the script): the room goes on without this event's scripts.
      errors.push({ script: invocation.script, handler: calls[0]!.handler, message: `could not run: ${(error as Error).message}` });
      invocation.rollBack({ state, ops: 0 });
      this.stale = true;
    } finally {
      this.current = null;
    }
    return result();
  }

  /** Whether the room's scripts are suspended now; if so, the event's one line says for how long. */
  private suspended(errors: ScriptError[], handler: Handler): boolean {
    const left = this.suspendedUntil - this.clocks.wall();
    if (left <= 0) return false;
    errors.push({
      script: '',
      handler,
      message: `was not run: this room's scripts have used their time budget and are suspended for ${Math.ceil(left / 1000)} s more`,
    });
    return true;
  }

  /** The room's budget is spent: its scripts stop for SUSPENSION_MS, and the members are told why. */
  private suspend(errors: ScriptError[], handler: Handler): void {
    this.suspendedUntil = this.clocks.wall() + SUSPENSION_MS;
    errors.push({
      script: '',
      handler,
      message:
        `This room's scripts used their ${BUDGET_CAPACITY_MS} ms of CPU time (refilled at ${BUDGET_REFILL_MS_PER_SECOND} ms a second) ` +
        `and are suspended for ${SUSPENSION_MS / 1000} s; moves go ahead without them meanwhile.`,
    });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    try {
      this.teardown();
    } catch {
      // Nothing of a failed engine is worth keeping; its instance goes with this object.
    }
  }

  /** Calls a function of the prelude; the handles passed are consumed. A string result comes back as `value`. */
  private call(fn: QuickJSHandle, args: QuickJSHandle[]): { value: string } | { error: unknown } {
    try {
      const result = this.context.callFunction(fn, this.context.undefined, ...args);
      if (result.error) return { error: result.error.consume((handle) => this.context.dump(handle)) };
      return { value: result.value.consume((handle) => (this.context.typeof(handle) === 'string' ? this.context.getString(handle) : '')) };
    } finally {
      for (const arg of args) if (arg.alive && arg !== this.context.true && arg !== this.context.false) arg.dispose();
    }
  }

  /** Runs what a handler left queued (an async handler's awaits), within the same call's limits. */
  private settle(): { value: string } | { error: unknown } {
    const jobs = this.runtime.executePendingJobs(1000);
    if (jobs.error) return { error: jobs.error.consume((handle) => this.context.dump(handle)) };
    jobs.dispose();
    return this.call(this.outcome, []);
  }

  /**
   * Loads the scripts in a fresh runtime and context. Their top-level code is charged to the room's budget;
   * a rebuild (which a stopped call caused) is charged whole, the API's own set-up included.
   */
  private build(): void {
    const started = this.clocks.cpu();
    this.topLevelMs = 0;
    try {
      this.load();
    } finally {
      this.lastBuildMs = this.clocks.cpu() - started;
      this.budget.spend(this.builds === 0 ? this.topLevelMs : this.lastBuildMs);
      this.builds += 1;
    }
  }

  private load(): void {
    // The top-level code of all the scripts together gets this much of the budget at one load.
    const allowance = Math.min(LOAD_TIME_LIMIT_MS, Math.max(0, this.budget.available()));
    const runtime = this.quickjs.newRuntime();
    runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
    runtime.setMaxStackSize(STACK_LIMIT_BYTES);
    runtime.setInterruptHandler(() => this.clocks.cpu() > this.deadline);
    const context = runtime.newContext();
    this.runtime = runtime;
    this.context = context;

    const host = context.newFunction('host', (nameHandle, argHandle) => {
      const invocation = this.current;
      const name = context.getString(nameHandle);
      if (!invocation)
        return { error: context.newError(`The room can be read and changed only inside a handler (${SCRIPT_HANDLERS.join(', ')}).`) };
      if (name === 'random') return context.newNumber(invocation.nextRandom());
      try {
        return context.newString(invocation.answer(name, argHandle ? context.getString(argHandle) : ''));
      } catch (error) {
        return { error: context.newError((error as Error).message) };
      }
    });
    this.deadline = this.clocks.cpu() + CALL_TIME_LIMIT_MS * 5;
    const prelude = context.unwrapResult(context.evalCode(`(${PRELUDE})`, 'tablecraft:api'));
    const functions = context.unwrapResult(context.callFunction(prelude, context.undefined, host));
    prelude.dispose();
    host.dispose();
    this.begin = context.getProp(functions, 0);
    this.invoke = context.getProp(functions, 1);
    this.outcome = context.getProp(functions, 2);
    functions.dispose();

    this.loaded = [];
    const started = this.clocks.cpu();
    try {
      this.loadScripts(context, started, allowance);
    } finally {
      this.topLevelMs = this.clocks.cpu() - started;
    }
  }

  /** Each script as a module, its top-level code within the load's allowance of the budget. */
  private loadScripts(context: QuickJSContext, started: number, allowance: number): void {
    const spentAll = `did not load: the top-level code of this room's scripts ran its ${Math.round(allowance)} ms for one load (charged to the room's budget)`;
    for (const script of this.sources) {
      // Each script's top-level code runs under a handler call's limit, and all of them under the load's.
      const left = started + allowance - this.clocks.cpu();
      if (left < 1) {
        this.loadErrors.push({ script: script.name, handler: 'load', message: spentAll });
        continue;
      }
      this.deadline = this.clocks.cpu() + Math.min(CALL_TIME_LIMIT_MS, left);
      const evaluated = context.evalCode(script.source, `${script.id}.js`, { type: 'module' });
      if (evaluated.error) {
        const failure = describeFailure(
          evaluated.error.consume((handle) => context.dump(handle)),
          CALL_TIME_LIMIT_MS,
          `${script.id}.js`,
        );
        const outOfLoadTime = failure.fatal && left < CALL_TIME_LIMIT_MS && this.clocks.cpu() >= this.deadline;
        this.loadErrors.push({
          script: script.name,
          handler: 'load',
          message: outOfLoadTime ? spentAll : `did not load: ${failure.message}`,
        });
        continue;
      }
      const exports = evaluated.value;
      const handlers = new Set<Handler>();
      for (const name of SCRIPT_HANDLERS)
        if (context.getProp(exports, name).consume((handle) => context.typeof(handle)) === 'function') handlers.add(name);
      this.loaded.push({ script, exports, handlers });
    }
  }

  private teardown(): void {
    for (const entry of this.loaded) entry.exports.dispose();
    this.loaded = [];
    this.begin.dispose();
    this.invoke.dispose();
    this.outcome.dispose();
    this.context.dispose();
    this.runtime.dispose();
  }

  /**
   * A fresh runtime and context with the scripts that loaded at first loaded again (charged, like the first
   * load); any that do not load now are in loadErrors. Should the engine itself fail doing so, the room's
   * scripts stay off, and the room plays on without them.
   */
  private rebuild(): void {
    this.stale = false;
    try {
      this.teardown();
    } catch {
      // Handles of a failed engine: dropped with this room's instance.
    }
    try {
      this.build();
    } catch (error) {
      this.loaded = [];
      this.loadErrors = [
        {
          script: '',
          handler: 'load',
          message: `The script engine failed (${(error as Error).message}); this room's scripts are off until it is opened again.`,
        },
      ];
    }
  }
}

/**
 * One event in a sandbox made for it and dropped after: for replays, checks and tests. A room that plays
 * keeps its RoomScripts (made once, a few milliseconds) and calls `run` on it.
 */
export async function runScriptsOnce(
  scripts: readonly ScriptSource[],
  state: RoomState,
  event: ScriptEvent,
  inputs: EventInputs,
): Promise<ScriptRun> {
  const room = await RoomScripts.create(scripts);
  try {
    return room.run(state, event, inputs);
  } finally {
    room.dispose();
  }
}

/** An op as scripts see it: without its seed, which stays secret until the room closes. */
function publicOp(op: Op): Omit<Op, 'seed'> {
  const { seed: _seed, ...rest } = op;
  return rest;
}
