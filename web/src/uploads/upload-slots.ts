/**
 * Uploads one tab sends at once. The API paces an account's files (a few a second after a burst of 12) and
 * makes the rest wait; sending a hundred dropped images at once would only queue them there, each with its
 * timeout running, so the tab keeps its own line instead and every file waits its turn here.
 */
export const UPLOADS_AT_ONCE = 3;

let inFlight = 0;
const waiting: Array<() => void> = [];

/** Runs `send` when one of the tab's upload places is free, and frees it when `send` settles. */
export async function inUploadSlot<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (inFlight >= UPLOADS_AT_ONCE) {
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new DOMException('upload cancelled', 'AbortError'));
      };
      waiting.push(turn);
      signal?.addEventListener('abort', cancel, { once: true });
    });
  } else inFlight += 1;
  try {
    return await send();
  } finally {
    // A finished upload hands its place straight to the next in line, so `inFlight` never overshoots.
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }
}

/** For tests: frees every place, as a new page load does, whatever an earlier test left under way. */
export function resetUploadSlotsForTests(): void {
  inFlight = 0;
  waiting.length = 0;
}
