import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  assetChannel,
  assetKeys,
  createDiskBlobStore,
  createLogger,
  createMemoryPubSub,
  createMemoryQueue,
  readBlob,
  type BlobStore,
  type PubSub,
  type TablecraftJobs,
} from '@tablecraft/platform';
import { processAsset, type PipelineDeps } from '../src/assets/index.ts';
import { startWorker, workerConfigSchema } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';
import {
  corruptPng,
  makeGif,
  makeJpeg,
  makePng,
  makeSheet,
  makeWebp,
  pixelBombPng,
  ASSET_READY_TIMEOUT_MS,
} from '../../testing/uploads-images.ts';

let db: TestDatabase;
let s3: TestS3;
let pubsub: PubSub;
let ownerId: string;
let deps: PipelineDeps;
const logger = createLogger('worker-test', { level: 'silent', pretty: false });

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  pubsub = createMemoryPubSub();
  ownerId = (await createUserWithSession(db.pool)).id;
  deps = { pool: db.pool, blobs: s3.store, pubsub, logger };
});
afterAll(async () => {
  await db?.drop();
  await s3?.close();
});

/** An asset as the api leaves it: the original in the bucket and a pending row. */
async function pendingAsset(
  original: Buffer,
  options: { pipeline?: 'image' | 'avatar' | 'sheet'; rows?: number; columns?: number; blobs?: BlobStore; storeOriginal?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const blobs = options.blobs ?? s3.store;
  if (options.storeOriginal !== false) await blobs.put(assetKeys.original(id), original, { contentType: 'image/png' });
  await db.pool.query(
    `INSERT INTO assets (id, owner_id, pipeline, "rows", "columns", original_key, content_type, byte_size) VALUES ($1, $2, $3, $4, $5, $6, 'image/png', $7)`,
    [id, ownerId, options.pipeline ?? 'image', options.rows ?? null, options.columns ?? null, assetKeys.original(id), original.length],
  );
  return id;
}

async function row(id: string) {
  const { rows } = await db.pool.query<{
    status: string;
    failureReason: string | null;
    width: number | null;
    height: number | null;
    renditions: Record<string, { key: string; width: number; height: number }>;
    frames: Array<{ index: number; key: string; width: number; height: number; row: number; column: number }>;
    updatedAt: Date;
  }>(
    `SELECT status, failure_reason AS "failureReason", width, height, renditions, frames, updated_at AS "updatedAt" FROM assets WHERE id = $1`,
    [id],
  );
  return rows[0];
}

const sizeOf = async (key: string, blobs: BlobStore = s3.store) => {
  const metadata = await sharp(await readBlob(blobs, key)).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
};

describe('asset pipeline', () => {
  it('makes a PNG ready with a square thumbnail and WebP renditions at 256, 1024 and 2048, never upscaled', async () => {
    const id = await pendingAsset(await makePng(3000, 1500));
    expect(await processAsset(deps, id)).toBe('ready');
    const asset = await row(id);
    expect(asset).toMatchObject({ status: 'ready', failureReason: null, width: 3000, height: 1500 });
    expect(Object.keys(asset!.renditions).sort()).toEqual(['1024', '2048', '256', 'thumb']);
    expect(await sizeOf(assetKeys.rendition(id, 'thumb'))).toEqual({ format: 'webp', width: 256, height: 256 });
    expect(await sizeOf(assetKeys.rendition(id, '256'))).toEqual({ format: 'webp', width: 256, height: 128 });
    expect(await sizeOf(assetKeys.rendition(id, '1024'))).toEqual({ format: 'webp', width: 1024, height: 512 });
    expect(await sizeOf(assetKeys.rendition(id, '2048'))).toEqual({ format: 'webp', width: 2048, height: 1024 });
    expect(asset!.renditions['2048']).toMatchObject({ key: assetKeys.rendition(id, '2048'), width: 2048, height: 1024 });
  });

  it('handles JPEG (auto-oriented, metadata stripped), WebP and GIF', async () => {
    const jpeg = await pendingAsset(await makeJpeg(400, 300, { orientation: 6 }));
    const webp = await pendingAsset(await makeWebp(320, 240));
    const gif = await pendingAsset(await makeGif(120, 90));
    for (const id of [jpeg, webp, gif]) expect(await processAsset(deps, id)).toBe('ready');
    expect(await row(jpeg)).toMatchObject({ width: 300, height: 400 });
    const rendition = await sharp(await readBlob(s3.store, assetKeys.rendition(jpeg, '1024'))).metadata();
    expect(rendition).toMatchObject({ width: 300, height: 400 });
    expect(rendition.exif).toBeUndefined();
    expect(await sizeOf(assetKeys.rendition(gif, '1024'))).toEqual({ format: 'webp', width: 120, height: 90 });
  });

  it('crops avatars square at 512 and 128 (and a 256 thumbnail)', async () => {
    const id = await pendingAsset(await makePng(900, 600), { pipeline: 'avatar' });
    expect(await processAsset(deps, id)).toBe('ready');
    expect(Object.keys((await row(id))!.renditions).sort()).toEqual(['128', '512', 'thumb']);
    expect(await sizeOf(assetKeys.rendition(id, '512'))).toEqual({ format: 'webp', width: 512, height: 512 });
    expect(await sizeOf(assetKeys.rendition(id, '128'))).toEqual({ format: 'webp', width: 128, height: 128 });
  });

  it('cuts a sheet into rows × columns frames stored under frames/{index}.webp, in reading order', async () => {
    const id = await pendingAsset(await makeSheet(4, 3, 64), { pipeline: 'sheet', rows: 3, columns: 4 });
    expect(await processAsset(deps, id)).toBe('ready');
    const frames = (await row(id))!.frames;
    expect(frames).toHaveLength(12);
    expect(frames.map((frame) => frame.key)).toEqual(Array.from({ length: 12 }, (_, index) => `assets/${id}/frames/${index}.webp`));
    expect(frames[6]).toMatchObject({ index: 6, row: 1, column: 2, width: 64, height: 64 });
    // Each cell of the test sheet has its own colour: frame 6 must be cell 6, not a neighbour.
    const { data } = await sharp(await readBlob(s3.store, assetKeys.frame(id, 6)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - ((6 * 37) & 0xff))).toBeLessThan(12);
    expect(Math.abs(data[1]! - ((6 * 91) & 0xff))).toBeLessThan(12);
  });

  it('fails a decompression bomb with a reason, writing no renditions', async () => {
    const id = await pendingAsset(pixelBombPng(20_000, 20_000));
    expect(await processAsset(deps, id)).toBe('failed');
    expect(await row(id)).toMatchObject({
      status: 'failed',
      failureReason: 'The image is too large (over 40 megapixels).',
      renditions: {},
      frames: [],
    });
    expect(await s3.store.list(`assets/${id}/`)).toEqual([`assets/${id}/original`]);
  });

  it('fails a damaged image, a sheet too small for its grid, and a missing original, each with a reason', async () => {
    const damaged = await pendingAsset(await corruptPng());
    const tiny = await pendingAsset(await makePng(10, 10), { pipeline: 'sheet', rows: 20, columns: 2 });
    const missing = await pendingAsset(await makePng(10, 10), { storeOriginal: false });
    for (const id of [damaged, tiny, missing]) expect(await processAsset(deps, id)).toBe('failed');
    expect((await row(damaged))!.failureReason).toBe('The image is damaged or in a format that cannot be read.');
    expect((await row(tiny))!.failureReason).toBe('The image is too small to cut into 20 rows and 2 columns.');
    expect((await row(missing))!.failureReason).toBe('The uploaded file is missing. Please upload it again.');
  });

  it('announces the final state on the asset channel', async () => {
    const id = await pendingAsset(await makePng(50, 50));
    const messages: string[] = [];
    const unsubscribe = await pubsub.subscribe(assetChannel(id), (message) => messages.push(message));
    await processAsset(deps, id);
    // Delivered in order on the channel: whatever the pipeline announced arrives before this marker.
    await pubsub.publish(assetChannel(id), 'marker');
    await expect.poll(() => messages.at(-1)).toBe('marker');
    await unsubscribe();
    expect(messages.slice(0, -1).map((message) => JSON.parse(message))).toEqual([{ id }]);
  });
});

describe('asset pipeline idempotency', () => {
  it('skips an asset that is already ready: same keys, one final state, nothing rewritten', async () => {
    const id = await pendingAsset(await makePng(800, 600));
    expect(await processAsset(deps, id)).toBe('ready');
    const first = await row(id);
    const keys = await s3.store.list(`assets/${id}/`);
    const etags = await Promise.all(keys.map(async (key) => (await s3.store.stat(key))?.etag));
    expect(await processAsset(deps, id)).toBe('skipped');
    const second = await row(id);
    expect(second).toEqual(first);
    expect(await s3.store.list(`assets/${id}/`)).toEqual(keys);
    expect(await Promise.all(keys.map(async (key) => (await s3.store.stat(key))?.etag))).toEqual(etags);
  });

  it('ends in one final state when two runs of the same job race, and a re-run writes the same keys', async () => {
    const id = await pendingAsset(await makeSheet(2, 2, 32), { pipeline: 'sheet', rows: 2, columns: 2 });
    const outcomes = await Promise.all([processAsset(deps, id), processAsset(deps, id)]);
    expect(outcomes.sort()).toEqual(['ready', 'skipped']);
    const keys = await s3.store.list(`assets/${id}/`);
    expect(keys).toHaveLength(1 + 4 + 4);
    // As if a crash had left it pending after the files were written: the re-run lands on the same keys.
    await db.pool.query(`UPDATE assets SET status = 'pending' WHERE id = $1`, [id]);
    expect(await processAsset(deps, id)).toBe('ready');
    expect(await s3.store.list(`assets/${id}/`)).toEqual(keys);
    expect((await db.pool.query(`SELECT count(*)::int AS n FROM assets WHERE id = $1`, [id])).rows[0].n).toBe(1);
  });

  it('retries storage errors, and gives up as failed with a reason on the last attempt', async () => {
    let failPuts = true;
    const flaky: BlobStore = {
      ...s3.store,
      put: async (key, body, options) => (failPuts ? Promise.reject(new Error('storage unavailable')) : s3.store.put(key, body, options)),
    };
    const id = await pendingAsset(await makePng(60, 60));
    await expect(
      processAsset({ ...deps, blobs: flaky }, id, { id, attempt: 1, final: false, handedBack: new AbortController().signal }),
    ).rejects.toThrow('storage unavailable');
    expect((await row(id))!.status).toBe('pending');
    await expect(
      processAsset({ ...deps, blobs: flaky }, id, { id, attempt: 2, final: true, handedBack: new AbortController().signal }),
    ).resolves.toBe('failed');
    expect((await row(id))!.failureReason).toBe('The image could not be processed. Please try uploading it again.');

    // A run handed back at shutdown records nothing, even on its last attempt: the job runs again elsewhere.
    const handedBack = new AbortController();
    handedBack.abort();
    const interrupted = await pendingAsset(await makePng(60, 60));
    await expect(
      processAsset({ ...deps, blobs: flaky }, interrupted, { id: interrupted, attempt: 5, final: true, handedBack: handedBack.signal }),
    ).rejects.toThrow('storage unavailable');
    expect((await row(interrupted))!.status).toBe('pending');

    const recovers = await pendingAsset(await makePng(60, 60));
    await expect(
      processAsset({ ...deps, blobs: flaky }, recovers, {
        id: recovers,
        attempt: 1,
        final: false,
        handedBack: new AbortController().signal,
      }),
    ).rejects.toThrow();
    failPuts = false;
    expect(
      await processAsset({ ...deps, blobs: flaky }, recovers, {
        id: recovers,
        attempt: 2,
        final: false,
        handedBack: new AbortController().signal,
      }),
    ).toBe('ready');
  });

  it('removes what it wrote when the asset was deleted while it worked', async () => {
    const id = await pendingAsset(await makePng(200, 200));
    const deleting: BlobStore = {
      ...s3.store,
      put: async (key, body, options) => {
        await s3.store.put(key, body, options);
        await db.pool.query('DELETE FROM assets WHERE id = $1', [id]);
      },
    };
    expect(await processAsset({ ...deps, blobs: deleting }, id)).toBe('skipped');
    expect(await s3.store.list(`assets/${id}/`)).toEqual([]);
  });
});

describe('embedded worker (in-process queue, disk blobs)', () => {
  it('picks up assets left pending by a previous run when it starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tablecraft-worker-'));
    try {
      const blobs = createDiskBlobStore({ root: join(dataDir, 'blobs') });
      // Left behind by a process that died after saving the upload: a row and an original, no job anywhere.
      const id = await pendingAsset(await makePng(300, 200), { blobs });
      const queue = createMemoryQueue<TablecraftJobs>();
      const config = workerConfigSchema.parse({ DATABASE_URL: db.url, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const worker = await startWorker({ config, logger, pool: db.pool, pubsub, queue });
      try {
        await expect.poll(async () => (await row(id))!.status, { timeout: ASSET_READY_TIMEOUT_MS }).toBe('ready');
        expect(await blobs.exists(assetKeys.rendition(id, 'thumb'))).toBe(true);
      } finally {
        await worker.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
