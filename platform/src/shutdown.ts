import type { Logger } from 'pino';

/** One step of an ordered shutdown: stop accepting, drain, then close clients in dependency order. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs shutdown steps in order on SIGTERM/SIGINT, each bounded by a timeout so a stuck drain cannot
 * keep the pod past its grace period; a second signal exits at once.
 */
export function onShutdown(logger: Logger, steps: () => ShutdownStep[], options: { timeoutMs?: number } = {}): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const step of steps()) {
        const started = Date.now();
        try {
          await Promise.race([step.run(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref())]);
          logger.info({ step: step.name, ms: Date.now() - started }, 'shutdown step done');
        } catch (error) {
          logger.warn({ step: step.name, err: error }, 'shutdown step failed');
        }
      }
    })();
    return stopping;
  };
  const onSignal = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down');
    // A signal handler has nobody to wait; each step's failure is logged in stop(), and anything else that
    // fails (listing the steps) is logged here before the process exits all the same.
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
