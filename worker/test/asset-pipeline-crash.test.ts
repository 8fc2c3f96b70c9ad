import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { Queue as BullQueue } from 'bullmq';
import { ASSET_PIPELINE, assetKeys, createBullMQQueue, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { pendingImageAsset, startWorkerProcess, type WorkerProcess } from '../../testing/worker-process.ts';
import { dropPrefixedKeys } from '../../testing/redis-keys.ts';

// A worker killed with SIGKILL in the middle of a job: the job must run again on another worker.
const prefix = `tc-test-crash-${randomBytes(5).toString('hex')}`;
let db: TestDatabase;
let s3: TestS3;
let queue: Queue<TablecraftJobs>;
let inspect: BullQueue;
const children: WorkerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  queue = createBullMQQueue<TablecraftJobs>({ redisUrl: inject('redisUrl'), prefix });
  inspect = new BullQueue(ASSET_PIPELINE, { connection: { url: inject('redisUrl') }, prefix });
});
afterAll(async () => {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queue?.close();
  await inspect?.close();
  await dropPrefixedKeys(inject('redisUrl'), prefix);
  await db?.drop();
  await s3?.close();
});

/** The worker in its own process, with a test-only pause inside each job so it can be killed mid-way. */
async function startWorker(delayMs: number): Promise<WorkerProcess> {
  const started = await startWorkerProcess({
    ...s3.env,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: prefix,
    ASSET_PIPELINE_TEST_DELAY_MS: String(delayMs),
    // Short locks so a dead worker's job is noticed within seconds, not the production 30 s.
    QUEUE_LOCK_DURATION_MS: '1500',
    QUEUE_STALLED_INTERVAL_MS: '500',
  });
  children.push(started);
  return started;
}

const status = async (id: string) =>
  (await db.pool.query<{ status: string }>('SELECT status FROM assets WHERE id = $1', [id])).rows[0]?.status;

it('finishes a job whose worker was killed mid-way once another worker starts', { timeout: 90_000 }, async () => {
  const { id: ownerId } = await createUserWithSession(db.pool);
  const id = await pendingImageAsset(db.pool, s3, ownerId);

  // The first worker takes the job and then dawdles (test-only delay) long enough to be killed mid-job.
  const first = await startWorker(60_000);
  await queue.enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id });
  await expect.poll(() => inspect.getJobState(id), { timeout: 30_000 }).toBe('active');
  first.child.kill('SIGKILL');
  await first.exited;
  expect(await status(id)).toBe('pending');

  // A fresh worker notices the orphaned job once its lock runs out, and runs it to the end.
  await startWorker(0);
  await expect.poll(() => status(id), { timeout: 60_000 }).toBe('ready');
  expect(await s3.store.exists(assetKeys.rendition(id, 'thumb'))).toBe(true);
  expect(await inspect.getJobState(id)).toBe('completed');
  const job = await inspect.getJob(id);
  // Taken over after the crash, not re-added: still one job for the asset.
  expect(job?.id).toBe(id);
});
