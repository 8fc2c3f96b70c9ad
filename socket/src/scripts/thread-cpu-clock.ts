import { openSync, readSync } from 'node:fs';

/** What the clock is built from; the defaults read this process and this thread. */
export interface ClockSources {
  /** Node 23.9 and later: the calling thread's CPU time, exactly. */
  threadCpuUsage?: () => NodeJS.CpuUsage;
  /** Milliseconds of CPU time of the whole process. */
  processCpu: () => number;
  wall: () => number;
  /** Milliseconds of CPU time of this thread, as the kernel last booked it (behind by under a tick), or null. */
  threadBooked: (() => number) | null;
}

/**
 * How far the kernel's booking of a running thread may lag: one scheduler tick, 10 ms at the lowest common
 * rate (CONFIG_HZ=100; 4 ms at 250).
 */
export const BOOKING_LAG_MS = 10;

/**
 * Milliseconds of CPU time the calling thread has used, for charging a room's scripts with what they ran.
 *
 * A script thread runs one room's call at a time, so its own CPU time is that call's cost. Node 23.9 and
 * later measure it exactly (`process.threadCpuUsage`). Before that Node measures only the whole process,
 * which also counts the event loop, the other script threads and the garbage collector: a room would pay
 * for its neighbours and, on a busy process, fail to load scripts that did little. There the clock is the
 * smaller of two upper bounds on the thread's time, so it is never below it:
 * - the sum, over every interval between two readings, of the smaller of the process's CPU time and the
 *   wall time that passed (the thread ran no longer than either), precise to microseconds;
 * - on Linux, the thread's time as the kernel booked it, plus the most that booking can lag. The kernel
 *   books a running thread only at scheduler ticks, too coarse alone for a 20 ms limit, but it is this
 *   thread's own: it caps the first bound when the machine paused the thread while the process's other
 *   threads ran.
 * So the clock runs ahead of the thread's time by at most twice BOOKING_LAG_MS (the booking's lag now and
 * when the clock started), where the process's time alone could charge a room for everything its
 * neighbours did.
 */
export function threadCpuClock(sources: ClockSources = processSources()): () => number {
  const { threadCpuUsage } = sources;
  if (threadCpuUsage) return () => cpuMs(threadCpuUsage());
  let bounded = 0;
  let lastCpu = sources.processCpu();
  let lastWall = sources.wall();
  const booked = sources.threadBooked;
  const bookedAtStart = booked?.() ?? 0;
  // A kernel that keeps no such statistics reads 0 for every thread: that caps nothing.
  let bookingKept = bookedAtStart > 0;
  return () => {
    const cpu = sources.processCpu();
    const wall = sources.wall();
    bounded += Math.max(0, Math.min(cpu - lastCpu, wall - lastWall));
    lastCpu = cpu;
    lastWall = wall;
    // Where the second bound is lower, the clock is held there and goes on from it.
    if (booked) {
      const threadTime = booked();
      bookingKept ||= threadTime > 0;
      // Both bounds count from the clock's start, when the booking was itself up to a lag behind.
      if (bookingKept) bounded = Math.min(bounded, threadTime - bookedAtStart + BOOKING_LAG_MS);
    }
    return bounded;
  };
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

function processSources(): ClockSources {
  const threadCpuUsage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.bind(process);
  return {
    ...(threadCpuUsage ? { threadCpuUsage } : {}),
    processCpu: () => cpuMs(process.cpuUsage()),
    wall: () => performance.now(),
    threadBooked: threadCpuUsage ? null : schedstat(),
  };
}

/**
 * This thread's booked CPU time from Linux: the first field of its `schedstat`, "time spent on the cpu (in
 * nanoseconds)" (the kernel's Documentation/scheduler/sched-stats.rst, "/proc/<pid>/schedstat"). The file
 * is opened once, by the thread it describes (`/proc/thread-self` names the opener), and read again at
 * offset 0 each time: a few microseconds. Null where there is no such file.
 */
function schedstat(): (() => number) | null {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(96);
  return () => {
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const space = buffer.indexOf(0x20);
    const nanoseconds = Number(buffer.toString('latin1', 0, space > 0 && space < length ? space : length));
    return Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : Number.POSITIVE_INFINITY;
  };
}
