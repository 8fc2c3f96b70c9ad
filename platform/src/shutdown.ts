import type { Logger } from 'pino';

/** One step of a shutdown. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * A service's shutdown, in the one order every service follows, so nothing in hand is lost to a rollout:
 * first it stops taking work (readiness fails, listeners stop accepting, consumers stop fetching); then it
 * finishes what it holds, or hands it back to be done elsewhere (a job returns to the queue without spending
 * an attempt, a room writes its snapshot); only then does it close its clients, most dependent first.
 */
export interface ShutdownPlan {
  stopTaking: ShutdownStep[];
  finish: ShutdownStep[];
  release: ShutdownStep[];
}

export const SHUTDOWN_PHASES = ['stopTaking', 'finish', 'release'] as const satisfies ReadonlyArray<keyof ShutdownPlan>;

/** Runs a plan's phases in order, each step bounded by `timeoutMs` so a stuck step cannot keep the pod past its grace period. */
export async function runShutdown(logger: Logger, plan: ShutdownPlan, options: { timeoutMs?: number } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  for (const phase of SHUTDOWN_PHASES)
    for (const step of plan[phase]) {
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([step.run(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)))]);
        logger.info({ phase, step: step.name, ms: Date.now() - started }, 'shutdown step done');
      } catch (error) {
        logger.warn({ phase, step: step.name, err: error }, 'shutdown step failed');
      } finally {
        clearTimeout(timer);
      }
    }
}

/**
 * Runs the plan on SIGTERM/SIGINT and exits; a second signal exits at once. The plan is read when the
 * signal comes (it may wait for a start-up under way), so a service registers this before it starts and a
 * signal during start-up still drains what has started.
 */
export function onShutdown(
  logger: Logger,
  plan: () => ShutdownPlan | Promise<ShutdownPlan>,
  options: { timeoutMs?: number } = {},
): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= (async () => runShutdown(logger, await plan(), options))());
  const onSignal = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down');
    // A signal handler has nobody to wait; each step's failure is logged in runShutdown, and anything else
    // that fails (building the plan) is logged here before the process exits all the same.
    void stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  return stop;
}
