import { z } from 'zod';
import { blobStoreEnv, envVars } from '@tablecraft/core/config';

/** Every variable the worker reads; documented in .env.example. */
export const workerConfigSchema = z.object({
  NODE_ENV: envVars.nodeEnv(),
  LOG_LEVEL: envVars.logLevel(),
  HEALTH_PORT: envVars.port(4002),
  DATABASE_URL: z.string().min(1, 'is required (for example postgres://user@host:5432/tablecraft)'),
  REDIS_URL: z.string().optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  ...blobStoreEnv,
  // First retry delay of a failed job; each further retry waits twice as long (5 attempts in all).
  QUEUE_BACKOFF_MS: z.coerce.number().int().min(1).default(1_000),
  // A running job's lock; if its worker dies, the job is taken over once the lock runs out.
  QUEUE_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(30_000),
  // How often workers look for jobs whose worker died.
  QUEUE_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(30_000),
  // At shutdown, how long running jobs may go on before they are handed back to the queue (no attempt spent);
  // with the other steps it fits the pod's 30 s grace period.
  WORKER_HAND_BACK_AFTER_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  // How often unfinished uploads are looked for and queued again (also done once at start).
  ASSET_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).default(300_000),
  // Tests only (ignored unless NODE_ENV=test): a pause inside each pipeline job.
  ASSET_PIPELINE_TEST_DELAY_MS: z.coerce.number().int().min(0).default(0),
});

export type WorkerConfig = z.infer<typeof workerConfigSchema>;
