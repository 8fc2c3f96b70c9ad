import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ASSET_PIPELINE, assetKeys, createBullMQQueue, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import { checkStorage, repairStorage } from '../../scripts/lib/storage-check.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { pendingImageAsset, startWorkerProcess, type WorkerProcess } from '../../testing/worker-process.ts';
import { dropPrefixedKeys } from '../../testing/redis-keys.ts';

// check-storage --repair on the queue production runs: an asset that lost a rendition is rendered again by
// the worker, although BullMQ still remembers the job that first rendered it under the same id.
const prefix = `tc-test-repair-${randomBytes(5).toString('hex')}`;
let db: TestDatabase;
let s3: TestS3;
let queue: Queue<TablecraftJobs>;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  queue = createBullMQQueue<TablecraftJobs>({ redisUrl: inject('redisUrl'), prefix });
});
afterAll(async () => {
  if (worker && worker.child.exitCode === null) {
    worker.child.kill('SIGTERM');
    await worker.exited;
  }
  await queue?.close();
  await dropPrefixedKeys(inject('redisUrl'), prefix);
  await db?.drop();
  await s3?.close();
});

const status = async (id: string) =>
  (await db.pool.query<{ status: string }>('SELECT status FROM assets WHERE id = $1', [id])).rows[0]?.status;

it('renders a lost rendition again on BullMQ, and the asset is ready with it', { timeout: 120_000 }, async () => {
  const { id: ownerId } = await createUserWithSession(db.pool);
  worker = await startWorkerProcess({ ...s3.env, DATABASE_URL: db.url, REDIS_URL: inject('redisUrl'), QUEUE_PREFIX: prefix });
  const id = await pendingImageAsset(db.pool, s3, ownerId);
  await queue.enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id, fairKey: ownerId });
  await expect.poll(() => status(id), { timeout: 60_000 }).toBe('ready');

  const thumb = assetKeys.rendition(id, 'thumb');
  await s3.store.delete(thumb);
  const report = await checkStorage({ db: db.pool, blobs: s3.store });
  expect(report.missing.map((entry) => entry.keys)).toEqual([[thumb]]);
  const repaired = await repairStorage({ db: db.pool, blobs: s3.store, queue }, report, { graceMs: 60 * 60_000 });
  expect(repaired.rerendered).toEqual([id]);

  await expect.poll(() => status(id), { timeout: 60_000 }).toBe('ready');
  expect(await s3.store.exists(thumb)).toBe(true);
  expect((await checkStorage({ db: db.pool, blobs: s3.store })).missing).toEqual([]);
});
