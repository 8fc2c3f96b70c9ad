import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import sharp from 'sharp';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import type { TestApi } from '../../testing/api.ts';
import type { TestS3 } from '../../testing/s3.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { countAssets, createGame, createPlan, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { corruptPng, makeGif, makeJpeg, makePng, makeWebp, pixelBombPng } from '../../testing/uploads-images.ts';

// The production path end to end: a real S3 server, BullMQ and pub/sub on the real Redis, a real worker.
let stack: PipelineStack;
let s3: TestS3;
let t: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  stack = await startPipelineStack('uploads', inject('redisUrl'));
  ({ s3, t } = stack);
  alice = await createUserWithSession(t.db.pool);
  bob = await createUserWithSession(t.db.pool);
});

afterAll(async () => {
  await stack?.close();
});

interface UploadOptions {
  cookie?: string;
  filename?: string;
  /** What the client claims; the server must ignore it. */
  type?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  csrf?: boolean;
}

async function upload(bytes: Buffer, options: UploadOptions = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'picture.png');
  const response = await fetch(`${t.url}/upload`, {
    method: 'POST',
    body: form,
    headers: {
      ...(options.csrf === false ? {} : { 'x-tablecraft-csrf': '1' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function assetById(id: string, cookie: string) {
  const result = await t.graphql<{ asset: Record<string, unknown> | null }>(
    `query ($id: ID!) { asset(id: $id) { id status pipeline failureReason width height byteSize contentType thumbnailPath originalPath
      renditions { name path width height contentType byteSize } frames { index path width height } } }`,
    { id },
    { cookie },
  );
  return result.body.data?.asset ?? null;
}

async function waitForFinal(id: string, cookie: string, timeoutMs = 20_000) {
  return vi.waitFor(
    async () => {
      const asset = await assetById(id, cookie);
      if (!asset || asset.status === 'pending') throw new Error(`asset ${id} still pending`);
      return asset;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** The assets that have anything in the bucket (renditions of earlier uploads may still be arriving). */
async function bucketKeys(): Promise<string[]> {
  return [...new Set((await s3.store.list('')).map((key) => key.split('/').slice(0, 2).join('/')))].sort();
}

/**
 * An accepted upload as `user`, answered. Every upload and import locks its owner's storage row for its
 * writes, so when this one answers, a write still under way for an earlier request of the same user has
 * committed or rolled back; a stray write of anyone's had a head start of this whole request.
 */
async function settle(user: TestUser): Promise<string> {
  const { status, body } = await upload(await makePng(8, 8), { cookie: user.cookie });
  expect(status).toBe(200);
  return body.id as string;
}

/**
 * After `settle` as `user`, the only row and objects added since `rowsBefore` and `keysBefore` are its own:
 * an earlier refused or dropped upload left nothing, not even a write that landed after its answer.
 */
async function expectOnlySettledAdded(rowsBefore: number, keysBefore: string[], user: TestUser) {
  const settled = await settle(user);
  expect(await countAssets(t.db.pool)).toBe(rowsBefore + 1);
  expect(await bucketKeys()).toEqual([...keysBefore, `assets/${settled}`].sort());
}

/** Runs an upload that must be refused, and proves nothing was kept: no row, no object. */
async function expectRefusedAndNothingStored(run: () => Promise<{ status: number; body: Record<string, unknown> }>, settleAs = alice) {
  const rowsBefore = await countAssets(t.db.pool);
  const keysBefore = await bucketKeys();
  const result = await run();
  expect(result.status).not.toBe(200);
  expect(typeof result.body.code).toBe('string');
  expect(typeof result.body.message).toBe('string');
  await expectOnlySettledAdded(rowsBefore, keysBefore, settleAs);
  return result;
}

describe('POST /upload', () => {
  it('accepts a PNG as a pending asset, and the pipeline makes it ready with WebP renditions that are never upscaled', async () => {
    const png = await makePng(640, 480);
    const { status, body } = await upload(png, { cookie: alice.cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'pending',
      pipeline: 'image',
      byteSize: png.length,
      contentType: 'image/png',
      width: 640,
      height: 480,
    });
    const id = body.id as string;
    expect(await s3.store.exists(`assets/${id}/original`)).toBe(true);

    const asset = await waitForFinal(id, alice.cookie);
    expect(asset).toMatchObject({
      status: 'ready',
      failureReason: null,
      width: 640,
      height: 480,
      thumbnailPath: `/files/assets/${id}/thumb`,
    });
    const renditions = Object.fromEntries(
      (asset.renditions as Array<{ name: string; width: number; height: number; contentType: string }>).map((r) => [r.name, r]),
    );
    expect(Object.keys(renditions).sort()).toEqual(['1024', '2048', '256', 'thumb']);
    expect(renditions.thumb).toMatchObject({ width: 256, height: 256, contentType: 'image/webp' });
    expect(renditions['256']).toMatchObject({ width: 256, height: 192 });
    expect(renditions['1024']).toMatchObject({ width: 640, height: 480 });
    expect(renditions['2048']).toMatchObject({ width: 640, height: 480 });
    expect(await s3.store.list(`assets/${id}/`)).toEqual([
      `assets/${id}/original`,
      `assets/${id}/renditions/1024.webp`,
      `assets/${id}/renditions/2048.webp`,
      `assets/${id}/renditions/256.webp`,
      `assets/${id}/renditions/thumb.webp`,
    ]);
  });

  it('accepts a JPEG, turns it upright from its EXIF orientation and strips its metadata', async () => {
    const jpeg = await makeJpeg(800, 600, { orientation: 6 });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { status, body } = await upload(jpeg, { cookie: alice.cookie, filename: 'photo.jpg', type: 'image/jpeg' });
    expect(status).toBe(200);
    expect(body.contentType).toBe('image/jpeg');
    const asset = await waitForFinal(body.id as string, alice.cookie);
    expect(asset).toMatchObject({ status: 'ready', width: 600, height: 800 });

    const file = await fetch(`${t.url}/files/assets/${body.id as string}/1024`, { headers: { cookie: alice.cookie } });
    expect(file.status).toBe(200);
    const webp = Buffer.from(await file.arrayBuffer());
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('judges the type by the bytes, not the name or the claimed type', async () => {
    const png = await makePng(50, 40);
    const { status, body } = await upload(png, { cookie: alice.cookie, filename: 'notes.txt', type: 'text/plain' });
    expect(status).toBe(200);
    expect(body.contentType).toBe('image/png');
  });

  it('reads the size of a WebP and a GIF from their headers', async () => {
    const webp = await upload(await makeWebp(320, 240), { cookie: alice.cookie, filename: 'a.webp', type: 'image/webp' });
    expect(webp.body).toMatchObject({ contentType: 'image/webp', width: 320, height: 240 });
    const gif = await upload(await makeGif(120, 90), { cookie: alice.cookie, filename: 'a.gif', type: 'image/gif' });
    expect(gif.body).toMatchObject({ contentType: 'image/gif', width: 120, height: 90 });
  });

  it('accepts a file of exactly 8,000,000 bytes', async () => {
    const png = await makePng(64, 64);
    // Bytes after a PNG's end are ignored by decoders: pad a real image to the exact limit.
    const padded = Buffer.concat([png, Buffer.alloc(8_000_000 - png.length)]);
    const { status, body } = await upload(padded, { cookie: alice.cookie });
    expect(status).toBe(200);
    expect(body.byteSize).toBe(8_000_000);
  });

  it('takes a sheet with rows and columns, and the worker cuts it into frames', async () => {
    const png = await makePng(400, 300);
    const { status, body } = await upload(png, { cookie: alice.cookie, fields: { pipeline: 'sheet', rows: '3', columns: '4' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ pipeline: 'sheet', rows: 3, columns: 4 });
    const asset = await waitForFinal(body.id as string, alice.cookie);
    const frames = asset.frames as Array<{ index: number; path: string; width: number; height: number }>;
    expect(frames).toHaveLength(12);
    expect(frames[5]).toMatchObject({ index: 5, width: 100, height: 100, path: `/files/assets/${body.id as string}/frames/5` });
    const frame = await fetch(`${t.url}${frames[5]!.path}`, { headers: { cookie: alice.cookie } });
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/webp');
  });
});

describe('POST /upload refusals store nothing', () => {
  it('refuses an 8,000,001-byte file while streaming: 413 with the spec wording', async () => {
    const png = await makePng(64, 64);
    const tooBig = Buffer.concat([png, Buffer.alloc(8_000_001 - png.length)]);
    const result = await expectRefusedAndNothingStored(() => upload(tooBig, { cookie: alice.cookie }));
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'must not be larger than 8 MB' });
  });

  it('refuses a text file renamed .png: 415', async () => {
    const result = await expectRefusedAndNothingStored(() =>
      upload(Buffer.from('hello, I am just text\n'.repeat(50)), { cookie: alice.cookie, filename: 'sneaky.png', type: 'image/png' }),
    );
    expect(result.status).toBe(415);
    expect(result.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a PNG whose header is cut short: 415, saying it could not be read', async () => {
    const cut = (await makePng(20, 20)).subarray(0, 20);
    const result = await expectRefusedAndNothingStored(() => upload(cut, { cookie: alice.cookie }));
    expect(result.status).toBe(415);
    expect(result.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This image could not be read. It may be damaged.' });
  });

  it('refuses SVG, even a harmless-looking one: 415', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const result = await expectRefusedAndNothingStored(() =>
      upload(svg, { cookie: alice.cookie, filename: 'icon.svg', type: 'image/svg+xml' }),
    );
    expect(result.status).toBe(415);
  });

  it('refuses a decompression bomb (small file, 400 megapixels declared) with a reason', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(8_000_000);
    const result = await expectRefusedAndNothingStored(() => upload(bomb, { cookie: alice.cookie }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The image is too large (over 40 megapixels).' });
  });

  it('refuses an upload without a session: 401', async () => {
    const result = await expectRefusedAndNothingStored(async () => upload(await makePng(20, 20)));
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an upload with a session that matches nothing: 401', async () => {
    const result = await expectRefusedAndNothingStored(async () => upload(await makePng(20, 20), { cookie: 'tc_session=forged' }));
    expect(result.status).toBe(401);
  });

  it('refuses an upload without the preflight-forcing header (CSRF): 400', async () => {
    const result = await expectRefusedAndNothingStored(async () => upload(await makePng(20, 20), { cookie: alice.cookie, csrf: false }));
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('CSRF_REJECTED');
  });

  it('refuses an upload from a foreign origin even with the header: 400', async () => {
    const result = await expectRefusedAndNothingStored(async () =>
      upload(await makePng(20, 20), { cookie: alice.cookie, headers: { origin: 'https://evil.example' } }),
    );
    expect(result.body.code).toBe('CSRF_REJECTED');
  });

  it('refuses bad sheet fields with field errors', async () => {
    const result = await expectRefusedAndNothingStored(async () =>
      upload(await makePng(20, 20), { cookie: alice.cookie, fields: { pipeline: 'sheet', rows: '0', columns: '51' } }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { rows: 'must be a whole number from 1 to 50', columns: 'must be a whole number from 1 to 50' },
    });
  });

  it('refuses an unknown pipeline and a request with no file', async () => {
    const badPipeline = await expectRefusedAndNothingStored(async () =>
      upload(await makePng(20, 20), { cookie: alice.cookie, fields: { pipeline: 'video' } }),
    );
    expect(badPipeline.body).toMatchObject({ fieldErrors: { pipeline: 'must be image, avatar or sheet' } });
    const noFile = await expectRefusedAndNothingStored(async () => {
      const form = new FormData();
      form.append('pipeline', 'image');
      const response = await fetch(`${t.url}/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: alice.cookie, 'x-tablecraft-csrf': '1' },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    });
    expect(noFile.body).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { file: 'Choose a file to upload.' } });
  });

  it('keeps nothing of an upload whose connection drops half-way', async () => {
    const rowsBefore = await countAssets(t.db.pool);
    const keysBefore = await bucketKeys();
    const boundary = 'xBOUNDARYx';
    const png = await makePng(300, 300);
    // The server starts reading the body (piping it to the form parser) only after the session check.
    const streaming = new Promise<void>((resolve) =>
      t.api.server.once('request', (serverRequest: IncomingMessage) => serverRequest.once('resume', () => resolve())),
    );
    const req = request(`${t.url}/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(png.length + 500),
        cookie: alice.cookie,
        'x-tablecraft-csrf': '1',
      },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    const halfSent = new Promise<void>((resolve) => req.write(png.subarray(0, png.length / 2), () => resolve()));
    await Promise.all([streaming, halfSent]);
    req.destroy();
    await expectOnlySettledAdded(rowsBefore, keysBefore, alice);
  });
});

describe('plan quota', () => {
  it('accepts an upload that reaches the limit exactly, and refuses one byte past it, naming the limit and Pro', async () => {
    const first = await makePng(100, 100);
    const second = await makePng(120, 90);
    await createPlan(t.db.pool, { id: 'tiny', name: 'Tiny', maxAssetBytes: first.length + second.length });
    const carol = await createUserWithSession(t.db.pool, { planId: 'tiny' });
    expect((await upload(first, { cookie: carol.cookie })).status).toBe(200);
    expect((await upload(second, { cookie: carol.cookie })).status).toBe(200);
    const oneMore = await makePng(10, 10);
    // Carol has no room for a settling upload of her own; Alice's starts after the refusal's answer.
    const refused = await expectRefusedAndNothingStored(() => upload(oneMore, { cookie: carol.cookie }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN_LIMIT');
    expect(refused.body.message).toContain(
      `Your Tiny plan stores up to ${((first.length + second.length) / 1000).toFixed(1).replace(/\.0$/, '')} kB`,
    );
    expect(refused.body.message).toMatch(/upgrade to Pro/);
    expect(refused.body).toMatchObject({ limitBytes: first.length + second.length, usedBytes: first.length + second.length });
  });

  it('lets a user upload again after deleting an asset', async () => {
    const png = await makePng(100, 100);
    await createPlan(t.db.pool, { id: 'one', name: 'One', maxAssetBytes: png.length });
    const dave = await createUserWithSession(t.db.pool, { planId: 'one' });
    const { body } = await upload(png, { cookie: dave.cookie });
    expect((await upload(png, { cookie: dave.cookie })).status).toBe(403);
    await waitForFinal(body.id as string, dave.cookie);
    const deleted = await t.graphql('mutation ($id: ID!) { deleteAsset(id: $id) }', { id: body.id }, { cookie: dave.cookie });
    expect(deleted.body).toEqual({ data: { deleteAsset: true } });
    expect((await upload(png, { cookie: dave.cookie })).status).toBe(200);
  });
});

describe('GET /files/assets/{assetId}/{rendition}', () => {
  let assetId: string;
  beforeAll(async () => {
    const { body } = await upload(await makePng(300, 200), { cookie: alice.cookie });
    assetId = body.id as string;
    await waitForFinal(assetId, alice.cookie);
  });

  it('streams a rendition to its owner with type, private caching and an ETag, and answers 304 to a matching one', async () => {
    const response = await fetch(`${t.url}/files/assets/${assetId}/thumb`, { headers: { cookie: alice.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
    const again = await fetch(`${t.url}/files/assets/${assetId}/thumb`, { headers: { cookie: alice.cookie, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('serves the original with its sniffed type', async () => {
    const response = await fetch(`${t.url}/files/assets/${assetId}/original`, { headers: { cookie: alice.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('answers the same 404 to visitors, other users, unknown renditions, unknown and malformed ids', async () => {
    const urls = [
      [`/files/assets/${assetId}/thumb`, undefined],
      [`/files/assets/${assetId}/thumb`, bob.cookie],
      [`/files/assets/${assetId}/huge`, alice.cookie],
      [`/files/assets/${assetId}/frames/0`, alice.cookie],
      [`/files/assets/00000000-0000-4000-8000-000000000000/thumb`, alice.cookie],
      [`/files/assets/not-a-uuid/thumb`, alice.cookie],
      [`/files/assets/${assetId}/..%2F..%2Fetc%2Fpasswd`, alice.cookie],
    ] as const;
    for (const [path, cookie] of urls) {
      const response = await fetch(`${t.url}${path}`, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: "We can't find what you're looking for." });
    }
  });

  it("serves anyone an asset of a public game, but not of the owner's private game", async () => {
    const publicGame = await createGame(t.db.pool, alice.id, 'public');
    const privateGame = await createGame(t.db.pool, alice.id, 'private');
    const inPublic = await upload(await makePng(40, 40), { cookie: alice.cookie, fields: { gameId: publicGame } });
    const inPrivate = await upload(await makePng(40, 40), { cookie: alice.cookie, fields: { gameId: privateGame } });
    expect(inPublic.body.gameId).toBe(publicGame);
    // The original is served once the pipeline has replaced it with a copy without metadata.
    await waitForFinal(inPublic.body.id as string, alice.cookie);
    expect((await fetch(`${t.url}/files/assets/${inPublic.body.id as string}/original`)).status).toBe(200);
    expect((await fetch(`${t.url}/files/assets/${inPrivate.body.id as string}/original`, { headers: { cookie: bob.cookie } })).status).toBe(
      404,
    );
  });
});

describe('GraphQL', () => {
  it('lists only the viewer’s assets, and refuses visitors', async () => {
    const mine = await t.graphql<{ viewerAssets: Array<{ id: string }> }>('{ viewerAssets { id } }', undefined, { cookie: bob.cookie });
    expect(mine.body.data?.viewerAssets).toEqual([]);
    const { body } = await upload(await makePng(30, 30), { cookie: bob.cookie });
    const after = await t.graphql<{ viewerAssets: Array<{ id: string }> }>('{ viewerAssets { id } }', undefined, { cookie: bob.cookie });
    expect(after.body.data?.viewerAssets).toEqual([{ id: body.id }]);
    const visitor = await t.graphql('{ viewerAssets { id } }');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("hides another user's asset and refuses to delete it", async () => {
    const { body } = await upload(await makePng(30, 30), { cookie: alice.cookie });
    expect(await assetById(body.id as string, bob.cookie)).toBeNull();
    const attempt = await t.graphql('mutation ($id: ID!) { deleteAsset(id: $id) }', { id: body.id }, { cookie: bob.cookie });
    expect(attempt.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await assetById(body.id as string, alice.cookie)).not.toBeNull();
  });

  it('deletes an asset with every file it has', async () => {
    const { body } = await upload(await makePng(300, 300), { cookie: alice.cookie });
    const id = body.id as string;
    await waitForFinal(id, alice.cookie);
    expect((await s3.store.list(`assets/${id}/`)).length).toBeGreaterThan(1);
    const result = await t.graphql('mutation ($id: ID!) { deleteAsset(id: $id) }', { id }, { cookie: alice.cookie });
    expect(result.body).toEqual({ data: { deleteAsset: true } });
    expect(await s3.store.list(`assets/${id}/`)).toEqual([]);
    expect(await assetById(id, alice.cookie)).toBeNull();
  });

  it('tells a subscriber when the worker finishes the asset, across Redis pub/sub', async () => {
    const wsUrl = t.url.replace('http', 'ws') + '/graphql';
    const cookie = alice.cookie;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({ url: wsUrl, webSocketImpl: CookieWebSocket, lazy: true, retryAttempts: 0 });
    try {
      const { body } = await upload(await makePng(500, 400), { cookie });
      const seen: Array<{ status: string; thumbnailPath: string | null }> = [];
      await new Promise<void>((resolve, reject) => {
        const stop = client.subscribe<{ assetUpdated: { status: string; thumbnailPath: string | null } }>(
          { query: 'subscription ($id: ID!) { assetUpdated(id: $id) { status thumbnailPath } }', variables: { id: body.id } },
          {
            next: (message) => {
              if (message.errors) reject(new Error(JSON.stringify(message.errors)));
              const asset = message.data!.assetUpdated;
              seen.push(asset);
              if (asset.status !== 'pending') {
                stop();
                resolve();
              }
            },
            error: reject,
            complete: () => undefined,
          },
        );
        setTimeout(() => reject(new Error('no final state within 20 s')), 20_000).unref();
      });
      expect(seen.at(-1)).toEqual({ status: 'ready', thumbnailPath: `/files/assets/${body.id as string}/thumb` });
    } finally {
      await client.dispose();
    }
  });

  it('refuses to subscribe to an asset the viewer cannot see, and refuses queries over WebSocket', async () => {
    const { body } = await upload(await makePng(30, 30), { cookie: alice.cookie });
    const client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
    try {
      const run = (query: string, variables?: Record<string, unknown>) =>
        new Promise<unknown>((resolve) => {
          client.subscribe(
            { query, variables },
            { next: (message) => resolve(message), error: (error) => resolve({ error }), complete: () => undefined },
          );
        });
      const hidden = (await run('subscription ($id: ID!) { assetUpdated(id: $id) { status } }', { id: body.id })) as {
        errors?: Array<{ extensions?: { code?: string } }>;
      };
      expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const query = (await run('{ viewer { id } }')) as { error?: unknown };
      expect(JSON.stringify(query.error ?? query)).toMatch(/Only subscriptions/);
    } finally {
      await client.dispose();
    }
  });

  it('refuses a WebSocket handshake from a foreign origin', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
        headers: { origin: 'https://evil.example', cookie: alice.cookie },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});

describe('pipeline failures reach the owner', () => {
  it('marks a damaged image failed with a reason', async () => {
    const { status, body } = await upload(await corruptPng(), { cookie: alice.cookie });
    expect(status).toBe(200);
    const asset = await waitForFinal(body.id as string, alice.cookie);
    expect(asset).toMatchObject({
      status: 'failed',
      failureReason: 'The image is damaged or in a format that cannot be read.',
      renditions: [],
    });
  });
});
