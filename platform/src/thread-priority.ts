import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value of threads doing one person's heavy work (reading a game file, running a game's scripts).
 * Linux's scheduler then gives an event loop that wants a core about ten times the share of such a thread
 * (weights 1024 and 110), so this work uses what the loops serving everyone leave idle rather than
 * delaying them; on an idle machine it runs as fast as before.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the priority of the calling thread alone (a worker thread calls it as it starts). On Linux a
 * thread is a task of its own: /proc/thread-self names its id, and setpriority on that id changes that
 * thread only. Elsewhere, or where it is not allowed, the thread keeps the process's priority.
 */
export function lowerThisThreadPriority(nice = BACKGROUND_NICE): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}
