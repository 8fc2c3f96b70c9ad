import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '@tablecraft/platform';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { countAssets, createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { makePng } from '../../testing/uploads-images.ts';
import { UPLOAD_INTAKE } from '../src/uploads/intake-slots.ts';

// An account's uploads are received at most two at a time by a process: the next ones wait, bodies unread,
// and past sixteen waiting one is refused with 429 and Retry-After. Another account never waits for them.
// What the API is doing is read from its own gauge (tablecraft_upload_intake), never from how long it took.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'intake-bound-boundary';

/** The API's count of uploads in each state, from its gauge. */
async function intake(): Promise<{ receiving: number; waiting: number }> {
  const metric = metricsRegistry.getSingleMetric('tablecraft_upload_intake');
  const values = metric ? (await metric.get()).values : [];
  const of = (state: string) => values.find((value) => value.labels.state === state)?.value ?? 0;
  return { receiving: of('receiving'), waiting: of('waiting') };
}

type Answer = { status: number; body: Record<string, unknown>; retryAfter?: string };

/**
 * An upload whose body is sent in two halves: the first at once, the rest when `finish` is called. Until then
 * the API, if it is reading it, holds it (and its place) waiting for the rest.
 */
function heldUpload(user: TestUser, png: Buffer): { answer: Promise<Answer>; finish: () => void } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="held.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const url = new URL('/upload', t.url);
  const half = Math.floor(png.length / 2);
  let answered!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (answered = resolve));
  const req = request(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + png.length + tail.length),
        'x-tablecraft-csrf': '1',
        cookie: user.cookie,
      },
    },
    (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        answered({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
          retryAfter: res.headers['retry-after'],
        }),
      );
    },
  );
  req.on('error', () => undefined);
  req.write(Buffer.concat([head, png.subarray(0, half)]));
  return { answer, finish: () => req.end(Buffer.concat([png.subarray(half), tail])) };
}

async function upload(user: TestUser, png: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'small.png');
  const response = await fetch(`${t.url}/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-tablecraft-csrf': '1', cookie: user.cookie },
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  };
}

describe('POST /upload, per account', () => {
  it('reads two of an account’s uploads at a time; the next wait unread, and another account does not wait', async () => {
    const alice = await createUserWithSession(t.db.pool);
    const bob = await createUserWithSession(t.db.pool);
    const big = await makePng(400, 300);
    const small = await makePng(32, 32);
    const held = [heldUpload(alice, big), heldUpload(alice, big)];
    await expect.poll(intake).toEqual({ receiving: 2, waiting: 0 });

    const more = Array.from({ length: 3 }, () => upload(alice, small));
    await expect.poll(intake).toEqual({ receiving: 2, waiting: 3 });
    // Bob's upload is read at once, beside alice's two.
    expect((await upload(bob, small)).status).toBe(200);
    expect(await intake()).toEqual({ receiving: 2, waiting: 3 });
    expect(await countAssets(t.db.pool, alice.id)).toBe(0);

    for (const upload of held) upload.finish();
    const answers = await Promise.all([...held.map((upload) => upload.answer), ...more]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await countAssets(t.db.pool, alice.id)).toBe(5);
    expect(await intake()).toEqual({ receiving: 0, waiting: 0 });
  });

  it('refuses an upload with 429 and Retry-After when sixteen of the account’s already wait, and keeps the others', async () => {
    const carol = await createUserWithSession(t.db.pool);
    const big = await makePng(400, 300);
    const small = await makePng(32, 32);
    const held = [heldUpload(carol, big), heldUpload(carol, big)];
    await expect.poll(intake).toEqual({ receiving: 2, waiting: 0 });
    const waiting = Array.from({ length: UPLOAD_INTAKE.maxWaiting }, () => upload(carol, small));
    await expect.poll(intake, { timeout: 20_000 }).toEqual({ receiving: 2, waiting: UPLOAD_INTAKE.maxWaiting });

    const refused = await upload(carol, small);
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: String(UPLOAD_INTAKE.retryAfterSeconds),
      body: { code: 'RATE_LIMITED', retryAfterSeconds: UPLOAD_INTAKE.retryAfterSeconds },
    });
    expect(refused.body.message).toMatch(/^You are uploading 18 files already\. Wait for them to finish and try again in 5 seconds\.$/);

    for (const upload of held) upload.finish();
    const answers = await Promise.all([...held.map((upload) => upload.answer), ...waiting]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await countAssets(t.db.pool, carol.id)).toBe(2 + UPLOAD_INTAKE.maxWaiting);
    expect(await intake()).toEqual({ receiving: 0, waiting: 0 });
  });
});
