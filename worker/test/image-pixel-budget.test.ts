import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { assetKeys, createLogger, createMemoryPubSub, type PubSub } from '@tablecraft/platform';
import { processAsset, type PipelineDeps } from '../src/assets/index.ts';
import { FAILURE_REASONS, PIXEL_BUDGET, decodeCost } from '../src/assets/render.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createUserWithSession } from '../../testing/uploads-fixtures.ts';
import { makeGif, makePng } from '../../testing/uploads-images.ts';

/** Every image sharp is asked to open, with its options: what the pipeline read, and how. */
const opened = vi.hoisted(() => [] as Array<{ input: unknown; options: unknown }>);
vi.mock('sharp', async (importOriginal) => {
  const { default: actual } = await importOriginal<{ default: (...args: unknown[]) => unknown }>();
  const recording = new Proxy(actual, {
    apply(target, self, args: unknown[]) {
      opened.push({ input: args[0], options: args[1] });
      return Reflect.apply(target, self, args);
    },
  });
  return { default: recording };
});

// The worker's pixel budget: what decoding an image costs is read from its header (every frame, and its
// depth) and an image over the budget is failed with its reason before a pixel is decoded.

let db: TestDatabase;
let s3: TestS3;
let pubsub: PubSub;
let deps: PipelineDeps;
let ownerId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  pubsub = createMemoryPubSub();
  ownerId = (await createUserWithSession(db.pool)).id;
  deps = { pool: db.pool, blobs: s3.store, pubsub, logger: createLogger('worker-test', { level: 'silent', pretty: false }) };
});
afterAll(async () => {
  await db?.drop();
  await s3?.close();
});

/**
 * A GIF of `frames` frames of width × height, each only a clear code and an end code: a few dozen bytes
 * that declare as many pixels as the attacker likes (the 25 kB 6000 × 6000 GIF of the finding, smaller).
 */
function manyFrameGif(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff];
  for (let i = 0; i < frames; i++) {
    // Graphic control (a delay, so each frame is a frame of an animation), then the image: clear (4), end (5).
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0);
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0, 2, 1, 4 | (5 << 3), 0);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

async function pendingAsset(original: Buffer, contentType: string): Promise<string> {
  const id = randomUUID();
  await s3.store.put(assetKeys.original(id), original, { contentType });
  await db.pool.query(
    `INSERT INTO assets (id, owner_id, pipeline, original_key, content_type, byte_size) VALUES ($1, $2, 'image', $3, $4, $5)`,
    [id, ownerId, assetKeys.original(id), contentType, original.length],
  );
  return id;
}

const rowOf = async (id: string) =>
  (
    await db.pool.query<{ status: string; reason: string | null }>('SELECT status, failure_reason AS reason FROM assets WHERE id = $1', [
      id,
    ])
  ).rows[0]!;

describe('the pixel budget across frames and depth', () => {
  it('fails a small GIF of many 6000 × 6000 frames from its header, and writes no rendition', async () => {
    const gif = manyFrameGif(6000, 6000, 8);
    expect(gif.length).toBeLessThan(1_000);
    expect(await decodeCost(gif)).toBe(6000 * 6000 * 8);
    const id = await pendingAsset(gif, 'image/gif');
    opened.length = 0;
    expect(await processAsset(deps, id)).toBe('failed');
    // Refused before decoding (which took 48 s): sharp opened the GIF once, to read its header, and never
    // with the decoding limits renderAsset decodes under.
    expect(opened.filter((open) => Buffer.isBuffer(open.input) && open.input.equals(gif)).map((open) => open.options)).toEqual([
      { limitInputPixels: false },
    ]);
    expect(await rowOf(id)).toEqual({ status: 'failed', reason: FAILURE_REASONS.overPixelBudget(288) });
    expect(await s3.store.list(`assets/${id}/renditions/`)).toEqual([]);
  });

  it('counts a 16-bit PNG twice: 5000 × 5000 at 16 bits is over the budget (25 megapixels at 8 bits would pass)', async () => {
    const png16 = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#336699' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect(await decodeCost(png16)).toBe(5000 * 5000 * 2);
    const id = await pendingAsset(png16, 'image/png');
    expect(await processAsset(deps, id)).toBe('failed');
    expect(await rowOf(id)).toEqual({ status: 'failed', reason: FAILURE_REASONS.overPixelBudget(50) });
    expect(await s3.store.list(`assets/${id}/renditions/`)).toEqual([]);
  });

  it('lets ordinary images through: a still PNG, an animated GIF within the budget', async () => {
    expect(await decodeCost(await makePng(640, 480))).toBe(640 * 480);
    expect(await decodeCost(manyFrameGif(1000, 1000, 40))).toBeLessThanOrEqual(PIXEL_BUDGET);
    const id = await pendingAsset(await makeGif(120, 90), 'image/gif');
    expect(await processAsset(deps, id)).toBe('ready');
  });
});
