import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { Queue as BullQueue } from 'bullmq';
import { Redis } from 'ioredis';
import { ASSET_PIPELINE, assetKeys, createBullMQQueue, type Queue, type TablecraftJobs } from '@tablecraft/platform';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { makePng } from '../../testing/uploads-images.ts';

// A worker killed with SIGKILL in the middle of a job: the job must run again on another worker.
const root = fileURLToPath(new URL('../..', import.meta.url));
const prefix = `tc-test-crash-${randomBytes(5).toString('hex')}`;
let db: TestDatabase;
let s3: TestS3;
let queue: Queue<TablecraftJobs>;
let inspect: BullQueue;
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  queue = createBullMQQueue<TablecraftJobs>({ redisUrl: inject('redisUrl'), prefix });
  inspect = new BullQueue(ASSET_PIPELINE, { connection: { url: inject('redisUrl') }, prefix });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queue?.close();
  await inspect?.close();
  const redis = new Redis(inject('redisUrl'));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db?.drop();
  await s3?.close();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The worker's real entry point in its own process (node with tsx's loader, so SIGKILL hits the worker itself). */
async function startWorkerProcess(delayMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/src/main.ts'], {
    cwd: root,
    // Only what the worker needs: the service reads every *_FILE variable as a secret file.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: prefix,
      HEALTH_PORT: String(await freePort()),
      ASSET_PIPELINE_TEST_DELAY_MS: String(delayMs),
      // Short locks so a dead worker's job is noticed within seconds, not the production 30 s.
      QUEUE_LOCK_DURATION_MS: '1500',
      QUEUE_STALLED_INTERVAL_MS: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const status = async (id: string) =>
  (await db.pool.query<{ status: string }>('SELECT status FROM assets WHERE id = $1', [id])).rows[0]?.status;

it('finishes a job whose worker was killed mid-way once another worker starts', { timeout: 90_000 }, async () => {
  const { id: ownerId } = await createUserWithSession(db.pool);
  const id = randomUUID();
  const original = await makePng(400, 300);
  await s3.store.put(assetKeys.original(id), original, { contentType: 'image/png' });
  await db.pool.query(
    `INSERT INTO assets (id, owner_id, pipeline, original_key, content_type, byte_size) VALUES ($1, $2, 'image', $3, 'image/png', $4)`,
    [id, ownerId, assetKeys.original(id), original.length],
  );

  // The first worker takes the job and then dawdles (test-only delay) long enough to be killed mid-job.
  const first = await startWorkerProcess(60_000);
  await queue.enqueue(ASSET_PIPELINE, { assetId: id }, { jobId: id });
  await expect.poll(() => inspect.getJobState(id), { timeout: 30_000 }).toBe('active');
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  expect(await status(id)).toBe('pending');

  // A fresh worker notices the orphaned job once its lock runs out, and runs it to the end.
  await startWorkerProcess(0);
  await expect.poll(() => status(id), { timeout: 60_000 }).toBe('ready');
  expect(await s3.store.exists(assetKeys.rendition(id, 'thumb'))).toBe(true);
  expect(await inspect.getJobState(id)).toBe('completed');
  const job = await inspect.getJob(id);
  // Taken over after the crash, not re-added: still one job for the asset.
  expect(job?.id).toBe(id);
});
