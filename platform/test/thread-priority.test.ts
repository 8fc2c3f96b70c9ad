import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../src/thread-priority.ts';

/** A task's nice value: field 19 of /proc/<pid>/task/<tid>/stat (proc(5)), counted after the command's closing parenthesis. */
function niceOf(taskId: number): number {
  const stat = readFileSync(`/proc/self/task/${taskId}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

it.runIf(process.platform === 'linux')('lowers the priority of the thread that asks, and of no other', async () => {
  const module = new URL('../src/thread-priority.ts', import.meta.url).href;
  // The thread loads the TypeScript source through tsx, as the product's worker threads do in development.
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const { readlinkSync } = require('node:fs');
     import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}); }).then((m) => {
       const lowered = m.lowerThisThreadPriority();
       parentPort.postMessage({ lowered, threadId: Number(readlinkSync('/proc/thread-self').split('/').pop()) });
       return new Promise(() => {});
     });`,
    { eval: true },
  );
  try {
    const answer = await new Promise<{ lowered: boolean; threadId: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(answer.lowered).toBe(true);
    expect(niceOf(answer.threadId)).toBe(BACKGROUND_NICE);
    // The event loop's own thread (whose id is the process id) keeps the process's priority.
    expect(niceOf(process.pid)).toBe(getPriority());
  } finally {
    await worker.terminate();
  }
});
