import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { Queue as BullQueue } from 'bullmq';
import { ASSET_PIPELINE } from '@tablecraft/platform';
import { startService, type ServiceProcess } from '../../platform/test/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createGame, createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { makePng } from '../../testing/uploads-images.ts';
import { dropPrefixedKeys } from '../../testing/redis-keys.ts';

// A rollout of the api while an author's upload is half sent: the old pod stops taking requests, but the
// upload under way is received to the end, its asset saved and its job queued before the process exits.
const prefix = `tc-test-api-rollout-${randomBytes(5).toString('hex')}`;
let db: TestDatabase;
let s3: TestS3;
let api: ServiceProcess | undefined;
let inspect: BullQueue;

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  inspect = new BullQueue(ASSET_PIPELINE, { connection: { url: inject('redisUrl') }, prefix });
});
afterAll(async () => {
  await api?.stop();
  await inspect?.close();
  await dropPrefixedKeys(inject('redisUrl'), prefix);
  await db?.drop();
  await s3?.close();
});

/** A multipart body with a game id and an image, as the editor sends it. */
function uploadBody(gameId: string, image: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="gameId"\r\n\r\n${gameId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="board.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

it('receives an upload under way to the end, saves it and queues its job before exiting', { timeout: 90_000 }, async () => {
  api = await startService('api', {
    ...s3.env,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: prefix,
    // Its shutdown steps are what this test waits on.
    LOG_LEVEL: 'info',
  });
  const author = await createUserWithSession(db.pool);
  const gameId = await createGame(db.pool, author.id, 'private');
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const body = uploadBody(gameId, await makePng(600, 400), boundary);

  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const upload = request(`${api!.url}/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
        'x-tablecraft-csrf': '1',
        cookie: author.cookie,
      },
    });
    upload.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    upload.on('error', reject);
    // Half the image now; the rest once the api has begun to shut down.
    upload.write(body.subarray(0, body.length >> 1));
    const output = api!.output;
    const waitForShutdown = setInterval(() => {
      if (!output().includes('shutting down')) return;
      clearInterval(waitForShutdown);
      upload.end(body.subarray(body.length >> 1));
    }, 20);
  });
  // The first half has reached the server (its intake is reading it) before the rollout's signal.
  await expect
    .poll(async () => (await fetch(`${api!.url}/metrics`).then((r) => r.text())).match(/tablecraft_upload_intake\{state="receiving"\} 1/))
    .toBeTruthy();
  const stopped = api.stop();

  const { status, body: answer } = await answered;
  expect(status).toBe(200);
  const assetId = (JSON.parse(answer) as { id: string }).id;
  await stopped;
  expect(api.child.exitCode).toBe(0);
  expect((await db.pool.query('SELECT status FROM assets WHERE id = $1', [assetId])).rows).toEqual([{ status: 'pending' }]);
  expect(['waiting', 'prioritized']).toContain(await inspect.getJobState(assetId));
});
