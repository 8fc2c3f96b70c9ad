import { Worker } from 'node:worker_threads';
import { fieldError } from '@tablecraft/core/errors';
import { runPasswordWork } from './passwords.ts';
import type { StrengthAnswer, StrengthCheck } from './strength-worker.ts';

// The thread's code: the bundled .js beside the API's bundle in the image, the TypeScript source otherwise
// (tests, `npm start`), loaded through tsx's hooks registered in the thread itself.
const sourceMode = import.meta.url.endsWith('.ts');
const entry = new URL(sourceMode ? './strength-worker.ts' : './strength-worker.js', import.meta.url);

let thread: Worker | null = null;
let nextId = 0;
/** Checks the thread has answered since the process started. */
let answered = 0;
const pending = new Map<number, { resolve: (weakness: string | null) => void; reject: (error: Error) => void }>();

function strengthThread(): Worker {
  if (thread) return thread;
  const worker = sourceMode
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`, {
        eval: true,
        execArgv: [],
      })
    : new Worker(entry);
  worker.on('message', (answer: StrengthAnswer) => {
    answered += 1;
    const call = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if ('failure' in answer) call?.reject(new Error(`the password-strength check failed: ${answer.failure}`));
    else call?.resolve(answer.weakness);
  });
  const lost = (error: Error) => {
    if (thread === worker) thread = null;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', lost);
  worker.on('exit', () => lost(new Error('the password-strength thread stopped')));
  // An idle checker never keeps the process alive; one with checks to answer does, until it answers them.
  // After the listeners: adding a 'message' listener refs the thread's port again, which kept a stopped
  // API's process (a test run's) from exiting.
  worker.unref();
  thread = worker;
  return worker;
}

/** How many strength checks the thread has answered: each one a check the event loop did not run. */
export const strengthThreadAnswers = (): number => answered;

/** Why a password is too weak (password-strength.ts), worked out on a thread of its own, off the event loop. */
export function passwordWeaknessOffThread(password: string, userInputs: string[] = []): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const id = (nextId += 1);
    const worker = strengthThread();
    if (pending.size === 0) worker.ref();
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, password, userInputs } satisfies StrengthCheck);
  });
}

/**
 * Refuses a new password that is too easy to guess, as a field error on `field`. The check takes a place in
 * the password gate, like a hash (its share per client address, its bounded queue), so a flood of sign-ups
 * or resets cannot queue unbounded work on the thread either. Call it after the request's rate limits and
 * cheaper checks (a reset's token), so refused requests never pay for it.
 */
export async function assertStrongPassword(
  password: string,
  userInputs: string[],
  client: string | undefined,
  field: string,
): Promise<void> {
  const weakness = await runPasswordWork(client, () => passwordWeaknessOffThread(password, userInputs), 'check');
  if (weakness) throw fieldError({ [field]: weakness });
}
