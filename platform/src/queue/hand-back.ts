/** How long handed-back runs get to notice their signal and stop before the queue lets go of them. */
const HAND_BACK_SETTLE_MS = 1_000;

/**
 * Waits for handed-back runs to stop, briefly: a handler that heeds `run.handedBack` ends at once, and one
 * that does not (a render deep in native code) is left to the process's exit rather than holding the pod.
 */
export async function settleHandedBack(runs: Array<Promise<unknown>>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, HAND_BACK_SETTLE_MS)));
  await Promise.race([Promise.allSettled(runs), bound]);
  clearTimeout(timer);
}
