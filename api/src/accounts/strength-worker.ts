import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '@tablecraft/platform/thread-priority';
import { passwordWeakness } from './password-strength.ts';

// The password-strength thread: answers strength-thread.ts's checks one at a time. zxcvbn takes tens of
// milliseconds for an ordinary passphrase and over half a second for some 60-character ones, which on the
// event loop every request shares would let a flood of sign-ups or resets stall everyone.

export interface StrengthCheck {
  id: number;
  password: string;
  userInputs: string[];
}
export type StrengthAnswer = { id: number; weakness: string | null } | { id: number; failure: string };

lowerThisThreadPriority();
parentPort?.on('message', ({ id, password, userInputs }: StrengthCheck) => {
  let answer: StrengthAnswer;
  try {
    answer = { id, weakness: passwordWeakness(password, userInputs) };
  } catch (error) {
    answer = { id, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
