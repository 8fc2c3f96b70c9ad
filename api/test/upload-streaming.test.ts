import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLogger } from '@tablecraft/platform';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { countAssets, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';

// An upload goes to the blob store as it arrives, never held whole in the API's memory: its first bytes are
// in the store while the client is still sending the rest. One that turns out too large, or whose client
// leaves, leaves nothing behind. The embedded default's disk store shows what it holds: a write in
// progress is a file under blobs/.tmp.

/** What the API logged, line by line. */
const logged: Array<{ level: number; msg?: string; req?: { url?: string } } & Record<string, unknown>> = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line) as (typeof logged)[number]);
    done();
  },
});

let t: TestApi;
let blobs: string;
beforeAll(async () => {
  t = await startTestApi({ logger: createLogger('api-test', { level: 'info', pretty: false, destination }) });
  blobs = join(t.services.config.DATA_DIR, 'blobs');
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'streaming-boundary';

/** Bytes of writes in progress in the disk store. */
async function writing(): Promise<number[]> {
  const names = await readdir(join(blobs, '.tmp')).catch(() => [] as string[]);
  return Promise.all(names.map(async (name) => (await stat(join(blobs, '.tmp', name)).catch(() => ({ size: 0 }))).size));
}

async function originals(): Promise<string[]> {
  return (await t.services.blobs.list('assets/')).filter((key) => key.endsWith('/original'));
}

/** A noisy PNG, so its compressed bytes are about its pixels' (`side`² × 3). */
function noisyPng(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** An upload sent in two parts: `first` at once, the rest when `finish` is called (or never: `leave`). */
function partialUpload(user: TestUser, file: Buffer, first: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const url = new URL('/upload', t.url);
  let answered!: (answer: { status: number; body: Record<string, unknown> }) => void;
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve) => (answered = resolve));
  const req = request(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + file.length + tail.length),
        'x-tablecraft-csrf': '1',
        cookie: user.cookie,
      },
    },
    (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => answered({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    },
  );
  req.on('error', () => undefined);
  req.write(Buffer.concat([head, file.subarray(0, first)]));
  return {
    answer,
    finish: () => req.end(Buffer.concat([file.subarray(first), tail])),
    leave: () => req.destroy(),
  };
}

describe('POST /upload streams the file to the store', () => {
  it('has written the first part of a 3 MB upload to the store before the client sends the rest', async () => {
    const user = await createUserWithSession(t.db.pool);
    const png = await noisyPng(1000);
    expect(png.length).toBeGreaterThan(3_000_000);
    const upload = partialUpload(user, png, 1_500_000);
    // What arrived is in the store already (less what is still in the pipes), while the rest is not sent.
    await expect.poll(async () => Math.max(0, ...(await writing()))).toBeGreaterThan(1_000_000);
    expect(await countAssets(t.db.pool, user.id)).toBe(0);
    upload.finish();
    const { status, body } = await upload.answer;
    expect(status).toBe(200);
    expect(body.byteSize).toBe(png.length);
    expect(await writing()).toEqual([]);
    const stored = await t.services.blobs.stat(`assets/${String(body.id)}/original`);
    expect(stored).toMatchObject({ size: png.length, contentType: 'image/png' });
  });

  it('leaves nothing when the file turns out too large on its way to the store', async () => {
    const user = await createUserWithSession(t.db.pool);
    const before = await originals();
    // A real PNG header, then junk: the type and size pass, the length does not.
    const file = Buffer.concat([await noisyPng(64), randomBytes(8_000_100)]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'huge.png');
    const response = await fetch(`${t.url}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-tablecraft-csrf': '1', cookie: user.cookie },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', maxBytes: 8_000_000 });
    expect(await writing()).toEqual([]);
    expect(await originals()).toEqual(before);
    expect(await countAssets(t.db.pool, user.id)).toBe(0);
  });

  it('leaves nothing when the client leaves halfway', async () => {
    const user = await createUserWithSession(t.db.pool);
    const before = await originals();
    const upload = partialUpload(user, await noisyPng(1000), 1_500_000);
    await expect.poll(async () => (await writing()).length).toBe(1);
    const from = logged.length;
    upload.leave();
    await expect.poll(writing).toEqual([]);
    expect(await originals()).toEqual(before);
    expect(await countAssets(t.db.pool, user.id)).toBe(0);
    // A client that leaves is not the server's failure: the request's own line (written once the server let
    // go of it) is not an error, and nothing else was logged as one.
    await expect.poll(() => logged.slice(from).find((line) => line.req?.url === '/upload')?.msg).toBe('request aborted');
    expect(logged.slice(from).filter((line) => line.level >= 50)).toEqual([]);
  });
});
