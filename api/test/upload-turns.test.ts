import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createLogger } from '@tablecraft/platform';
import { startWorker, workerConfigSchema, type RunningWorker } from '@tablecraft/worker';
import { startTestApi, type TestApi } from '../../testing/api.ts';
import { startPipelineStack, type PipelineStack } from '../../testing/pipeline-stack.ts';
import { createUserWithSession, type TestUser } from '../../testing/uploads-fixtures.ts';
import { ASSET_READY_TIMEOUT_MS, makeGif, makePng } from '../../testing/uploads-images.ts';
import { UPLOAD_INTAKE } from '../src/uploads/intake-slots.ts';

// One account floods the image pipeline with GIFs; another then uploads one small PNG. The pipeline takes
// accounts in turns, so the PNG is processed next, not after the flood: asserted on the order in which the
// worker finished the assets (one job at a time), never on how long anything took. On the production path
// (BullMQ on the real Redis, a real worker) and on the embedded default's in-process queue.

// As many as one account may have in intake at once (reading, plus waiting their turn): every one is
// admitted however slowly the machine reads them; one more could be refused with 429.
const FLOOD = UPLOAD_INTAKE.perAccount + UPLOAD_INTAKE.maxWaiting;
/** A pause in each job, so a line forms while the worker runs (the second test). */
const JOB_DELAY_MS = 400;

interface Pipeline {
  t: TestApi;
  /** Starts the worker, one job at a time, with a pause in each job (so a line can form while it runs). */
  startWorker(delayMs: number): Promise<RunningWorker>;
  close(): Promise<void>;
}

const pipelines: Array<{ name: string; start: () => Promise<Pipeline> }> = [
  {
    name: 'BullMQ on Redis',
    start: async () => {
      const stack: PipelineStack = await startPipelineStack('upload-turns', inject('redisUrl'), { worker: false });
      return {
        t: stack.t,
        startWorker: (delayMs) => stack.startWorker({ WORKER_CONCURRENCY: '1', ASSET_PIPELINE_TEST_DELAY_MS: String(delayMs) }),
        close: () => stack.close(),
      };
    },
  },
  {
    name: 'in-process queue',
    start: async () => {
      // The embedded default's wiring: no Redis, one queue and one blob store shared by the api and the worker.
      const t = await startTestApi();
      let worker: RunningWorker | undefined;
      return {
        t,
        startWorker: async (delayMs) => {
          worker = await startWorker({
            config: workerConfigSchema.parse({
              DATABASE_URL: t.db.url,
              DATA_DIR: t.services.config.DATA_DIR,
              NODE_ENV: 'test',
              LOG_LEVEL: 'silent',
              WORKER_CONCURRENCY: '1',
              ASSET_PIPELINE_TEST_DELAY_MS: String(delayMs),
            }),
            logger: createLogger('worker-test', { level: 'silent', pretty: false }),
            pool: t.db.pool,
            pubsub: t.services.pubsub,
            blobs: t.services.blobs,
            queue: t.services.queue,
          });
          return worker;
        },
        close: async () => {
          await worker?.close();
          await t.services.queue.close();
          await t.close();
        },
      };
    },
  },
];

describe.each(pipelines)('upload turns: $name', ({ start }) => {
  let pipeline: Pipeline;
  let t: TestApi;
  let worker: Promise<RunningWorker> | undefined;
  const workerRunning = () => (worker ??= pipeline.startWorker(JOB_DELAY_MS));
  beforeAll(async () => {
    pipeline = await start();
    t = pipeline.t;
  }, 60_000);
  afterAll(async () => {
    await pipeline?.close();
  });

  async function upload(user: TestUser, bytes: Buffer, type: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), type === 'image/gif' ? 'flood.gif' : 'mine.png');
    const response = await fetch(`${t.url}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-tablecraft-csrf': '1', cookie: user.cookie },
    });
    const body = (await response.json()) as { id?: string; code?: string };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.id!;
  }

  /** Every asset of these owners in the order the worker finished them (one job at a time, so strictly ordered). */
  async function finishOrder(ownerIds: string[], count: number): Promise<string[]> {
    return vi.waitFor(
      async () => {
        const { rows } = await t.db.pool.query<{ id: string }>(
          `SELECT id FROM assets WHERE owner_id = ANY($1) AND status = 'ready' ORDER BY updated_at, id`,
          [ownerIds],
        );
        if (rows.length < count) throw new Error(`${rows.length} of ${count} ready`);
        return rows.map((row) => row.id);
      },
      { timeout: ASSET_READY_TIMEOUT_MS, interval: 200 },
    );
  }

  it('processes a newcomer’s PNG second, not after the flood queued before it', async () => {
    const flooder = await createUserWithSession(t.db.pool);
    const newcomer = await createUserWithSession(t.db.pool);
    const gif = await makeGif(64, 64);
    const flood = await Promise.all(Array.from({ length: FLOOD }, () => upload(flooder, gif, 'image/gif')));
    const mine = await upload(newcomer, await makePng(64, 64), 'image/png');
    // Everything is in line before the worker starts: the order is the queue's alone.
    await workerRunning();
    const order = await finishOrder([flooder.id, newcomer.id], FLOOD + 1);
    expect(order.filter((id) => flood.includes(id))).toHaveLength(FLOOD);
    // The flood's first job and the PNG share the first round.
    expect(order.indexOf(mine)).toBeLessThanOrEqual(1);
  });

  it('lets a PNG uploaded while a flood is being processed go before the rest of the flood', async () => {
    const flooder = await createUserWithSession(t.db.pool);
    const newcomer = await createUserWithSession(t.db.pool);
    const gif = await makeGif(64, 64);
    await workerRunning();
    const flood = await Promise.all(Array.from({ length: FLOOD }, () => upload(flooder, gif, 'image/gif')));
    const stillWaiting = (
      await t.db.pool.query<{ id: string }>(`SELECT id FROM assets WHERE owner_id = $1 AND status = 'pending'`, [flooder.id])
    ).rows.map((row) => row.id);
    const mine = await upload(newcomer, await makePng(64, 64), 'image/png');
    const order = await finishOrder([flooder.id, newcomer.id], FLOOD + 1);
    expect(order.filter((id) => flood.includes(id))).toHaveLength(FLOOD);
    // A line had formed (else there was nothing to overtake)…
    expect(stillWaiting.length).toBeGreaterThanOrEqual(5);
    // …and the PNG overtook all of it but the job running and the one sharing its round.
    const after = order.slice(order.indexOf(mine) + 1).filter((id) => stillWaiting.includes(id));
    expect(after.length).toBeGreaterThanOrEqual(stillWaiting.length - 2);
  });
});
