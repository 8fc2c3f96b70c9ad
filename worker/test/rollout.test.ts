import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { Queue as BullQueue } from 'bullmq';
import { ASSET_PIPELINE, createBullMQQueue, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { pendingImageAsset, startWorkerProcess, type WorkerProcess } from '../../testing/worker-process.ts';
import { dropPrefixedKeys } from '../../testing/redis-keys.ts';

// A rollout while uploads wait: the old worker gets SIGTERM with jobs running and more in line, the way a
// Deployment replaces its pods. Nothing may be lost or spend an attempt: five attempts are all an upload
// has, so a deploy that spends them (or a crash loop of them) would fail authors' art for good.
const prefix = `tc-test-rollout-${randomBytes(5).toString('hex')}`;
let db: TestDatabase;
let s3: TestS3;
let queue: Queue<TablecraftJobs>;
let inspect: BullQueue;
let ownerId: string;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  queue = createBullMQQueue<TablecraftJobs>({ redisUrl: inject('redisUrl'), prefix });
  inspect = new BullQueue(ASSET_PIPELINE, { connection: { url: inject('redisUrl') }, prefix });
  ownerId = (await createUserWithSession(db.pool)).id;
});
afterAll(async () => {
  await queue?.close();
  await inspect?.close();
  await dropPrefixedKeys(inject('redisUrl'), prefix);
  await db?.drop();
  await s3?.close();
});

// Each test starts from no worker running, so its jobs are taken by the workers it starts.
afterEach(async () => {
  for (const { child, exited } of workers.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
});

async function worker(env: Record<string, string>): Promise<WorkerProcess> {
  const started = await startWorkerProcess({
    ...s3.env,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: prefix,
    // Quick retries: a job failed by the shutdown would run (and fail) again within the close.
    QUEUE_BACKOFF_MS: '50',
    ...env,
  });
  workers.push(started);
  return started;
}

const statuses = async (ids: string[]) =>
  (await db.pool.query<{ id: string; status: string }>('SELECT id, status FROM assets WHERE id = ANY($1)', [ids])).rows.map(
    (r) => r.status,
  );

/** What each job's record says about its attempts: none may have failed, for any reason. */
async function failedAttempts(ids: string[]) {
  const jobs = await Promise.all(ids.map((id) => inspect.getJob(id)));
  return jobs.map((job) => ({ failedReason: job?.failedReason ?? null, stacktrace: job?.stacktrace ?? [] }));
}

async function enqueueUploads(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await pendingImageAsset(db.pool, s3, ownerId);
    await queue.enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id, fairKey: ownerId });
    ids.push(id);
  }
  return ids;
}

it('finishes the jobs in hand, takes no more, and spends no attempt of those in line', { timeout: 120_000 }, async () => {
  const ids = await enqueueUploads(6);
  // Each job dawdles a moment after rendering, so a SIGTERM finds two running and four in line.
  const old = await worker({ WORKER_CONCURRENCY: '2', ASSET_PIPELINE_TEST_DELAY_MS: '1500', WORKER_HAND_BACK_AFTER_MS: '30000' });
  await expect.poll(() => inspect.getJobCounts('active').then((c) => c.active), { timeout: 60_000 }).toBe(2);
  old.child.kill('SIGTERM');
  expect(await old.exited).toBe(0);

  const afterRollout = await statuses(ids);
  expect(afterRollout.filter((s) => s === 'ready')).toHaveLength(2);
  expect(afterRollout.filter((s) => s === 'pending')).toHaveLength(4);
  expect(await failedAttempts(ids)).toEqual(ids.map(() => ({ failedReason: null, stacktrace: [] })));

  await worker({ WORKER_CONCURRENCY: '2' });
  await expect.poll(() => statuses(ids), { timeout: 60_000 }).toEqual(ids.map(() => 'ready'));
  expect(await failedAttempts(ids)).toEqual(ids.map(() => ({ failedReason: null, stacktrace: [] })));
});

it(
  'hands back a job still running at the deadline: it waits in line again and the next worker finishes it',
  { timeout: 120_000 },
  async () => {
    const [id] = await enqueueUploads(1);
    const old = await worker({ ASSET_PIPELINE_TEST_DELAY_MS: '600000', WORKER_HAND_BACK_AFTER_MS: '500' });
    await expect.poll(() => inspect.getJobState(id!), { timeout: 60_000 }).toBe('active');
    old.child.kill('SIGTERM');
    expect(await old.exited).toBe(0);

    // Back in its place in line, not left locked to a dead worker until its lock runs out.
    expect(['waiting', 'prioritized']).toContain(await inspect.getJobState(id!));
    expect((await inspect.getJob(id!))?.attemptsMade).toBe(0);
    expect(await statuses([id!])).toEqual(['pending']);

    await worker({});
    await expect.poll(() => statuses([id!]), { timeout: 60_000 }).toEqual(['ready']);
    expect(await failedAttempts([id!])).toEqual([{ failedReason: null, stacktrace: [] }]);
  },
);
