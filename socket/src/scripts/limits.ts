import { MAX_FOLLOW_UPS } from '@tablecraft/core/play';

// What one room's scripts may use. A call that goes past a limit is stopped with a message for the room's
// script log; the room and every other room go on. The numbers are documented in docs/ARCHITECTURE.md.

/**
 * One room's sandbox lives in a WebAssembly memory of this fixed size (engine, stack and heap): a memory
 * bomb ends here with "out of memory". Only touched pages cost real memory (under 1 MB for a loaded room).
 */
export const SANDBOX_MEMORY_BYTES = 16 * 1024 * 1024;

/** QuickJS's own limit: in this build it stops any single allocation larger than this. */
export const MEMORY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Stack of one room's sandbox: deep recursion ends in a clean "stack overflow" long before the engine's own stack. */
export const STACK_LIMIT_BYTES = 256 * 1024;

/** Longest one handler call, or one script's top-level code, may run (CPU time, checked by the interrupt handler). */
export const CALL_TIME_LIMIT_MS = 20;

/**
 * Longest the top-level code of all of a room's scripts together may run at one load or rebuild; scripts
 * after that do not load. Charged to the room's budget like a handler call.
 */
export const LOAD_TIME_LIMIT_MS = 50;

/**
 * A room's script time budget: at most this much at once, refilled at BUDGET_REFILL_MS_PER_SECOND (2% of a
 * core). Top-level code at every load and rebuild is charged to it, as every handler call is.
 */
export const BUDGET_CAPACITY_MS = 200;
export const BUDGET_REFILL_MS_PER_SECOND = 20;

/** A room whose scripts spent their budget has them suspended this long (the budget refills meanwhile). */
export const SUSPENSION_MS = 10_000;

/**
 * Worker threads that run every room's scripts off the socket's event loop; a room stays on the one it
 * was loaded on. Each has its own heap limit, so a runaway there ends that thread, not the process.
 */
export const SCRIPT_WORKERS = 2;
export const WORKER_HEAP_MB = 128;

/** A script thread that neither answers nor makes progress for this long while it has calls is taken as stuck and replaced. */
export const WORKER_STUCK_MS = 5_000;

/** Most ops one event's handlers may produce (core's MAX_FOLLOW_UPS: they travel in one log entry), and log lines they may write (longer lines are cut). */
export const MAX_OPS_PER_EVENT = MAX_FOLLOW_UPS;
export const MAX_LOG_LINES_PER_EVENT = 50;
export const MAX_LOG_LINE_CHARS = 500;

/** The soonest a timer may go off after the event that set it. */
export const MIN_TIMER_MS = 100;
