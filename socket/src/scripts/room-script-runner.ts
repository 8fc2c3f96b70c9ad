import { GAME_ACTOR, type Op, type RoomState } from '@tablecraft/core/play';
import type { ScriptHandler } from '@tablecraft/core/scripting';
import type { Actor } from '../rooms/engine-port.ts';
import type { RoomScriptRunner, RoomScriptsPort, ScriptAnswer, ScriptLogLine } from '../rooms/script-port.ts';
import type { ScriptSource } from './room-scripts.ts';
import { ScriptPool, type PooledRoom, type PooledRun } from './script-pool.ts';

/** The scripts worth loading from a revision's document: those with code. */
function scriptsOf(document: unknown): ScriptSource[] {
  const scripts = (document as { scripts?: unknown } | null)?.scripts;
  if (!Array.isArray(scripts)) return [];
  return scripts
    .filter(
      (script): script is ScriptSource =>
        typeof script?.id === 'string' && typeof script.name === 'string' && typeof script.source === 'string',
    )
    .filter((script) => script.source.trim() !== '')
    .map(({ id, name, source }) => ({ id, name, source }));
}

function logOf(run: PooledRun): ScriptLogLine[] {
  return [
    ...run.errors.map((error) => ({ script: error.script, text: error.message, error: true as const })),
    ...run.logLines.map((line) => ({ script: line.script, text: line.text })),
  ];
}

const answerOf = (run: PooledRun): ScriptAnswer => ({ followUps: run.ops, log: logOf(run) });
const seedOf = (op: Op) => op.seed ?? '';
const NOTHING: ScriptAnswer = { followUps: [], log: [] };

/** A room's scripts on core's engine, run on a script thread: which event each op is, and what it answers. */
class CoreScriptRunner implements RoomScriptRunner {
  readonly actor = GAME_ACTOR;

  constructor(
    private readonly pool: ScriptPool,
    private readonly room: PooledRoom,
    private readonly handlers: ReadonlySet<ScriptHandler>,
    readonly problems: ScriptLogLine[],
  ) {}

  private handles(handler: ScriptHandler): boolean {
    return this.handlers.has(handler);
  }

  answers(op: Op, actor: Actor): boolean {
    if (op.type === 'setup') return this.handles('onSetup');
    if (op.type === 'timer') return this.handles('onTimer');
    // The game's own ops (and a host freeing a removed person's seat as the room does) are not players' moves.
    if (actor.game) return false;
    return this.handles('onOp') || (op.type === 'press' && this.handles('onButton'));
  }

  async before(state: RoomState, op: Op, actor: Actor, time: number) {
    if (actor.game || !this.handles('beforeOp')) return { refusal: null, log: [] };
    const run = await this.pool.run(this.room, state, { type: 'beforeOp', op, actor }, { seed: seedOf(op), time });
    return { refusal: run.refusal, log: logOf(run) };
  }

  async after(before: RoomState, after: RoomState, op: Op, actor: Actor, time: number): Promise<ScriptAnswer> {
    if (!this.answers(op, actor)) return NOTHING;
    const inputs = { seed: seedOf(op), time };
    if (op.type === 'setup') return answerOf(await this.pool.run(this.room, after, { type: 'setup' }, inputs));
    if (op.type === 'timer') {
      const timer = before.timers?.[op.timerId];
      return timer
        ? answerOf(await this.pool.run(this.room, after, { type: 'timer', name: timer.name, data: timer.data }, inputs))
        : NOTHING;
    }
    return answerOf(await this.pool.run(this.room, after, { type: 'afterOp', op, actor }, inputs));
  }

  setupOp(state: RoomState): Op | null {
    return !state.setUp && this.handles('onSetup') ? { type: 'setup' } : null;
  }

  timers(state: RoomState) {
    return Object.entries(state.timers ?? {}).map(([id, timer]) => ({ id, at: timer.at }));
  }

  timerOp(id: string): Op {
    return { type: 'timer', timerId: id };
  }

  dispose(): void {
    this.pool.dispose(this.room);
  }
}

let pool: ScriptPool | null = null;

/**
 * Loads each room's scripts into a QuickJS sandbox of its own on one of the socket's script threads (a
 * few milliseconds, as the room loads); every call of theirs runs there too, never on the event loop.
 */
export const roomScripts: RoomScriptsPort = {
  async load(document) {
    const scripts = scriptsOf(document);
    if (scripts.length === 0) return null;
    pool ??= new ScriptPool();
    const loaded = await pool.load(scripts);
    const problems = loaded.problems.map((error) => ({ script: error.script, text: error.message, error: true as const }));
    return new CoreScriptRunner(pool, loaded.room, new Set(loaded.handlers), problems);
  },
};
