import { GAME_ACTOR, type Op, type RoomState } from '@tablecraft/core/play';
import type { Actor } from '../rooms/engine-port.ts';
import type { RoomScriptRunner, RoomScriptsPort, ScriptAnswer, ScriptLogLine } from '../rooms/script-port.ts';
import { RoomScripts, type ScriptRun, type ScriptSource } from './room-scripts.ts';

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

function logOf(run: ScriptRun): ScriptLogLine[] {
  return [
    ...run.errors.map((error) => ({ script: error.script, text: error.message, error: true as const })),
    ...run.logLines.map((line) => ({ script: line.script, text: line.text })),
  ];
}

const answerOf = (run: ScriptRun): ScriptAnswer => ({ followUps: run.ops, log: logOf(run) });
const seedOf = (op: Op) => op.seed ?? '';

/** A room's scripts on core's engine: which event each op is, and what it answers. */
class CoreScriptRunner implements RoomScriptRunner<RoomState, Op> {
  readonly actor = GAME_ACTOR;
  readonly problems: ScriptLogLine[];

  constructor(private readonly scripts: RoomScripts) {
    this.problems = scripts.loadProblems.map((error) => ({ script: error.script, text: error.message, error: true as const }));
  }

  answers(op: Op, actor: Actor): boolean {
    if (op.type === 'setup') return this.scripts.handles('onSetup');
    if (op.type === 'timer') return this.scripts.handles('onTimer');
    // The game's own ops (and a host freeing a removed person's seat as the room does) are not players' moves.
    if (actor.game) return false;
    return this.scripts.handles('onOp') || (op.type === 'press' && this.scripts.handles('onButton'));
  }

  before(state: RoomState, op: Op, actor: Actor, time: number) {
    if (actor.game || !this.scripts.handles('beforeOp')) return { refusal: null, log: [] };
    const run = this.scripts.run(state, { type: 'beforeOp', op, actor }, { seed: seedOf(op), time });
    return { refusal: run.refusal, log: logOf(run) };
  }

  after(before: RoomState, after: RoomState, op: Op, actor: Actor, time: number): ScriptAnswer {
    if (!this.answers(op, actor)) return { followUps: [], log: [] };
    const inputs = { seed: seedOf(op), time };
    if (op.type === 'setup') return answerOf(this.scripts.run(after, { type: 'setup' }, inputs));
    if (op.type === 'timer') {
      const timer = before.timers?.[op.timerId];
      return timer
        ? answerOf(this.scripts.run(after, { type: 'timer', name: timer.name, data: timer.data }, inputs))
        : { followUps: [], log: [] };
    }
    return answerOf(this.scripts.run(after, { type: 'afterOp', op, actor }, inputs));
  }

  setupOp(state: RoomState): Op | null {
    return !state.setUp && this.scripts.handles('onSetup') ? { type: 'setup' } : null;
  }

  timers(state: RoomState) {
    return Object.entries(state.timers ?? {}).map(([id, timer]) => ({ id, at: timer.at }));
  }

  timerOp(id: string): Op {
    return { type: 'timer', timerId: id };
  }

  dispose(): void {
    this.scripts.dispose();
  }
}

/** Loads each room's scripts into a QuickJS sandbox of its own (a few milliseconds, as the room loads). */
export const roomScripts: RoomScriptsPort<RoomState, Op> = {
  async load(document) {
    const scripts = scriptsOf(document);
    if (scripts.length === 0) return null;
    return new CoreScriptRunner(await RoomScripts.create(scripts));
  },
};
