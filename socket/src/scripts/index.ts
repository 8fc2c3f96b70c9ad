// Authors' scripts, run on the server in a QuickJS sandbox (one instance per room, `RoomScripts.create`). The socket loads a
// room's scripts with its revision and runs an event's handlers where it sequences the op; the ops they
// return are sequenced after it with the game's authority, so every replica applies them, never the scripts.
export { newSandboxModule } from './quickjs.ts';
export {
  RoomScripts,
  runScriptsOnce,
  THREAD_CLOCKS,
  HANDLERS,
  type ScriptSource,
  type ScriptEvent,
  type ScriptRun,
  type ScriptError,
  type EventInputs,
  type ScriptClocks,
  type ScriptUsage,
} from './room-scripts.ts';
export { GAME_ACTOR, SCRIPT_OPS, type LogLine } from './invocation.ts';
export {
  SANDBOX_MEMORY_BYTES,
  MEMORY_LIMIT_BYTES,
  STACK_LIMIT_BYTES,
  CALL_TIME_LIMIT_MS,
  BUDGET_CAPACITY_MS,
  BUDGET_REFILL_MS_PER_SECOND,
  LOAD_TIME_LIMIT_MS,
  SUSPENSION_MS,
  MAX_OPS_PER_EVENT,
  MAX_LOG_LINES_PER_EVENT,
} from './limits.ts';
export { roomScripts } from './room-script-runner.ts';
